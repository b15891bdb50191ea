/**
 * Cart budgets against a running shop: `npm run bench:interaction [baseUrl]` (default http://127.0.0.1:4321).
 * 1. JavaScript of a product page: every island, renderer and script it references, with their static
 *    imports followed, gzip bytes (budget 80 KB, React included); lazy `import()` chunks listed apart.
 * 2. Interaction latency with Chromium's CPU slowed 4×: Event Timing duration (input delay +
 *    handlers + next paint) of quantity "+" and "Ajouter au panier" on a product page and of "+"
 *    on the cart page (budget 100 ms for the median of the runs; the maximum is printed too, it
 *    mostly measures how busy the machine is). Exits 1 when a budget is exceeded.
 */
import { chromium, type Page } from '@playwright/test';
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';

const base = (process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:4321').replace(/\/+$/, '');
const JS_BUDGET = 80 * 1024;
const LATENCY_BUDGET_MS = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const failures: string[] = [];

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} : ${response.status}`);
  return response.text();
}

/** Static and dynamic imports of a built module (`from"./x.js"`, `import"./x.js"`, `import("./x.js")`). */
function importsOf(code: string, url: string): { statics: string[]; dynamics: string[] } {
  const resolve = (spec: string) => new URL(spec, url).href;
  const statics = [...code.matchAll(/(?:from\s*|import\s*)["']([^"']+\.js)["']/g)].map((m) => resolve(m[1]!));
  const dynamics = [...code.matchAll(/import\(\s*["']([^"']+\.js)["']\s*\)/g)].map((m) => resolve(m[1]!));
  return { statics, dynamics };
}

async function pageJavaScript(path: string): Promise<{ eager: number; lazy: number; files: [string, number][] }> {
  const html = await text(`${base}${path}`);
  const roots = [
    ...html.matchAll(/(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g),
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => new URL(m[1]!, `${base}${path}`).href);
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const seen = new Map<string, number>();
  const lazyRoots = new Set<string>();
  const queue = [...new Set(roots)];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const code = await text(url);
    seen.set(url, gzipSync(code, { level: 9 }).length);
    const { statics, dynamics } = importsOf(code, url);
    queue.push(...statics);
    for (const lazy of dynamics) lazyRoots.add(lazy);
  }
  let lazy = 0;
  for (const url of lazyRoots) if (!seen.has(url)) lazy += gzipSync(await text(url), { level: 9 }).length;
  const inlineBytes = inline.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0);
  const files: [string, number][] = [...seen].map(([url, bytes]) => [new URL(url).pathname, bytes]);
  files.push(['(inline scripts)', inlineBytes]);
  return { eager: files.reduce((sum, [, bytes]) => sum + bytes, 0), lazy, files };
}

/** Longest Event Timing entry of the next interaction triggered by `act` (0 when under 16 ms: not reported). */
async function interaction(page: Page, act: () => Promise<void>, done: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __events: number[] };
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if ((entry as PerformanceEventTiming).interactionId) w.__events.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  await act();
  await done();
  await page.waitForTimeout(300); // entries are delivered after the next paint
  return page.evaluate(() => Math.max(0, ...(window as unknown as { __events: number[] }).__events));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function hydrated(page: Page, component: string): Promise<void> {
  await page.locator(`astro-island[component-url*="/${component}."]:not([ssr])`).first().waitFor({ state: 'attached' });
}

const products = (await (await fetch(`${base}/api/v1/products/produits/`)).json()) as { results?: { id: number; stock: number }[] } | { id: number; stock: number }[];
const list = Array.isArray(products) ? products : (products.results ?? []);
const product = list.find((p) => p.stock >= 20);
if (!product) throw new Error('aucun produit avec au moins 20 unités en stock');

const js = await pageJavaScript(`/produit/${product.id}`);
console.log(`Product page /produit/${product.id} — JavaScript, gzip bytes:`);
for (const [file, bytes] of js.files) console.log(`  ${file.padEnd(60)} ${String(bytes).padStart(7)}`);
console.log(`  ${'total loaded with the page'.padEnd(60)} ${String(js.eager).padStart(7)}  (budget ${JS_BUDGET})`);
console.log(`  ${'lazy import() chunks not loaded at start'.padEnd(60)} ${String(js.lazy).padStart(7)}`);
if (js.eager > JS_BUDGET) failures.push(`product page JavaScript ${js.eager} B gzip > ${JS_BUDGET} B`);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});
const results: [string, number[]][] = [];
try {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const plus: number[] = [];
  const add: number[] = [];
  const cartPlus: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`${base}/produit/${product.id}`);
    await hydrated(page, 'AddToCart');
    const total = page.getByTestId('product-total');
    const before = await total.textContent();
    plus.push(await interaction(page, () => page.getByRole('button', { name: /^Augmenter/ }).click(), () => total.filter({ hasNotText: before ?? '' }).waitFor()));
    add.push(await interaction(page, () => page.getByRole('button', { name: 'Ajouter au panier' }).click(), () => page.locator('dialog[open], .notice.ok').first().waitFor()));
    if (await page.locator('dialog[open]').count()) await page.getByRole('button', { name: "Oui, j'ai des bouteilles à échanger" }).click();
    await page.locator('.notice.ok').waitFor();
    await page.goto(`${base}/Mon-panier.html`);
    await hydrated(page, 'CartPage');
    const cartTotal = page.getByTestId('cart-total');
    await cartTotal.waitFor();
    const cartBefore = await cartTotal.textContent();
    cartPlus.push(await interaction(page, () => page.getByRole('button', { name: /^Augmenter/ }).first().click(), () => cartTotal.filter({ hasNotText: cartBefore ?? '' }).waitFor()));
  }
  results.push(['product page: quantity +', plus], ['product page: Ajouter au panier', add], ['cart page: quantity +', cartPlus]);
} finally {
  await browser.close();
}

console.log(`\nInteraction latency at 4× CPU slowdown (Event Timing duration, ms; 0 = under 16 ms), ${RUNS} runs; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores:`);
for (const [name, values] of results) {
  console.log(`  ${name.padEnd(34)} median ${String(Math.round(median(values))).padStart(4)}  max ${String(Math.round(Math.max(...values))).padStart(4)}  (budget ${LATENCY_BUDGET_MS})`);
  if (median(values) > LATENCY_BUDGET_MS) failures.push(`${name}: median ${Math.round(median(values))} ms > ${LATENCY_BUDGET_MS} ms`);
}
if (failures.length > 0) {
  console.error(`\n${failures.length} budget failure(s):\n  ✗ ${failures.join('\n  ✗ ')}`);
  process.exit(1);
}
console.log('\nOK: product page JavaScript and interactions within budget.');
