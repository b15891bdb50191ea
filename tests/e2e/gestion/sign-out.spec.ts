import { expect, test } from '@playwright/test';
import { customer, placeOrder, productsInStock } from '../history/history-helpers.ts';
import { createStaff, signIn, tokenOf } from './gestion-helpers.ts';

test.use({ viewport: { width: 360, height: 780 } });

test('after a staff sign-out the order list is gone from the browser: not in its cache, not on going back', async ({ page, request }) => {
  const manager = await createStaff('manager');
  const client = await customer(request);
  const [product] = await productsInStock(request);
  const order = await placeOrder(request, client.token, [{ produit: product!.id, quantite: 1, avec_consigne: false }]);
  const token = await tokenOf(request, manager.email, manager.password);
  await signIn(page, token);
  const listed = page.waitForResponse((res) => res.url().includes('/api/v1/staff/commandes/?') && res.status() === 200);
  await page.goto('/gestion/');
  const listUrl = (await listed).url();
  await expect(page.getByRole('link', { name: new RegExp(order.numero_commande) })).toBeVisible();
  /** The list as the browser's HTTP cache holds it (no request leaves): its text, or '' when nothing is cached. */
  const cachedList = () =>
    page.evaluate(
      async ({ url, key }) => {
        try {
          const res = await fetch(url, { cache: 'only-if-cached', mode: 'same-origin', headers: { Authorization: `Token ${key}` } });
          return res.ok ? await res.text() : '';
        } catch {
          return '';
        }
      },
      { url: listUrl, key: token },
    );
  // The list is kept for its revalidation (ETag) while signed in: the check below can see it.
  expect(await cachedList()).toContain(order.numero_commande);

  // On a phone, « Se déconnecter » is in the menu.
  await page.getByText('Menu', { exact: true }).click();
  await page.getByRole('link', { name: 'Se déconnecter' }).click();
  await expect(page.getByText("Vous avez été déconnecté. Redirection vers l'accueil...")).toBeVisible();
  await page.waitForURL('/');
  expect(await cachedList()).toBe('');
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/connexion\.html\?next=%2Fgestion%2F$/);
  await expect(page.getByText(order.numero_commande)).toHaveCount(0);
});
