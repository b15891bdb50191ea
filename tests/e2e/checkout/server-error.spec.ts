import { expect, type Page, test } from '@playwright/test';
import { cartLines, fillGuestForm, openCheckoutWith, orderIdsOf, productNamed, uniqueName } from './checkout-helpers.ts';

const ORDER_PATH = '**/api/v1/orders/commandes/**';
const WAITING = "Commande en attente d'envoi. Nouvel essai dès le retour de la connexion.";
/** A fault of the shop, in the words of a customer who typed their name (never « … de la commande anonyme (500) »). */
const GUEST_500 =
  "La boutique n'a pas pu enregistrer votre commande : le problème vient de notre côté. Votre panier et vos informations sont gardés ; appuyez sur « Réessayer » dans un instant.";

/** Idempotency-Keys of the order requests the page sends. */
function orderKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/orders/commandes/')) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

test.describe('a server error at checkout', () => {
  for (const [label, placed] of [
    ['answered 500 before the order was placed', false],
    ['answered 500 after the server placed the order', true],
  ] as const) {
    test(`${label}: the customer's words, not pending, the cart and the form intact; « Réessayer » by hand gives exactly one order`, async ({
      page,
      request,
    }) => {
      await openCheckoutWith(page, [{ product: await productNamed(request, 'Primus 72 cl'), quantite: 2 }]);
      const name = uniqueName('Erreur serveur');
      await fillGuestForm(page, name);
      const keys = orderKeys(page);
      let fail = true;
      await page.route(ORDER_PATH, async (route) => {
        if (!fail || route.request().method() !== 'POST') return route.fallback();
        fail = false;
        if (placed) await route.fetch();
        await route.fulfill({ status: 500, body: '' });
      });
      await page.getByRole('button', { name: 'Confirmer la commande' }).click();

      await expect(page.getByRole('alert')).toHaveText(GUEST_500);
      await expect(page.getByText(WAITING)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Réessayer maintenant' })).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('commandeEnAttente'))).toBeNull();
      expect(await cartLines(page)).toHaveLength(1);
      await expect(page.getByLabel('Nom complet')).toHaveValue(name);
      expect(orderIdsOf(name)).toHaveLength(placed ? 1 : 0);
      // Back online (or any automatic retry): nothing is sent by itself.
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect(page.getByRole('alert')).toHaveText(GUEST_500);
      expect(keys).toHaveLength(1);

      await page.getByRole('button', { name: 'Réessayer', exact: true }).click();
      await expect(page).toHaveURL(/\/confirmation-commande$/);
      expect(orderIdsOf(name)).toHaveLength(1);
      expect(keys).toHaveLength(2);
      expect(new Set(keys).size).toBe(1);
      expect(await cartLines(page)).toEqual([]);
    });
  }

  test('the server’s own message is shown (its detail), and a reload keeps the attempt for the next try without sending it', async ({
    page,
    request,
  }) => {
    await openCheckoutWith(page, [{ product: await productNamed(request, 'Sprite 33 cl'), quantite: 1 }]);
    const name = uniqueName('Détail serveur');
    await fillGuestForm(page, name);
    const keys = orderKeys(page);
    let fail = true;
    await page.route(ORDER_PATH, async (route) => {
      if (!fail || route.request().method() !== 'POST') return route.fallback();
      fail = false;
      await route.fulfill({ status: 503, json: { detail: 'Service momentanément indisponible.' } });
    });
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect(page.getByRole('alert')).toHaveText('Service momentanément indisponible.');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Confirmer la commande' })).toBeVisible();
    await expect(page.getByText(WAITING)).toHaveCount(0);
    expect(keys).toHaveLength(1);
    // The same order again from the form: the same attempt, the same key.
    await fillGuestForm(page, name);
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect(page).toHaveURL(/\/confirmation-commande$/);
    expect(orderIdsOf(name)).toHaveLength(1);
    expect(new Set(keys).size).toBe(1);
  });
});
