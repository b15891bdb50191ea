import { expect, test } from '@playwright/test';
import { confirmOnDelivery, customer, HOME_ADDRESS, openCheckoutSignedIn, productNamed } from '../checkout/checkout-helpers.ts';
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

  test('leaves no personal data in the browser: last order, address book, session', async ({ page, request }) => {
    const account = await customer(request);
    const { token } = account;
    const primus = await productNamed(request, 'Primus 72 cl');
    await openCheckoutSignedIn(page, account, [HOME_ADDRESS], [{ product: primus, quantite: 1 }]);
    await confirmOnDelivery(page);
    const stored = () => page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(await stored()).toContain('Kasa-Vubu');

    await page.goto('/deconnexion.html');
    await expect(page.getByText("Vous avez été déconnecté. Redirection vers l'accueil...")).toBeVisible();
    const left = await stored();
    for (const personal of ['Kasa-Vubu', 'Matonge', '998877665', 'Patience', 'Mbuyi', token, 'example.cd']) {
      expect(left, personal).not.toContain(personal);
    }
  });
});
