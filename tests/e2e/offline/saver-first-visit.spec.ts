/**
 * Data saver on a category page: a first visit loads no React (the header's islands show nothing a signed-out
 * visitor with an empty cart needs), while the switch and the saved kilobytes work; the header comes back as soon
 * as something stored needs it, or when the customer turns the data saver off.
 */
import { expect, type Page, test } from '@playwright/test';
import { productNamed } from '../checkout/checkout-helpers.ts';

const REACT_CHUNK = /\/_astro\/islands\.[\w-]+\.js$/;

/** Turns the browser's Save-Data setting on, and lists every script of React's chunk the page asks for. */
async function saveData(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (REACT_CHUNK.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  return asked;
}

/** Resolves once the page has been idle after everything queued for idle time (the header's islands decide then). */
const idle = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

test.describe('data saver, first visit of a category page', () => {
  test('no React is loaded; the switch works; turning the data saver off brings the header back', async ({ page }) => {
    const react = await saveData(page);
    await page.goto('/categorie/bieres');
    const toggle = page.getByRole('switch', { name: 'Économie de données' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(/^Économie de données : \d+ Ko économisés sur cette page\.$/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await idle(page);
    expect(react).toEqual([]);
    // The search works without it.
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('zzzz-aucun');
    await expect(page.getByText('Aucun produit ne correspond à vos critères de recherche.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('');
    expect(react).toEqual([]);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect.poll(() => react.length).toBeGreaterThan(0);
  });

  test('with a stored cart, the header shows its count at once', async ({ page, request }) => {
    const product = await productNamed(request, 'Sprite 33 cl');
    await saveData(page);
    await page.goto('/support.html');
    const line = { id: product.id, produit: product.id, titre: product.nom, nom: product.nom, marque: null, prix: product.prix };
    const panier = [{ ...line, prix_consigne: product.prix_consigne, quantite: 3, image: null, avec_consigne: false }];
    await page.evaluate((value) => localStorage.setItem('panier', value), JSON.stringify(panier));
    await page.goto('/categorie/bieres');
    await expect(page.getByRole('switch', { name: 'Économie de données' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('link', { name: 'Panier' })).toContainText('3');
  });
});
