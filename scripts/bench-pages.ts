/**
 * Page-weight budget of a built release (the JavaScript's figures explain where a page's bytes come from; its
 * budgets are counted as the browser downloads it, by `npm run bench:browser`): `npm run bench:pages [dir]` (default `dist`, or e.g.
 * `var/<data>/releases/current`). Prints, per page type, the brotli bytes of the HTML and of every style,
 * font and script it loads before the customer acts (static import graph; `import()` chunks listed apart,
 * not counted); for product pages also the gzip (level 9) bytes of that JavaScript, inline scripts
 * included, and of each `import()` chunk; the same gzip figures for the cart and checkout pages. Exits 1
 * when a page's HTML (with its inline CSS) exceeds 14 KB brotli, when a render-blocking request precedes
 * first paint, when a legal page ships JavaScript other than the header's, or when a script names a file of `_astro/` that the
 * release lacks (an `import()` that would fail in the browser), or when a customer page (any page outside
 * `gestion/`) reaches a gestion chunk (`gestion-…`, astro.config.mjs) through its scripts, eager or `import()`.
 * Prints the gestion order screen's JavaScript in gzip. Also prints, per page type, the HTML compressed as
 * it was served before (brotli quality 4), as this release serves it (its `.br` files, when the folder is a
 * release) and at quality 11; and, for information, the product page's line for a returning visitor with a
 * stored cart: the page's JavaScript and the contract's decoding chunk.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { BROTLI_QUALITY } from '../src/ops/precompress.ts';
import { eagerJavaScript, gzipBytes, JS_BUDGETS, type PageScripts, pageScripts } from './bench/page-scripts.ts';

const HTML_BUDGET = 14 * 1024;
/** The chunk the header loads by `import()` to decode what is stored (src/stores/page/contract-readers.ts). */
const DECODING_CHUNK = /\/contract-readers\.[\w-]+\.js$/;
const dir = process.argv[2] ?? 'dist';
const brotliAt = (quality: number) => (data: Buffer | string) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;
const brotli = brotliAt(BROTLI_QUALITY);
/** How pages were precompressed until releases used brotli's best (src/ops/precompress.ts). */
const BEFORE_QUALITY = 4;
const brotliBefore = brotliAt(BEFORE_QUALITY);

/** Bytes of the `.br` the serving process sends for this page, or null outside a release. */
const servedBytes = (file: string): Promise<number | null> =>
  stat(`${file}.br`).then(
    (s) => s.size,
    () => null,
  );

/** Per page type: pages, and the sum of their HTML compressed before, as served, at quality 11. */
const htmlSizes = new Map<string, { pages: number; before: number; served: number | null; after: number }>();
function countHtml(type: string, before: number, served: number | null, after: number): void {
  const sums = htmlSizes.get(type) ?? { pages: 0, before: 0, served: 0, after: 0 };
  sums.pages += 1;
  sums.before += before;
  sums.served = sums.served === null || served === null ? null : sums.served + served;
  sums.after += after;
  htmlSizes.set(type, sums);
}

async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

interface Reference {
  kind: 'style' | 'font';
  url: string;
}

/** Styles and fonts a page references (its scripts come from `pageScripts`). */
function references(html: string): Reference[] {
  const refs: Reference[] = [];
  for (const m of html.matchAll(/<link\b[^>]*rel="(?:stylesheet|preload)"[^>]*>/g)) {
    const href = m[0].match(/href="([^"]+)"/)?.[1];
    if (!href) continue;
    if (/as="font"|\.woff2?"/.test(m[0])) refs.push({ kind: 'font', url: href });
    else if (/stylesheet|as="style"/.test(m[0])) refs.push({ kind: 'style', url: href });
  }
  for (const m of html.matchAll(/url\(["']?([^"')]+\.(?:woff2?|ttf|otf))["']?\)/g)) refs.push({ kind: 'font', url: m[1]! });
  return refs;
}

const RELEASE = 'http://release/';
const sourceCache = new Map<string, Promise<Buffer | null>>();
/** A file of the release by URL (null when outside the release or missing). */
function releaseFile(url: string): Promise<Buffer | null> {
  if (!url.startsWith(RELEASE)) return Promise.resolve(null);
  const path = decodeURIComponent(new URL(url).pathname);
  let file = sourceCache.get(path);
  if (!file) {
    file = readFile(join(dir, path)).catch(() => null);
    sourceCache.set(path, file);
  }
  return file;
}
const loadModule = async (url: string) => (await releaseFile(url))?.toString('utf8') ?? null;
const sizeCache = new Map<string, { brotli: number; gzip: number }>();
async function sizes(url: string): Promise<{ brotli: number; gzip: number }> {
  let size = sizeCache.get(url);
  if (!size) {
    const data = await releaseFile(url);
    size = data ? { brotli: brotli(data), gzip: gzipBytes(data) } : { brotli: 0, gzip: 0 };
    sizeCache.set(url, size);
  }
  return size;
}
const pathOf = (url: string) => (url.startsWith(RELEASE) ? `/${url.slice(RELEASE.length)}` : url);

