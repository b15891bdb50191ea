/**
 * Phone numbers typed the way people type them: `+243 812 345 678` typed key by key into every phone field of the shop
 * (checkout, sign-up, profile, address book) is stored as the nine digits meant, read back from the server: the order's
 * `2430812345678`, the account's and the address's `+243812345678`. Every phone field, left, shows the number it read
 * as `+243 812 345 678`, and what it cannot read as typed; a field filled in from the profile or a saved address shows
 * it so at once.
 */
import { expect, type Page, test } from '@playwright/test';
import { baseURL } from '../../../playwright.config.ts';
import { greeting, newEmail, PASSWORD, signedIn } from '../accounts/account-helpers.ts';
import { createStaff, signIn, tokenOf } from '../gestion/gestion-helpers.ts';
import { confirmOnDelivery, openCheckoutWith, orderAsStaff, orderIdsOf, productNamed, uniqueName } from './checkout-helpers.ts';

const TYPED = '+243 812 345 678';

/** Empties the field, then types the number one key at a time, as a thumb on a phone does. */
async function typeKeyByKey(page: Page, label: string | RegExp, scope = page.getByRole('main')) {
  const field = scope.getByLabel(label, { exact: typeof label === 'string' });
  await field.fill('');
  await field.pressSequentially(TYPED);
}

async function me(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const res = await page.request.get('/api/v1/accounts/me/', { headers: { Authorization: `Token ${token}` } });
  expect(res.status()).toBe(200);
  return { token, user: (await res.json()) as { phone_number: string } };
}

test('the checkout’s phone typed key by key with +243 and spaces is the order’s phone, all nine digits', async ({ page, request }) => {
  const name = uniqueName('Clavier');
  const primus = await productNamed(request, 'Primus 72 cl');
  await openCheckoutWith(page, [{ product: primus, quantite: 1 }]);
  await page.getByLabel('Nom complet').fill(name);
  await typeKeyByKey(page, /^Téléphone/);
  await page.getByLabel('Avenue / Rue').fill('Avenue du Commerce');
  await page.getByLabel('Numéro', { exact: true }).fill('12');
  await page.getByLabel('Quartier').fill('Golf');
  await page.getByLabel('Commune').fill('Gombe');
  await confirmOnDelivery(page);
  const ids = orderIdsOf(name);
  expect(ids).toHaveLength(1);
  expect((await orderAsStaff(request, baseURL, ids[0]!)).telephone_livraison).toBe('2430812345678');
});

test('a checkout phone with a digit too many is refused with the reason, and no order is placed', async ({ page, request }) => {
  const name = uniqueName('Clavier');
  const primus = await productNamed(request, 'Primus 72 cl');
  await openCheckoutWith(page, [{ product: primus, quantite: 1 }]);
  await page.getByLabel('Nom complet').fill(name);
  const phone = page.getByLabel(/^Téléphone/);
  await phone.pressSequentially(`${TYPED}9`);
  await expect(phone).toHaveValue(`${TYPED}9`);
  await page.getByLabel('Avenue / Rue').fill('Avenue du Commerce');
  await page.getByLabel('Numéro', { exact: true }).fill('12');
  await page.getByLabel('Quartier').fill('Golf');
  await page.getByLabel('Commune').fill('Gombe');
  await page.getByLabel('Paiement à la livraison').check();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByText('Le numéro de téléphone doit contenir exactement 9 chiffres (sans le préfixe 243).')).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  expect(orderIdsOf(name)).toEqual([]);
});

test('the sign-up’s phone typed key by key is the account’s +243 and nine digits', async ({ page }) => {
  await page.goto('/connexion.html#inscription');
  const form = page.getByRole('form', { name: 'Créer un compte' });
  await form.getByLabel('Prénom').fill('Clavier');
  await form.getByLabel('Nom', { exact: true }).fill('Tshala');
  await form.getByLabel('Email').fill(newEmail('clavier'));
  await typeKeyByKey(page, 'Téléphone (facultatif)', form);
  await form.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await form.getByRole('button', { name: "S'inscrire" }).click();
  await page.waitForURL('/');
  await expect(greeting(page, 'Clavier')).toBeVisible();
  expect((await me(page)).user.phone_number).toBe('+243812345678');
});

