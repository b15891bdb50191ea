import { expect, test } from '@playwright/test';
import { greeting, PASSWORD, signedIn } from './account-helpers.ts';

test.describe('profile edit', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['an empty name', { 'Nom complet': '' }, 'Veuillez remplir tous les champs obligatoires'],
    ['an empty email', { Email: '' }, 'Veuillez remplir tous les champs obligatoires'],
    ['an empty phone', { Téléphone: '' }, 'Veuillez remplir tous les champs obligatoires'],
    [
      'a new password without the current one',
      { 'Nouveau mot de passe': 'nouveau-mdp-1', 'Confirmer le nouveau mot de passe': 'nouveau-mdp-1' },
      'Veuillez entrer votre mot de passe actuel',
    ],
    [
      'a confirmation that differs',
      { 'Mot de passe actuel': PASSWORD, 'Nouveau mot de passe': 'nouveau-mdp-1', 'Confirmer le nouveau mot de passe': 'nouveau-mdp-2' },
      'Les nouveaux mots de passe ne correspondent pas',
    ],
    [
      'a short new password',
      { 'Mot de passe actuel': PASSWORD, 'Nouveau mot de passe': 'court', 'Confirmer le nouveau mot de passe': 'court' },
      'Le nouveau mot de passe doit contenir au moins 8 caractères',
    ],
  ];
  test('each rule of the profile form shows its own message', async ({ page, request }) => {
    await signedIn(page, request, 'Profil');
    await page.goto('/modifier-profil.html');
    const main = page.getByRole('main');
    await expect(main.getByLabel('Nom complet')).toHaveValue('Profil Lukusa');
    for (const [name, change, message] of cases) {
      await page.reload();
      for (const [label, value] of Object.entries(change)) await main.getByLabel(label, { exact: true }).fill(value);
      await main.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(main.getByRole('alert'), name).toHaveText(message);
    }
  });

  test('a wrong current password shows the server error', async ({ page, request }) => {
    await signedIn(page, request, 'Profil');
    await page.goto('/modifier-profil.html');
    const main = page.getByRole('main');
    await main.getByLabel('Mot de passe actuel').fill('pas-le-bon-1');
    await main.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-mdp-1');
    await main.getByLabel('Confirmer le nouveau mot de passe').fill('nouveau-mdp-1');
    await main.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(main.getByRole('alert')).toContainText(/^Mot de passe actuel: .+/);
  });

  test('a successful save splits the full name, changes the password and returns to the account in 1.5 s', async ({ page, request }) => {
    const { email } = await signedIn(page, request, 'Profil');
    await page.goto('/modifier-profil.html');
    const main = page.getByRole('main');
    await main.getByLabel('Nom complet').fill('Grâce Mbuyi Kalala');
    await main.getByLabel('Téléphone', { exact: true }).fill('+243899999999');
    await main.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await main.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-mdp-1');
    await main.getByLabel('Confirmer le nouveau mot de passe').fill('nouveau-mdp-1');
    await main.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(main.getByRole('status')).toHaveText('Profil mis à jour avec succès');
    await page.waitForURL('/mon-compte.html');
    await expect(greeting(page, 'Grâce')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Grâce Mbuyi Kalala');
    await expect(page.getByRole('main')).toContainText('+243 899 999 999');
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const me = await (await request.get('/api/v1/accounts/me/', { headers: { Authorization: `Token ${token}` } })).json();
    expect(me).toMatchObject({ first_name: 'Grâce', last_name: 'Mbuyi Kalala', phone_number: '+243899999999', email });
    const relogin = await request.post('/api/v1/token-auth/', { data: { username: email, password: 'nouveau-mdp-1' } });
    expect(relogin.status()).toBe(200);
  });
});

test('account page: summary, menu, no orders yet, support link', async ({ page, request }) => {
  const { email } = await signedIn(page, request, 'Compte');
  await page.goto('/mon-compte.html');
  const main = page.getByRole('main');
  await expect(main).toContainText(email);
  for (const name of ['Mes commandes', 'Mes adresses', 'Notifications', 'Déconnexion']) {
    await expect(main.getByRole('navigation').getByRole('link', { name })).toBeVisible();
  }
  await expect(main.getByText('Aucune commande trouvée')).toBeVisible();
  await expect(main.getByRole('link', { name: /support/ })).toHaveAttribute('href', '/support.html');
});

test('account page: an orders failure shows with "Réessayer", which loads again', async ({ page, request }) => {
  await signedIn(page, request, 'Compte');
  let fail = true;
  await page.route(/\/api\/v1\/orders\/commandes\//, (route) => (fail ? route.fulfill({ status: 500, body: 'panne' }) : route.continue()));
  await page.goto('/mon-compte.html');
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toContainText('Impossible de charger les commandes pour le moment');
  fail = false;
  await main.getByRole('button', { name: 'Réessayer' }).click();
  await expect(main.getByText('Aucune commande trouvée')).toBeVisible();
});

test('account page: the 3 latest orders of 4', async ({ page, request }) => {
  await signedIn(page, request, 'Client');
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const products = (await (await request.get('/api/v1/products/produits/')).json()) as { results: { id: number; stock: number }[] };
  const product = products.results.find((p) => p.stock > 10);
  expect(product).toBeDefined();
  const numbers: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const res = await request.post('/api/v1/orders/commandes/', {
      headers: { Authorization: `Token ${token}` },
      data: {
        adresse_livraison: 'Avenue de la Justice, N°12, Socimat, Gombe, Kinshasa',
        telephone_livraison: '2430812345678',
        mode_paiement: 'paiement_livraison',
        articles: [{ produit: product!.id, quantite: 1, avec_consigne: false, bouteilles_echangees: 0 }],
      },
    });
    expect(res.status()).toBe(201);
    const placed = (await res.json()) as { numero_commande: string; date_commande: string };
    numbers.push(placed.numero_commande);
    // The account page orders them by their time: the next one is placed once the clock has passed this one's.
    await expect.poll(() => Date.now()).toBeGreaterThan(Date.parse(placed.date_commande));
  }
  await page.goto('/mon-compte.html');
  const orders = page.getByRole('main').getByRole('region', { name: 'Mes dernières commandes' }).getByRole('listitem');
  await expect(orders).toHaveCount(3);
  await expect(orders.first()).toContainText(numbers[3]!);
  await expect(orders.first()).toContainText('En attente');
  await expect(page.getByRole('main')).not.toContainText(numbers[0]!);
});
