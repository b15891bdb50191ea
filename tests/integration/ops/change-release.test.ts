/**
 * A release of what changed equals a whole build: a real shop publishes a product's price, its stock received, its
 * deposit, a review approved, a new photo, a product archived and one deleted as releases of the touched pages (every other file a hard link to the live release's); then a
 * whole build of the same catalogue is made, and the two releases must hold the same files, byte for byte, but for
 * what each release writes of its own (its manifest, address map, nginx file and worker).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../src/catalogue/catalogue-reader.ts';
import { imageUrlIndexFile } from '../../../src/catalogue/image-store.ts';
import { scriptHashesFile } from '../../../src/ops/build-release.ts';
import { nextDataStore } from '../../../src/ops/data-store.ts';
import { isReleaseId, releasesDir, renderFunctionsDir } from '../../../src/ops/releases.ts';
import { guestOrder } from '../../unit/server/helpers.ts';
import { releaseFiles, shopWithFirstRelease } from './release-shop.ts';
import { settled, triggerRebuild } from './shop-process.ts';

/** Files each release writes of its own (its id, its worker's revision, its policy with that id). */
const OWN_TO_EACH_RELEASE = /^(release\.json|nginx\.conf|sw\.js(\.br|\.gz)?)$/;

/** The shop's alerts go to this address (printed in the log, no SMTP server being set). */
const running = shopWithFirstRelease('test-change-release-', { SHOP_ALERT_EMAIL: 'alertes@kinboissons.test' });
const filesOf = (dir: string) => releaseFiles(dir, OWN_TO_EACH_RELEASE);

