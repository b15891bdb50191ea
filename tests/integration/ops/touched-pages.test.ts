/**
 * What a product change touches, checked against whole builds: a real shop builds its release, a change is
 * saved through the API, the shop builds the next release whole; every file that differs between the two must
 * be one the change touches, and each touched page rendered again by the first release's render functions over
 * the second's catalogue must be byte for byte the second release's file.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueOf } from '../../../src/catalogue/catalogue-of.ts';
import { pagesTouched } from '../../../src/catalogue/touched-pages.ts';
import { DEFAULT_SITE_URL } from '../../../src/config/variables.ts';
import type { CatalogueChange } from '../../../src/domain/catalogue-change.ts';
import { recordsOfStore } from '../../../src/ops/data-store.ts';
import { releasesDir, renderFunctionsDir } from '../../../src/ops/releases.ts';
import { renderPages } from '../../../src/ops/render-functions.ts';
import { releaseFiles, shopWithFirstRelease } from './release-shop.ts';
import { projectDir, settled, triggerRebuild } from './shop-process.ts';

/** Files every release has of its own (its id, its worker's revisions, its policy, its compressed copies). */
const OWN_TO_EACH_RELEASE = /^(release\.json|sw\.js|nginx\.conf|addresses\.json)$|\.(br|gz)$/;

const running = shopWithFirstRelease('test-touched-');
const filesOf = (dir: string) => releaseFiles(dir, OWN_TO_EACH_RELEASE);

const staff = (path: string, method: string, body: unknown) =>
  fetch(`${running.shop.origin}/api/v1${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Token ${running.token}` },
    body: JSON.stringify(body),
  }).then(async (res) => {
    if (!res.ok) throw new Error(`${method} ${path} : ${res.status} ${await res.text()}`);
  });

/** The catalogue of the last whole build, as its pages were computed from its data store. */
const builtCatalogue = async () =>
  catalogueOf(recordsOfStore(await readFile(join(running.dataDir, 'cache', 'astro', 'data-store.json'), 'utf8')));

/**
 * Saves a change through the API, waits for its publication (a release of what changed), then has a whole build
 * made of the same catalogue; answers the release before the change and the whole build's.
 */
async function wholeBuildAfter(save: () => Promise<void>): Promise<{ before: string; after: string }> {
  const start = await settled(running.shop);
  await save();
  const published = await settled(running.shop, start.builds, 240_000);
  expect(await triggerRebuild(running.shop)).toBe(202);
  const done = await settled(running.shop, published.builds, 240_000);
  expect(done.last?.result, running.shop.output.join('').slice(-3000)).toBe('réussie');
  if (!start.current || !done.current) throw new Error('aucune release en ligne');
  return { before: start.current, after: done.current };
}

describe.each<[string, 'price' | 'stock', (id: number) => Promise<void>]>([
  ['a price', 'price', (id) => staff(`/products/produits/${id}/`, 'PATCH', { prix: '12345.00' })],
  ['a promotion', 'price', (id) => staff(`/products/produits/${id}/`, 'PATCH', { prix_promo: '999.00' })],
  ['a stock received', 'stock', (id) => staff('/staff/stock/receptions/', 'POST', { articles: [{ produit: id, quantite: 7 }] })],
])('%s saved in gestion', (_, kind, save) => {
  it('changes only the pages it touches, and each of them renders again equal to a whole build', async () => {
    const catalogue = await builtCatalogue();
    // The newest product: it is on the home page, the running.shop listing and its category's first page.
    const product = catalogue.products[0];
    if (!product) throw new Error('catalogue de démonstration sans produit');
    const { before, after } = await wholeBuildAfter(() => save(product.id));
    const change: CatalogueChange = { kind, productId: product.id };
    const touched = pagesTouched([change], await builtCatalogue());
    if (touched.whole) throw new Error('changement jugé structurel');
    const out = await mkdtemp(join(running.dataDir, 'rendu-'));
    const workDir = await mkdtemp(join(projectDir, '.astro', 'test-render-'));
    try {
      const { files: written } = await renderPages({
        bundleDir: renderFunctionsDir(running.dataDir, before),
        workDir,
        dataStore: await readFile(join(running.dataDir, 'cache', 'astro', 'data-store.json'), 'utf8'),
        paths: touched.paths,
        outDir: out,
        site: DEFAULT_SITE_URL,
        env: {
          DATA_DIR: running.dataDir,
          ASTRO_CACHE_DIR: join(running.dataDir, 'cache', 'astro'),
          CATALOGUE_API_URL: `${running.shop.origin}/api/v1`,
        },
      });
      expect(written).toHaveLength(touched.paths.length);
      const old = await filesOf(join(releasesDir(running.dataDir), before));
      const built = await filesOf(join(releasesDir(running.dataDir), after));
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
