import { expect, test } from '@playwright/test';
import { holdScripts } from '../hold-scripts.ts';
import { readCatalogue } from './catalogue-data.ts';

test.describe('product page', () => {
  test('shows name, category, brand, price, stock, consigne and the add-to-cart slot', async ({ page, request }) => {
    const { products } = await readCatalogue(request);
    const product = products.find((p) => p.stock > 0 && p.marque && p.categorie)!;
    await page.goto(`/produit/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.nom);
    await expect(page.getByRole('img', { name: product.nom })).toBeVisible();
    const details = page.locator('dl');
    await expect(details).toContainText(product.categorie!.nom);
    await expect(details).toContainText(product.marque!.nom);
    await expect(details).toContainText('Consigne');
    await expect(page.getByText('En stock', { exact: true })).toBeVisible();
    await expect(page.locator('#add-to-cart')).toBeAttached();
    await expect(page.getByText(product.description ?? 'Aucune description disponible.')).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld).toMatchObject({ '@type': 'Product', name: product.nom, offers: { priceCurrency: 'CDF' } });
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', new RegExp(`/produit/${product.id}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(product.nom));
  });

  test('an unknown product id says "Produit non trouvé" with a way back to the shop', async ({ page }) => {
    const response = await page.goto('/produit/987654');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produit non trouvé');
    await page.getByRole('link', { name: 'Retour à la boutique' }).click();
    await expect(page).toHaveURL(/\/boutique$/);
  });
});

test.describe('product page before its island hydrates', () => {
  test.use({ javaScriptEnabled: false });

  test('the static page shows price and total, and its plain form takes a press instead of losing it: « Ajouter au panier » enabled, the quantity a number field, no − / + that could not answer', async ({
    page,
    request,
  }) => {
    const { products } = await readCatalogue(request);
    const product = products.find((p) => p.stock > 0)!;
    await page.goto(`/produit/${product.id}`);
    await expect(page.getByTestId('product-total')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
    await expect(page.locator('#add-to-cart').getByRole('spinbutton', { name: 'Quantité' })).toBeEditable();
    await expect(page.getByRole('button', { name: `Augmenter la quantité de ${product.nom}` })).toBeHidden();
  });
});

test.describe("product page's scripts", () => {
  /**
   * Every script is held until the island has asked for all the modules the build listed in it: the test fails (its
   * poll times out) if the island waited for its entry to arrive before asking for the chunks the entry imports, the
   * round trip decision 023 removes. The header's islands ask after it.
   */
  test('the island asks for every module it imports at once when the page is idle, before the header’s islands, then hydrates', async ({
    page,
    request,
  }) => {
    const { products } = await readCatalogue(request);
    const product = products.find((p) => p.stock > 0)!;
    const html = await (await request.get(`/produit/${product.id}`)).text();
    const listed =
      html.match(/<astro-island\b[^>]*component-url="\/_astro\/AddToCart\.[^>]* data-modules="([^"]*)"/)?.[1]?.split(' ') ?? [];
    expect(listed).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/_astro\/AddToCart\./), expect.stringMatching(/^\/_astro\/islands\./)]),
    );
    const asked: string[] = [];
    const release = await holdScripts(page, { asked });
    await page.goto(`/produit/${product.id}`);
    await expect.poll(() => listed.filter((url) => !asked.includes(url))).toEqual([]);
    // The header's islands ask too while everything is held (once the HTML is parsed and the page idle): after.
    const header = page.locator('astro-island[component-url*="/CartBadge."]');
    const headerEntry = (await header.getAttribute('component-url')) ?? '';
    await expect.poll(() => asked.includes(headerEntry)).toBe(true);
    expect(Math.max(...listed.map((url) => asked.indexOf(url)))).toBeLessThan(asked.indexOf(headerEntry));
    release();
    await expect(page.locator('astro-island[component-url*="/AddToCart."]:not([ssr])')).toBeAttached();
    await expect(header.and(page.locator(':not([ssr])'))).toBeAttached();
    expect(asked.filter((url, i) => asked.indexOf(url) !== i)).toEqual([]);
  });
});
