/**
 * Data saver: `npm run bench:data-saver [shop URL] [--nginx]`. Without a URL it starts the shop (`src/serve.ts`) on a
 * free data folder; with `--nginx`, behind Debian's nginx as docs/deploying.md sets it up (HTTP/2, TLS). Opens a category page in Chromium on a 360 px phone (device pixel ratio 2), without and
 * with the browser's Save-Data setting (`Save-Data: on` and `navigator.connection.saveData`), and prints the
 * bytes it transferred (encoded, headers included) until the network is idle, median of 5:
 * - first visit: empty cache, the page's scripts included;
 * - after the home page: the home page visited first in the same tab (the shop's common scripts cached);
 * - between categories: another category page visited first (the category page's scripts cached too: a
 *   customer browsing the catalogue). Only pictures and the HTML remain, which is what the data saver acts on.
 * Each figure is followed by its breakdown by request type (Document, Script, Image…), from the median runs.
 * Service workers are blocked: the page's own requests are counted (not the worker's precache of the offline page).
 * Exits 1 when Save-Data does not save at least 60 % on a first visit or between categories. After the home page,
 * the home page's scripts (React, which its header hydrates) are cached, and what the category page loads on top
 * is mostly its own small scripts: printed for information.
 */
import { type Browser, chromium } from '@playwright/test';
import { scriptConfig } from '../src/config/environment.ts';
import { readEnvironment } from '../src/config/process-env.ts';
import { benchTarget, freshShop, givenShop } from './lib/fresh-shop.ts';

const RUNS = 5;
const REQUIRED_SAVING = 0.6;
const config = readEnvironment(scriptConfig);

/** What one page view transferred: its total, and its bytes by request type (Document, Script, Image…). */
interface Transfer {
  bytes: number;
  byType: Map<string, number>;
}

/** Bytes Chromium transferred for `path` (after `before`, whose bytes are not counted), with or without Save-Data. */
async function transferred(browser: Browser, base: string, path: string, saveData: boolean, before?: string): Promise<Transfer> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
    // What the page itself asks for: a worker's answers would show as 0 bytes on the page's side.
    serviceWorkers: 'block',
    ...(saveData ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}),
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (saveData) await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    await cdp.send('Network.enable');
    if (before) await page.goto(`${base}${before}`, { waitUntil: 'networkidle' });
    const types = new Map<string, string>();
    const transfer: Transfer = { bytes: 0, byType: new Map() };
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type) types.set(event.requestId, event.type);
    });
    cdp.on('Network.responseReceived', (event) => {
      types.set(event.requestId, event.type);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const type = types.get(event.requestId) ?? 'Other';
      transfer.bytes += event.encodedDataLength;
      transfer.byType.set(type, (transfer.byType.get(type) ?? 0) + event.encodedDataLength);
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    return transfer;
  } finally {
    await context.close();
  }
}

/** The run of median total bytes (its breakdown is printed with it). */
const median = (runs: Transfer[]): Transfer =>
  [...runs].sort((a, b) => a.bytes - b.bytes)[Math.floor(runs.length / 2)] ?? { bytes: 0, byType: new Map() };

const row = (label: string, off: number, on: number): string => {
  const saved = off === 0 ? '' : `${Math.round((1 - on / off) * 100)} %`;
  return `${label.padEnd(22)}${String(off).padStart(10)}${String(on).padStart(12)}${saved.padStart(8)}`;
};

const target = benchTarget(process.argv);
const shop = target.url ? givenShop(target.url) : await freshShop('data-saver', { nginx: target.nginx });
const base = shop.url;
const browser = await chromium.launch({
  executablePath: config.chromium.path,
  args: shop.browserArgs,
});
const failed: string[] = [];
try {
  const index = (await (await fetch(`${shop.directUrl}/catalogue-index.json`)).json()) as { slug: string }[];
  const category = `/categorie/${index[0]?.slug ?? ''}`;
  console.log(
    `${shop.path}. Category page ${category} on a 360 px phone, bytes transferred until the network is idle (median of ${RUNS}):`,
  );
  console.log(`${'visit (request type)'.padEnd(22)}${'without'.padStart(10)}${'Save-Data'.padStart(12)}${'saved'.padStart(8)}`);
  const other = `/categorie/${index[1]?.slug ?? ''}`;
  for (const [label, before, checked] of [
    ['first visit', undefined, true],
    ['after home', '/', false],
    ['between categories', other, true],
  ] as const) {
    const runs = { off: [] as Transfer[], on: [] as Transfer[] };
    for (let i = 0; i < RUNS; i++) {
      runs.off.push(await transferred(browser, base, category, false, before));
      runs.on.push(await transferred(browser, base, category, true, before));
    }
    const off = median(runs.off);
    const on = median(runs.on);
    console.log(row(label, off.bytes, on.bytes));
    // Where the bytes of the median runs went, by request type, largest first.
    const types = [...new Set([...off.byType.keys(), ...on.byType.keys()])];
    types.sort((a, b) => (off.byType.get(b) ?? 0) - (off.byType.get(a) ?? 0));
    for (const type of types) console.log(row(`  ${type}`, off.byType.get(type) ?? 0, on.byType.get(type) ?? 0));
    if (checked && off.bytes > 0 && 1 - on.bytes / off.bytes < REQUIRED_SAVING) failed.push(label);
  }
} finally {
  await browser.close();
  await shop.stop();
}
if (failed.length > 0) {
  console.error(`FAIL: Save-Data saves less than ${REQUIRED_SAVING * 100} % on: ${failed.join(', ')}.`);
  process.exit(1);
}
console.log(`OK: Save-Data saves at least ${REQUIRED_SAVING * 100} % on a first visit and between categories.`);
