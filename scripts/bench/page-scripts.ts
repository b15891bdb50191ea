/**
 * The JavaScript a built page loads, read from its HTML and its modules' import statements:
 * what runs before the customer acts (eager) and the `import()` chunks that may come later (lazy).
 * Used by `bench-pages.ts` (files of a release) and `bench-interaction.ts` (inline scripts).
 */
import { gzipSync } from 'node:zlib';

/** Loads a module's source by absolute URL; null when it does not exist. */
export type LoadModule = (url: string) => Promise<string | null>;

interface LazyChunk {
  /** The chunk named in `import(...)`. */
  root: string;
  /** The chunk and its static imports, without the modules the page already loaded. */
  files: string[];
}

export interface PageScripts {
  /** Every module loaded before the customer acts: entries and their static imports. */
  eager: string[];
  /** Bodies of inline JavaScript `<script>` elements (JSON data scripts excluded). */
  inline: string[];
  lazy: LazyChunk[];
}

/** The product page's JavaScript budget: 80 KB gzip before the customer acts, React included. */
const PRODUCT_JS_BUDGET = 80 * 1024;
/** The cart page: a quarter under the 128 827 B gzip it loaded before the customer acted on 2026-11-23. */
const CART_JS_BUDGET = Math.floor(0.75 * 128_827);
/** The checkout page: a quarter under the 140 613 B gzip it loaded before the customer acted on 2026-11-23. */
const CHECKOUT_JS_BUDGET = Math.floor(0.75 * 140_613);
/** gzip budgets of the JavaScript a page loads before the customer acts, by page. */
export const JS_BUDGETS = { product: PRODUCT_JS_BUDGET, cart: CART_JS_BUDGET, checkout: CHECKOUT_JS_BUDGET } as const;

/** gzip level 9, the figure of the 80 KB product-page budget. */
export const gzipBytes = (data: Buffer | string): number => gzipSync(data, { level: 9 }).length;

/**
 * The JavaScript a page runs before the customer acts, gzip -9 bytes: its inline scripts and its eager modules
 * (`gzipOf` gives a module's size by URL). The one rule both benches budget by (bench-pages.ts on a release's
 * files, bench-interaction.ts on the running shop).
 */
export async function eagerJavaScript(scripts: PageScripts, gzipOf: (url: string) => Promise<number>): Promise<number> {
  let total = scripts.inline.reduce((sum, code) => sum + gzipBytes(code), 0);
  for (const url of scripts.eager) total += await gzipOf(url);
  return total;
}

const JS_TYPES = /^(?:|module|text\/javascript|application\/javascript|text\/ecmascript)$/i;
const attr = (tag: string, name: string): string | undefined =>
  tag
    .match(new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    ?.slice(1)
    .find((v) => v !== undefined);
const decode = (value: string): string => value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'");

/** Inline `<script>` elements that the browser runs as JavaScript (not JSON-LD, import maps or templates). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(
      ([, attrs = '', body = '']) =>
        attr(attrs, 'src') === undefined && JS_TYPES.test((attr(attrs, 'type') ?? '').trim()) && body.trim() !== '',
    )
    .map(([, , body = '']) => body);
}

/**
 * Entry scripts of a page, as absolute URLs: island components, renderers and before-hydration
 * scripts, `<script src>`, `<link rel=modulepreload>` and `<link rel=preload as=script>`.
 */
function entryScripts(page: string, pageUrl: string): string[] {
  const urls: string[] = [];
  // Tags in the markup only: an inline script's text may spell one (the main island's preloads, src/stores/page/idle-main-first.ts).
  const html = page.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>');
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attr(tag, name);
      if (url) urls.push(decode(url));
    }
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src && JS_TYPES.test((attr(tag, 'type') ?? '').trim())) urls.push(decode(src));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (href && (rel.includes('modulepreload') || (rel.includes('preload') && attr(tag, 'as') === 'script'))) urls.push(decode(href));
  }
  return [...new Set(urls.map((url) => new URL(url, pageUrl).href))];
}

/** Static (`from"./x.js"`, `import"./x.js"`) and dynamic (`import("./x.js")`, any quote) imports of a module. */
function importsOf(code: string, url: string): { statics: string[]; dynamics: string[] } {
  const resolve = (spec: string) => new URL(spec, url).href;
  const local = /^(?:\.{1,2}\/|\/)[^"'`]*\.m?js(?:\?[^"'`]*)?$/;
  const statics = [...code.matchAll(/(?:\bfrom|\bimport)\s*(["'])([^"'`\n]+?)\1/g)].map((m) => m[2]!).filter((s) => local.test(s));
  const dynamics = [...code.matchAll(/\bimport\s*\(\s*(["'`])([^"'`\n]+?)\1\s*[,)]/g)].map((m) => m[2]!).filter((s) => local.test(s));
  return { statics: statics.map(resolve), dynamics: dynamics.map(resolve) };
}

/** Every module reachable from `entries` by static imports, and the dynamic imports met on the way. */
async function staticGraph(
  entries: string[],
  load: LoadModule,
  skip: ReadonlySet<string>,
): Promise<{ files: string[]; dynamics: string[] }> {
  const files = new Set<string>();
  const dynamics = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (files.has(url) || skip.has(url)) continue;
    files.add(url);
    const code = await load(url);
    if (code === null) continue;
    const found = importsOf(code, url);
    queue.push(...found.statics);
    for (const dynamic of found.dynamics) dynamics.add(dynamic);
  }
  return { files: [...files], dynamics: [...dynamics] };
}

/** The page's eager scripts, inline scripts, and lazy `import()` chunks (each with its own static graph). */
export async function pageScripts(html: string, pageUrl: string, load: LoadModule): Promise<PageScripts> {
  const inline = inlineScripts(html);
  const inlineImports = inline.map((code) => importsOf(code, pageUrl));
  const eagerGraph = await staticGraph([...entryScripts(html, pageUrl), ...inlineImports.flatMap((i) => i.statics)], load, new Set());
  const eager = new Set(eagerGraph.files);
  const lazy: LazyChunk[] = [];
  const queue = [...inlineImports.flatMap((i) => i.dynamics), ...eagerGraph.dynamics];
  const listed = new Set<string>();
  while (queue.length > 0) {
    const root = queue.shift()!;
    if (eager.has(root) || listed.has(root)) continue;
    listed.add(root);
    const graph = await staticGraph([root], load, eager);
    lazy.push({ root, files: graph.files });
    queue.push(...graph.dynamics);
  }
  return { eager: eagerGraph.files, inline, lazy };
}
