/**
 * Lines that reach the cart by a link: « Commander à nouveau » (signed in, and a guest from the tracking
 * page), « Partager mon panier » opened in another browser, a tampered link, and « Ajouter au panier »
 * without JavaScript or before the product page's island has hydrated.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { baseURL, e2eDataDir as dataDir } from '../../../playwright.config.ts';
import { staffToken } from '../../integration/ops/staff.ts';
import { placeGuestOrder } from '../checkout/checkout-helpers.ts';
import { customer, moveOrder, placeOrder, signIn } from '../history/history-helpers.ts';
import { holdRequests, holdScripts } from '../hold-scripts.ts';
import { addOpenProduct, cartLine, openCart, openProduct, productNamed } from './cart-helpers.ts';

/** Lines arriving wait for the cart page's chunks and a check against the catalogue: slower than a click when the machine is busy. */
const ARRIVAL = { timeout: 20_000 };

const storedCart = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('panier') ?? '[]') as { id: number; prix: string; quantite: number; avec_consigne: boolean }[],
  );

test('a signed-in customer orders a delivered order again: today’s price in the cart, the change said before checkout', async ({
  page,
  request,
}) => {
  const afia = await productNamed(request, 'Afia Cocktail 50 cl');
  const primus = await productNamed(request, 'Primus 72 cl');
  const { token } = await customer(request);
  const order = await placeOrder(request, token, [
    { produit: afia.id, quantite: 2, avec_consigne: false },
    { produit: primus.id, quantite: 3, avec_consigne: true },
  ]);
  await moveOrder(request, baseURL, order.id, 'livree');
  const staff = await staffToken(baseURL, dataDir);
  const setPrice = (prix: string) =>
    request.patch(`/api/v1/products/produits/${afia.id}/`, { data: { prix }, headers: { Authorization: `Token ${staff}` } });
  try {
    expect((await setPrice('2750.00')).status()).toBe(200);
    await signIn(page, token);
    await page.goto('/mes-commandes.html');
    const card = page.getByRole('article', { name: `Commande ${order.numero_commande}` });
    await card.getByRole('button', { name: 'Commander à nouveau' }).click();
    await expect(card.getByRole('status')).toContainText('5 articles ajoutés à votre panier.', ARRIVAL);
    await expect(card.getByRole('status')).toContainText('Afia Cocktail 50 cl : le prix passe de 2 500 FC à 2 750 FC.');
    await card.getByRole('link', { name: 'Voir mon panier' }).click();
    await expect(cartLine(page, 'Afia Cocktail 50 cl')).toContainText('2 750 FC');
    expect((await storedCart(page)).map((l) => [l.id, l.prix, l.quantite, l.avec_consigne])).toEqual([
      [afia.id, '2750.00', 2, false],
      [primus.id, primus.prix, 3, true],
    ]);
  } finally {
    await setPrice(afia.prix);
  }
});

test('a guest orders again from the tracking page', async ({ page, request }) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  const { token_suivi: tracking } = await placeGuestOrder(request, 'Awa Mbuyi', [{ produit: primus.id, quantite: 4, avec_consigne: true }]);
  await page.goto(`/suivi-commande#${tracking}`);
  await page.getByRole('button', { name: 'Commander à nouveau' }).click();
  await expect(page.getByRole('status').filter({ hasText: '4 articles ajoutés à votre panier.' })).toBeVisible(ARRIVAL);
  await page.getByRole('link', { name: 'Voir mon panier' }).click();
  await expect(cartLine(page, 'Primus 72 cl').getByRole('spinbutton', { name: 'Quantité de Primus 72 cl' })).toHaveValue('4');
  await expect(cartLine(page, 'Primus 72 cl').getByRole('checkbox', { name: 'Consigne pour Primus 72 cl' })).toBeChecked();
});