test('the profile’s phone typed key by key is the account’s +243 and nine digits', async ({ page, request }) => {
  await signedIn(page, request, 'Clavier');
  await page.goto('/modifier-profil.html');
  const main = page.getByRole('main');
  await expect(main.getByLabel('Nom complet')).toHaveValue('Clavier Lukusa');
  // Another number first, so that the one typed is the one stored.
  await main.getByLabel('Téléphone', { exact: true }).fill('+243899999999');
  await main.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(main.getByRole('status')).toHaveText('Profil mis à jour avec succès');
  await page.waitForURL('/mon-compte.html');
  expect((await me(page)).user.phone_number).toBe('+243899999999');
  await page.goto('/modifier-profil.html');
  // Filled in from the profile: shown as a field left shows it, at once.
  await expect(main.getByLabel('Téléphone', { exact: true })).toHaveValue('+243 899 999 999');
  await typeKeyByKey(page, 'Téléphone');
  await main.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(main.getByRole('status')).toHaveText('Profil mis à jour avec succès');
  await page.waitForURL('/mon-compte.html');
  expect((await me(page)).user.phone_number).toBe('+243812345678');
});

test('the address book’s phone typed key by key is the address’s +243 and nine digits', async ({ page, request }) => {
  await signedIn(page, request, 'Clavier');
  await page.goto('/adresses.html');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Ajouter une adresse' }).click();
  const form = page.getByRole('form', { name: 'Ajouter une adresse' });
  await form.getByLabel('Rue/Avenue', { exact: true }).fill('Avenue Kabambare');
  await form.getByLabel('Numéro', { exact: true }).fill('47');
  await form.getByLabel('Quartier', { exact: true }).fill('Matonge III');
  await form.getByLabel('Commune', { exact: true }).fill('Kalamu');
  await typeKeyByKey(page, 'Téléphone', form);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(main.getByRole('status')).toHaveText('Adresse enregistrée.');
  const { token } = await me(page);
  const res = await page.request.get('/api/v1/accounts/adresses/', { headers: { Authorization: `Token ${token}` } });
  const body = (await res.json()) as { results?: { rue: string; telephone: string }[] } | { rue: string; telephone: string }[];
  const saved = (Array.isArray(body) ? body : (body.results ?? [])).filter((a) => a.rue === 'Avenue Kabambare');
  expect(saved.map((a) => a.telephone)).toEqual(['+243812345678']);
  // The address opened again: its phone shown as a field left shows it, at once.
  await main.getByRole('button', { name: 'Modifier' }).click();
  const edit = page.getByRole('form', { name: "Modifier l'adresse" });
  await expect(edit.getByLabel('Téléphone', { exact: true })).toHaveValue('+243 812 345 678');
  await expect(edit.getByLabel('Téléphone', { exact: true })).not.toBeFocused();
});

/** Types `typed` key by key into the field, leaves it with Tab, and checks what it shows then. */
async function leaves(field: ReturnType<Page['getByLabel']>, typed: string, shown: string) {
  await field.fill('');
  await field.pressSequentially(typed);
  await field.press('Tab');
  await expect(field).toHaveValue(shown);
}

/** Every phone field alike: a number it reads shows as `+243 812 345 678` once left; one it cannot read stays as typed. */
async function everyWriting(field: ReturnType<Page['getByLabel']>) {
  await leaves(field, '0812345678', '+243 812 345 678');
  await leaves(field, '812-345-678', '+243 812 345 678');
  await leaves(field, TYPED, '+243 812 345 678');
  await leaves(field, '0812 345 67', '0812 345 67');
}

test('the checkout’s phone field, left, shows the number it read, and what it cannot read as typed', async ({ page, request }) => {
  await openCheckoutWith(page, [{ product: await productNamed(request, 'Primus 72 cl'), quantite: 1 }]);
  await everyWriting(page.getByLabel(/^Téléphone/));
});

test('the sign-up’s, the profile’s and the address book’s phone fields, left, show the number they read', async ({ page, request }) => {
  await page.goto('/connexion.html#inscription');
  await everyWriting(page.getByRole('form', { name: 'Créer un compte' }).getByLabel('Téléphone (facultatif)'));
  await signedIn(page, request, 'Clavier');
  await page.goto('/modifier-profil.html');
  await expect(page.getByRole('main').getByLabel('Nom complet')).toHaveValue('Clavier Lukusa');
  await everyWriting(page.getByRole('main').getByLabel('Téléphone', { exact: true }));
  await page.goto('/adresses.html');
  await page.getByRole('main').getByRole('button', { name: 'Ajouter une adresse' }).click();
  await everyWriting(page.getByRole('form', { name: 'Ajouter une adresse' }).getByLabel('Téléphone', { exact: true }));
});

test('gestion’s phone order field, left, shows the number it read', async ({ page, request }) => {
  const manager = await createStaff('manager', { first: 'Clavier', last: 'Mbala' });
  await signIn(page, await tokenOf(request, manager.email, manager.password));
  await page.goto('/gestion/');
  await page.getByRole('link', { name: '+ Nouvelle commande' }).click();
  await expect(page.getByRole('heading', { name: 'Nouvelle commande', level: 1 })).toBeVisible();
  await everyWriting(page.getByLabel('Téléphone du client'));
});
