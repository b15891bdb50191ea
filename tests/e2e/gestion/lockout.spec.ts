import { expect, test } from '@playwright/test';
import { linkIn, mailTo } from '../mailbox.ts';
import { createStaff } from './gestion-helpers.ts';

test.use({ viewport: { width: 360, height: 780 } });

test('fifty wrong passwords from fifty addresses: the owner still gets into gestion with the password and the mailbox', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Fifty-one passwords hashed one after another (scrypt, one at a time on a small server).
  test.setTimeout(150_000);
  const manager = await createStaff();
  // The campaign: a guess from each of fifty addresses (the shop trusts the proxy on 127.0.0.1 to name them).
  for (let i = 0; i < 50; i++) {
    const res = await request.post('/api/v1/token-auth/', {
      headers: { 'X-Forwarded-For': `10.77.${Math.floor(i / 200)}.${i % 200}` },
      data: { username: manager.email, password: `essai-${i}` },
    });
    expect(res.status()).toBe(400);
  }

  await page.goto('/gestion/');
  await page.getByLabel('Email').fill(manager.email);
  await page.getByLabel('Mot de passe').fill(manager.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toContainText('un lien de connexion à usage unique vient');

  const link = linkIn(await mailTo(manager.email, /Votre lien de connexion/), `${baseURL}/connexion.html`);
  await page.goto(link);
  await expect(page.getByText('Ce lien de connexion à usage unique vous a été envoyé par e-mail')).toBeVisible();
  await page.getByRole('button', { name: 'Me connecter' }).click();
  await expect(page.getByRole('status')).toHaveText('Connexion réussie. Redirection...');
  await expect(page).toHaveURL(/\/gestion\/$/);
  await expect(page.getByRole('heading', { name: 'Commandes', level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+ commandes?$/)).toBeVisible();

  // The link served once: opened again (a forwarded copy), it signs nobody in.
  const other = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const copy = await other.newPage();
  await copy.goto(link);
  await copy.getByRole('button', { name: 'Me connecter' }).click();
  await expect(copy.getByRole('alert')).toHaveText(
    "Ce lien de connexion n'est plus valable : il a déjà servi, il a expiré, ou l'adresse e-mail du compte a changé. Connectez-vous de nouveau pour en recevoir un autre.",
  );
  await copy.getByRole('form', { name: 'Connexion' }).getByRole('link', { name: 'Se connecter' }).click();
  await expect(copy.getByLabel('Mot de passe')).toBeVisible();
  await other.close();
});
