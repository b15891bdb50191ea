/**
 * « Journal » as the owner reads it on a 375 px phone: who changed a price, when, from what to what — found by
 * filtering on the person and on products — and nothing of it for a customer. Axe clean.
 */
import { expect, test } from '@playwright/test';
import { productsInStock } from '../history/history-helpers.ts';
import { auth, blockingViolations, createStaff, signIn, tokenOf } from './gestion-helpers.ts';

test.use({ isMobile: true, hasTouch: true, viewport: { width: 375, height: 812 } });

test('answers who changed a price, when, from what to what', async ({ page, request }) => {
  const admin = await createStaff('admin');
  const adminToken = await tokenOf(request, admin.email, admin.password);
  const manager = await createStaff('manager', { first: 'Jean', last: 'Kasongo' });
  const managerToken = await tokenOf(request, manager.email, manager.password);
  const [{ id } = { id: 0 }] = await productsInStock(request);
  const product = (await (await request.get(`/api/v1/products/produits/${id}/`)).json()) as { id: number; nom: string; prix: string };
  const before = Math.round(Number(product.prix));
  const after = before + 100;
  const francs = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const changed = await request.patch(`/api/v1/products/produits/${product.id}/`, {
    headers: auth(managerToken),
    data: { prix: `${after}.00` },
  });
  expect(changed.status()).toBe(200);
  try {
    await signIn(page, adminToken);
    await page.goto('/gestion/journal');
    await expect(page.getByRole('heading', { name: 'Journal', level: 1 })).toBeVisible();
    await expect(page.getByText('Chargement…')).toHaveCount(0);
    await page.getByLabel('Qui').selectOption({ label: 'Jean Kasongo' });
    await page.getByLabel('Quoi').selectOption({ label: 'Produits, catégories, marques' });
    const entry = page
      .getByRole('listitem')
      .filter({ hasText: `Jean Kasongo a changé le prix de ${product.nom} : ${francs(before)} → ${francs(after)}\u00a0FC` });
    await expect(entry).toHaveCount(1);
    await expect(entry.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(page.getByRole('status').filter({ hasText: '1 action' })).toBeVisible();
    // Another person changed nothing: the same filters on them find none.
    await page.getByLabel('Qui').selectOption({ label: admin.email });
    await expect(page.getByText('Aucune action pour ces filtres.')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  } finally {
    await request.patch(`/api/v1/products/produits/${product.id}/`, { headers: auth(adminToken), data: { prix: product.prix } });
  }
});
