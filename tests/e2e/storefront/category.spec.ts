import { expect, test } from '@playwright/test';
import { readCatalogue, slug } from './catalogue-data.ts';

test.describe('category page', () => {
  test('search by product or brand name, brand filter, and the no-match message', async ({ page, request }) => {
    const { products } = await readCatalogue(request);
    const beers = products.filter((p) => p.categorie?.nom === 'Bières');
    test.skip(beers.length < 2, 'needs a category with products');
    await page.goto('/categorie/bieres');
    const cards = page.locator('[data-grid] > li:visible');
    await expect(cards).toHaveCount(Math.min(48, beers.length));

    const brand = beers[0]!.marque!.nom;
    await page.getByLabel('Rechercher').fill(brand.toUpperCase());
    const byBrand = beers.filter((p) => p.nom.toLowerCase().includes(brand.toLowerCase()) || p.marque?.nom === brand);
    await expect(cards).toHaveCount(byBrand.length);

    await page.getByLabel('Rechercher').fill('zzz introuvable');
    await expect(cards).toHaveCount(0);
    await expect(page.getByText('Aucun produit ne correspond à vos critères de recherche.')).toBeVisible();

    await page.getByLabel('Rechercher').fill('');
    const select = page.getByLabel('Marque', { exact: true });
    await expect(select.locator('option').first()).toHaveText('Filtrer par Marque');
    const options = (await select.locator('option').allTextContents()).slice(1);
    expect(options).toEqual([...options].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
    expect(new Set(options)).toEqual(new Set(beers.map((p) => p.marque!.nom)));
    await select.selectOption(brand);
    await expect(cards).toHaveCount(beers.filter((p) => p.marque?.nom === brand).length);
    await expect(page.getByText('Aucun produit ne correspond à vos critères de recherche.')).toBeHidden();
  });

  test("the counter follows the search and the brand filter: 'n produits sur N', back to 'N produits'", async ({ page, request }) => {
    const { products } = await readCatalogue(request);
    const beers = products.filter((p) => p.categorie?.nom === 'Bières');
    test.skip(beers.length < 2 || beers.length > 48, 'needs a category of one page with products');
    await page.goto('/categorie/bieres');
    const counter = page.getByText(/^\d+ produits?( sur \d+)?$/);
    await expect(counter).toHaveText(`${beers.length} produits`);

    const brand = beers[0]!.marque!.nom;
    const ofBrand = beers.filter((p) => p.marque?.nom === brand).length;
    await page.getByLabel('Marque', { exact: true }).selectOption(brand);
    await expect(counter).toHaveText(`${ofBrand} produit${ofBrand > 1 ? 's' : ''} sur ${beers.length}`);

    await page.getByLabel('Rechercher').fill('zzz introuvable');
    await expect(counter).toHaveText(`0 produit sur ${beers.length}`);

    await page.getByLabel('Rechercher').fill('');
    await page.getByLabel('Marque', { exact: true }).selectOption('');
    await expect(counter).toHaveText(`${beers.length} produits`);
  });

  for (const spelling of ['BIERES', 'bières', 'Bi%C3%A8res', 'BIÈRES', 'biere']) {
    test(`/categorie/${spelling} reaches the Bières page`, async ({ page }) => {
      await page.goto(`/categorie/${spelling}`);
      await expect(page).toHaveURL(/\/categorie\/bieres$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bières');
    });
  }

  test('an unknown category lists the available ones', async ({ page, request }) => {
    const { categories } = await readCatalogue(request);
    const response = await page.goto('/categorie/whisky');
    expect(response?.status()).toBe(404);
    const names = categories.map((c) => c.nom);
    await expect(page.getByText(/^Catégorie "whisky" non trouvée\. Catégories disponibles: /)).toBeVisible();
    for (const name of names) await expect(page.getByText(/Catégories disponibles/)).toContainText(name);
  });

  test('every category page links to its products', async ({ page, request }) => {
    const { categories, products } = await readCatalogue(request);
    for (const category of categories) {
      await page.goto(`/categorie/${slug(category.nom)}`);
      const count = products.filter((p) => p.categorie?.nom === category.nom).length;
      if (count === 0) await expect(page.getByText('Aucun produit disponible dans cette catégorie pour le moment.')).toBeVisible();
      else await expect(page.locator('[data-grid] .card')).toHaveCount(Math.min(48, count));
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('catalogue pages are complete and readable', async ({ page, request }) => {
    const { products } = await readCatalogue(request);
    const product = products[0]!;
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Nos Catégories de Produits' })).toBeVisible();
    await page.goto('/categorie/bieres');
    await expect(page.locator('[data-grid] .card').first()).toBeVisible();
    await expect(page.locator('.price').first()).toHaveText(/^\d{1,3}(\u00a0\d{3})*\u00a0FC$/);
    await page.goto(`/produit/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.nom);
    await page.goto('/boutique');
    await expect(page.locator('.tile')).not.toHaveCount(0);
  });
});
