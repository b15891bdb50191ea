import { expect, test } from '@playwright/test';
import { signedIn } from './account-helpers.ts';

test.describe('signing out', () => {
  test('revokes the token on the server: a copy of it no longer opens the account', async ({ page, request }) => {
    await signedIn(page, request, 'Sortie');
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    expect(token).toMatch(/^[0-9a-f]{40}$/);
    const before = await request.get('/api/v1/accounts/me/', { headers: { Authorization: `Token ${token}` } });
    expect(before.status()).toBe(200);
    await page.goto('/deconnexion.html');
    await expect(page.getByText("Vous avez été déconnecté. Redirection vers l'accueil...")).toBeVisible();
    await page.waitForURL('/');
    const after = await request.get('/api/v1/accounts/me/', { headers: { Authorization: `Token ${token}` } });
    expect(after.status()).toBe(401);
  });
});
