/**
 * The checkout's form is in the page as built: with every script held back, the customer sees the fields and the
 * button, types, and presses « Confirmer la commande »; once the scripts arrive, what was typed is there and the press
 * is sent, once.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { holdRequests, holdScripts } from '../hold-scripts.ts';
import { layoutShiftSum, recordLayoutShifts } from '../layout-shifts.ts';
import { measureFit } from '../phones/fit.ts';
import {
  customer,
  fillGuestFields,
  orderAsStaff,
  orderIdsOf,
  type Product,
  productNamed,
  storeSession,
  uniqueName,
} from './checkout-helpers.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

/** The price the cart store keeps on a line: the promotion when one applies (the seed has some). */
const paidPrice = ({ prix, prix_promo }: Product) => (prix_promo && Number(prix_promo) < Number(prix) ? prix_promo : prix);

async function withCart(page: Page, lines: { product: Product; quantite: number; nom?: string; avec_consigne?: boolean }[]) {
  await page.goto('/support.html', { waitUntil: 'networkidle' });
  const panier = lines.map(({ product, quantite, nom = product.nom, avec_consigne = false }) => ({
    id: product.id,
    produit: product.id,
    titre: nom,
    nom,
    marque: null,
    prix: paidPrice(product),
    prix_consigne: product.prix_consigne,
    quantite,
    image: null,
    avec_consigne,
  }));
  await page.evaluate((value) => localStorage.setItem('panier', value), JSON.stringify(panier));
}

const island = (page: Page) => page.locator('astro-island[component-url*="/CheckoutPage."]');

test('what is typed before the scripts arrive is kept, and a press before them places the order once', async ({
  page,
  request,
}, testInfo) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  await withCart(page, [{ product: primus, quantite: 2 }]);
  const release = await holdScripts(page);
  await page.goto('/paiement.html');
  await expect(island(page)).toHaveAttribute('ssr', '');
  // The form as built, at 360 px: every field with its label, the payment chosen, the button live; nothing off screen.
  expect(await measureFit(page, 360)).toMatchObject({ scrollWidth: 360, outside: [] });
  await testInfo.attach('checkout-360-before-scripts.png', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  const name = uniqueName('Aimée Kabila');
  await fillGuestFields(page, name);
  await expect(page.getByLabel('Paiement à la livraison')).toBeChecked();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByText('Votre commande partira dès que la page sera prête…')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('checkout-360-press-kept.png'), fullPage: true });
  await expect(page).toHaveURL(/\/paiement\.html$/);
  expect(orderIdsOf(name)).toEqual([]);
  release();
  await expect(page).toHaveURL(/\/confirmation-commande$/);
  await expect.poll(() => orderIdsOf(name).length).toBe(1);
});

test('typed before the scripts arrive and not yet sent: the fields keep it once the island is live, the communes offered', async ({
  page,
  request,
}) => {
  const sprite = await productNamed(request, 'Sprite 33 cl');
  await withCart(page, [{ product: sprite, quantite: 3 }]);
  const release = await holdScripts(page);
  await page.goto('/paiement.html');
  await expect(island(page)).toHaveAttribute('ssr', '');
  await page.getByLabel('Nom complet').fill('Jeanne Mbala');
  await page.getByLabel('Quartier').fill('Matonge');
  await page.getByLabel('Note pour le livreur (facultatif)').fill('Portail bleu');
  // The commune's field reached before the scripts: its list of communes comes once they are there.
  await page.getByLabel('Commune').focus();
  release();
  await expect(island(page)).not.toHaveAttribute('ssr', '');
  await expect(page.locator('#checkout-communes option')).toHaveCount(24);
  // Once live, the summary is drawn from the cart, and the fields still hold what was typed, as the draft.
  await expect(page.getByTestId('total-commande')).not.toHaveText('\u00a0');
  await expect(page.getByLabel('Nom complet')).toHaveValue('Jeanne Mbala');
  await expect(page.getByLabel('Quartier')).toHaveValue('Matonge');
  await expect(page.getByLabel('Note pour le livreur (facultatif)')).toHaveValue('Portail bleu');
  // And the island owns them: a press now names what is still missing, not what was typed.
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Nom complet')).toHaveValue('Jeanne Mbala');
});

const HOSTILE = '<img src=x onerror="window.owned=1">Fanta';

