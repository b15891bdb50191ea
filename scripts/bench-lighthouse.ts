/**
 * Lighthouse budget: `npm run bench:lighthouse [shop URL] [--nginx] [--only=cart,checkout]`. Without a URL it starts the shop (`src/serve.ts`)
 * on a free data folder; with `--nginx`, behind Debian's nginx as docs/deploying.md sets it up (HTTP/2, TLS). Runs Lighthouse 13 with Debian Chromium, 5 times per page, on the home, a category
 * and a product page under the mobile profile and under Slow 3G; prints the medians, and what the weighed metrics of
 * the median run cost its score (the points to look for); exits 1 over budget.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { scriptConfig } from '../src/config/environment.ts';
import { childEnvironment, readEnvironment } from '../src/config/process-env.ts';
import { type CustomerState, customerStates, type StoredState, seedStorage } from './bench/customer-states.ts';
import { benchTarget, freshShop, givenShop } from './lib/fresh-shop.ts';

const run = promisify(execFile);
const RUNS = 5;
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const PROFILES = {
  mobile: [] as string[],
  'slow 3G': [
    '--throttling-method=devtools',
    '--throttling.requestLatencyMs=2000',
    '--throttling.downloadThroughputKbps=400',
    '--throttling.uploadThroughputKbps=400',
  ],
};
type Profile = keyof typeof PROFILES;
/** The cart and the checkout, where the customer pays, also hold a score of 95 and the CLS budget on Slow 3G. */
const BUDGET = { score: 98, lcpMs: 1500, cls: 0.02, tbtMs: 50, slowLcpMs: 2600, slowScore: 95 };

const config = readEnvironment(scriptConfig);

interface Measured {
  path: string;
  /** The customer's state the page is opened with (nothing stored when absent). */
  state?: CustomerState;
}

async function pickPages(base: string): Promise<Record<string, Measured>> {
  const index = (await (await fetch(`${base}/catalogue-index.json`)).json()) as { slug: string }[];
  const category = `/categorie/${index[0]?.slug ?? ''}`;
  const html = await (await fetch(`${base}${category}`)).text();
  const product = html.match(/href="(\/produit\/\d+)"/)?.[1] ?? '/produit/1';
  return {
    home: { path: '/' },
    category: { path: category },
    product: { path: product },
    cart: { path: '/Mon-panier.html', state: 'trois lignes' },
    checkout: { path: '/paiement.html', state: 'connecté' },
  };
}

/** A fresh Chromium profile holding `stored` in the storage of `origin` (null: Lighthouse's own fresh profile). */
async function profileWith(origin: string, stored: StoredState | null, chromeArgs: readonly string[]): Promise<string | null> {
  if (stored === null) return null;
  const dir = await mkdtemp(join(tmpdir(), 'kin-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: config.chromium.path,
    args: [...CHROME_FLAGS.split(' ').filter((flag) => flag !== '--headless=new'), ...chromeArgs],
  });
  try {
    await seedStorage(context, origin, stored);
  } finally {
    await context.close();
  }
  return dir;
}

/**
 * Lighthouse is not a dependency of the shop (72 packages, ≈ 157 MB in every install and CI run, for a
 * benchmark outside `npm test`): npx fetches this exact version into its cache at the first run.
 */
const LIGHTHOUSE = 'lighthouse@13.5.0';
const lighthouseCommand = ['npx', '--yes', LIGHTHOUSE];

interface Result {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  si: number;
  /** The metrics that cost the score points, with their value and the points lost. */
  lost: string;
}

