import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { e2eRebuildToken } from '../../../playwright.config.ts';
import { amountText } from '../../amount-text.ts';
import { greeting, loginThroughForm, registerCustomer } from '../accounts/account-helpers.ts';
import { fillGuestForm, openCheckoutWith, placeGuestOrder, productNamed, uniqueName } from '../checkout/checkout-helpers.ts';
import { E2E_ALERT_EMAIL, linkIn, mailTo } from '../mailbox.ts';

test.describe('e-mails that really leave the shop', () => {
  test('« Mot de passe oublié » → the e-mail arrives → its link opens the reset page → the new password works', async ({
    page,
    request,
    baseURL,
  }) => {
    const { email, first } = await registerCustomer(request, 'Oublie');
    await page.goto('/connexion.html');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    const forgot = page.getByRole('form', { name: 'Mot de passe oublié' });
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(forgot.getByRole('status')).toHaveText('Si cette adresse email existe, vous recevrez un lien de réinitialisation.');

    const mail = await mailTo(email, /^Réinitialisation de votre mot de passe Kin Boissons$/);
    const link = linkIn(mail, `${new URL(baseURL!).origin}/reset-password/`);
    expect(mail.html).toContain(`href="${link}"`);
    await page.goto(link);
    const reset = page.getByRole('main');
    await reset.getByLabel('Nouveau mot de passe').fill('venu-par-mail-7');
    await reset.getByLabel('Confirmer le mot de passe').fill('venu-par-mail-7');
    await reset.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await expect(reset.getByRole('status')).toHaveText('Mot de passe réinitialisé avec succès');
    await page.waitForURL('/connexion.html', { timeout: 6000 });

    await loginThroughForm(page, email, 'venu-par-mail-7', false);
    await page.waitForURL('/');
    await expect(greeting(page, first)).toBeVisible();
  });

  test("a guest's order with an e-mail: the confirmation's tracking link opens the tracking page showing the order", async ({
    page,
    request,
    baseURL,
  }) => {
    const primus = await productNamed(request, 'Primus 72 cl');
    await openCheckoutWith(page, [{ product: primus, quantite: 2, avec_consigne: true }]);
    const name = uniqueName('Mireille Tshala');
    const email = `${name.split(' ').at(-1)}@example.cd`;
    await fillGuestForm(page, name);
    await page.getByLabel('Email (facultatif)').fill(email);
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect(page).toHaveURL(/\/confirmation-commande$/);
    const number = ((await page.getByText(/^Commande n° KB-\d{8}-\d{4}$/).textContent()) ?? '').replace('Commande n° ', '');
    const onConfirmation = page.locator('[data-shell="confirmation-commande"]').getByRole('link', { name: 'Suivre ma commande' });
    await expect(onConfirmation).toHaveAttribute('href', /^\/suivi-commande#[0-9a-f]{40}$/);

    // 2 × (2 500 + 500) = 6 000 FC, + 6 000 FC of delivery.
    const mail = await mailTo(email, new RegExp(`^Commande ${number} bien reçue$`));
    expect(mail.text).toContain(amountText('Total : 12 000 FC'));
    const link = linkIn(mail, `${new URL(baseURL!).origin}/suivi-commande#`);
    expect(new URL(link).hash).toBe(new URL((await onConfirmation.getAttribute('href')) ?? '', baseURL).hash);
    const alert = await mailTo(E2E_ALERT_EMAIL, new RegExp(`^Nouvelle commande ${number} — 12 000 FC$`));
    expect(alert.text).toContain(`Client : ${name}`);

    await page.goto(link);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: `Commande ${number}` })).toBeVisible();
    await expect(main.getByText('En attente', { exact: true })).toBeVisible();
    await expect(main.getByText('2 × Primus 72 cl (avec consigne)')).toBeVisible();
    await expect(page.getByTestId('total-suivi')).toHaveText('12 000 FC');

    await page.goto(`/suivi-commande#${'0'.repeat(40)}`);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      "Ce lien de suivi n'est pas valide ou a expiré. Vérifiez le lien reçu par e-mail, ou appelez-nous.",
    );
    await page.goto('/suivi-commande');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Ce lien de suivi est incomplet. Ouvrez le lien complet reçu par e-mail.',
    );
  });

  test("the operator's status says where mail goes and counts the outbox", async ({ request }) => {
    const res = await request.get('/_ops/status', { headers: { Authorization: `Bearer ${e2eRebuildToken}` } });
    expect(res.status()).toBe(200);
    const { mail } = (await res.json()) as { mail: { configured: boolean; server: string; pending: number; failed: number; sent: number } };
    expect(mail).toMatchObject({ configured: true, server: expect.stringMatching(/^smtp:\/\/127\.0\.0\.1:\d+$/), failed: 0 });
    expect(mail.sent).toBeGreaterThan(0);
  });

  test('the tracking island loads on its page only', async ({ request }) => {
    expect(await (await request.get('/suivi-commande')).text()).toMatch(/component-url="[^"]*TrackingPage[^"]*"/);
    for (const path of [
      '/',
      '/boutique',
      '/Mon-panier.html',
      '/paiement.html',
      '/confirmation-commande',
      '/mes-commandes.html',
      '/produit/1',
    ]) {
      expect(await (await request.get(path)).text(), path).not.toContain('TrackingPage');
    }
  });

  test.describe('on a 320 px phone', () => {
    test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

    test('the tracking page fits, with no serious accessibility problem', async ({ page, request }) => {
      const primus = await productNamed(request, 'Primus 72 cl');
      const { token_suivi: token, numero_commande: number } = await placeGuestOrder(request, uniqueName('Awa'), [
        { produit: primus.id, quantite: 3, avec_consigne: true },
      ]);
      await page.goto(`/suivi-commande#${token}`);
      await expect(page.getByRole('heading', { name: `Commande ${number}` })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
});
