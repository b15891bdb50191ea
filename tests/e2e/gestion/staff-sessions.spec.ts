import { expect, test } from '@playwright/test';
import { auth, createStaff, signIn, tokenOf } from './gestion-helpers.ts';

test.use({ viewport: { width: 360, height: 780 } });

test.describe('« Personnel »: sessions that end when the staff say so', () => {
  test("an admin ends a colleague's sessions, then gives the colleague a new password that ends them again", async ({
    page,
    browser,
    request,
  }) => {
    const admin = await createStaff('admin');
    const manager = await createStaff('manager');
    // The manager's phone, signed in on the orders.
    const phone = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const managerPage = await phone.newPage();
    await signIn(managerPage, await tokenOf(request, manager.email, manager.password));
    await managerPage.goto('/gestion/');
    await expect(managerPage.getByText(/\d+ commandes?$/)).toBeVisible();

    await signIn(page, await tokenOf(request, admin.email, admin.password));
    await page.goto('/gestion/personnel');
    await page.getByRole('button', { name: `Déconnecter ${manager.email} partout` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Toutes les sessions' })).toHaveText(
      `Toutes les sessions de ${manager.email} sont fermées : il faudra se reconnecter.`,
    );
    // The lost phone's next request finds its session ended: the login page, back to gestion afterwards.
    await managerPage.reload();
    await expect(managerPage).toHaveURL(/\/connexion\.html\?next=%2Fgestion%2F$/);

    const second = await tokenOf(request, manager.email, manager.password);
    await page.getByRole('button', { name: `Nouveau mot de passe pour ${manager.email}` }).click();
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('court');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeVisible();
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('donne-par-admin-2026');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Nouveau mot de passe' })).toHaveText(
      `Nouveau mot de passe enregistré pour ${manager.email} : ses sessions sont fermées et ses mots de passe erronés oubliés.`,
    );
    expect((await request.get('/api/v1/accounts/me/', { headers: auth(second) })).status()).toBe(401);
    await managerPage.getByLabel('Email').fill(manager.email);
    await managerPage.getByLabel('Mot de passe').fill('donne-par-admin-2026');
    await managerPage.getByRole('button', { name: 'Se connecter' }).click();
    await expect(managerPage.getByRole('heading', { name: 'Commandes', level: 1 })).toBeVisible();
    // Nothing to do to one's own account from the list: « Déconnecter partout » is for that.
    await expect(page.getByRole('button', { name: `Déconnecter ${admin.email} partout` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Nouveau mot de passe pour ${admin.email}` })).toHaveCount(0);
    await phone.close();
  });

  test('« Déconnecter partout »: a manager ends every session of their account, this phone included', async ({ page, request }) => {
    const manager = await createStaff('manager');
    const elsewhere = await tokenOf(request, manager.email, manager.password);
    const here = await tokenOf(request, manager.email, manager.password);
    await signIn(page, here);
    await page.goto('/gestion/personnel');
    await expect(page.getByRole('heading', { name: 'Vos sessions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comptes du personnel' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Déconnecter partout' }).click();
    await expect(page.getByText("Vous avez été déconnecté. Redirection vers l'accueil...")).toBeVisible();
    await page.waitForURL('/');
    for (const token of [elsewhere, here]) expect((await request.get('/api/v1/accounts/me/', { headers: auth(token) })).status()).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem('authToken') ?? '')).toBe('');
  });
});