const call = async (path: string, method: string, body: unknown, as = running.token) => {
  const res = await fetch(`${running.shop.origin}/api/v1${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Token ${as}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} : ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};

/** A customer's review of a product he received, waiting for moderation: its id. */
async function pendingReview(productId: number): Promise<number> {
  const email = `avis-${Date.now()}@example.cd`;
  const password = 'motdepasse1';
  await fetch(`${running.shop.origin}/api/v1/accounts/register/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: email,
      email,
      password,
      password_confirm: password,
      first_name: 'Amani',
      last_name: 'Lukusa',
      role: 'client',
    }),
  });
  const login = await fetch(`${running.shop.origin}/api/v1/token-auth/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const client = ((await login.json()) as { token: string }).token;
  const order = await call(
    '/orders/commandes/',
    'POST',
    {
      adresse_livraison: 'Av. Kasa-Vubu, N°12, Matonge, Kalamu, Kinshasa',
      telephone_livraison: '2430812345678',
      notes: '',
      mode_paiement: 'paiement_livraison',
      use_saved_address: false,
      articles: [{ produit: productId, quantite: 1, avec_consigne: false, bouteilles_echangees: 0 }],
    },
    client,
  );
  for (const statut of ['confirmee', 'en_preparation', 'prete_livraison', 'en_livraison', 'livree']) {
    await call(`/orders/commandes/${order['id']}/statut/`, 'POST', { statut });
  }
  const review = await call(
    `/products/produits/${productId}/ajouter_avis/`,
    'POST',
    { produit: productId, note: 4, commentaire: 'Bien fraîche' },
    client,
  );
  return Number(review['id']);
}

/** Saves a change, waits for its publication: the releases before and after. */
async function publicationAfter(save: () => Promise<unknown>): Promise<{ before: string; after: string }> {
  const start = await settled(running.shop);
  await save();
  const done = await settled(running.shop, start.builds, 240_000);
  expect(done.last?.result, running.shop.output.join('').slice(-3000)).toBe('réussie');
  if (!start.current || !done.current) throw new Error('aucune release en ligne');
  return { before: start.current, after: done.current };
}

const products = async () =>
  (
    (await (await fetch(`${running.shop.origin}/api/v1/products/produits/?page_size=100`)).json()) as {
      results: { id: number; stock: number }[];
    }
  ).results;

describe.each<[string, () => Promise<() => Promise<unknown>>]>([
  [
    'a price saved in gestion',
    async () => {
      const [newest] = await products();
      return () => call(`/products/produits/${newest?.id}/`, 'PATCH', { prix: '12345.00' });
    },
  ],
  [
    'a stock received',
    async () => {
      const [, second] = await products();
      return () => call('/staff/stock/receptions/', 'POST', { articles: [{ produit: second?.id, quantite: 7 }] });
    },
  ],
  [
    'a deposit changed',
    async () => {
      const [, , third] = await products();
      return () => call(`/products/produits/${third?.id}/`, 'PATCH', { prix_consigne: '1234.00' });
    },
  ],
  [
    'a review approved',
    async () => {
      const product = (await products()).find((p) => p.stock > 5);
      const review = await pendingReview(product?.id ?? 0);
      return () => call(`/products/avis/${review}/`, 'PATCH', { approuve: true });
    },
  ],
  [
    'an order emptying a product',
    async () => {
      const [, , , , fifth] = await products();
      await call(`/products/produits/${fifth?.id}/`, 'PATCH', { stock: 1 });
      return async () => {
        const res = await fetch(`${running.shop.origin}/api/v1/orders/commandes/anonyme/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(guestOrder([{ produit: Number(fifth?.id) }])),
        });
        // Nothing published unless the order announces the product it emptied: the publication awaited would not come.
        if (res.status !== 201) throw new Error(`commande : ${res.status} ${await res.text()}`);
      };
    },
  ],
  [
    'a new photo',
    async () => {
      const [, , , fourth] = await products();
      const photo = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#0b3a82' } })
        .png()
        .toBuffer();
      return async () => {
        const form = new FormData();
        form.append('photo', new Blob([new Uint8Array(photo)]), 'bouteille.png');
        const res = await fetch(`${running.shop.origin}/api/v1/products/produits/${fourth?.id}/photo/`, {
          method: 'POST',
          headers: { Authorization: `Token ${running.token}` },
          body: form,
        });
        if (!res.ok) throw new Error(`photo : ${res.status} ${await res.text()}`);
      };
    },
  ],
  [
    'a product archived',
    async () => {
      const [newest] = await products();
      return () => call(`/products/produits/${newest?.id}/`, 'PATCH', { archive: true });
    },
  ],
  [
    'a product deleted',
    async () => {
      const [, second] = await products();
      return async () => {
        const res = await fetch(`${running.shop.origin}/api/v1/products/produits/${second?.id}/`, {
          method: 'DELETE',
          headers: { Authorization: `Token ${running.token}` },
        });
        if (!res.ok) throw new Error(`DELETE : ${res.status} ${await res.text()}`);
      };
    },
  ],
])('%s', (_, prepare) => {
  it('is published as a release of the touched pages, sharing the rest, equal file by file to a whole build', async () => {
    const save = await prepare();
    const store = join(running.dataDir, 'cache', 'astro', 'data-store.json');
    const previousStore = await readFile(store, 'utf8');
    const { before, after } = await publicationAfter(save);
    const lines = running.shop.output.join('');
    expect(lines).not.toContain('construction complète du site');
    const live = join(releasesDir(running.dataDir), before);
    const changed = join(releasesDir(running.dataDir), after);
    // Every file but the re-rendered ones is the live release's own file, linked, not copied.
    const shared = (await stat(join(changed, 'favicon.svg'))).ino === (await stat(join(live, 'favicon.svg'))).ino;
    expect(shared).toBe(true);
    const folders = async (dir: string) =>
      (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isDirectory())
        .map((e) => join(e.parentPath, e.name).slice(dir.length));
    const { after: whole } = await publicationAfter(() => triggerRebuild(running.shop));
    // The data store the change was rendered over is the one Astro's loaders write for the same catalogue, exactly.
    const raw = await loadCatalogue({ baseUrl: `${running.shop.origin}/api/v1` });
    // A new photo's key: the one its publication prepared, as the build's loader remembers each picture's.
    const prepared = new Map(
      Object.entries(JSON.parse(await readFile(imageUrlIndexFile(running.dataDir), 'utf8')) as Record<string, string>),
    );
    expect(nextDataStore(previousStore, raw, prepared)).toBe(await readFile(store, 'utf8'));
    const fromChange = await filesOf(changed);
    const fromWhole = await filesOf(join(releasesDir(running.dataDir), whole));
    expect([...fromChange.keys()].sort()).toEqual([...fromWhole.keys()].sort());
    // No folder left empty by a page gone (a removed product's).
    expect((await folders(changed)).sort()).toEqual((await folders(join(releasesDir(running.dataDir), whole))).sort());
    const differing = [...fromWhole].filter(([path, bytes]) => !bytes.equals(fromChange.get(path) ?? Buffer.alloc(0))).map(([p]) => p);
    expect(differing).toEqual([]);
    // The pages' inline scripts counted from the live release's counts equal the whole build's count of every page.
    expect(await readFile(scriptHashesFile(running.dataDir, after), 'utf8')).toBe(
      await readFile(scriptHashesFile(running.dataDir, whole), 'utf8'),
    );
    const manifest = JSON.parse(await readFile(join(changed, 'release.json'), 'utf8'));
    const wholeManifest = JSON.parse(await readFile(join(releasesDir(running.dataDir), whole, 'release.json'), 'utf8'));
    expect({ ...manifest, id: '', built_at: '', duration_ms: 0 }).toEqual({ ...wholeManifest, id: '', built_at: '', duration_ms: 0 });
    // « nouvelle version »: the worker is this release's, the one a whole build writes but for its own id.
    const worker = await readFile(join(changed, 'sw.js'), 'utf8');
    expect(worker).toContain(`revision:"${after}"`);
    expect(worker).toBe((await readFile(join(releasesDir(running.dataDir), whole, 'sw.js'), 'utf8')).replace(whole, after));
  }, 600_000);
});

