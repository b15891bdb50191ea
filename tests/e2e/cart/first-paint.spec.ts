/**
 * The cart's lines in the first paint: with every script held back, /Mon-panier.html shows the stored lines, their
 * quantities and the totals, drawn by the page's inline script (a name from storage shows as text); once the island
 * hydrates, its own lines take their place without moving anything, and its controls work.
 */
import { expect, type Page, test } from '@playwright/test';
import { holdScripts } from '../hold-scripts.ts';
import { layoutShiftSum, recordLayoutShifts } from '../layout-shifts.ts';
import { measureFit } from '../phones/fit.ts';
import { type ApiProduct, cartLine, cartTotal, productNamed, watchErrors } from './cart-helpers.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

type Stored = {
  product: ApiProduct & { prix_consigne?: string | null; prix_promo?: string | null };
  name: string;
  quantity: number;
  withConsigne: boolean;
};

/** The price the cart store keeps on a line: the promotion when one applies (another test may have set one). */
const paidPrice = ({ prix, prix_promo }: Stored['product']) =>
  prix_promo && Number(prix_promo) > 0 && Number(prix_promo) < Number(prix) ? prix_promo : prix;

/** The cart as the shop stores it, written from a page of the shop that has no cart. */
async function storeCart(page: Page, lines: Stored[]) {
  await page.goto('/support.html', { waitUntil: 'networkidle' });
  const panier = lines.map(({ product, name, quantity, withConsigne }) => ({
    id: product.id,
    produit: product.id,
    titre: name,
    nom: name,
    marque: null,
    prix: paidPrice(product),
    prix_consigne: product.prix_consigne ?? null,
    quantite: quantity,
    image: null,
    avec_consigne: withConsigne,
  }));
  await page.evaluate((value) => localStorage.setItem('panier', value), JSON.stringify(panier));
}

const island = (page: Page) => page.locator('astro-island[component-url*="/CartPage."]');
const HOSTILE = '<img src=x onerror="window.owned=1">Fanta';

test('the stored lines and totals paint before the scripts, names as text; the island takes over without a shift', async ({
  page,
  request,
}, testInfo) => {
  const errors = watchErrors(page);
  const primus = await productNamed(request, 'Primus 72 cl');
  const sprite = await productNamed(request, 'Sprite 33 cl');
  const fanta = await productNamed(request, 'Fanta Orange 33 cl');
  await storeCart(page, [
    { product: primus, name: primus.nom, quantity: 2, withConsigne: primus.vendu_avec_consigne },
    { product: sprite, name: sprite.nom, quantity: 3, withConsigne: false },
    { product: fanta, name: HOSTILE, quantity: 1, withConsigne: false },
  ]);
  await recordLayoutShifts(page);
  const release = await holdScripts(page);
  await page.goto('/Mon-panier.html');
  await expect(island(page)).toHaveAttribute('ssr', '');

  await expect(cartLine(page, primus.nom)).toBeVisible();
  await expect(cartLine(page, sprite.nom)).toBeVisible();
  await expect(cartLine(page, HOSTILE)).toContainText(HOSTILE);
  await expect(page.getByLabel(`Quantité de ${sprite.nom}`, { exact: true })).toHaveValue('3');
  await expect(page.getByLabel(`Quantité de ${sprite.nom}`, { exact: true })).toBeDisabled();
  await expect(page.getByText('Chargement...')).toBeHidden();
  const drawnTotal = await page.locator('.cart-summary .price.total').textContent();
  const drawnLines = await page.locator('.cart-lines > li').allTextContents();
  expect(await page.evaluate(() => (window as unknown as { owned?: number }).owned)).toBeUndefined();
  expect(await page.locator('.cart-lines img').count()).toBe(0);
  expect(await measureFit(page, 360)).toMatchObject({ scrollWidth: 360, outside: [] });
  await testInfo.attach('cart-360-before-scripts.png', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

  release();
  await expect(island(page)).not.toHaveAttribute('ssr');
  await expect(page.getByRole('button', { name: `Augmenter la quantité de ${sprite.nom}` })).toBeEnabled();
  await expect(page.locator('[data-cart-first-paint]')).toHaveCount(0);
  await expect(page.locator('.cart-lines > li')).toHaveCount(3);
  expect(await page.locator('.cart-lines > li').allTextContents()).toEqual(drawnLines);
  await expect(cartTotal(page)).toHaveText(drawnTotal ?? '');
  await testInfo.attach('cart-360-hydrated.png', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  const shift = await layoutShiftSum(page);
  expect(shift).toBeLessThanOrEqual(0.02);

  // The controls are the island's: + adds one, and the total follows.
  await page.getByRole('button', { name: `Augmenter la quantité de ${sprite.nom}` }).click();
  await expect(page.getByLabel(`Quantité de ${sprite.nom}`, { exact: true })).toHaveValue('4');
  await expect(cartTotal(page)).not.toHaveText(drawnTotal ?? '');
  expect(await page.evaluate(() => (window as unknown as { owned?: number }).owned)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('a cart the shop did not write paints nothing before the scripts; the island shows it', async ({ page }) => {
  await page.goto('/support.html', { waitUntil: 'networkidle' });
  await page.evaluate(() =>
    localStorage.setItem('panier', JSON.stringify([{ id: 1, produit: 1, titre: 'Sans prix', prix: 'abc', quantite: 1 }])),
  );
  const release = await holdScripts(page);
  await page.goto('/Mon-panier.html');
  await expect(island(page)).toHaveAttribute('ssr', '');
  await expect(page.getByText('Chargement...')).toBeVisible();
  await expect(page.locator('.cart-lines')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Problèmes détectés dans votre panier' })).toBeVisible();
});
