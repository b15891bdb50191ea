/**
 * JavaScript as the browser counts it: `npm run bench:browser [shop URL] [--nginx]`. Opens each customer page type
 * in Chromium with the states a customer brings (scripts/bench/customer-states.ts: nothing stored, one line, three
 * lines, signed in with a saved address), a fresh profile each time, and sums every JavaScript response of the page
 * until the network is idle, as transferred (the body as the server encodes it, brotli; headers apart): median of
 * 3 runs per page and state, printed with its budget. Also lists every script downloaded that never ran (V8's
 * coverage: its top level never evaluated): a page must not download a module it does not run before the customer
 * acts. Then, on the product page with nothing stored, the first « Ajouter au panier »: every JavaScript response it
 * brings until the network is idle again, as transferred, against its own budget (the cart is local: 20 480 B).
 * Exits 1 over a budget or on such a module. `npm run bench:pages` stays the explanation of where the bytes
 * come from (a release's files and their static imports).
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { scriptConfig } from '../src/config/environment.ts';
import { readEnvironment } from '../src/config/process-env.ts';
import { type CustomerState, customerStates, type StoredState, seedStorage } from './bench/customer-states.ts';
import { benchTarget, freshShop, givenShop } from './lib/fresh-shop.ts';

const RUNS = 3;

/**
 * Budgets in bytes as transferred, per page and state. The states the shop measured on 2026-11-23 (a visitor with
 * one line) hold the figures it set itself: the cart a quarter under its 122 424 B then, the checkout 104 903 B, the
 * product page 75 671 B (with nothing stored, as « Ajouter au panier » is first pressed). Every other state may not
 * grow past what it downloads today (the first measure, 2026-11-27), plus 2 %: a budget that stops the next byte
 * nobody asked for.
 */
const CART = 91_818;
/** What the first « Ajouter au panier » of a visitor with nothing stored may download more. */
const FIRST_ADD = 20_480;
const CHECKOUT = 104_903;
const PRODUCT = 75_671;
const PAGES: { name: string; path: (shop: Shop) => string; budgets: Partial<Record<CustomerState, number>> }[] = [
  { name: 'accueil', path: () => '/', budgets: { vide: 66_700, 'une ligne': 80_400 } },
  { name: 'catégorie', path: (s) => s.category, budgets: { vide: 69_200, 'une ligne': 82_900 } },
  { name: 'produit', path: (s) => s.product, budgets: { vide: PRODUCT, 'une ligne': 83_400, connecté: 108_300 } },
  { name: 'panier', path: () => '/Mon-panier.html', budgets: { vide: 85_900, 'une ligne': CART, 'trois lignes': CART, connecté: 111_200 } },
  { name: 'paiement', path: () => '/paiement.html', budgets: { 'une ligne': CHECKOUT, 'trois lignes': CHECKOUT, connecté: 116_800 } },
  { name: 'compte', path: () => '/mon-compte.html', budgets: { connecté: 112_200 } },
];

interface Shop {
  category: string;
  product: string;
}

interface Visit {
  bytes: number;
  scripts: { url: string; bytes: number }[];
  unrun: string[];
  /** On the product page: what the first « Ajouter au panier » downloaded more. */
  added?: { url: string; bytes: number }[];
}

const config = readEnvironment(scriptConfig);

