/**
 * Data saver: `npm run bench:data-saver [shop URL]`. Without a URL it starts the shop (`src/serve.ts`) on a
 * free data folder. Opens a category page in Chromium on a 360 px phone (device pixel ratio 2), without and
 * with the browser's Save-Data setting (`Save-Data: on` and `navigator.connection.saveData`), and prints the
 * bytes it transferred (encoded, headers included) until the network is idle, median of 5:
 * - first visit: empty cache, the page's scripts included;
 * - after the home page: the home page visited first in the same tab (the shop's common scripts cached);
 * - between categories: another category page visited first (the category page's scripts cached too: a
 *   customer browsing the catalogue). Only pictures and the HTML remain, which is what the data saver acts on.
 * Service workers are blocked: the page's own requests are counted (not the worker's precache of the offline page).
 * Exits 1 when Save-Data does not save at least 60 % between categories. The first visit's figure is dominated
 * by the scripts (React and the header, ≈ 64 KB brotli), which the data saver does not hold back.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { scriptConfig } from '../src/config/environment.ts';
import { readEnvironment } from '../src/config/process-env.ts';
import { type StartedShop, startShop } from './lib/start-shop.ts';

const RUNS = 5;
const REQUIRED_SAVING = 0.6;
const config = readEnvironment(scriptConfig);

async function startFreshShop(): Promise<StartedShop> {
  const shop = await startShop({ env: { DATA_DIR: await mkdtemp(join(tmpdir(), 'kin-data-saver-')) } });
  for (let i = 0; i < 300; i++) {
    const live = await fetch(`${shop.url}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (live) return shop;
    await new Promise((r) => setTimeout(r, 1000));
  }
  await shop.stop();
  throw new Error(`La boutique ne sert pas sa première release (src/serve.ts) :\n${shop.output.join('').slice(-2000)}`);
}

/** Bytes Chromium transferred for `path` (after `before`, whose bytes are not counted), with or without Save-Data. */
async function transferred(browser: Browser, base: string, path: string, saveData: boolean, before?: string): Promise<number> {
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
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    return bytes;
  } finally {
    await context.close();
  }
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const shop = process.argv[2] ? null : await startFreshShop();
const base = (process.argv[2] ?? shop?.url ?? '').replace(/\/+$/, '');
const browser = await chromium.launch({
  executablePath: config.chromium.path,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
});
let failed = false;
try {
  const index = (await (await fetch(`${base}/catalogue-index.json`)).json()) as { slug: string }[];
  const category = `/categorie/${index[0]?.slug ?? ''}`;
  console.log(`Category page ${category} on a 360 px phone, bytes transferred until the network is idle (median of ${RUNS}):`);
  console.log(`${'visit'.padEnd(20)}${'without'.padStart(10)}${'Save-Data'.padStart(12)}${'saved'.padStart(8)}`);
  const other = `/categorie/${index[1]?.slug ?? ''}`;
  for (const [label, before, checked] of [
    ['first visit', undefined, false],
    ['after home', '/', false],
    ['between categories', other, true],
  ] as const) {
    const runs = { off: [] as number[], on: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      runs.off.push(await transferred(browser, base, category, false, before));
      runs.on.push(await transferred(browser, base, category, true, before));
    }
    const off = median(runs.off);
    const on = median(runs.on);
    const saved = off === 0 ? 0 : 1 - on / off;
    console.log(`${label.padEnd(20)}${String(off).padStart(10)}${String(on).padStart(12)}${`${Math.round(saved * 100)} %`.padStart(8)}`);
    if (checked && saved < REQUIRED_SAVING) failed = true;
  }
} finally {
  await browser.close();
  await shop?.stop();
}
if (failed) {
  console.error(`FAIL: Save-Data saves less than ${REQUIRED_SAVING * 100} % between categories.`);
  process.exit(1);
}
console.log(`OK: Save-Data saves at least ${REQUIRED_SAVING * 100} % between categories.`);
