import { expect, test } from '@playwright/test';
import { greeting, loginThroughForm, registerCustomer } from './account-helpers.ts';

test.describe('password reset', () => {
  test('forgot password, reset through the development link, then login with the new password', async ({ page, request }) => {
    const { email, first } = await registerCustomer(request, 'Oublie');
    await page.goto('/connexion.html');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    const forgot = page.getByRole('form', { name: 'Mot de passe oublié' });
    await forgot.getByLabel('Email').fill(email);
    const answer = page.waitForResponse('**/api/v1/accounts/password-reset/');
    await forgot.getByRole('button', { name: 'Envoyer le lien' }).click();
    const body = (await (await answer).json()) as { debug_info?: { reset_url?: string } };
    await expect(forgot.getByRole('status')).toHaveText('Si cette adresse email existe, vous recevrez un lien de réinitialisation.');
    const resetUrl = body.debug_info?.reset_url ?? '';
    expect(resetUrl).toMatch(/^\/reset-password\/[^/]+\/[^/]+$/);
    await expect(forgot.getByRole('link', { name: 'Lien de réinitialisation (développement)' })).toHaveAttribute('href', resetUrl);

    await page.goto(resetUrl);
    const reset = page.getByRole('main');
    await reset.getByLabel('Nouveau mot de passe').fill('nouveau-mdp-9');
    await reset.getByLabel('Confirmer le mot de passe').fill('autre-mdp-99');
    await reset.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await expect(reset.getByRole('alert')).toHaveText('Les mots de passe ne correspondent pas.');
    await reset.getByLabel('Nouveau mot de passe').fill('court');
    await reset.getByLabel('Confirmer le mot de passe').fill('court');
    await reset.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await expect(reset.getByRole('alert')).toHaveText('Le mot de passe doit contenir au moins 8 caractères.');
    await reset.getByLabel('Nouveau mot de passe').fill('nouveau-mdp-9');
    await reset.getByLabel('Confirmer le mot de passe').fill('nouveau-mdp-9');
    await reset.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await expect(reset.getByRole('status')).toHaveText('Mot de passe réinitialisé avec succès');
    await page.waitForURL('/connexion.html', { timeout: 6000 });

    await loginThroughForm(page, email, 'nouveau-mdp-9', false);
    await page.waitForURL('/');
    await expect(greeting(page, first)).toBeVisible();

    // The link is used up: the server's error is shown.
    await page.goto(resetUrl);
    await page.getByLabel('Nouveau mot de passe').fill('encore-un-mdp-1');
    await page.getByLabel('Confirmer le mot de passe').fill('encore-un-mdp-1');
    await page.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Lien de réinitialisation invalide ou expiré.');
  });

  test('an unknown email gets the same answer and no link', async ({ page }) => {
    await page.goto('/connexion.html');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    const forgot = page.getByRole('form', { name: 'Mot de passe oublié' });
    await forgot.getByLabel('Email').fill('personne.inconnue@example.cd');
    await forgot.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(forgot.getByRole('status')).toHaveText('Si cette adresse email existe, vous recevrez un lien de réinitialisation.');
    await expect(forgot.getByRole('link', { name: 'Lien de réinitialisation (développement)' })).toHaveCount(0);
  });

  for (const path of ['/reset-password', '/reset-password/', '/reset-password/MQ']) {
    test(`${path} without uid or token says the link is invalid`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('Lien de réinitialisation invalide ou expiré.');
      await expect(page.getByLabel('Nouveau mot de passe')).toHaveCount(0);
    });
  }
});