it('publishes nothing for a threshold: a whole build after it holds the files of the live release', async () => {
  const start = await settled(running.shop);
  if (!start.current) throw new Error('aucune release en ligne');
  const [newest] = await products();
  await call(`/products/produits/${newest?.id}/`, 'PATCH', { seuil_stock: 2 });
  const { after: whole } = await publicationAfter(() => triggerRebuild(running.shop));
  const live = await filesOf(join(releasesDir(running.dataDir), start.current));
  const rebuilt = await filesOf(join(releasesDir(running.dataDir), whole));
  expect([...rebuilt.keys()].sort()).toEqual([...live.keys()].sort());
  expect([...rebuilt].filter(([path, bytes]) => !bytes.equals(live.get(path) ?? Buffer.alloc(0))).map(([p]) => p)).toEqual([]);
  // The one publication was the whole build asked for: the threshold started none.
  expect((await settled(running.shop)).builds).toBe(start.builds + 1);
}, 600_000);

it('falls back to a whole build, said in French in the log and once to the alert address, when the release of what changed fails', async () => {
  const start = await settled(running.shop);
  if (!start.current) throw new Error('aucune release en ligne');
  // The live release's render functions broken: rendering the touched pages fails.
  await writeFile(join(renderFunctionsDir(running.dataDir, start.current), 'render-state.json'), '{');
  const [newest, second] = await products();
  const from = running.shop.output.length;
  const { after: first } = await publicationAfter(() => call(`/products/produits/${newest?.id}/`, 'PATCH', { prix: '23456.00' }));
  expect(running.shop.output.join('')).toContain('Publication des seules pages modifiées impossible (');
  expect(running.shop.output.join('')).toContain(') : construction complète du site.');
  // Broken again before the next change: published by a whole build again, the alert not sent twice.
  await writeFile(join(renderFunctionsDir(running.dataDir, first), 'render-state.json'), '{');
  const { after } = await publicationAfter(() => call(`/products/produits/${second?.id}/`, 'PATCH', { prix: '34567.00' }));
  const log = running.shop.output.slice(from).join('');
  // Two warnings in the log (its JSON lines); the mail, printed there too, quotes the first.
  expect(log.split('"msg":"Publication des seules pages modifiées impossible (').length - 1).toBe(2);
  // The alert's sending is logged once it left (no SMTP server set: the mail is printed, the line says it was sent).
  const alerts = () =>
    running.shop.output
      .slice(from)
      .join('')
      .match(/envoyé à [^:"]* : Échec : publication des seules pages modifiées/g) ?? [];
  await expect.poll(() => alerts().length).toBeGreaterThan(0);
  expect(alerts()).toHaveLength(1);
  const page = await (await fetch(`${running.shop.origin}/produit/${newest?.id}`)).text();
  expect(page.replace(/&nbsp;|\u00a0|\u202f/g, ' ')).toContain('23 456 FC');
  // Only whole releases on disk: the unfinished one was removed.
  const releases = (await readdir(releasesDir(running.dataDir))).filter(isReleaseId);
  expect(releases).toContain(after);
  for (const id of releases) expect(await stat(join(releasesDir(running.dataDir), id, 'release.json'))).toBeTruthy();
}, 600_000);
