import { expect, test } from '@playwright/test';

test.describe('support page', () => {
  test('required fields, then the message is sent', async ({ page }) => {
    await page.goto('/support.html');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Veuillez/ })).toBeVisible();
    await page.getByLabel('Nom').fill('Mireille Kabongo');
    await page.getByLabel('Email').fill('mireille@example.cd');
    await page.getByLabel('Message').fill('Livrez-vous à Kintambo le dimanche ?');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Votre message a été envoyé avec succès!')).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('');
  });

  test('a failed send shows the spec error message', async ({ page }) => {
    await page.route('**/contact/message/', (route) => route.fulfill({ status: 500, body: 'panne' }));
    await page.goto('/support.html');
    await page.getByLabel('Nom').fill('Mireille Kabongo');
    await page.getByLabel('Email').fill('mireille@example.cd');
    await page.getByLabel('Message').fill('Bonjour');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText("Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer.")).toBeVisible();
  });

  test('FAQ of 4 items and direct contacts', async ({ page }) => {
    await page.goto('/support.html');
    await expect(page.locator('details.faq')).toHaveCount(4);
    await page.getByText('Puis-je annuler ma commande ?').click();
    await expect(page.getByText(/dans les 2 heures/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact direct' })).toBeVisible();
  });
});

test.describe('support page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the form falls back to the shop's email, and the security policy allows it", async ({ page }) => {
    const response = await page.goto('/support.html');
    await expect(page.locator('form[action^="mailto:"]').getByRole('button', { name: 'Envoyer' })).toBeVisible();
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy.split('; ')).toContain("form-action 'self' mailto:");
  });
});

test('terms state 18+, 48 h returns on unopened goods, 14-day refunds, cancellation within 2 h', async ({ page }) => {
  await page.goto('/termes-cond.html');
  const main = page.getByRole('main');
  await expect(main).toContainText('18 ans');
  await expect(main).toContainText('48 heures');
  await expect(main).toContainText('non ouverts');
  await expect(main).toContainText('14 jours');
  await expect(main).toContainText('2 heures');
});
