/**
 * Finding one's way: staff who sign in land on gestion and are greeted by their name, the shop's account menu leads
 * them back to it, and the order screen shows four orders on a phone's first screen.
 */
import { expect, test } from '@playwright/test';
import { customer, placeOrder, productsInStock } from '../history/history-helpers.ts';
import { createStaff, signIn, tokenOf } from './gestion-helpers.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('a manager signing in at /connexion.html lands on gestion; the shop greets her by name and its menu leads to gestion', async ({
  page,
}) => {
  const manager = await createStaff('manager', { first: 'Jeanne', last: 'Mbala' });
  await page.goto('/connexion.html');
  await page.getByLabel('Email').fill(manager.email);
  await page.getByLabel('Mot de passe').fill(manager.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/gestion\/$/);
  await expect(page.getByRole('heading', { name: 'Commandes', level: 1 })).toBeVisible();

  await page.goto('/boutique');
  const greeting = page.locator('summary').filter({ hasText: 'Bonjour Jeanne' });
  await expect(greeting).toBeVisible();
  await greeting.click();
  await expect(page.getByRole('navigation', { name: 'Mon espace' }).getByRole('link', { name: 'Gestion' })).toHaveAttribute(
    'href',
    '/gestion/',
  );
});

test('a customer signing in goes home, and the account menu has no « Gestion »', async ({ page, request }) => {
  const { email } = await customer(request, 'Patience', 'Mbuyi');
  await page.goto('/connexion.html');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill('motdepasse1');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.locator('summary').filter({ hasText: 'Bonjour Patience' }).click();
  const menu = page.getByRole('navigation', { name: 'Mon espace' });
  await expect(menu.getByRole('link', { name: 'Mon compte' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Gestion' })).toHaveCount(0);
});

test('at 375 × 812 four orders show without scrolling: a compact menu and the filters folded', async ({ page, request }, testInfo) => {
  const manager = await createStaff('manager');
  const token = await tokenOf(request, manager.email, manager.password);
  const client = await customer(request);
  const [product] = await productsInStock(request);
  for (let i = 0; i < 4; i++) await placeOrder(request, client.token, [{ produit: product!.id, quantite: 1, avec_consigne: false }]);
  await signIn(page, token);
  await page.goto('/gestion/');
  const cards = page.locator('.g-cards > li');
  await expect(cards.nth(3)).toBeVisible();
  await expect(page.getByText('Chargement…')).toHaveCount(0);
  const file = testInfo.outputPath('commandes-375x812.png');
  await page.screenshot({ path: file });
  await testInfo.attach('commandes à 375 × 812', { path: file, contentType: 'image/png' });
  const fourth = await cards.nth(3).boundingBox();
  expect(fourth, 'the fourth order has a box').not.toBeNull();
  expect((fourth?.y ?? 0) + (fourth?.height ?? 0), 'the fourth order ends above the bottom of the screen').toBeLessThanOrEqual(812);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The filters are one tap away, and unfold below the search.
  await page.getByRole('button', { name: 'Filtres' }).click();
  await page.getByLabel('Commune').selectOption('Kalamu');
  await expect(page.getByRole('button', { name: 'Filtres (1)' })).toBeVisible();
  await expect(cards.first()).toContainText('Kalamu · Matonge');
  // The menu leads to every screen.
  await page.getByText('Menu', { exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Écrans de gestion' }).getByRole('link', { name: 'Nouvelle commande' })).toBeVisible();
});
