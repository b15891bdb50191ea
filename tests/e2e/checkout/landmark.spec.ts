/**
 * « Point de repère »: typed at checkout or kept with an address of the book, it travels with the order (the
 * first line of its notes) and is shown wherever the order is: the confirmation, « Mes commandes », the
 * invoice, the staff's order screen and the delivery slip.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signedIn } from '../accounts/account-helpers.ts';
import { createStaff, signIn as staffSignIn, tokenOf } from '../gestion/gestion-helpers.ts';
import { fillGuestForm, openCheckoutWith, orderAsStaff, orderIdsOf, productNamed, uniqueName } from './checkout-helpers.ts';

const CHURCH = "en face de l'église Saint-Joseph";

test('a landmark typed at checkout reaches the order, the staff’s order screen and the delivery slip', async ({
  page,
  request,
  baseURL,
}) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  await openCheckoutWith(page, [{ product: primus, quantite: 1 }]);
  const name = uniqueName('Repère Invité');
  await fillGuestForm(page, name, { street: 'Avenue Kabambare', number: '7', quartier: 'Matonge', commune: 'Kalamu' });
  // The commune is offered from Kinshasa's 24 communes; the field still takes what is typed.
  const communes = page.locator('#checkout-communes option');
  await expect(communes).toHaveCount(24);
  await expect(communes.first()).toHaveAttribute('value', 'Bandalungwa');
  await page.getByLabel('Point de repère (facultatif)').fill(CHURCH);
  await page.getByLabel('Note pour le livreur (facultatif)').fill('Sonner deux fois');
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page).toHaveURL(/\/confirmation-commande$/);
  await expect(page.getByText(`Point de repère : ${CHURCH}`)).toBeVisible();

  const [id] = orderIdsOf(name);
  const order = await orderAsStaff(request, baseURL!, id!);
  expect(order.notes).toBe(`Point de repère : ${CHURCH}\nSonner deux fois`);
  expect(order.adresse_livraison).toBe('Avenue Kabambare, N°7, Matonge, Kalamu, Kinshasa');

  const manager = await createStaff();
  await staffSignIn(page, await tokenOf(request, manager.email, manager.password));
  await page.goto(`/gestion/#commande-${id}`);
  const facts = page.locator('.g-facts');
  await expect(facts.getByText('Point de repère', { exact: true })).toBeVisible();
  await expect(facts.getByText(CHURCH, { exact: true })).toBeVisible();
  await expect(facts.getByText('Sonner deux fois', { exact: true })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const slip = page.locator('.g-slip');
  await expect(slip).toContainText(`Point de repère : ${CHURCH}`);
  await expect(slip).toContainText('Sonner deux fois');
  await expect(slip).not.toContainText(`Sonner deux fois${CHURCH}`);
});

test('an address of the book with its landmark is used at checkout, and the landmark is on « Mes commandes » and the invoice', async ({
  page,
  request,
}) => {
  await signedIn(page, request, 'Repere');
  await page.goto('/adresses.html');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Ajouter une adresse' }).click();
  const form = page.getByRole('form');
  await form.getByLabel('Rue/Avenue', { exact: true }).fill('Avenue de la Justice');
  await form.getByLabel('Numéro', { exact: true }).fill('12');
  await form.getByLabel('Quartier', { exact: true }).fill('Socimat');
  await expect(page.locator('#communes option')).toHaveCount(24);
  await form.getByLabel('Commune', { exact: true }).fill('Ngiri-Ngiri');
  await form.getByLabel('Téléphone', { exact: true }).fill('0812345678');
  await form.getByLabel('Point de repère (facultatif)').fill('derrière la station Total');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(main.getByRole('status')).toHaveText('Adresse enregistrée.');
  await expect(main.getByText('Point de repère : derrière la station Total')).toBeVisible();

  const primus = await productNamed(request, 'Primus 72 cl');
  await openCheckoutWith(page, [{ product: primus, quantite: 1 }]);
  await expect(page.getByRole('radio', { name: /Point de repère : derrière la station Total/ })).toBeChecked();
  await page.getByLabel('Nom complet').fill('Repere Lukusa');
  await page.getByLabel(/^Téléphone/).fill('812345678');
  await page.getByLabel('Paiement à la livraison').check();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page).toHaveURL(/\/confirmation-commande$/);
  const numero = ((await page.getByText(/^Commande n° KB-\d{8}-\d{4}$/).textContent()) ?? '').replace('Commande n° ', '');

  await page.goto('/mes-commandes.html');
  const card = page.getByRole('article', { name: `Commande ${numero}` });
  await card.getByText('Détails de la commande').click();
  await expect(card.getByText('Point de repère', { exact: true })).toBeVisible();
  await expect(card.getByText('derrière la station Total', { exact: true })).toBeVisible();
  await expect(card).toContainText('Avenue de la Justice, N°12, Socimat, Ngiri-Ngiri, Kinshasa');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'Télécharger la facture' }).click(),
  ]);
  const html = await readFile((await download.path())!, 'utf8');
  expect(html).toContain('<p>Point de repère : derrière la station Total</p>');
});
