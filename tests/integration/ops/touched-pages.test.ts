/**
 * What a product change touches, checked against whole builds: a real shop builds its release, a change is
 * saved through the API, the shop builds the next release whole; every file that differs between the two must
 * be one the change touches, and each touched page rendered again by the first release's render functions over
 * the second's catalogue must be byte for byte the second release's file.
 */
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueWithoutPictures } from '../../../src/catalogue/catalogue-of.ts';
import { loadCatalogue } from '../../../src/catalogue/catalogue-reader.ts';
import { pagesTouched } from '../../../src/catalogue/touched-pages.ts';
import { DEFAULT_SITE_URL } from '../../../src/config/variables.ts';
import type { CatalogueChange } from '../../../src/domain/catalogue-change.ts';
import { releasesDir, renderFunctionsDir } from '../../../src/ops/releases.ts';
import { renderPages } from '../../../src/ops/render-functions.ts';
import { projectDir, type Shop, settled, startShop, triggerRebuild } from './shop-process.ts';
import { staffToken } from './staff.ts';

/** Files every release has of its own (its id, its worker's revisions, its policy, its compressed copies). */
const OWN_TO_EACH_RELEASE = /^(release\.json|sw\.js|nginx\.conf|addresses\.json)$|\.(br|gz)$/;

let dataDir: string;
let shop: Shop;
let token: string;

beforeAll(async () => {
  await mkdir(join(projectDir, 'var'), { recursive: true });
  dataDir = await mkdtemp(join(projectDir, 'var', 'test-touched-'));
  shop = await startShop(dataDir);
  const first = await settled(shop, 0, 240_000);
  expect(first.last?.result, shop.output.join('')).toBe('réussie');
  token = await staffToken(shop.origin, dataDir);
}, 300_000);

afterAll(async () => {
  await shop?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name).slice(dir.length + 1);
    if (!OWN_TO_EACH_RELEASE.test(path)) files.set(path, await readFile(join(dir, path)));
  }
  return files;
}

const staff = (path: string, method: string, body: unknown) =>
  fetch(`${shop.origin}/api/v1${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
    body: JSON.stringify(body),
  }).then(async (res) => {
    if (!res.ok) throw new Error(`${method} ${path} : ${res.status} ${await res.text()}`);
  });

/**
 * Saves a change through the API, waits for its publication (a release of what changed), then has a whole build
 * made of the same catalogue; answers the release before the change and the whole build's.
 */
async function wholeBuildAfter(save: () => Promise<void>): Promise<{ before: string; after: string }> {
  const start = await settled(shop);
  await save();
  const published = await settled(shop, start.builds, 240_000);
  expect(await triggerRebuild(shop)).toBe(202);
  const done = await settled(shop, published.builds, 240_000);
  expect(done.last?.result, shop.output.join('').slice(-3000)).toBe('réussie');
  if (!start.current || !done.current) throw new Error('aucune release en ligne');
  return { before: start.current, after: done.current };
}

describe.each<[string, 'price' | 'stock', (id: number) => Promise<void>]>([
  ['a price', 'price', (id) => staff(`/products/produits/${id}/`, 'PATCH', { prix: '12345.00' })],
  ['a promotion', 'price', (id) => staff(`/products/produits/${id}/`, 'PATCH', { prix_promo: '999.00' })],
  ['a stock received', 'stock', (id) => staff('/staff/stock/receptions/', 'POST', { articles: [{ produit: id, quantite: 7 }] })],
])('%s saved in gestion', (_, kind, save) => {
  it('changes only the pages it touches, and each of them renders again equal to a whole build', async () => {
    const catalogue = catalogueWithoutPictures(await loadCatalogue({ baseUrl: `${shop.origin}/api/v1` }));
    // The newest product: it is on the home page, the shop listing and its category's first page.
    const product = catalogue.products[0];
    if (!product) throw new Error('catalogue de démonstration sans produit');
    const { before, after } = await wholeBuildAfter(() => save(product.id));
    const change: CatalogueChange = { kind, productId: product.id };
    const touched = pagesTouched([change], catalogueWithoutPictures(await loadCatalogue({ baseUrl: `${shop.origin}/api/v1` })));
    if (touched.whole) throw new Error('changement jugé structurel');
    const out = await mkdtemp(join(dataDir, 'rendu-'));
    const workDir = await mkdtemp(join(projectDir, '.astro', 'test-render-'));
    try {
      const { files: written } = await renderPages({
        bundleDir: renderFunctionsDir(dataDir, before),
        workDir,
        dataStore: await readFile(join(dataDir, 'cache', 'astro', 'data-store.json'), 'utf8'),
        paths: touched.paths,
        outDir: out,
        site: DEFAULT_SITE_URL,
        env: { DATA_DIR: dataDir, ASTRO_CACHE_DIR: join(dataDir, 'cache', 'astro'), CATALOGUE_API_URL: `${shop.origin}/api/v1` },
      });
      expect(written).toHaveLength(touched.paths.length);
      const old = await filesOf(join(releasesDir(dataDir), before));
      const built = await filesOf(join(releasesDir(dataDir), after));
      expect([...built.keys()].sort()).toEqual([...old.keys()].sort());
      const differing = [...built].filter(([path, bytes]) => !bytes.equals(old.get(path) ?? Buffer.alloc(0))).map(([path]) => path);
      expect(differing.length).toBeGreaterThan(0);
      expect(differing.filter((path) => !written.includes(path))).toEqual([]);
      for (const file of written) {
        const rendered = await readFile(join(out, file));
        expect(rendered.equals(built.get(file) ?? Buffer.alloc(0)), `${file} rendu à nouveau ≠ construction complète`).toBe(true);
      }
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }, 300_000);
});
