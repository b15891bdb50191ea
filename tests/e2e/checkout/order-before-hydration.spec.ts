/**
 * A press of « Confirmer la commande » before the checkout's island has hydrated does not wait for it: the order's own
 * modules (asked for at the first character typed) take the press, read the fields and the stored cart, ask today's
 * prices (already asked by the page at the first character) and send the order. Here the island's own scripts (its
 * component and what the order's modules do not share with it) are held back until the end of each test, the order's
 * modules are not.
 */
import { expect, type Page, test } from '@playwright/test';
import { PENDING_ORDER_KEY } from '../../../src/stores/stored/orders.ts';
import { customer, fillGuestFields, orderIdsOf, type Product, productNamed, storeSession, uniqueName } from './checkout-helpers.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

const island = (page: Page) => page.locator('astro-island[component-url*="/CheckoutPage."]');

/** The price the cart store keeps on a line: the promotion when one applies. */
const paidPrice = ({ prix, prix_promo }: Product) => (prix_promo && Number(prix_promo) < Number(prix) ? prix_promo : prix);

/** A cart of `quantite` × `product` stored as the cart store writes it, at `prix` (today's price unless given). */
async function withCart(page: Page, product: Product, quantite: number, prix = paidPrice(product)) {
  await page.goto('/support.html', { waitUntil: 'networkidle' });
  const panier = [
    {
      id: product.id,
      produit: product.id,
      titre: product.nom,
      nom: product.nom,
      marque: null,
      prix,
      prix_consigne: product.prix_consigne,
      quantite,
      image: null,
      avec_consigne: false,
    },
  ];
  await page.evaluate((value) => localStorage.setItem('panier', value), JSON.stringify(panier));
}

/**
 * Holds back, on the checkout page, every script the island needs that the order's modules do not (its component,
 * React): returns the release and the order's modules as the page lists them.
 */
async function holdIsland(page: Page): Promise<{ release: () => void; orderModules: string[] }> {
  const html = await (await page.request.get('/paiement.html')).text();
  const islandModules =
    html.match(/<astro-island\b[^>]*component-url="\/_astro\/CheckoutPage\.[^>]* data-modules="([^"]*)"/)?.[1]?.split(' ') ?? [];
  const orderModules = html.match(/ data-intent-modules="([^"]*)"/)?.[1]?.split(' ') ?? [];
  const held = islandModules.filter((url) => !orderModules.includes(url));
  expect(held.some((url) => url.startsWith('/_astro/CheckoutPage.'))).toBe(true);
  // React's chunk is not among the order's modules: the order goes without it (astro.config.mjs, `islands`).
  expect(held.some((url) => url.startsWith('/_astro/islands.'))).toBe(true);
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_astro/**/*.js', async (route) => {
    const onCheckout = route.request().frame().url().includes('/paiement');
    if (onCheckout && held.includes(new URL(route.request().url()).pathname)) await gate;
    await route.fallback().catch(() => undefined);
  });
  return { release, orderModules };
}

test('a press before the island hydrates places the order once, without the island, and the confirmation follows', async ({
  page,
  request,
}) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  await withCart(page, primus, 2);
  const { release } = await holdIsland(page);
  const checks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/cart/anonymous/validate/')) checks.push(r.postData() ?? '');
  });
  await page.goto('/paiement.html');
  await expect(island(page)).toHaveAttribute('ssr', '');
  const name = uniqueName('Aimée Kabila');
  // Today's prices answer only once both presses are made: the second press finds the first one on its way.
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/cart/anonymous/validate/', async (route) => {
    await answered;
    await route.fallback();
  });
  await fillGuestFields(page, name);
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  answer();
  await expect(page).toHaveURL(/\/confirmation-commande$/);
  // The island never hydrated on the checkout (its component held back): the order's modules sent it.
  expect(orderIdsOf(name)).toHaveLength(1);
  // Today's prices asked once, by the page at the first character typed, and taken by the flow.
  expect(checks).toEqual([JSON.stringify({ product_ids: [primus.id] })]);
  // The cart is emptied once the shop confirmed.
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('panier'))) ?? '[]')).toEqual([]);
  release();
  await expect.poll(() => orderIdsOf(name).length).toBe(1);
});

test('signed in, a press before the island hydrates places the order on the account once, without the island', async ({
  page,
  request,
}) => {
  const account = await customer(request);
  const auth = { Authorization: `Token ${account.token}` };
  const me = await (await request.get('/api/v1/accounts/me/', { headers: auth })).text();
  const sprite = await productNamed(request, 'Sprite 33 cl');
  await withCart(page, sprite, 2);
  await storeSession(page, account.token, me);
  await holdIsland(page);
  await page.goto('/paiement.html');
  await expect(page.getByLabel('Nom complet')).toHaveValue('Patience Mbuyi');
  const name = uniqueName('Patience Mbuyi');
  await fillGuestFields(page, name);
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page).toHaveURL(/\/confirmation-commande$/);
  const mine = (await (await request.get('/api/v1/orders/commandes/', { headers: auth })).json()) as
    | { nom_client: string }[]
    | { results: { nom_client: string }[] };
  expect((Array.isArray(mine) ? mine : mine.results).map((order) => order.nom_client)).toEqual([name]);
});

test('a price changed between the cart and a press before hydration stops for review; the island shows it and orders once accepted', async ({
  page,
  request,
}) => {
  const sprite = await productNamed(request, 'Sprite 33 cl');
  // The cart kept yesterday's price: one franc under today's.
  await withCart(page, sprite, 3, (Number(paidPrice(sprite)) - 1).toFixed(2));
  const { release } = await holdIsland(page);
  const checked = page.waitForResponse((r) => r.url().includes('/cart/anonymous/validate/'));
  await page.goto('/paiement.html');
  const name = uniqueName('Jeanne Mbala');
  await fillGuestFields(page, name);
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByText('Votre commande partira dès que la page sera prête…')).toBeVisible();
  // Nothing is sent while the customer has not seen the new price.
  await checked;
  expect(orderIdsOf(name)).toEqual([]);
  release();
  await expect(island(page)).not.toHaveAttribute('ssr', '');
  await expect(page.getByText('Des prix ou des stocks ont changé depuis que vous avez rempli votre panier :')).toBeVisible();
  await expect(page.getByText('Votre commande partira dès que la page sera prête…')).toBeHidden();
  expect(orderIdsOf(name)).toEqual([]);
  await page.getByRole('button', { name: 'Accepter les nouveaux prix et commander' }).click();
  await expect(page).toHaveURL(/\/confirmation-commande$/);
  await expect.poll(() => orderIdsOf(name).length).toBe(1);
});

test('offline at a press before hydration, the order stays pending and goes once when the phone is back online', async ({
  page,
  context,
  request,
}) => {
  const fanta = await productNamed(request, 'Fanta Orange 33 cl');
  await withCart(page, fanta, 1);
  const { release, orderModules } = await holdIsland(page);
  await page.goto('/paiement.html');
  const name = uniqueName('Patience Mbuyi');
  await fillGuestFields(page, name);
  // The order's modules, asked for at the first character, have arrived; then the connection goes.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)))
    .toEqual(expect.arrayContaining(orderModules));
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, PENDING_ORDER_KEY)).toBe(true);
  expect(orderIdsOf(name)).toEqual([]);
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/confirmation-commande$/);
  expect(orderIdsOf(name)).toHaveLength(1);
  release();
});
