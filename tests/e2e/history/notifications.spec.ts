import { expect, type Page, test } from '@playwright/test';
import { customer, moveOrder, placeOrder, productsInStock, signIn } from './history-helpers.ts';

const badge = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: /^Notifications/ });
const items = (page: Page) => page.getByRole('main').getByRole('article');

test.describe('notifications page', () => {
  test('a delivered order notifies; the header count follows mark read, unread, delete and mark all', async ({
    page,
    request,
    baseURL,
  }) => {
    const [a] = await productsInStock(request);
    const { token } = await customer(request);
    const order = await placeOrder(request, token, [{ produit: a!.id, quantite: 1, avec_consigne: false }]);
    await moveOrder(request, baseURL!, order.id, 'livree');
    await signIn(page, token);
    await page.goto('/notifications.html');

    // Received + 5 status changes, all unread.
    await expect(items(page)).toHaveCount(6);
    const delivered = page.getByRole('article', { name: 'Commande livrée' });
    await expect(delivered).toContainText(`Votre commande ${order.numero_commande} est maintenant : Livrée.`);
    await expect(delivered).toContainText("À l'instant");
    await expect(badge(page)).toHaveAccessibleName('Notifications 6 notifications non lues');

    await delivered.getByRole('button', { name: 'Marquer comme lue' }).click();
    await expect(badge(page)).toHaveAccessibleName('Notifications 5 notifications non lues');
    await page.getByRole('button', { name: 'Lues', exact: true }).click();
    await expect(items(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Non lues' }).click();
    await expect(items(page)).toHaveCount(5);
    await page.getByRole('button', { name: 'Toutes' }).click();
    await expect(items(page)).toHaveCount(6);

    await delivered.getByRole('button', { name: 'Marquer comme non lue' }).click();
    await expect(badge(page)).toHaveAccessibleName('Notifications 6 notifications non lues');

    await page.getByRole('article', { name: 'Commande confirmée' }).getByRole('button', { name: 'Supprimer' }).click();
    await expect(items(page)).toHaveCount(5);
    await expect(badge(page)).toHaveAccessibleName('Notifications 5 notifications non lues');

    await page.reload();
    await expect(items(page)).toHaveCount(5);
    await expect(page.getByRole('article', { name: 'Commande confirmée' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
    await expect(badge(page)).toHaveAccessibleName('Notifications');
    await page.reload();
    await expect(items(page)).toHaveCount(5);
    await page.getByRole('button', { name: 'Non lues' }).click();
    await expect(page.getByText('Aucune notification')).toBeVisible();

    // The count also shows on other pages.
    await moveOrder(
      request,
      baseURL!,
      (await placeOrder(request, token, [{ produit: a!.id, quantite: 1, avec_consigne: false }])).id,
      'confirmee',
    );
    await page.goto('/boutique');
    await expect(badge(page)).toHaveAccessibleName('Notifications 2 notifications non lues');
  });

  test('a card says its title once: the type is shown beside the date only when the title does not say it', async ({ page, request }) => {
    const [a] = await productsInStock(request);
    const { token } = await customer(request);
    await placeOrder(request, token, [{ produit: a!.id, quantite: 1, avec_consigne: false }]);
    await signIn(page, token);
    await page.goto('/notifications.html');
    const received = page.getByRole('article', { name: 'Commande reçue' });
    await expect(received.getByRole('heading', { name: 'Commande reçue' })).toBeVisible();
    await expect(received.getByText('Commande reçue')).toHaveCount(1);

    // The samples shown when the list fails: the welcome message is titled on its own, so its type is named.
    await page.route('**/api/v1/notifications/**', (route) => route.fulfill({ status: 503, body: 'indisponible' }));
    await page.reload();
    const welcome = page.getByRole('article', { name: 'Bienvenue chez Kin Boissons' });
    await expect(welcome).toContainText('Système · ');
    await expect(page.getByRole('article', { name: 'Commande confirmée' }).getByText('Commande confirmée')).toHaveCount(1);
  });

  test('when the list cannot be loaded: the message and the 3 samples, whose actions stay local', async ({ page, request }) => {
    const { token } = await customer(request);
    const sent: string[] = [];
    await page.route('**/api/v1/notifications/**', (route) => {
      sent.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
      return route.fulfill({ status: 503, body: 'indisponible' });
    });
    await signIn(page, token);
    await page.goto('/notifications.html');
    await expect(page.getByText('Impossible de charger vos notifications. Veuillez réessayer plus tard.')).toBeVisible();
    await expect(items(page)).toHaveCount(3);
    await expect(page.getByText(/10%/)).toBeVisible();
    await items(page).first().getByRole('button', { name: 'Marquer comme lue' }).click();
    await items(page).nth(1).getByRole('button', { name: 'Supprimer' }).click();
    await expect(items(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
    await page.getByRole('button', { name: 'Non lues' }).click();
    await expect(page.getByText('Aucune notification')).toBeVisible();
    expect(sent.filter((s) => s.startsWith('POST'))).toEqual([]);
  });

  test("signed out: 'Veuillez vous connecter pour voir vos notifications.'", async ({ page }) => {
    // A 204 answer keeps the browser on the page, so the guard's message can be read before the redirect.
    await page.route('**/connexion.html**', (route) => route.fulfill({ status: 204 }));
    await page.goto('/notifications.html');
    await expect(page.getByText('Veuillez vous connecter pour voir vos notifications.')).toBeVisible();
    await expect(items(page)).toHaveCount(0);
  });
});