test("the summary and the signed-in customer's details paint before the scripts, as text; the island keeps them without a shift", async ({
  page,
  request,
}, testInfo) => {
  const account = await customer(request);
  const me = await (await request.get('/api/v1/accounts/me/', { headers: { Authorization: `Token ${account.token}` } })).text();
  const primus = await productNamed(request, 'Primus 72 cl');
  const sprite = await productNamed(request, 'Sprite 33 cl');
  const fanta = await productNamed(request, 'Fanta Orange 33 cl');
  await withCart(page, [
    { product: primus, quantite: 2, avec_consigne: primus.prix_consigne !== null },
    { product: sprite, quantite: 3 },
    { product: fanta, quantite: 1, nom: HOSTILE },
  ]);
  await storeSession(page, account.token, me);
  await recordLayoutShifts(page);
  // Signed in, the header's cart follows the account's, whose answer rewrites the lines from the catalogue (the hostile
  // name, the deposit's unit): held until the island has drawn what the page's script drew, to compare the two.
  const releaseAccountCart = await holdRequests(page, '**/api/v1/cart/paniers/**');
  const release = await holdScripts(page);
  await page.goto('/paiement.html');
  await expect(island(page)).toHaveAttribute('ssr', '');

  const lines = page.locator('.checkout-lines > li');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(2)).toContainText(`1 × ${HOSTILE}`);
  expect(await page.locator('.checkout-lines img').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { owned?: number }).owned)).toBeUndefined();
  if (primus.prix_consigne !== null) await expect(lines.first()).toContainText('avec consigne de');
  const figures = () => page.locator('.checkout-totals dd').allTextContents();
  const drawn = { lines: await lines.allTextContents(), figures: await figures() };
  expect(drawn.figures.every((text) => text !== '\u00a0')).toBe(true);
  await expect(page.getByLabel('Nom complet')).toHaveValue('Patience Mbuyi');
  await expect(page.getByLabel(/^Téléphone/)).toHaveValue('+243 998 877 665');
  await expect(page.getByLabel('Email (facultatif)')).toHaveValue(account.email);
  expect(await measureFit(page, 360)).toMatchObject({ scrollWidth: 360, outside: [] });
  await page.screenshot({ path: testInfo.outputPath('checkout-360-summary-before-scripts.png'), fullPage: true });

  release();
  await expect(island(page)).not.toHaveAttribute('ssr', '');
  await expect(page.locator('[data-checkout-first-paint]')).toHaveCount(0);
  // The island's summary, from the domain's rules, says what the page's script drew.
  await expect(lines).toHaveCount(3);
  expect(await lines.allTextContents()).toEqual(drawn.lines);
  expect(await figures()).toEqual(drawn.figures);
  await expect(page.getByLabel('Nom complet')).toHaveValue('Patience Mbuyi');
  await expect(page.getByLabel(/^Téléphone/)).toHaveValue('+243 998 877 665');
  const shift = await layoutShiftSum(page);
  expect(shift).toBeLessThanOrEqual(0.02);
  expect(await page.evaluate(() => (window as unknown as { owned?: number }).owned)).toBeUndefined();
  releaseAccountCart();
  await expect(lines.nth(2)).toContainText('1 × Fanta Orange 33 cl');
});

test('a name changed before the scripts arrive is the one the island keeps', async ({ page, request }) => {
  const account = await customer(request);
  const me = await (await request.get('/api/v1/accounts/me/', { headers: { Authorization: `Token ${account.token}` } })).text();
  const sprite = await productNamed(request, 'Sprite 33 cl');
  await withCart(page, [{ product: sprite, quantite: 2 }]);
  await storeSession(page, account.token, me);
  const release = await holdScripts(page);
  await page.goto('/paiement.html');
  await expect(page.getByLabel('Nom complet')).toHaveValue('Patience Mbuyi');
  await page.getByLabel('Nom complet').fill('Patience Mbuyi Kasongo');
  release();
  await expect(island(page)).not.toHaveAttribute('ssr', '');
  await expect(page.getByLabel('Nom complet')).toHaveValue('Patience Mbuyi Kasongo');
  await expect(page.getByLabel(/^Téléphone/)).toHaveValue('+243 998 877 665');
});