/** Every script response of one visit, as transferred, and those whose top level never ran. */
async function visit(browser: Browser, url: string, origin: string, stored: StoredState, add = false): Promise<Visit> {
  // The first add's scripts from the network, not from what the service worker cached once the page was idle.
  const context = await browser.newContext({ locale: 'fr-FR', ...(add ? { serviceWorkers: 'block' as const } : {}) });
  try {
    await seedStorage(context, origin, stored);
    const page: Page = await context.newPage();
    const sized: Promise<{ url: string; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script' || !/^https?:/.test(request.url())) return;
      sized.push(request.sizes().then((s) => ({ url: request.url(), bytes: s.responseBodySize })));
    });
    const inFlight = new Set<unknown>();
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    await page.coverage.startJSCoverage({ resetOnNavigation: false, reportAnonymousScripts: false });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${url} : HTTP ${response?.status()}`);
    // The checkout's islands wait up to a second after the page is idle for the customer's first act (decision 040)
    // before they ask for their modules: the page's loading is over once every island of the page's directive has
    // hydrated and the network has been quiet for half a second again (ten seconds at most, as a request may hang).
    await page.waitForFunction(() => document.querySelector('astro-island[ssr][client="idle-main-first"]') === null);
    const deadline = Date.now() + 10_000;
    for (let quietSince = Date.now(); Date.now() - quietSince < 500 && Date.now() < deadline; ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (inFlight.size > 0) quietSince = Date.now();
    }
    const coverage = await page.coverage.stopJSCoverage();
    const ran = new Set(
      coverage.filter((entry) => entry.functions.some((f) => f.ranges.some((r) => r.count > 0))).map((entry) => entry.url),
    );
    const scripts = await Promise.all(sized.splice(0));
    if (add) {
      await page.getByRole('button', { name: 'Ajouter au panier' }).click();
      const dialog = page.locator('dialog[open]');
      await Promise.race([dialog.waitFor(), page.locator('.notice.ok:not(:empty)').waitFor()]);
      if (await dialog.count()) await page.getByRole('button', { name: "Oui, j'ai des bouteilles à échanger" }).click();
      await page.locator('.notice.ok:not(:empty)').waitFor();
      await page.waitForLoadState('networkidle');
    }
    const added = add ? await Promise.all(sized) : undefined;
    return {
      ...(added ? { added } : {}),
      bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
      scripts,
      unrun: scripts.filter((s) => !ran.has(s.url)).map((s) => s.url),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function pickPages(base: string): Promise<Shop> {
  const index = (await (await fetch(`${base}/catalogue-index.json`)).json()) as { slug: string }[];
  const category = `/categorie/${index[0]?.slug ?? ''}`;
  const html = await (await fetch(`${base}${category}`)).text();
  return { category, product: html.match(/href="(\/produit\/\d+)"/)?.[1] ?? '/produit/1' };
}

const target = benchTarget(process.argv);
const shop = target.url ? givenShop(target.url) : await freshShop('browser', { nginx: target.nginx });
const failures: string[] = [];
const verbose = process.argv.includes('--detail');
try {
  const pages = await pickPages(shop.directUrl);
  const states = await customerStates(shop.directUrl);
  const browser = await chromium.launch({ executablePath: config.chromium.path, args: shop.browserArgs });
  try {
    console.log(`JavaScript téléchargé par Chromium jusqu'au réseau au repos, octets transférés, médiane de ${RUNS} : ${shop.path}`);
    console.log(['page'.padEnd(10), 'état'.padEnd(13), 'octets'.padStart(8), 'budget'.padStart(8), 'fichiers'.padStart(9)].join(' '));
    for (const page of PAGES) {
      for (const [state, budget] of Object.entries(page.budgets) as [CustomerState, number][]) {
        const visits: Visit[] = [];
        for (let i = 0; i < RUNS; i++) visits.push(await visit(browser, `${shop.url}${page.path(pages)}`, shop.url, states[state]));
        const bytes = median(visits.map((v) => v.bytes));
        const files = median(visits.map((v) => v.scripts.length));
        console.log(
          [page.name.padEnd(10), state.padEnd(13), String(bytes).padStart(8), String(budget).padStart(8), String(files).padStart(9)].join(
            ' ',
          ),
        );
        const last = visits.at(-1);
        if (verbose && last)
          for (const s of [...last.scripts].sort((a, b) => b.bytes - a.bytes))
            console.log(`    ${s.url.replace(shop.url, '').padEnd(60)} ${String(s.bytes).padStart(7)}`);
        if (bytes > budget) failures.push(`${page.name} (${state}) : ${bytes} o > ${budget} o`);
        if (page.name === 'produit' && state === 'vide') {
          const added: Visit[] = [];
          for (let i = 0; i < RUNS; i++) added.push(await visit(browser, `${shop.url}${page.path(pages)}`, shop.url, states[state], true));
          const sums = added.map((v) => (v.added ?? []).reduce((sum, s) => sum + s.bytes, 0));
          const more = median(sums);
          console.log(
            [
              '  + 1er ajout'.padEnd(24),
              String(more).padStart(8),
              String(FIRST_ADD).padStart(8),
              String(median(added.map((v) => v.added?.length ?? 0))).padStart(9),
            ].join(' '),
          );
          if (verbose)
            for (const s of [...(added.at(-1)?.added ?? [])].sort((a, b) => b.bytes - a.bytes))
              console.log(`    ${s.url.replace(shop.url, '').padEnd(60)} ${String(s.bytes).padStart(7)}`);
          if (more > FIRST_ADD) failures.push(`produit, premier « Ajouter au panier » : ${more} o de plus > ${FIRST_ADD} o`);
        }
        const unrun = new Set(visits.flatMap((v) => v.unrun));
        for (const url of unrun) failures.push(`${page.name} (${state}) télécharge sans l'exécuter : ${url.replace(shop.url, '')}`);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await shop.stop();
}
if (failures.length > 0) {
  console.error(`Hors budget :\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('OK : chaque page, dans chaque état, tient son budget et exécute tout ce qu’elle télécharge.');
