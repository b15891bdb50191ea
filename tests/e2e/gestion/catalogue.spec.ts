import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { customer, placeOrder } from '../history/history-helpers.ts';
import { auth, createStaff, signIn, tokenOf, waitForPublication } from './gestion-helpers.ts';

test.use({ viewport: { width: 375, height: 780 } });

/** The product page as built (static HTML, no script run): what the last publication put online. */
const builtPage = async (request: APIRequestContext, id: number) => {
  const res = await request.get(`/produit/${id}`);
  return { status: res.status(), html: await res.text() };
};

/** The product page's price, its no-break spaces read as spaces. */
const price = (html: string) => /<span class="price">([^<]+)<\/span>/.exec(html)?.[1]?.replace(/&nbsp;|&#160;|\u00a0|\u202f/g, ' ');

test('a product made in gestion: photo and approved review, then a new price, go online with the publication; rollback brings the previous price back', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const manager = await createStaff();
  const token = await tokenOf(request, manager.email, manager.password);
  await signIn(page, token);
  await page.goto('/gestion/catalogue');

  // A new product.
  const name = `Tembo gestion ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Nouveau produit' }).click();
  await page.getByLabel('Nom', { exact: true }).fill(name);
  await page.getByLabel('Prix (FC)').fill('-1500');
  await page.getByLabel('Stock', { exact: true }).fill('40');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Saisissez un montant positif en francs, par exemple 2500.')).toBeVisible();
  await page.getByLabel('Prix (FC)').fill('1 500');
  await page.getByLabel('Catégorie').selectOption({ label: 'Bières' });
  let since = Date.now();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Produit enregistré. Il sera en ligne après la publication.')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const found = (await (await request.get(`/api/v1/staff/produits/?q=${encodeURIComponent(name)}`, { headers: auth(token) })).json()) as {
    results: { id: number }[];
  };
  const id = found.results[0]!.id;
  await expect(page.getByRole('status').filter({ hasText: /Publication en cours|En ligne depuis/ })).toBeVisible();
  await waitForPublication(request, token, since);
  await expect(page.getByRole('status').filter({ hasText: 'En ligne depuis' })).toBeVisible({ timeout: 15_000 });
  expect(price((await builtPage(request, id)).html)).toBe('1 500 FC');

  // Photos: refused by content and size, in French, before anything is sent; the server refuses them too.
  const photo = page.getByLabel('Nouvelle photo');
  await photo.setInputFiles({ name: 'bouteille.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 pas une photo') });
  await expect(page.getByRole('alert')).toHaveText("Ce fichier n'est pas une photo JPEG, PNG ou WebP.");
  const huge = Buffer.alloc(20 * 1024 * 1024);
  huge.set([0xff, 0xd8, 0xff]);
  await photo.setInputFiles({ name: 'grosse.jpg', mimeType: 'image/jpeg', buffer: huge });
  await expect(page.getByRole('alert')).toHaveText('La photo dépasse 5 Mo : choisissez une photo plus légère.');
  const fakeJpeg = await request.post(`/api/v1/products/produits/${id}/photo/`, {
    headers: auth(token),
    multipart: { photo: { name: 'bouteille.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 pas une photo') } },
  });
  expect([fakeJpeg.status(), await fakeJpeg.json()]).toEqual([400, { photo: ["Ce fichier n'est pas une photo JPEG, PNG ou WebP."] }]);
  const tooBig = await request.post(`/api/v1/products/produits/${id}/photo/`, {
    headers: auth(token),
    multipart: { photo: { name: 'grosse.jpg', mimeType: 'image/jpeg', buffer: huge } },
  });
  expect([tooBig.status(), await tooBig.json()]).toEqual([413, { photo: ['La photo dépasse 5 Mo : choisissez une photo plus légère.'] }]);

  // A real photo (all yellow), and a customer's review approved.
  const yellow = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#f6c445' } })
    .jpeg()
    .toBuffer();
  since = Date.now();
  await photo.setInputFiles({ name: 'tembo.jpg', mimeType: 'image/jpeg', buffer: yellow });
  await expect(page.getByText('Photo enregistrée. Elle sera en ligne après la publication.')).toBeVisible();
  const client = await customer(request);
  const order = await placeOrder(request, client.token, [{ produit: id, quantite: 1, avec_consigne: false }]);
  for (const statut of ['confirmee', 'en_preparation', 'prete_livraison', 'en_livraison', 'livree']) {
    await request.post(`/api/v1/orders/commandes/${order.id}/statut/`, { headers: auth(token), data: { statut } });
  }
  const review = await request.post(`/api/v1/products/produits/${id}/ajouter_avis/`, {
    headers: auth(client.token),
    data: { produit: id, note: 4, commentaire: 'Bien fraîche' },
  });
  expect(review.status()).toBe(201);
  await page.goto('/gestion/avis');
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('En attente de modération');
  await card.getByRole('button', { name: 'Approuver' }).click();
  await expect(card).toContainText('Approuvé');
  await waitForPublication(request, token, since);
  const withPhoto = (await builtPage(request, id)).html;
  expect(withPhoto).toContain('aria-label="4 sur 5"');
  expect(withPhoto).toContain('(1 avis)');
  const image = /<img[^>]+src="(\/img\/[^"]+\.webp)"/.exec(withPhoto)?.[1];
  expect(image).toBeTruthy();
  const { channels } = await sharp(await (await request.get(image!)).body()).stats();
  const [r, g, b] = channels.map((c) => c.mean);
  expect([r! > 200, g! > 160, b! < 120]).toEqual([true, true, true]);

  // A new price, then back to the previous version of the site.
  await page.goto('/gestion/catalogue');
  await page.getByLabel('Rechercher (nom ou marque)').fill(name);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByLabel('Prix (FC)').fill('2000');
  since = Date.now();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Produit enregistré. Il sera en ligne après la publication.')).toBeVisible();
  await waitForPublication(request, token, since);
  expect(price((await builtPage(request, id)).html)).toBe('2 000 FC');
  await page.getByRole('button', { name: 'Revenir à la version précédente' }).click();
  await page.getByRole('button', { name: 'Oui, revenir en arrière' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'En ligne depuis' })).toBeVisible();
  await expect.poll(async () => price((await builtPage(request, id)).html)).toBe('1 500 FC');

  // The product was ordered: removing it archives it, and the next publication takes it off the shop.
  await page.getByRole('button', { name: 'Retirer de la boutique' }).click();
  since = Date.now();
  await page.getByRole('button', { name: 'Oui, retirer' }).click();
  await expect(page.getByText("Produit retiré de la boutique (archivé s'il a déjà été commandé).")).toBeVisible();
  await waitForPublication(request, token, since);
  expect((await builtPage(request, id)).status).toBe(404);
  const kept = (await (await request.get(`/api/v1/staff/commandes/${order.id}/`, { headers: auth(token) })).json()) as {
    articles: { libelle: string; produit_archive: boolean }[];
  };
  expect(kept.articles[0]).toMatchObject({ libelle: name, produit_archive: true });
});
