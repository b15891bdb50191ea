import { expect, test } from '@playwright/test';
import { customer, openCheckoutWith, productNamed } from '../checkout/checkout-helpers.ts';
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
    const { token, user } = await customer(request);
    const primus = await productNamed(request, 'Primus 72 cl');
    const book = {
      [`id:${user.id}`]: [
        {
          id: '1',
          type: 'Maison',
          rue: 'Avenue Kasa-Vubu',
          numero: '40',
          quartier: 'Matonge',
          commune: 'Kalamu',
          ville: 'Kinshasa',
          telephone: '998877665',
          is_default: true,
        },
      ],
    };
    await page.goto('/support.html');
    await page.evaluate(
      ([t, b]) => {
        localStorage.setItem('authToken', t!);
        localStorage.setItem('userAddresses', b!);
      },
      [token, JSON.stringify(book)],
    );
    await openCheckoutWith(page, [{ product: primus, quantite: 1 }]);
    await page.getByLabel('Paiement à la livraison').check();
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect(page).toHaveURL(/\/confirmation-commande$/);
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
