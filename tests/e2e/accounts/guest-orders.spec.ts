/**
 * A guest who becomes a customer keeps their orders: the confirmation page offers an account with the e-mail
 * and phone already typed; the orders placed with that e-mail join it once the link mailed to that address is
 * opened (the tracking link alone proves nothing: it may have been forwarded). Whoever signs up with someone
 * else's e-mail sees none of that person's orders.
 */
import { expect, type Page, test } from '@playwright/test';
import { fillGuestForm, openCheckoutWith, type Product, productNamed, uniqueName } from '../checkout/checkout-helpers.ts';
import { linkIn, mailTo } from '../mailbox.ts';
import { newEmail, PASSWORD } from './account-helpers.ts';

async function guestOrder(page: Page, product: Product, email: string): Promise<string> {
  await openCheckoutWith(page, [{ product, quantite: 1 }]);
  await fillGuestForm(page, uniqueName('Mireille Invitée'));
  await page.getByLabel('Email (facultatif)').fill(email);
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page).toHaveURL(/\/confirmation-commande$/);
  return ((await page.getByText(/^Commande n° KB-\d{8}-\d{4}$/).textContent()) ?? '').replace('Commande n° ', '');
}

async function signUpFromConfirmation(page: Page, expectedEmail: string) {
  await expect(page.getByRole('heading', { name: 'Retrouvez vos commandes dans un compte' })).toBeVisible();
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  const form = page.getByRole('form', { name: 'Créer un compte' });
  await expect(form.getByLabel('Email')).toHaveValue(expectedEmail);
  await expect(form.getByLabel('Téléphone (facultatif)')).toHaveValue('+243 812 345 678');
  await form.getByLabel('Prénom').fill('Mireille');
  await form.getByLabel('Nom', { exact: true }).fill('Tshala');
  await form.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await form.getByRole('button', { name: "S'inscrire" }).click();
  await expect(page).toHaveURL(/\/rattacher-commandes$/, { timeout: 10_000 });
}

test('guest → account: the orders of the address join through the link mailed to it', async ({ page, request, baseURL }) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  const email = newEmail('invitee');
  const earlier = await guestOrder(page, primus, email);
  const latest = await guestOrder(page, primus, email);
  await signUpFromConfirmation(page, email);

  await page.getByRole('button', { name: 'Rattacher mes commandes' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Aucune nouvelle commande à rattacher. Si des commandes ont été passées sans compte avec votre adresse e-mail, nous vous avons envoyé un lien pour les rattacher.',
  );
  await page.getByRole('link', { name: 'Voir toutes mes commandes' }).click();
  await expect(page.getByRole('heading', { name: 'Mes commandes' }).first()).toBeVisible();
  await expect(page.getByRole('article', { name: `Commande ${latest}` })).toHaveCount(0);

  const mail = await mailTo(email, /^Retrouvez vos commandes Kin Boissons dans votre compte$/);
  const link = linkIn(mail, `${new URL(baseURL!).origin}/rattacher-commandes#`);
  await page.goto(link);
  await page.getByRole('button', { name: 'Rattacher mes commandes à mon compte' }).click();
  await expect(page.getByRole('status')).toHaveText('2 commandes rattachées à votre compte.');
  await page.goto('/mes-commandes.html');
  await expect(page.getByRole('article', { name: `Commande ${earlier}` })).toBeVisible();
  await expect(page.getByRole('article', { name: `Commande ${latest}` })).toBeVisible();
});

test("someone who signs up with another person's e-mail sees none of that person's guest orders", async ({ page, browser, request }) => {
  const primus = await productNamed(request, 'Primus 72 cl');
  const victim = newEmail('victime');
  const victimOrder = await guestOrder(page, primus, victim);

  const attackerContext = await browser.newContext();
  const attacker = await attackerContext.newPage();
  // The attacker places an order of their own as a guest, then signs up from its confirmation with the victim's e-mail.
  await guestOrder(attacker, primus, newEmail('attaquant'));
  await expect(attacker.getByRole('link', { name: 'Créer un compte' })).toBeVisible();
  await attacker.getByRole('link', { name: 'Créer un compte' }).click();
  const form = attacker.getByRole('form', { name: 'Créer un compte' });
  await form.getByLabel('Email').fill(victim);
  await form.getByLabel('Prénom').fill('Intrus');
  await form.getByLabel('Nom', { exact: true }).fill('Malin');
  await form.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
  await form.getByRole('button', { name: "S'inscrire" }).click();
  await expect(attacker).toHaveURL(/\/rattacher-commandes$/, { timeout: 10_000 });
  await attacker.getByRole('button', { name: 'Rattacher mes commandes' }).click();
  await expect(attacker.getByRole('status')).toContainText('Aucune nouvelle commande à rattacher.');
  await attacker.goto('/mes-commandes.html');
  await expect(attacker.getByRole('heading', { name: 'Mes commandes' }).first()).toBeVisible();
  await expect(attacker.getByRole('article', { name: `Commande ${victimOrder}` })).toHaveCount(0);
  await expect(attacker.getByText(victimOrder)).toHaveCount(0);
  // The proof went to the victim's mailbox, which the attacker does not read.
  const mail = await mailTo(victim, /^Retrouvez vos commandes Kin Boissons dans votre compte$/);
  expect(mail.to).toContain(victim);
  await attackerContext.close();
});
