import { expect, test } from '@playwright/test';
import { greeting, loginThroughForm, signedIn } from './account-helpers.ts';

test('logout in one tab signs out the other tab; login in one tab signs in the other', async ({ context, page, request }) => {
  const { first, email } = await signedIn(page, request, 'Onglet');
  const other = await context.newPage();
  await other.goto('/mon-compte.html');
  await expect(greeting(other, first)).toBeVisible();

  await page.goto('/deconnexion.html');
  await expect(greeting(other, first)).toHaveCount(0);
  await expect(other.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await other.waitForURL(/\/connexion\.html\?next=%2Fmon-compte\.html$/);

  await loginThroughForm(page, email);
  await expect(greeting(other, first)).toBeVisible();
});

test('no console error (hydration included) on the account pages when signed in', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await signedIn(page, request, 'Console');
  for (const path of ['/', '/mon-compte.html', '/modifier-profil.html', '/adresses.html', '/connexion.html']) {
    await page.goto(path);
    await expect(greeting(page, 'Console')).toBeVisible();
  }
  expect(errors).toEqual([]);
});