/** Requests that block first paint: stylesheets, and classic scripts in head without async/defer. */
function renderBlocking(html: string): string[] {
  const head = html.split(/<\/head>/i)[0] ?? '';
  const blocking = [...head.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
  for (const m of head.matchAll(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g)) {
    if (!/\b(async|defer)\b|type="module"/.test(m[0])) blocking.push(m[0]);
  }
  return blocking;
}

/**
 * JavaScript other than the header's: its inline script and its islands (with Astro's island bootstrap).
 * JSON-LD is data, not JavaScript. An island outside `<header>` counts as foreign.
 */
function foreignScripts(html: string, allowed: RegExp[]): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attrs = '']) =>
        !/type="application\/ld\+json"/.test(attrs) && !/data-header-script/.test(attrs) && !allowed.some((re) => re.test(attrs)),
    )
    .filter(([, attrs = '', body = '']) => /\bsrc=/.test(attrs) || !/astro-island|self\.Astro/.test(body))
    .map(([, attrs = '']) => `<script${attrs}>`);
  const outsideHeader = html.replace(/<header\b[\s\S]*?<\/header>/, '');
  const islands = [...outsideHeader.matchAll(/<astro-island\b[^>]*component-url="([^"]+)"/g)].map((m) => `island ${m[1]}`);
  return [...scripts, ...islands];
}

const TYPES: [string, (path: string) => boolean][] = [
  ['home', (p) => p === 'index.html'],
  ['category', (p) => /^categorie\/[^/]+\/index\.html$/.test(p)],
  ['product', (p) => /^produit\/[^/]+\/index\.html$/.test(p)],
  ['legal', (p) => p === 'termes-cond.html' || p === 'politique-de-confidentialite.html'],
  ['support', (p) => p === 'support.html'],
  ['cart shell', (p) => p === 'Mon-panier.html'],
  ['checkout', (p) => p === 'paiement.html'],
];

/** Page types whose JavaScript has a gzip budget, and the budget's name in the report. */
const JS_BUDGETED: [type: string, label: string, budget: number][] = [
  ['product', 'Product page', JS_BUDGETS.product],
  ['cart shell', 'Cart page', JS_BUDGETS.cart],
  ['checkout', 'Checkout page', JS_BUDGETS.checkout],
];

const files = await htmlFiles(dir);
const failures: string[] = [];
/** Gestion's browser chunks are named `gestion-…` (astro.config.mjs); its pages live under `gestion/`. */
const isGestionChunk = (url: string) => /\/gestion-[^/]*$/.test(new URL(url).pathname);
const isGestionPage = (path: string) => path.startsWith('gestion/');
const gestionReach = { customerPages: 0, gestionChunks: new Set<string>(), orderScreen: null as PageScripts | null };

