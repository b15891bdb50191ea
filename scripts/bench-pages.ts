/**
 * Page-weight budget of a built release: `npm run bench:pages [dir]` (default `dist`).
 * Prints, per page type, the brotli bytes of the HTML and of every script, style and font it references;
 * exits 1 when a page's HTML (with its inline CSS) exceeds 14 KB brotli, when a render-blocking request
 * precedes first paint, or when a legal page ships JavaScript other than the header's.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const HTML_BUDGET = 14 * 1024;
const dir = process.argv[2] ?? 'dist';
const brotli = (data: Buffer | string) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

interface Reference { kind: 'script' | 'style' | 'font'; url: string }

function references(html: string): Reference[] {
  const refs: Reference[] = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) refs.push({ kind: 'script', url: m[1]! });
  for (const m of html.matchAll(/<link\b[^>]*rel="(?:stylesheet|modulepreload|preload)"[^>]*>/g)) {
    const href = m[0].match(/href="([^"]+)"/)?.[1];
    if (!href) continue;
    refs.push({ kind: /as="font"|\.woff2?"/.test(m[0]) ? 'font' : /stylesheet/.test(m[0]) ? 'style' : 'script', url: href });
  }
  for (const m of html.matchAll(/url\(["']?([^"')]+\.(?:woff2?|ttf|otf))["']?\)/g)) refs.push({ kind: 'font', url: m[1]! });
  for (const m of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const attr of ['component-url', 'renderer-url']) {
      const url = m[0].match(new RegExp(`${attr}="([^"]+)"`))?.[1];
      if (url) refs.push({ kind: 'script', url });
    }
  }
  return refs;
}

/** A script module and every module it imports (static or dynamic), as served from the release. */
async function moduleGraph(root: string, entry: string, seen = new Set<string>()): Promise<Set<string>> {
  if (seen.has(entry) || !entry.endsWith('.js')) return seen;
  seen.add(entry);
  const code = await readFile(join(root, entry), 'utf8').catch(() => '');
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+\.js)["']/g)) {
    await moduleGraph(root, new URL(m[1]!, `http://release${entry}`).pathname, seen);
  }
  return seen;
}

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
    .filter(([, attrs = '']) => !/type="application\/ld\+json"/.test(attrs) && !/data-header-script/.test(attrs) && !allowed.some((re) => re.test(attrs)))
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
];

const files = await htmlFiles(dir);
const assetCache = new Map<string, number>();
const failures: string[] = [];
const worst = new Map<string, { path: string; html: number; assets: { kind: string; url: string; bytes: number }[] }>();

for (const file of files) {
  const path = relative(dir, file).split('\\').join('/');
  const html = await readFile(file, 'utf8');
  const htmlBytes = brotli(html);
  if (htmlBytes > HTML_BUDGET) failures.push(`${path}: HTML ${htmlBytes} B brotli > ${HTML_BUDGET} B`);
  for (const tag of renderBlocking(html)) failures.push(`${path}: render-blocking ${tag}`);
  const type = TYPES.find(([, test]) => test(path))?.[0];
  if (type === 'legal') for (const tag of foreignScripts(html, [])) failures.push(`${path}: JavaScript on a legal page ${tag}`);
  if (type === 'support') for (const tag of foreignScripts(html, [/data-support-form-script/])) failures.push(`${path}: JavaScript on the support page ${tag}`);
  if (!type) continue;
  const assets = [];
  const counted = new Set<string>();
  for (const ref of references(html)) {
    if (!ref.url.startsWith('/')) continue;
    const urls = ref.kind === 'script' ? await moduleGraph(dir, ref.url.split('?')[0]!) : new Set([ref.url.split('?')[0]!]);
    for (const url of urls) {
      if (counted.has(url)) continue;
      counted.add(url);
      let bytes = assetCache.get(url);
      if (bytes === undefined) {
        bytes = await readFile(join(dir, url)).then(brotli, () => 0);
        assetCache.set(url, bytes);
      }
      assets.push({ kind: ref.kind, url, bytes });
    }
  }
  const current = worst.get(type);
  if (!current || htmlBytes > current.html) worst.set(type, { path, html: htmlBytes, assets });
}

console.log(`${files.length} pages in ${dir} — heaviest page of each type, brotli bytes:`);
console.log(['type'.padEnd(11), 'page'.padEnd(42), 'HTML+CSS'.padStart(9), 'scripts'.padStart(8), 'styles'.padStart(7), 'fonts'.padStart(6), 'total'.padStart(7)].join(' '));
for (const [type] of TYPES) {
  const row = worst.get(type);
  if (!row) { console.log(`${type.padEnd(11)} (none)`); continue; }
  const sum = (kind: string) => row.assets.filter((a) => a.kind === kind).reduce((t, a) => t + a.bytes, 0);
  const total = row.html + sum('script') + sum('style') + sum('font');
  console.log([type.padEnd(11), row.path.slice(0, 42).padEnd(42), String(row.html).padStart(9), String(sum('script')).padStart(8), String(sum('style')).padStart(7), String(sum('font')).padStart(6), String(total).padStart(7)].join(' '));
  for (const asset of row.assets) console.log(`${''.padEnd(12)}↳ ${asset.kind} ${asset.url} ${asset.bytes} B`);
}
if (failures.length > 0) {
  console.error(`\n${failures.length} budget failure(s):`);
  const byReason = Map.groupBy(failures, (failure) => failure.slice(failure.indexOf(': ') + 2));
  for (const [reason, list] of byReason) console.error(`  ✗ ${list.length} page(s): ${reason} (e.g. ${list[0]!.split(': ')[0]})`);
  process.exit(1);
}
console.log(`\nOK: every page ≤ ${HTML_BUDGET} B brotli, no render-blocking request, no JavaScript on legal pages.`);