test('without JavaScript the checkout shows the notice with the phone number, not a form that cannot send', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/paiement.html');
  // The notice is the page's `<noscript>`, which this emulation parses as text: read in the page as served.
  const html = await (await page.request.get('/paiement.html')).text();
  expect(html).toMatch(/<noscript><p [^>]*>Cette page a besoin de JavaScript\. Activez-le ou appelez-nous/);
  await expect(page.getByRole('textbox', { name: 'Nom complet' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Confirmer la commande' })).toBeHidden();
  await context.close();
});

test('the checkout island asks for every module it needs in one wave, before any has arrived', async ({ page, request }) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  await withCart(page, [{ product: primus, quantite: 1 }]);
  const html = await (await request.get('/paiement.html')).text();
  const listed =
    html.match(/<astro-island\b[^>]*component-url="\/_astro\/CheckoutPage\.[^>]* data-modules="([^"]*)"/)?.[1]?.split(' ') ?? [];
  expect(listed).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/_astro\/CheckoutPage\./), expect.stringMatching(/^\/_astro\/islands\./)]),
  );
  const asked: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_astro/**/*.js', async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await held;
    await route.fallback();
  });
  await page.goto('/paiement.html');
  // Nothing has arrived, and the island has already asked for all it needs: one round trip, not one per level of imports.
  await expect.poll(() => listed.filter((url) => !asked.includes(url))).toEqual([]);
  release();
  await expect(island(page)).not.toHaveAttribute('ssr', '');
  expect(asked.filter((url, i) => asked.indexOf(url) !== i)).toEqual([]);
});

test("typing before the scripts arrive asks for the order's modules with the island's; a visitor who types nothing gets none", async ({
  page,
  request,
}) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  await withCart(page, [{ product: primus, quantite: 1 }]);
  const html = await (await request.get('/paiement.html')).text();
  const intent = html.match(/ data-intent-modules="([^"]*)"/)?.[1]?.split(' ') ?? [];
  const send = intent.find((url) => url.startsWith('/_astro/send.'));
  expect(send).toBeDefined();
  expect(intent.some((url) => url.startsWith('/_astro/http.'))).toBe(true);

  // Left alone until it is live and idle: none of the order's own modules (first, before anything has cached them).
  const quiet: string[] = [];
  (await holdScripts(page, { asked: quiet }))();
  await page.goto('/paiement.html', { waitUntil: 'networkidle' });
  await expect(island(page)).not.toHaveAttribute('ssr', '');
  expect(quiet).not.toContain(send);
  expect(quiet.some((url) => url.startsWith('/_astro/http.'))).toBe(false);
  await page.unrouteAll();

  // Typed in before the scripts: asked while nothing has arrived, in the island's wave, not after its hydration.
  const asked: string[] = [];
  const release = await holdScripts(page, { asked });
  await page.goto('/paiement.html');
  await expect(island(page)).toHaveAttribute('ssr', '');
  await page.getByLabel('Nom complet').pressSequentially('A');
  await expect.poll(() => intent.filter((url) => !asked.includes(url) && !quiet.includes(url))).toEqual([]);
  release();
  await expect(island(page)).not.toHaveAttribute('ssr', '');
});

/**
 * A signed-in customer with two saved addresses kept in this browser (the office first, with a hostile landmark; the
 * home the default) and two Sprite in the cart.
 */
async function signedInWithBook(page: Page, request: APIRequestContext) {
  const account = await customer(request);
  const auth = { Authorization: `Token ${account.token}` };
  for (const address of [
    {
      type: 'Bureau',
      rue: 'Boulevard du 30 Juin',
      numero: '15',
      quartier: 'Golf',
      commune: 'Gombe',
      telephone: '+243999111222',
      repere: HOSTILE,
    },
    {
      type: 'Maison',
      rue: 'Avenue Kasa-Vubu',
      numero: '8',
      quartier: 'Matonge',
      commune: 'Kalamu',
      telephone: '0812345678',
      is_default: true,
    },
  ]) {
    const res = await request.post('/api/v1/accounts/adresses/', { headers: auth, data: address });
    expect(res.status(), await res.text()).toBe(201);
  }
  const me = await (await request.get('/api/v1/accounts/me/', { headers: auth })).text();
  const book = await (await request.get('/api/v1/accounts/adresses/', { headers: auth })).json();
  const sprite = await productNamed(request, 'Sprite 33 cl');
  await withCart(page, [{ product: sprite, quantite: 2 }]);
  await page.evaluate(
    ([token, user, books]) => {
      localStorage.setItem('authToken', token ?? '');
      localStorage.setItem('userInfo', user ?? '');
      localStorage.setItem('userAddresses', books ?? '');
    },
    [account.token, me, JSON.stringify({ [`id:${JSON.parse(me).id}`]: book })],
  );
  return account;
}

