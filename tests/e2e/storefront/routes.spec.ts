import { expect, test } from '@playwright/test';
import { readCatalogue, slug } from './catalogue-data.ts';

test.describe('every public route answers', () => {
  const fixed: [string, RegExp | string][] = [
    ['/', 'Kin Boissons'],
    ['/boutique', 'Nos Catégories de Produits'],
    ['/boutique/', 'Nos Catégories de Produits'],
    ['/achat.html', 'Tous nos produits'],
    ['/shop', 'Tous nos produits'],
    ['/support.html', "Besoin d'aide ?"],
    ['/politique-de-confidentialite.html', 'Politique de confidentialité'],
    ['/termes-cond.html', 'Termes et conditions'],
    ['/Mon-panier.html', 'Mon panier'],
    ['/connexion.html', 'Connexion'],
    ['/connexion', 'Connexion'],
    ['/deconnexion.html', 'Déconnexion'],
    ['/paiement.html', 'Paiement'],
    ['/confirmation-commande', 'Commande reçue'],
    ['/reset-password/MQ/abc-123', 'Réinitialiser le mot de passe'],
  ];
  for (const [path, heading] of fixed) {
    test(`${path} → 200 with its title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test.describe('protected pages: the static shell (the islands then send visitors to the login page)', () => {
    test.use({ javaScriptEnabled: false });
    const shells: [string, string][] = [
      ['/mes-commandes.html', 'Mes commandes'],
      ['/mon-compte.html', 'Mon compte'],
      ['/modifier-profil.html', 'Modifier mon profil'],
      ['/adresses.html', 'Mes adresses'],
      ['/notifications.html', 'Notifications'],
    ];
    for (const [path, heading] of shells) {
      test(`${path} → 200 with its title and header`, async ({ page }) => {
        expect((await page.goto(path))?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByRole('link', { name: 'Panier' })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      });
    }
  });

  test('legacy beer and juice links list their category', async ({ page }) => {
    for (const [path, name] of [
      ['/boutique-biere.html', /Bières/],
      ['/boutique-jus.html', /Jus/],
    ] as const) {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    }
  });

  test('/shop/{category} and /shop/{category}/{brand} list products', async ({ page, request }) => {
    const { products } = await readCatalogue(request);
    const sample = products.find((p) => p.categorie && p.marque)!;
    expect((await page.goto(`/shop/${slug(sample.categorie!.nom)}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(sample.categorie!.nom);
    expect((await page.goto(`/shop/${slug(sample.categorie!.nom)}/${slug(sample.marque!.nom)}`))?.status()).toBe(200);
    await expect(page.getByRole('link', { name: sample.nom, exact: true })).toBeVisible();
  });

  test('reset link without uid or token says it is invalid', async ({ page }) => {
    expect((await page.goto('/reset-password'))?.status()).toBe(200);
    await expect(page.getByText('Lien de réinitialisation invalide ou expiré.')).toBeVisible();
  });

  test('unknown URL → 404 page', async ({ page }) => {
    expect((await page.goto('/cette-page-nexiste-pas'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });

  test('sitemap and robots', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain('/produit/');
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Sitemap:');
  });
});

test.describe('home page', () => {
  test('banner, welcome links, categories, newest products, phone order and about', async ({ page, request }) => {
    const { categories } = await readCatalogue(request);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '#a-propos');
    await expect(page.getByRole('link', { name: 'Commander ici' })).toHaveAttribute('href', '/boutique');
    await expect(page.getByRole('link', { name: 'Voir tous les produits' })).toBeVisible();
    const tiles = page.locator('.tile');
    await expect(tiles).toHaveCount(Math.min(12, categories.length));
    const newest = await page.locator('section:has(#nouveautes) .card').count();
    expect(newest).toBeGreaterThan(0);
    expect(newest).toBeLessThanOrEqual(6);
    await expect(page.getByRole('img', { name: /Livreur à moto/ })).toBeVisible();
    await page.getByRole('link', { name: 'En savoir plus' }).click();
    await expect(page).toHaveURL(/#a-propos$/);
    await expect(page.getByRole('heading', { name: /À propos de Kin Boissons/ })).toBeInViewport();
  });

  test('header: menu entries, cart and login icons, style after 50 px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    for (const label of ['Boutique', 'Notifications', 'À propos', "Besoin d'aide", 'Contact']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Panier' })).toHaveAttribute('href', '/Mon-panier.html');
    await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/connexion.html');
    const header = page.locator('[data-site-header]');
    await expect(header).not.toHaveClass(/scrolled/);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveClass(/scrolled/);
  });

  test('footer: brands, legal links, contact and social links', async ({ page }) => {
    await page.goto('/termes-cond.html');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Nos marques' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Politique de confidentialité' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Termes et conditions' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /^\+243/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Facebook' })).toBeVisible();
  });

  test('footer: every brand of the catalogue, in alphabetical order', async ({ page, request }) => {
    const { brands } = await readCatalogue(request);
    await page.goto('/support.html');
    const listed = await page.getByRole('contentinfo').getByRole('region', { name: 'Nos marques' }).getByRole('listitem').allTextContents();
    expect(listed).toEqual(brands.map((b) => b.nom).sort((a, b) => a.localeCompare(b, 'fr')));
    // The seed catalogue has more brands than the first 20 the footer used to keep.
    expect(brands.length).toBeGreaterThan(20);
  });
});