async function lighthouse(url: string, profile: Profile, chromeArgs: readonly string[], userDataDir: string | null): Promise<Result> {
  const [command, ...prefix] = lighthouseCommand as [string, ...string[]];
  const args = [
    ...prefix,
    url,
    '--quiet',
    `--chrome-flags=${[CHROME_FLAGS, ...chromeArgs, ...(userDataDir ? [`--user-data-dir=${userDataDir}`] : [])].join(' ')}`,
    ...(userDataDir ? ['--disable-storage-reset'] : []),
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    ...PROFILES[profile],
  ];
  const { stdout } = await run(command, args, {
    env: childEnvironment({ CHROME_PATH: config.chromium.path }),
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as {
    categories: { performance: { score: number; auditRefs: { id: string; weight: number }[] } };
    audits: Record<string, { numericValue?: number; score: number | null; displayValue?: string }>;
  };
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  // What each weighed metric costs the score: its weight times what its own score misses.
  const lost = report.categories.performance.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({
      id: ref.id,
      points: ref.weight * (1 - (report.audits[ref.id]?.score ?? 0)),
      shown: report.audits[ref.id]?.displayValue ?? '',
    }))
    .filter((metric) => metric.points >= 0.05);
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    si: audit('speed-index'),
    lost: lost.map((metric) => `${metric.id} ${metric.shown} −${metric.points.toFixed(1)}`).join(', '),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const target = benchTarget(process.argv);
const shop = target.url ? givenShop(target.url) : await freshShop('lighthouse', { nginx: target.nginx });
const base = shop.url;
const failures: string[] = [];
try {
  const pages = await pickPages(shop.directUrl);
  const states = await customerStates(shop.directUrl);
  console.log(`Lighthouse 13, médiane de ${RUNS} passages, ${base} : ${shop.path}`);
  console.log(
    [
      'page'.padEnd(9),
      'profil'.padEnd(8),
      'score'.padStart(5),
      'LCP ms'.padStart(7),
      'CLS'.padStart(6),
      'TBT ms'.padStart(7),
      'FCP ms'.padStart(7),
      'SI ms'.padStart(7),
      '  points perdus (passage médian)',
    ].join(' '),
  );
  // `--only=cart,checkout`: those pages alone (a closer look at one change; the budgets hold for the whole run only).
  const only = process.argv
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  for (const [name, { path, state }] of Object.entries(pages).filter(([page]) => !only || only.includes(page))) {
    for (const profile of Object.keys(PROFILES) as Profile[]) {
      const results: Result[] = [];
      for (let i = 0; i < RUNS; i++) {
        const userDataDir = await profileWith(base, state ? states[state] : null, shop.trustArgs);
        try {
          results.push(await lighthouse(`${base}${path}`, profile, shop.trustArgs, userDataDir));
        } finally {
          if (userDataDir) await rm(userDataDir, { recursive: true, force: true });
        }
      }
      const m = {
        score: median(results.map((r) => r.score)),
        lcp: median(results.map((r) => r.lcp)),
        cls: median(results.map((r) => r.cls)),
        tbt: median(results.map((r) => r.tbt)),
        fcp: median(results.map((r) => r.fcp)),
        si: median(results.map((r) => r.si)),
      };
      const medianRun = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)];
      console.log(
        [
          name.padEnd(9),
          profile.padEnd(8),
          String(m.score).padStart(5),
          m.lcp.toFixed(0).padStart(7),
          m.cls.toFixed(3).padStart(6),
          m.tbt.toFixed(0).padStart(7),
          m.fcp.toFixed(0).padStart(7),
          m.si.toFixed(0).padStart(7),
          `  ${medianRun?.lost ?? ''}`,
        ].join(' '),
      );
      if (profile === 'mobile') {
        if (m.score < BUDGET.score) failures.push(`${name} mobile: score ${m.score} < ${BUDGET.score}`);
        if (m.lcp > BUDGET.lcpMs) failures.push(`${name} mobile: LCP ${m.lcp.toFixed(0)} ms > ${BUDGET.lcpMs}`);
        if (m.cls > BUDGET.cls) failures.push(`${name} mobile: CLS ${m.cls.toFixed(3)} > ${BUDGET.cls}`);
        if (m.tbt > BUDGET.tbtMs) failures.push(`${name} mobile: TBT ${m.tbt.toFixed(0)} ms > ${BUDGET.tbtMs}`);
      } else {
        if (m.lcp > BUDGET.slowLcpMs) failures.push(`${name} slow 3G: LCP ${m.lcp.toFixed(0)} ms > ${BUDGET.slowLcpMs}`);
        if (state && m.cls > BUDGET.cls) failures.push(`${name} slow 3G: CLS ${m.cls.toFixed(3)} > ${BUDGET.cls}`);
        if (state && m.score < BUDGET.slowScore) failures.push(`${name} slow 3G: score ${m.score} < ${BUDGET.slowScore}`);
      }
    }
  }
} finally {
  await shop.stop();
}
if (failures.length > 0) {
  console.error(`Hors budget :\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('OK : tous les budgets Lighthouse sont tenus.');
