import { expect, test } from '@playwright/test';
import { greeting, loginThroughForm, registerCustomer } from './account-helpers.ts';

const guarded: [string, string][] = [
  ['/mes-commandes.html', '/connexion.html?next=%2Fmes-commandes.html'],
  ['/mon-compte.html', '/connexion.html?next=%2Fmon-compte.html'],
  ['/modifier-profil.html', '/connexion.html?next=%2Fmodifier-profil.html'],
  ['/adresses.html', '/connexion?next=%2Fadresses.html'],
  ['/notifications.html', '/connexion.html?next=%2Fnotifications.html'],
];

test.describe('guarded pages', () => {
  for (const [path, login] of guarded) {
    test(`${path} checks, sends a signed-out visitor to ${login.split('?')[0]} and comes back after login`, async ({ page, request }) => {
      const { email, first } = await registerCustomer(request, 'Garde');
      const response = await page.request.get(path);
      // The static HTML shows the check before any script runs.
      expect(await response.text()).toMatch(/Vérification de l(&#39;|&#x27;|')authentification\.\.\./);
      await page.goto(path);
      await page.waitForURL(login);
      await loginThroughForm(page, email, undefined, false);
      await page.waitForURL(path);
      await expect(greeting(page, first)).toBeVisible();
      await expect(page.getByText("Vérification de l'authentification...")).toHaveCount(0);
    });
  }

  test('the login page ignores a "next" that leaves the shop', async ({ page, request }) => {
    const { email } = await registerCustomer(request, 'Prudent');
    await page.goto('/connexion.html?next=//exemple.invalid/piege');
    await loginThroughForm(page, email, undefined, false);
    await page.waitForURL('/');
  });
});
