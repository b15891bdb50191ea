import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { customer, moveOrder, placeOrder, productsInStock, signIn } from './history-helpers.ts';

async function blockingViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Console errors about React hydration (server and browser renders differing). */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|#418|#423|#425/i.test(m.text())) errors.push(m.text());
  });
  return errors;
}

test('orders page, review dialog and notifications page: no serious axe violation, no hydration error', async ({
  page,
  request,
  baseURL,
}) => {
  const [a] = await productsInStock(request);
  const { token } = await customer(request);
  const order = await placeOrder(request, token, [{ produit: a!.id, quantite: 1, avec_consigne: true }]);
  await moveOrder(request, baseURL!, order.id, 'livree');
  const errors = hydrationErrors(page);
  await signIn(page, token);

  await page.goto('/mes-commandes.html');
  await page.getByText('Détails de la commande').click();
  await expect(page.getByRole('button', { name: 'Laisser un avis' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Laisser un avis' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('radio', { name: '1 étoile' })).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto('/notifications.html');
  await expect(page.getByRole('button', { name: 'Tout marquer comme lu' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
