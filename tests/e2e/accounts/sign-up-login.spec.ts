import { expect, test } from '@playwright/test';
import { greeting, loginThroughForm, newEmail, PASSWORD, registerCustomer } from './account-helpers.ts';

test.describe('sign-up and login', () => {
  test('sign-up → automatic login → greeting in the header → logout → greeting gone', async ({ page }) => {
    await page.goto('/connexion.html');
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    const form = page.getByRole('form', { name: 'Créer un compte' });
    await form.getByLabel('Prénom').fill('Bijou');
    await form.getByLabel('Nom', { exact: true }).fill('Tshala');
    await form.getByLabel('Email').fill(newEmail('bijou'));
    await form.getByLabel('Téléphone (facultatif)').fill('+243812345678');
    await form.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
    await form.getByRole('button', { name: "S'inscrire" }).click();
    await expect(form.getByRole('status')).toContainText('Compte créé avec succès.');
    await page.waitForURL('/');
    await expect(greeting(page, 'Bijou')).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('isLoggedIn'), !!localStorage.getItem('authToken')])).toEqual(['true', true]);

    await greeting(page, 'Bijou').click();
    await page.getByRole('link', { name: 'Déconnexion' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText("Vous avez été déconnecté. Redirection vers l'accueil...");
    await page.waitForURL('/', { timeout: 5000 });
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(greeting(page, 'Bijou')).toHaveCount(0);
    expect(
      await page.evaluate(() => ['authToken', 'userInfo', 'isLoggedIn', 'userEmail'].map((k) => localStorage.getItem(k) || null)),
    ).toEqual([null, null, null, null]);
  });

  test("the login page says 'Connexion' in one heading, its only h1; each other step is a heading under it", async ({ page }) => {
    await page.goto('/connexion.html');
    await expect(page.getByRole('form', { name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Connexion', exact: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
    const steps: [string, string][] = [
      ['Créer un compte', 'Créer un compte'],
      ['Mot de passe oublié ?', 'Mot de passe oublié'],
    ];
    for (const [link, step] of steps) {
      await page.goto('/connexion.html');
      await page.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 2, name: step, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
  });

  const cases: [string, Record<string, string>, string][] = [
    ['a missing first name', { Prénom: '' }, 'Veuillez remplir tous les champs obligatoires'],
    ['a missing email', { Email: '' }, 'Veuillez remplir tous les champs obligatoires'],
    [
      'a bad phone',
      { 'Téléphone (facultatif)': '12-ab' },
      'Format de numéro de téléphone invalide. Utilisez le format international (ex: +243812345678)',
    ],
    ['different passwords', { 'Confirmer le mot de passe': 'autrechose1' }, 'Les mots de passe ne correspondent pas'],
    [
      'a short password',
      { 'Mot de passe': 'court', 'Confirmer le mot de passe': 'court' },
      'Le mot de passe doit contenir au moins 8 caractères.',
    ],
  ];
  for (const [name, change, message] of cases) {
    test(`sign-up refuses ${name}`, async ({ page }) => {
      await page.goto('/connexion.html#inscription');
      const form = page.getByRole('form', { name: 'Créer un compte' });
      const values: Record<string, string> = {
        Prénom: 'Bijou',
        Nom: 'Tshala',
        Email: newEmail('refus'),
        'Téléphone (facultatif)': '',
        'Mot de passe': PASSWORD,
        'Confirmer le mot de passe': PASSWORD,
        ...change,
      };
      for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByRole('button', { name: "S'inscrire" }).click();
      await expect(form.getByRole('alert')).toHaveText(message);
      expect(await page.evaluate(() => localStorage.getItem('authToken') || null)).toBeNull();
    });
  }

  test('an email already used shows the server error as a "Label: message" line', async ({ page, request }) => {
    const { email } = await registerCustomer(request, 'Doublon');
    await page.goto('/connexion.html#inscription');
    const form = page.getByRole('form', { name: 'Créer un compte' });
    await form.getByLabel('Prénom').fill('Doublon');
    await form.getByLabel('Nom', { exact: true }).fill('Tshala');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
    await form.getByRole('button', { name: "S'inscrire" }).click();
    await expect(form.getByRole('alert')).toContainText(/^Email: .+/);
  });

  test('a wrong password shows the server message and nothing is stored', async ({ page, request }) => {
    const { email } = await registerCustomer(request, 'Mauvais');
    const answer = page.waitForResponse('**/api/v1/token-auth/');
    await loginThroughForm(page, email, 'pas-le-bon-1');
    const body = (await (await answer).json()) as { non_field_errors: string[] };
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(body.non_field_errors[0] ?? 'Erreur de connexion');
    expect(await page.evaluate(() => localStorage.getItem('authToken') || null)).toBeNull();
  });

  test('login redirects home after 1.5 s', async ({ page, request }) => {
    const { email } = await registerCustomer(request, 'Patient');
    await loginThroughForm(page, email);
    await expect(page.getByRole('main').getByRole('status')).toContainText('Connexion réussie');
    const start = Date.now();
    await page.waitForURL('/');
    expect(Date.now() - start).toBeGreaterThan(1000);
  });
});