test('a shared cart link fills the cart of whoever opens it, after confirmation', async ({ page, request, browser }) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  const afia = await productNamed(request, 'Afia Cocktail 50 cl');
  await openProduct(page, afia.id);
  await addOpenProduct(page, 'Afia Cocktail 50 cl');
  await openProduct(page, primus.id);
  await addOpenProduct(page, 'Primus 72 cl', false);
  await openCart(page);
  await page.getByRole('button', { name: 'Partager mon panier' }).click();
  const link = await page.getByRole('textbox', { name: 'Lien de votre panier' }).inputValue();
  expect(link).toBe(`${baseURL}/Mon-panier.html?lignes=${afia.id}x1.${primus.id}x1c`);
  const whatsapp = await page.getByRole('link', { name: 'Envoyer par WhatsApp' }).getAttribute('href');
  expect(whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent(`Mon panier Kin Boissons : ${link}`)}`);

  const other = await browser.newContext({ baseURL, locale: 'fr-FR' });
  try {
    const friend = await other.newPage();
    await friend.goto(link);
    const shared = friend.getByRole('region', { name: 'Un panier partagé avec vous' });
    await expect(shared).toContainText('1 × Afia Cocktail 50 cl', ARRIVAL);
    await expect(shared).toContainText('1 × Primus 72 cl (avec consigne)');
    expect(await storedCart(friend)).toEqual([]);
    await shared.getByRole('button', { name: 'Ajouter à mon panier' }).click();
    await expect(friend.getByText('2 articles ajoutés à votre panier.')).toBeVisible(ARRIVAL);
    await expect(cartLine(friend, 'Primus 72 cl')).toBeVisible();
    expect((await storedCart(friend)).map((l) => [l.id, l.quantite, l.avec_consigne])).toEqual([
      [afia.id, 1, false],
      [primus.id, 1, true],
    ]);
    // The address no longer carries the lines: a reload adds nothing twice.
    await expect(friend).toHaveURL(/\/Mon-panier\.html$/);
  } finally {
    await other.close();
  }
});

test.describe('a tampered link gives a clear French message and adds nothing wrong', () => {
  for (const [name, query, message] of [
    [
      '10 000 units',
      'lignes=1x10000',
      "Ce lien de panier demande une quantité impossible (de 1 à 999 par produit) : rien n'a été ajouté à votre panier.",
    ],
    [
      'a quantity of 0',
      'lignes=1x0',
      "Ce lien de panier demande une quantité impossible (de 1 à 999 par produit) : rien n'a été ajouté à votre panier.",
    ],
    [
      'garbage',
      'lignes=%3Cscript%3Ealert(1)%3C/script%3E',
      "Ce lien de panier est incomplet ou abîmé : rien n'a été ajouté à votre panier.",
    ],
    ['too long', `lignes=${'1x1.'.repeat(300)}1x1`, "Ce lien de panier est trop long : rien n'a été ajouté à votre panier."],
  ] as const) {
    test(name, async ({ page }) => {
      await page.goto(`/Mon-panier.html?${query}`);
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible(ARRIVAL);
      expect(await storedCart(page)).toEqual([]);
    });
  }

  test('an unknown product: the others only, after confirmation', async ({ page, request }) => {
    const primus = await productNamed(request, 'Primus 72 cl');
    await page.goto(`/Mon-panier.html?lignes=999999x2.${primus.id}x2`);
    const shared = page.getByRole('region', { name: 'Un panier partagé avec vous' });
    await expect(shared).toContainText("Le produit n° 999999 n'est plus disponible. Il n'est pas ajouté à votre panier.", ARRIVAL);
    await shared.getByRole('button', { name: 'Ajouter à mon panier' }).click();
    await expect(cartLine(page, 'Primus 72 cl')).toBeVisible();
    expect((await storedCart(page)).map((l) => [l.id, l.quantite])).toEqual([[primus.id, 2]]);
  });
});

test('without JavaScript on the product page, « Ajouter au panier » still puts the product in the cart', async ({ browser, request }) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  const noScript = await browser.newContext({ baseURL, locale: 'fr-FR', javaScriptEnabled: false });
  let arrival: string;
  try {
    const page = await noScript.newPage();
    await page.goto(`/produit/${primus.id}`);
    const form = page.locator('#add-to-cart');
    // « − / + » could do nothing without a script: hidden, the number field alone (cart.css, `scripting: none`).
    await expect(form.getByRole('button', { name: 'Augmenter la quantité de Primus 72 cl' })).toBeHidden();
    await expect(form.getByRole('button', { name: 'Diminuer la quantité de Primus 72 cl' })).toBeHidden();
    await form.getByRole('spinbutton', { name: 'Quantité' }).fill('3');
    await form.getByRole('radio', { name: "Non, je n'ai pas de bouteilles" }).check();
    await form.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(page).toHaveURL(/\/Mon-panier\.html\?/);
    arrival = page.url();
  } finally {
    await noScript.close();
  }
  // The cart lives in the browser's storage: the cart page the form led to, opened with JavaScript, adds it.
  const withScript = await browser.newContext({ baseURL, locale: 'fr-FR' });
  try {
    const page = await withScript.newPage();
    await page.goto(arrival);
    await expect(page.getByText('3 articles ajoutés à votre panier.')).toBeVisible(ARRIVAL);
    await expect(cartLine(page, 'Primus 72 cl').getByRole('spinbutton', { name: 'Quantité de Primus 72 cl' })).toHaveValue('3');
    expect((await storedCart(page)).map((l) => [l.id, l.quantite, l.avec_consigne])).toEqual([[primus.id, 3, true]]);
  } finally {
    await withScript.close();
  }
});

/** Holds back the product page's scripts (its island cannot hydrate) until `release` is called. */
const holdProductScripts = (page: Page) => holdScripts(page, { heldOn: (url) => url.includes('/produit/') });

const island = (page: Page) => page.locator('astro-island[component-url*="/AddToCart."]');
const more = (page: Page) => page.getByRole('button', { name: 'Augmenter la quantité de Primus 72 cl' });
const less = (page: Page) => page.getByRole('button', { name: 'Diminuer la quantité de Primus 72 cl' });

test('a tap on « Ajouter au panier » before the island hydrates is not lost, nor the « + » before it', async ({ page, request }) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  const release = await holdProductScripts(page);
  await page.goto(`/produit/${primus.id}`);
  await expect(island(page).and(page.locator('[ssr]'))).toHaveCount(1);
  const form = page.locator('#add-to-cart');
  const quantity = form.getByRole('spinbutton', { name: 'Quantité' });
  // « − / + » work through the page's small script (src/stores/cart/early-add.ts): − stops at 1.
  await expect(less(page)).toBeDisabled();
  await more(page).click();
  await more(page).click();
  await expect(quantity).toHaveValue('3');
  await less(page).click();
  await more(page).click();
  await expect(quantity).toHaveValue('3');
  await form.getByRole('radio', { name: "Oui, j'ai des bouteilles à échanger" }).check();
  await form.getByRole('button', { name: 'Ajouter au panier' }).click();
  // The page's own small script keeps the tap at once: the line is stored and confirmed on the product page,
  // before any of its scripts arrived, then the cart page opens as after an add.
  await expect(page.getByRole('status').filter({ hasText: 'Primus 72 cl a été ajouté à votre panier.' })).toBeVisible();
  expect((await storedCart(page)).map((l) => [l.id, l.quantite, l.avec_consigne])).toEqual([[primus.id, 3, false]]);
  // The header's badge counts the three bottles at once, its island not hydrated either.
  await expect(page.locator('[data-cart-badge]')).toHaveText('3');
  // A second tap while it waits adds nothing more.
  await form.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page).toHaveURL(/\/Mon-panier\.html$/);
  release();
  await expect(cartLine(page, 'Primus 72 cl').getByRole('spinbutton', { name: 'Quantité de Primus 72 cl' })).toHaveValue('3');
  expect((await storedCart(page)).map((l) => [l.id, l.quantite, l.avec_consigne])).toEqual([[primus.id, 3, false]]);
  // Back on the product page, hydrated: the island takes the press over (no navigation, the dialog asks).
  await openProduct(page, primus.id);
  await addOpenProduct(page, 'Primus 72 cl', true);
  await openCart(page);
  await expect(cartLine(page, 'Primus 72 cl').getByRole('spinbutton', { name: 'Quantité de Primus 72 cl' })).toHaveValue('4');
});

test('« + » pressed before the island hydrates: the hydrated island starts from that quantity and adds it by its own rules', async ({
  page,
  request,
}) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  const release = await holdProductScripts(page);
  await page.goto(`/produit/${primus.id}`);
  await expect(island(page).and(page.locator('[ssr]'))).toHaveCount(1);
  await more(page).click();
  await more(page).click();
  release();
  await island(page).and(page.locator(':not([ssr])')).waitFor({ state: 'attached' });
  const quantity = page.locator('#add-to-cart').getByRole('spinbutton', { name: 'Quantité' });
  await expect(quantity).toHaveValue('3');
  // The island's own total follows: three units at its unit price (the consigne checkbox still off).
  const francs = async (text: Promise<string | null>) => Number((await text)?.replace(/\D/g, ''));
  const unit = await francs(page.locator('#add-to-cart .add-to-cart .price').first().textContent());
  const total = () => francs(page.getByTestId('product-total').textContent());
  await expect.poll(total).toBe(3 * unit);
  await less(page).click();
  await expect(quantity).toHaveValue('2');
  await expect.poll(total).toBe(2 * unit);
  await more(page).click();
  await expect(quantity).toHaveValue('3');
  await expect.poll(total).toBe(3 * unit);
  // « Ajouter » is the island's now: the dialog asks, the cart page opens after the add.
  await addOpenProduct(page, 'Primus 72 cl', false);
  expect((await storedCart(page)).map((l) => [l.id, l.quantite, l.avec_consigne])).toEqual([[primus.id, 3, true]]);
  await expect(page).toHaveURL(/\/Mon-panier\.html$/);
  await expect(cartLine(page, 'Primus 72 cl').getByRole('spinbutton', { name: 'Quantité de Primus 72 cl' })).toHaveValue('3');
});

test('an add kept before hydration is not added again by the island hydrating before the cart page opens', async ({ page, request }) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  const release = await holdProductScripts(page);
  // The cart page the script opens 1.5 s after the add is held too: the product page stays while its island hydrates.
  const openCartPage = await holdRequests(page, '**/Mon-panier.html');
  await page.goto(`/produit/${primus.id}`);
  await more(page).click();
  await more(page).click();
  await page.getByRole('radio', { name: "Oui, j'ai des bouteilles à échanger" }).check();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Primus 72 cl a été ajouté à votre panier.' })).toBeVisible();
  release();
  await island(page).and(page.locator(':not([ssr])')).waitFor({ state: 'attached' });
  await expect(page.locator('#add-to-cart').getByRole('spinbutton', { name: 'Quantité' })).toHaveValue('3');
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await storedCart(page)).map((l) => [l.id, l.quantite, l.avec_consigne])).toEqual([[primus.id, 3, false]]);
  openCartPage();
  await expect(cartLine(page, 'Primus 72 cl').getByRole('spinbutton', { name: 'Quantité de Primus 72 cl' })).toHaveValue('3');
});

test.describe('at 360 px, before the island hydrates', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('« − / + » are shown, labelled, reached by the keyboard with a visible focus, and the page does not scroll sideways', async ({
    page,
    request,
  }) => {
    const primus = await productNamed(request, 'Primus 72 cl');
    await holdProductScripts(page);
    await page.goto(`/produit/${primus.id}`);
    await expect(island(page).and(page.locator('[ssr]'))).toHaveCount(1);
    const quantity = page.locator('#add-to-cart').getByRole('spinbutton', { name: 'Quantité' });
    await expect(less(page)).toBeVisible();
    await expect(more(page)).toBeVisible();
    await quantity.focus();
    await page.keyboard.press('Tab');
    await expect(more(page)).toBeFocused();
    expect(await more(page).evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue('3');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(less(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveValue('2');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('at 360 px with a full cart', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('« Partager mon panier » and a shared cart to confirm: axe clean, French labels, reached by the keyboard', async ({
    page,
    request,
  }) => {
    const primus = await productNamed(request, 'Primus 72 cl');
    const afia = await productNamed(request, 'Afia Cocktail 50 cl');
    await openProduct(page, afia.id);
    await addOpenProduct(page, 'Afia Cocktail 50 cl');
    await openCart(page);
    const share = page.getByRole('button', { name: 'Partager mon panier' });
    await share.focus();
    await page.keyboard.press('Enter');
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Lien de votre panier' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Copier le lien' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Envoyer par WhatsApp' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.goto(`/Mon-panier.html?lignes=${primus.id}x2c.999999x1`);
    const confirm = page.getByRole('button', { name: 'Ajouter à mon panier' });
    await expect(confirm).toBeVisible(ARRIVAL);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('2 articles ajoutés à votre panier.')).toBeVisible(ARRIVAL);
    await expect(cartLine(page, 'Primus 72 cl')).toBeVisible();
  });

  test('« Commander à nouveau » on the account page: axe clean, reached by the keyboard, what changed said', async ({ page, request }) => {
    const primus = await productNamed(request, 'Primus 72 cl');
    const { token } = await customer(request);
    const order = await placeOrder(request, token, [{ produit: primus.id, quantite: 2, avec_consigne: true }]);
    await signIn(page, token);
    await page.goto('/mon-compte.html');
    const again = page.getByRole('button', { name: `Commander à nouveau la commande ${order.numero_commande}` });
    await again.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('2 articles ajoutés à votre panier.')).toBeVisible(ARRIVAL);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Voir mon panier' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
