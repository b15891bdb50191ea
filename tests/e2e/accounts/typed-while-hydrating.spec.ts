/**
 * Keys typed while the login page's island hydrates are all kept: a customer on a slow line types the email and the
 * password into the static form, the scripts arrive while the keys go on. The first characters are typed with the
 * scripts held back; once released, React's scheduler is held right after the hydration's commit
 * (tests/e2e/hold-scheduler.ts) and the rest is typed key by key there; then the customer signs in.
 */
import { expect, test } from '@playwright/test';
import { armHold, holding, holdSchedulerAfterCommit, releaseHold } from '../hold-scheduler.ts';
import { holdScripts } from '../hold-scripts.ts';
import { PASSWORD, registerCustomer } from './account-helpers.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });

test('keys typed between the hydration of the login form and its first live render are all kept, and sign in', async ({
  page,
  request,
}) => {
  const { email } = await registerCustomer(request, 'Tapeuse');
  await holdSchedulerAfterCommit(page, '/LoginPage.');
  const release = await holdScripts(page);
  await page.goto('/connexion.html');
  const form = page.getByRole('form', { name: 'Connexion' });
  const emailField = form.getByLabel('Email');
  const passwordField = form.getByLabel('Mot de passe');
  // Before the scripts: the first character of each field.
  await emailField.pressSequentially(email.slice(0, 1));
  await passwordField.pressSequentially(PASSWORD.slice(0, 1));
  await armHold(page);
  release();
  // The island has committed its hydration; React's next task waits.
  await holding(page);
  await page.keyboard.type(PASSWORD.slice(1));
  await emailField.click();
  await page.keyboard.press('End');
  await page.keyboard.type(email.slice(1));
  await expect(passwordField).toHaveValue(PASSWORD);
  await expect(emailField).toHaveValue(email);
  await releaseHold(page);
  // Live: the button acts; the fields still hold every key, and the server knows the customer by them.
  await expect(form.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  await expect(emailField).toHaveValue(email);
  await expect(passwordField).toHaveValue(PASSWORD);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Connexion réussie');
});
