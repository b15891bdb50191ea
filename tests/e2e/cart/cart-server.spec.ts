import { expect, test } from '@playwright/test';
import { baseURL, e2eDataDir as dataDir } from '../../../playwright.config.ts';
import { staffToken } from '../../integration/ops/staff.ts';
import { loginThroughForm, registerCustomer } from '../accounts/account-helpers.ts';
import { addOpenProduct, badge, cartLine, openCart, openProduct, productNamed } from './cart-helpers.ts';

test('an anonymous cart is merged into the server cart at login, and kept locally at logout', async ({ page, request }) => {
  const heineken = await productNamed(request, 'Heineken 33 cl');
  await openProduct(page, heineken.id);
  await page.getByRole('button', { name: 'Augmenter la quantité de Heineken 33 cl' }).click();
  await addOpenProduct(page, 'Heineken 33 cl');
  await page.waitForURL('**/Mon-panier.html');
  expect(await page.evaluate(() => localStorage.getItem('anonymousCartId'))).toBeTruthy();

  const customer = await registerCustomer(request, 'Merveille');
  await loginThroughForm(page, customer.email);
  await page.waitForURL((url) => url.pathname === '/');
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token).toBeTruthy();
  await expect
    .poll(async () => {
      const res = await request.get('/api/v1/cart/paniers/mon_panier/', { headers: { Authorization: `Token ${token}` } });
      const cart = (await res.json()) as { articles: { produit: number | { id: number }; quantite: number }[] };
      return cart.articles.map((a) => [typeof a.produit === 'number' ? a.produit : a.produit.id, a.quantite]);
    })
    .toEqual([[heineken.id, 2]]);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('anonymousCartId'))).toBeNull();
  await expect(badge(page)).toHaveText('2');

  // Signed in: a quantity change goes to the server.
  await openCart(page);
  await cartLine(page, 'Heineken 33 cl').getByRole('button', { name: 'Augmenter la quantité de Heineken 33 cl' }).click();
  await expect
    .poll(async () => {
      const res = await request.get('/api/v1/cart/paniers/mon_panier/', { headers: { Authorization: `Token ${token}` } });
      return ((await res.json()) as { articles: { quantite: number }[] }).articles[0]?.quantite;
    })
    .toBe(3);

  // Logout: a new anonymous cart holding the same lines.
  await page.goto('/deconnexion.html');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('anonymousCartId'))).toBeTruthy();
  await openCart(page);
  await expect(cartLine(page, 'Heineken 33 cl').getByRole('spinbutton', { name: 'Quantité de Heineken 33 cl' })).toHaveValue('3');
});

test('a price changed by staff after the build shows on the product and cart pages', async ({ page, request }) => {
  const afia = await productNamed(request, 'Afia Cocktail 50 cl');
  const staff = await staffToken(baseURL, dataDir);
  const setPrice = (prix: string) =>
    request.patch(`/api/v1/products/produits/${afia.id}/`, { data: { prix }, headers: { Authorization: `Token ${staff}` } });
  await openProduct(page, afia.id);
  await addOpenProduct(page, 'Afia Cocktail 50 cl');
  try {
    expect((await setPrice('2750.00')).status()).toBe(200);
    // The static page (built before the change) still says 2 500 FC; the island fetches the current price.
    await openProduct(page, afia.id);
    await expect(page.getByText('Le prix a changé depuis la publication de cette page : 2 750 FC au lieu de 2 500 FC.')).toBeVisible();
    await expect(page.locator('#add-to-cart').getByText('2 750 FC').first()).toBeVisible();
    await openCart(page);
    await expect(page.getByText('Afia Cocktail 50 cl : le prix passe de 2 500 FC à 2 750 FC.')).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText('8 750 FC');
  } finally {
    await setPrice(afia.prix);
  }
});

test('staff see the exact stock, customers "En stock"', async ({ page, request }) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  await openProduct(page, primus.id);
  await expect(page.locator('#add-to-cart').getByText('En stock', { exact: true })).toBeVisible();
  // Signed in through the API: token and user info stored as the session store keeps them.
  const token = await staffToken(baseURL, dataDir);
  const me = await (await request.get('/api/v1/accounts/me/', { headers: { Authorization: `Token ${token}` } })).json();
  await page.evaluate(
    ({ t, user }) => {
      localStorage.setItem('authToken', t);
      localStorage.setItem('userInfo', user);
    },
    { t: token, user: JSON.stringify(me) },
  );
  await openProduct(page, primus.id);
  await expect(page.locator('#add-to-cart').getByText(`${primus.stock} en stock`, { exact: true })).toBeVisible();
});

test('with two tabs open, a login merges the anonymous cart once, and both tabs show the server cart', async ({
  context,
  page,
  request,
}) => {
  const heineken = await productNamed(request, 'Heineken 33 cl');
  await openProduct(page, heineken.id);
  await page.getByRole('button', { name: 'Augmenter la quantité de Heineken 33 cl' }).click();
  await addOpenProduct(page, 'Heineken 33 cl');
  const other = await context.newPage();
  await openCart(other);
  await expect(badge(other)).toHaveText('2');

  const customer = await registerCustomer(request, 'Grace');
  // The other tab's own reaction to the sign-in: its cart store and header hear the token through a `storage`
  // event and act on a timer (setTimeout 0) set while that event runs. A listener added now runs after theirs, so
  // its timer fires once their reaction ran: a (wrong) merge would then have sent its first cart call already.
  const otherReacted = other.evaluate(
    () =>
      new Promise<void>((resolve) => {
        addEventListener('storage', (event) => {
          if (event.key === 'authToken' && event.newValue) setTimeout(resolve, 0);
        });
      }),
  );
  const otherCartCalls: string[] = [];
  other.on('request', (call) => {
    if (new URL(call.url()).pathname.startsWith('/api/v1/cart/')) otherCartCalls.push(`${call.method()} ${call.url()}`);
  });
  await loginThroughForm(page, customer.email);
  await page.waitForURL((url) => url.pathname === '/');
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const serverLines = async () => {
    const res = await request.get('/api/v1/cart/paniers/mon_panier/', { headers: { Authorization: `Token ${token}` } });
    return ((await res.json()) as { articles: { quantite: number }[] }).articles.map((a) => a.quantite);
  };
  await expect.poll(serverLines).toEqual([2]);
  await otherReacted;
  // The tab that signed in merges; the other one asks the server nothing (a merge starts by reading the server cart).
  expect(otherCartCalls).toEqual([]);
  expect(await serverLines()).toEqual([2]);
  await expect
    .poll(() => other.evaluate(() => (JSON.parse(localStorage.getItem('panier') ?? '[]') as { articleId?: number }[])[0]?.articleId))
    .toBeTruthy();
  await expect(badge(other)).toHaveText('2');
});
