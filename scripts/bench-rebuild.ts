/**
 * `npm run bench:rebuild [-- --only seed|10000]`: time from a staff price change (PATCH through the
 * API) to the new price served on the product page, on a fresh shop (`src/serve.ts`) with the seed
 * catalogue, then with 10 000 generated products. Prints seconds and the build's peak memory;
 * exits 1 over budget (seed ≤ 20 s; 10 000 ≤ 90 s and ≤ 1.5 GB).
 *
 * Then, for the same change, what publishing only what changed takes (decision 043; not yet how the shop
 * publishes): `astro sync` for the new catalogue, and the pages the change touches rendered by the live
 * release's render functions. Printed with the machine's load (as `uptime` gives it), as every figure here.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { catalogueWithoutPictures } from '../src/catalogue/catalogue-of.ts';
import { loadCatalogue } from '../src/catalogue/catalogue-reader.ts';
import { pagesTouched } from '../src/catalogue/touched-pages.ts';
import { childEnvironment } from '../src/config/process-env.ts';
import { DEFAULT_SITE_URL } from '../src/config/variables.ts';
import { formatFC } from '../src/domain/money.ts';
import { runAstroBuild } from '../src/ops/astro-build.ts';
import { currentRelease, renderFunctionsDir } from '../src/ops/releases.ts';
import { renderPages } from '../src/ops/render-functions.ts';
import { projectDir as root, startShop } from './lib/start-shop.ts';

const TOKEN = 'bench-rebuild-token-long-enough-0123456789';
const GB = 1024 ** 3;
const scenarios = [
  { name: 'seed', products: 0, budgetSeconds: 20, budgetBytes: 1.5 * GB },
  { name: '10000', products: 10_000, budgetSeconds: 90, budgetBytes: 1.5 * GB },
];

const statusSchema = z.object({
  running: z.boolean(),
  waiting: z.boolean(),
  builds: z.number(),
  last: z
    .object({
      result: z.string(),
      error: z.string().nullable(),
      duration_ms: z.number().nullable(),
      peak_memory_bytes: z.number().nullable(),
    })
    .nullable(),
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
/** Runs a script with Node; `input` goes to its standard input (the CLI reads passwords there, never as arguments). */
const node = (args: string[], env: Record<string, string>, input?: string) => {
  const result = spawnSync(process.execPath, args, {
    cwd: root,
    env: childEnvironment(env),
    encoding: 'utf8',
    ...(input === undefined ? {} : { input }),
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} : ${result.stderr || result.stdout}`);
  return result.stdout;
};

/** Text of a page as a reader sees it: entities of spaces decoded, runs of spaces folded. */
const visible = (html: string) => html.replace(/&nbsp;|&#160;|&#8239;|&#x202f;/gi, ' ').replace(/[\s\u00a0\u202f]+/g, ' ');

async function runScenario(scenario: (typeof scenarios)[number]) {
  const dataDir = join(root, 'var', `bench-rebuild-${scenario.name}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env = { DATA_DIR: dataDir, REBUILD_TOKEN: TOKEN, ASTRO_TELEMETRY_DISABLED: '1' };
  const shop = await startShop({ env });
  const { url: origin, output } = shop;
  const auth = { Authorization: `Bearer ${TOKEN}` };
  const status = async () => {
    for (;;) {
      try {
        return statusSchema.parse(await (await fetch(`${origin}/_ops/status`, { headers: auth })).json());
      } catch {
        await sleep(200);
      }
    }
  };
  const settled = async (after: number) => {
    for (;;) {
      const s = await status();
      if (!s.running && !s.waiting && s.builds > after) {
        if (s.last?.result !== 'réussie') throw new Error(`build échoué : ${s.last?.error}\n${output.join('').slice(-2000)}`);
        return s;
      }
      await sleep(250);
    }
  };
  try {
    const first = await settled(0);
    console.log(
      `[${scenario.name}] première release (catalogue de démonstration) : ${((first.last?.duration_ms ?? 0) / 1000).toFixed(1)} s`,
    );
    if (scenario.products > 0) {
      node(['scripts/generate-catalogue.ts', String(scenario.products), '--out', join(dataDir, 'catalogue.json'), '--import'], env);
      await fetch(`${origin}/_ops/rebuild`, { method: 'POST', headers: auth });
      const big = await settled(first.builds);
      console.log(
        `[${scenario.name}] release de ${scenario.products} produits de plus : ${((big.last?.duration_ms ?? 0) / 1000).toFixed(1)} s`,
      );
    }
    const email = `bench-${Date.now()}@kin-boissons.test`;
    node(['scripts/shop.ts', 'create-staff', '--email', email, '--role', 'manager'], env, 'bench-rebuild-1\n');
    const login = await fetch(`${origin}/api/v1/token-auth/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: email, password: 'bench-rebuild-1' }),
    });
    const { token } = z.object({ token: z.string() }).parse(await login.json());
    const before = await status();
    const cents = 9_876_500 + Math.floor(Math.random() * 1000) * 100;
    const expected = visible(formatFC(cents));
    if (visible(await (await fetch(`${origin}/produit/1`)).text()).includes(expected)) throw new Error('prix déjà affiché');
    const started = performance.now();
    const patch = await fetch(`${origin}/api/v1/products/produits/1/`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
      body: JSON.stringify({ prix: (cents / 100).toFixed(2) }),
    });
    if (!patch.ok) throw new Error(`PATCH ${patch.status} ${await patch.text()}`);
    for (;;) {
      if (visible(await (await fetch(`${origin}/produit/1`)).text()).includes(expected)) break;
      if (performance.now() - started > 600_000) throw new Error('nouveau prix jamais servi');
      await sleep(100);
    }
    const seconds = (performance.now() - started) / 1000;
    const after = await settled(before.builds);
    const peak = after.last?.peak_memory_bytes ?? 0;
    const changed = await whatChangedOnly(origin, dataDir);
    return { ...scenario, seconds, peak, changed };
  } finally {
    await shop.stop();
  }
}

/**
 * What publishing only the price change would take on this shop, once its whole build is live: `astro sync`
 * (the catalogue read again into the content layer's data store, as a build reads it), then the touched pages
 * rendered by the live release's render functions over it. Nothing is published: the served path stays the build.
 */
async function whatChangedOnly(origin: string, dataDir: string) {
  const live = await currentRelease(dataDir);
  if (!live) throw new Error('aucune release en ligne');
  const workDir = await mkdtemp(join(root, '.astro', 'builds', 'bench-changed-'));
  const outDir = join(workDir, 'pages');
  try {
    await mkdir(outDir);
    const started = performance.now();
    const sync = await runAstroBuild({
      command: 'sync',
      projectDir: root,
      outDir,
      workDir,
      catalogueApiUrl: `${origin}/api/v1`,
      publicApiUrl: '/api/v1',
      env: { DATA_DIR: dataDir, ASTRO_CACHE_DIR: join(dataDir, 'cache', 'astro') },
    });
    const synced = performance.now();
    const touched = pagesTouched(
      [{ kind: 'price', productId: 1 }],
      catalogueWithoutPictures(await loadCatalogue({ baseUrl: `${origin}/api/v1` })),
    );
    if (touched.whole) throw new Error('modification de prix jugée structurelle');
    const { files } = await renderPages({
      bundleDir: renderFunctionsDir(dataDir, live),
      workDir,
      dataStore: await readFile(join(dataDir, 'cache', 'astro', 'data-store.json'), 'utf8'),
      paths: touched.paths,
      outDir,
      site: DEFAULT_SITE_URL,
      env: { DATA_DIR: dataDir, ASTRO_CACHE_DIR: join(dataDir, 'cache', 'astro'), CATALOGUE_API_URL: `${origin}/api/v1` },
    });
    const rendered = performance.now();
    return {
      pages: files.length,
      syncSeconds: (synced - started) / 1000,
      renderSeconds: (rendered - synced) / 1000,
      syncPeak: sync.peakMemoryBytes,
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The machine's load as `uptime` gives it (1, 5 and 15 minutes), for every figure printed here. */
const load = () =>
  `charge ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} pour ${availableParallelism()} cœurs`;

const { values } = parseArgs({ options: { only: { type: 'string' } } });
let overBudget = false;
for (const scenario of scenarios.filter((s) => !values.only || s.name === values.only)) {
  const r = await runScenario(scenario);
  const ok = r.seconds <= r.budgetSeconds && r.peak <= r.budgetBytes;
  overBudget ||= !ok;
  console.log(
    `[${r.name}] modification du prix → nouveau prix servi : ${r.seconds.toFixed(1)} s (budget ${r.budgetSeconds} s), ` +
      `mémoire de pointe de la construction : ${(r.peak / 1024 ** 2).toFixed(0)} Mo (budget ${(r.budgetBytes / 1024 ** 2).toFixed(0)} Mo) ${ok ? 'OK' : 'HORS BUDGET'}`,
  );
  const c = r.changed;
  console.log(
    `[${r.name}] publier seulement ce qui a changé (pas encore le chemin servi) : astro sync ${c.syncSeconds.toFixed(1)} s ` +
      `(mémoire de pointe ${(c.syncPeak / 1024 ** 2).toFixed(0)} Mo), ${c.pages} pages rendues à nouveau en ${c.renderSeconds.toFixed(1)} s`,
  );
  console.log(`[${r.name}] machine : ${load()}`);
}
process.exit(overBudget ? 1 : 0);