test('the saved addresses paint before the scripts as the island draws them, the default chosen; the island keeps them without a shift', async ({
  page,
  request,
}, testInfo) => {
  await signedInWithBook(page, request);
  await recordLayoutShifts(page);
  const release = await holdScripts(page);
  await page.goto('/paiement.html');
  await expect(island(page)).toHaveAttribute('ssr', '');

  const cards = page.locator('.address-card');
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('radio', { name: /Avenue Kasa-Vubu/ })).toBeChecked();
  await expect(cards.nth(0)).toContainText(`Point de repère : ${HOSTILE}`);
  expect(await page.locator('.address-card img').count()).toBe(0);
  await expect(page.getByLabel('Avenue / Rue')).toBeHidden();
  await expect(page.getByLabel(/^Téléphone/)).toHaveValue('+243 812 345 678');
  expect(await measureFit(page, 360)).toMatchObject({ scrollWidth: 360, outside: [] });
  await page.screenshot({ path: testInfo.outputPath('checkout-360-addresses-before-scripts.png'), fullPage: true });
  const drawn = { cards: await cards.allTextContents(), checked: await page.locator('.address-card :checked').getAttribute('id') };

  release();
  await expect(island(page)).not.toHaveAttribute('ssr', '');
  await expect(page.locator('[data-checkout-addresses]')).toHaveCount(0);
  // The island's cards, from the book it read, are the ones the page's script drew, the same one chosen.
  expect(await cards.allTextContents()).toEqual(drawn.cards);
  expect(await page.locator('.address-card :checked').getAttribute('id')).toBe(drawn.checked);
  await expect(page.getByLabel('Avenue / Rue')).toBeHidden();
  await expect(page.getByLabel(/^Téléphone/)).toHaveValue('+243 812 345 678');
  expect(await layoutShiftSum(page)).toBeLessThanOrEqual(0.02);
  expect(await page.evaluate(() => (window as unknown as { owned?: number }).owned)).toBeUndefined();
});

const OFFICE_CARD = /Boulevard du 30 Juin/;

test('a saved address chosen on the cards painted before the scripts is the one the island keeps, with its phone', async ({
  page,
  request,
}) => {
  await signedInWithBook(page, request);
  const release = await holdScripts(page);
  await page.goto('/paiement.html');
  await expect(island(page)).toHaveAttribute('ssr', '');
  await page.getByRole('radio', { name: OFFICE_CARD }).check();
  // The card's phone in the field at once, as the island would show it.
  await expect(page.getByLabel(/^Téléphone/)).toHaveValue('+243 999 111 222');

  release();
  await expect(island(page)).not.toHaveAttribute('ssr', '');
  await expect(page.locator('[data-checkout-addresses]')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: OFFICE_CARD })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Avenue Kasa-Vubu/ })).not.toBeChecked();
  await expect(page.getByLabel(/^Téléphone/)).toHaveValue('+243 999 111 222');
  await expect(page.getByLabel('Avenue / Rue')).toBeHidden();
});

test('a card chosen once the island is live but before it has read the book is chosen too', async ({ page, request }) => {
  await signedInWithBook(page, request);
  // The address book's store (its module holds the stored key's name): held, the island keeps the painted cards.
  const readBook = await holdRequests(page, '**/_astro/addresses.*.js', (body) => body.includes('userAddresses'));
  await page.goto('/paiement.html');
  await expect(island(page)).not.toHaveAttribute('ssr', '');
  await expect(page.locator('[data-checkout-addresses]')).toHaveCount(1);
  await page.getByRole('radio', { name: OFFICE_CARD }).check();

  readBook();
  await expect(page.locator('[data-checkout-addresses]')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: OFFICE_CARD })).toBeChecked();
  await expect(page.getByLabel(/^Téléphone/)).toHaveValue('+243 999 111 222');
});

test('a card chosen and a press made before the scripts arrive: the order goes to that address and its phone, once', async ({
  page,
  request,
  baseURL,
}) => {
  await signedInWithBook(page, request);
  const release = await holdScripts(page);
  await page.goto('/paiement.html');
  await expect(island(page)).toHaveAttribute('ssr', '');
  const name = uniqueName('Patience Mbuyi');
  await page.getByLabel('Nom complet').fill(name);
  await page.getByRole('radio', { name: OFFICE_CARD }).check();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByText('Votre commande partira dès que la page sera prête…')).toBeVisible();

  release();
  await expect(page).toHaveURL(/\/confirmation-commande$/);
  await expect.poll(() => orderIdsOf(name).length).toBe(1);
  const order = await orderAsStaff(request, baseURL!, orderIdsOf(name)[0]!);
  expect(order.adresse_livraison).toBe('Boulevard du 30 Juin, N°15, Golf, Gombe, Kinshasa');
  expect(order.telephone_livraison).toBe('2430999111222');
});
