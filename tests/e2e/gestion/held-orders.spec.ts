import { expect, test } from '@playwright/test';
import { fillGuestForm, openCheckoutWith, productNamed, uniqueName } from '../checkout/checkout-helpers.ts';
import { customer, placeOrder, signIn as signInCustomer } from '../history/history-helpers.ts';
import { auth, createStaff, signIn, staffStock, tokenOf } from './gestion-helpers.ts';

test.use({ viewport: { width: 360, height: 780 } });

const TO_CONFIRM = 'À confirmer : nous vous appelons pour confirmer cette commande avant de la préparer.';

test('an order larger than a customer takes without a call is shown « à confirmer » to the customer and the staff; confirming takes its stock', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const manager = await createStaff();
  const token = await tokenOf(request, manager.email, manager.password);
  const primus = await productNamed(request, 'Primus 72 cl');
  const before = await staffStock(request, token, primus.id);

  // A guest orders 49 bottles (a line takes at most 48 without a call): accepted, held, no stock taken.
  const guest = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const guestPage = await guest.newPage();
  await openCheckoutWith(guestPage, [{ product: primus, quantite: 49 }]);
  await fillGuestForm(guestPage, uniqueName('Fête'));
  await guestPage.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(guestPage).toHaveURL(/\/confirmation-commande$/);
  await expect(guestPage.getByText(TO_CONFIRM)).toBeVisible();
  const number = ((await guestPage.getByText(/^Commande n° KB-\d{8}-\d{4}$/).textContent()) ?? '').replace('Commande n° ', '');
  expect(await staffStock(request, token, primus.id)).toBe(before);
  await guestPage.getByRole('link', { name: 'Suivre ma commande' }).click();
  await expect(guestPage.getByRole('heading', { name: `Commande ${number}` })).toBeVisible();
  await expect(guestPage.getByText(TO_CONFIRM)).toBeVisible();
  await guest.close();

  // The staff see it on the list and on its screen; confirming takes the 49 bottles.
  await signIn(page, token);
  await page.goto('/gestion/');
  const card = page.getByRole('link', { name: new RegExp(number) });
  await expect(card).toContainText('À confirmer');
  await card.click();
  await expect(page.getByRole('heading', { name: `Commande ${number}` })).toBeFocused();
  await expect(
    page.getByText(
      "Commande à confirmer par téléphone (grande quantité, ou plusieurs commandes sans compte en quelques minutes) : elle n'a pris aucun stock.",
      { exact: false },
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Passer à « Confirmée »' }).click();
  await expect(page.getByRole('button', { name: 'Passer à « En préparation »' })).toBeVisible();
  await expect(page.getByText(/^Commande à confirmer par téléphone/)).toHaveCount(0);
  expect(await staffStock(request, token, primus.id)).toBe(before - 49);
  // Cancelled, it gives back what it took (the shared catalogue of the other specs stays as it was).
  await page.getByRole('button', { name: 'Annuler la commande' }).click();
  await page.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(page.getByText('Cette commande est terminée : son statut ne change plus.')).toBeVisible();
  expect(await staffStock(request, token, primus.id)).toBe(before);
});

test('a held order whose stock went meanwhile: confirming answers the shortage and it stays waiting; the customer reads « à confirmer »', async ({
  page,
  browser,
  request,
}) => {
  const manager = await createStaff();
  const token = await tokenOf(request, manager.email, manager.password);
  const crate = await productNamed(request, 'Turbo King casier 20 × 65 cl');
  const stock = await staffStock(request, token, crate.id);
  expect(stock, 'casiers en stock').toBeGreaterThanOrEqual(11);
  const client = await customer(request);
  const held = await placeOrder(request, client.token, [{ produit: crate.id, quantite: 11, avec_consigne: false }]);

  const phone = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const customerPage = await phone.newPage();
  await signInCustomer(customerPage, client.token);
  await customerPage.goto('/mes-commandes.html');
  await expect(customerPage.getByRole('article', { name: `Commande ${held.numero_commande}` })).toContainText(TO_CONFIRM);
  await phone.close();

  // Meanwhile another customer takes some crates: 11 are no longer there.
  const other = await customer(request);
  const taken = await placeOrder(request, other.token, [{ produit: crate.id, quantite: stock - 10, avec_consigne: false }]);
  await signIn(page, token);
  await page.goto(`/gestion/#commande-${held.id}`);
  await page.getByRole('button', { name: 'Passer à « Confirmée »' }).click();
  await expect(page.getByRole('alert')).toHaveText('Turbo King casier 20 × 65 cl : Désolé, il ne reste que 10 unités en stock.');
  await expect(page.getByRole('button', { name: 'Passer à « Confirmée »' })).toBeVisible();
  expect(await staffStock(request, token, crate.id)).toBe(10);

  // Both cancelled: the catalogue of the other specs is as it was.
  for (const id of [held.id, taken.id]) {
    const res = await request.post(`/api/v1/orders/commandes/${id}/statut/`, { headers: auth(token), data: { statut: 'annulee' } });
    expect(res.status()).toBe(200);
  }
  expect(await staffStock(request, token, crate.id)).toBe(stock);
});