/** Files of `_astro/` that a script names (Vite's lists of what an `import()` loads first) but the release lacks. */
async function missingAssets(): Promise<string[]> {
  const assets = await readdir(join(dir, '_astro')).catch(() => [] as string[]);
  const present = new Set(assets);
  const missing: string[] = [];
  for (const name of assets.filter((file) => file.endsWith('.js'))) {
    const code = await readFile(join(dir, '_astro', name), 'utf8');
    for (const [, file] of code.matchAll(/["'`]_astro\/([^"'`]+)["'`]/g)) {
      if (file && !present.has(file)) missing.push(`_astro/${name}: names _astro/${file}, absent from the release`);
    }
  }
  return [...new Set(missing)];
}
failures.push(...(await missingAssets()));
interface Asset {
  kind: string;
  url: string;
  bytes: number;
}
const worst = new Map<string, { path: string; html: number; assets: Asset[]; lazy: Asset[] }>();
/** Per budgeted page type, its page loading the most JavaScript before the customer acts. */
const heaviestJs = new Map<string, { path: string; scripts: PageScripts; total: number }>();

for (const file of files) {
  const path = relative(dir, file).split('\\').join('/');
  const html = await readFile(file, 'utf8');
  const htmlBytes = brotli(html);
  if (htmlBytes > HTML_BUDGET) failures.push(`${path}: HTML ${htmlBytes} B brotli > ${HTML_BUDGET} B`);
  for (const tag of renderBlocking(html)) failures.push(`${path}: render-blocking ${tag}`);
  const type = TYPES.find(([, test]) => test(path))?.[0];
  if (type === 'legal') for (const tag of foreignScripts(html, [])) failures.push(`${path}: JavaScript on a legal page ${tag}`);
  if (type === 'support')
    for (const tag of foreignScripts(html, [/data-support-form-script/])) failures.push(`${path}: JavaScript on the support page ${tag}`);
  countHtml(type ?? 'other', brotliBefore(html), await servedBytes(file), htmlBytes);
  const scripts = await pageScripts(html, `${RELEASE}${path}`, loadModule);
  const reached = [...scripts.eager, ...scripts.lazy.flatMap((chunk) => chunk.files)];
  if (isGestionPage(path)) {
    for (const url of reached.filter(isGestionChunk)) gestionReach.gestionChunks.add(url);
    if (path === 'gestion/index.html') gestionReach.orderScreen = scripts;
  } else {
    gestionReach.customerPages += 1;
    for (const url of reached.filter(isGestionChunk)) failures.push(`${path}: loads gestion's ${pathOf(url)}`);
  }
  if (!type) continue;
  const budgeted = JS_BUDGETED.find(([name]) => name === type);
  if (budgeted) {
    const total = await eagerJavaScript(scripts, async (url) => (await sizes(url)).gzip);
    const heaviest = heaviestJs.get(type);
    if (!heaviest || total > heaviest.total) heaviestJs.set(type, { path, scripts, total });
  }
  const assets: Asset[] = [];
  const counted = new Set<string>();
  for (const url of scripts.eager) assets.push({ kind: 'script', url: pathOf(url), bytes: (await sizes(url)).brotli });
  for (const ref of references(html)) {
    if (!ref.url.startsWith('/')) continue;
    const url = ref.url.split('?')[0]!;
    if (counted.has(url)) continue;
    counted.add(url);
    assets.push({ kind: ref.kind, url, bytes: (await sizes(new URL(url, RELEASE).href)).brotli });
  }
  const lazy: Asset[] = [];
  for (const chunk of scripts.lazy) {
    let bytes = 0;
    for (const url of chunk.files) bytes += (await sizes(url)).brotli;
    lazy.push({ kind: `import() chunk, ${chunk.files.length} file(s) with its imports`, url: pathOf(chunk.root), bytes });
  }
  const current = worst.get(type);
  if (!current || htmlBytes > current.html) worst.set(type, { path, html: htmlBytes, assets, lazy });
}

/** gzip bytes of the JavaScript a page loads before the customer acts: eager modules and inline scripts. */

console.log(`${files.length} pages in ${dir} — heaviest page of each type, brotli bytes (scripts: loaded before the customer acts):`);
console.log(
  [
    'type'.padEnd(11),
    'page'.padEnd(42),
    'HTML+CSS'.padStart(9),
    'scripts'.padStart(8),
    'styles'.padStart(7),
    'fonts'.padStart(6),
    'total'.padStart(7),
  ].join(' '),
);
for (const [type] of TYPES) {
  const row = worst.get(type);
  if (!row) {
    console.log(`${type.padEnd(11)} (none)`);
    continue;
  }
  const sum = (kind: string) => row.assets.filter((a) => a.kind === kind).reduce((t, a) => t + a.bytes, 0);
  const total = row.html + sum('script') + sum('style') + sum('font');
  console.log(
    [
      type.padEnd(11),
      row.path.slice(0, 42).padEnd(42),
      String(row.html).padStart(9),
      String(sum('script')).padStart(8),
      String(sum('style')).padStart(7),
      String(sum('font')).padStart(6),
      String(total).padStart(7),
    ].join(' '),
  );
  for (const asset of row.assets) console.log(`${''.padEnd(12)}↳ ${asset.kind} ${asset.url} ${asset.bytes} B`);
  if (row.lazy.length > 0) console.log(`${''.padEnd(12)}loaded later (import()), not counted above:`);
  for (const asset of row.lazy) console.log(`${''.padEnd(14)}↳ ${asset.url} ${asset.bytes} B (${asset.kind})`);
}

console.log(
  `\nHTML of every page, brotli bytes summed per page type — before: quality ${BEFORE_QUALITY}; served: the release's .br files; after: quality ${BROTLI_QUALITY}:`,
);
console.log(
  ['type'.padEnd(11), 'pages'.padStart(6), 'before'.padStart(10), 'served'.padStart(10), 'after'.padStart(10), 'saved'.padStart(7)].join(
    ' ',
  ),
);
for (const type of [...TYPES.map(([name]) => name), 'other']) {
  const sums = htmlSizes.get(type);
  if (!sums) continue;
  const saved = sums.before === 0 ? 0 : Math.round((100 * (sums.before - sums.after)) / sums.before);
  console.log(
    [
      type.padEnd(11),
      String(sums.pages).padStart(6),
      String(sums.before).padStart(10),
      (sums.served === null ? '—' : String(sums.served)).padStart(10),
      String(sums.after).padStart(10),
      `${saved} %`.padStart(7),
    ].join(' '),
  );
}

for (const [type, label, budget] of JS_BUDGETED) {
  const heaviest = heaviestJs.get(type);
  if (!heaviest) continue;
  const { path, scripts, total } = heaviest;
  const line = (name: string, bytes: number, note = '') => console.log(`  ${name.padEnd(64)} ${String(bytes).padStart(7)}${note}`);
  console.log(`\n${label} JavaScript before the customer acts, gzip -9 bytes — heaviest: ${path}`);
  for (const url of scripts.eager) line(pathOf(url), (await sizes(url)).gzip);
  line(
    `(${scripts.inline.length} inline scripts)`,
    scripts.inline.reduce((sum, code) => sum + gzipBytes(code), 0),
  );
  line('total loaded with the page', total, `  (former gzip budget ${budget}; the budgets are bench:browser's, as downloaded)`);
  console.log(
    '  loaded later (import()): only when a customer acts or is signed in — each chunk with its static imports, minus what the page already loaded:',
  );
  if (scripts.lazy.length === 0) console.log('    (none)');
  for (const chunk of scripts.lazy) {
    const bytes = await Promise.all(chunk.files.map(async (url) => (await sizes(url)).gzip));
    line(
      `  ${pathOf(chunk.root)}`,
      bytes.reduce((a, b) => a + b, 0),
      `  (${chunk.files.length} file(s))`,
    );
    chunk.files.forEach((url, i) => {
      line(`      ↳ ${pathOf(url)}`, bytes[i]!);
    });
  }
  if (type === 'product') {
    // For information, not budgeted: a visitor with something stored (a cart, a user, a token) also loads
    // the contract's readers as soon as the header decodes it.
    const readers = scripts.lazy.find((chunk) => DECODING_CHUNK.test(chunk.root));
    if (!readers) failures.push(`${path}: no import() chunk of the contract's readers (${DECODING_CHUNK})`);
    else {
      const decoding = (await Promise.all(readers.files.map(async (url) => (await sizes(url)).gzip))).reduce((a, b) => a + b, 0);
      line(
        'returning visitor with a stored cart: the page and the decoding chunk',
        total + decoding,
        `  (${pathOf(readers.root)}: ${decoding})`,
      );
    }
  }
}

const orderScreen = gestionReach.orderScreen;
if (!orderScreen || gestionReach.gestionChunks.size === 0) {
  failures.push('gestion/index.html: no gestion-… chunk found (the check that customer pages load none could not work)');
} else {
  const line = (name: string, bytes: number) => console.log(`  ${name.padEnd(64)} ${String(bytes).padStart(7)}`);
  console.log('\nGestion order screen (gestion/index.html) JavaScript loaded with the page, gzip -9 bytes:');
  let total = orderScreen.inline.reduce((sum, code) => sum + gzipBytes(code), 0);
  let own = 0;
  for (const url of orderScreen.eager) {
    const bytes = (await sizes(url)).gzip;
    total += bytes;
    if (isGestionChunk(url)) own += bytes;
    line(`${pathOf(url)}${isGestionChunk(url) ? '  (gestion)' : ''}`, bytes);
  }
  line('total (gestion chunks alone)', total);
  console.log(`  ${''.padEnd(64)} (${own})`);
  console.log(
    `Customer pages loading a gestion chunk: ${failures.filter((f) => f.includes("loads gestion's")).length} of ${gestionReach.customerPages} (${gestionReach.gestionChunks.size} gestion chunks in the release).`,
  );
}

if (failures.length > 0) {
  console.error(`\n${failures.length} budget failure(s):`);
  const byReason = Map.groupBy(failures, (failure) => failure.slice(failure.indexOf(': ') + 2));
  for (const [reason, list] of byReason) console.error(`  ✗ ${list.length} page(s): ${reason} (e.g. ${list[0]!.split(': ')[0]})`);
  process.exit(1);
}
console.log(
  `\nOK: every page ≤ ${HTML_BUDGET} B brotli, no render-blocking request, no JavaScript on legal pages, no gestion code on a customer page.`,
);
