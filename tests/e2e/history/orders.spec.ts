import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { formatFC, toCents } from '../../../src/domain/money.ts';
import { customer, moveOrder, placeOrder, productsInStock, signIn, staffLogin } from './history-helpers.ts';

const SCRIPT = '<script>alert("nom")</script>';
const IMG = '<img src=x onerror=alert("adresse")>';

const kinshasaToday = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
const orderCard = (page: Page, numero: string) => page.getByRole('article', { name: `Commande ${numero}` });

test.describe('orders page', () => {
  test('lists the orders; number search, status and date filters narrow the list; reset brings them back', async ({
    page,
    request,
    baseURL,
  }) => {
    const [a, b] = await productsInStock(request);
    const { token } = await customer(request);
    const waiting = await placeOrder(request, token, [{ produit: a!.id, quantite: 1, avec_consigne: false }]);
    const delivered = await placeOrder(request, token, [{ produit: b!.id, quantite: 2, avec_consigne: true }]);
    await moveOrder(request, baseURL!, delivered.id, 'livree');
    await signIn(page, token);
    await page.goto('/mes-commandes.html');

    await expect(orderCard(page, waiting.numero_commande)).toContainText('En attente');
    await expect(orderCard(page, delivered.numero_commande)).toContainText('Livrée');
    await expect(page.getByRole('article')).toHaveCount(2);

    await page.getByLabel('Numéro de commande').fill(waiting.numero_commande.slice(-4));
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(orderCard(page, waiting.numero_commande)).toBeVisible();
    await page.getByLabel('Numéro de commande').fill('INTROUVABLE');
    await expect(page.getByText('Aucune commande trouvée')).toBeVisible();
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByLabel('Numéro de commande')).toHaveValue('');

    await page.getByLabel('Statut').selectOption({ label: 'Livrée' });
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(orderCard(page, delivered.numero_commande)).toBeVisible();
    await page.getByLabel('Statut').selectOption({ label: 'Annulée' });
    await expect(page.getByText('Aucune commande trouvée')).toBeVisible();
    await page.getByLabel('Statut').selectOption({ label: 'Tous les statuts' });

    await page.getByLabel('Date de commande').fill(kinshasaToday());
    await expect(page.getByRole('article')).toHaveCount(2);
    await page.getByLabel('Date de commande').fill('2020-01-15');
    await expect(page.getByText('Aucune commande trouvée')).toBeVisible();
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(page.getByRole('article')).toHaveCount(2);
  });

  test('the next useful act first: « Commander à nouveau », a delivered order’s reviews in sight, the cancellation a request, no invoice once cancelled', async ({
    page,
    request,
    baseURL,
  }) => {
    const [a, b] = await productsInStock(request);
    const { token } = await customer(request);
    const waiting = await placeOrder(request, token, [{ produit: a!.id, quantite: 1, avec_consigne: false }]);
    const delivered = await placeOrder(request, token, [
      { produit: a!.id, quantite: 1, avec_consigne: false },
      { produit: b!.id, quantite: 2, avec_consigne: false },
    ]);
    await moveOrder(request, baseURL!, delivered.id, 'livree');
    const cancelled = await placeOrder(request, token, [{ produit: b!.id, quantite: 1, avec_consigne: false }]);
    const staff = await request.post(`/api/v1/orders/commandes/${cancelled.id}/statut/`, {
      headers: { Authorization: `Token ${await staffLogin(baseURL!)}` },
      data: { statut: 'annulee' },
    });
    expect(staff.status(), await staff.text()).toBe(200);
    await signIn(page, token);
    await page.goto('/mes-commandes.html');

    // Delivered: « Commander à nouveau » and a « Laisser un avis » per product, without opening the details.
    const done = orderCard(page, delivered.numero_commande);
    await expect(done.getByRole('button', { name: `Commander à nouveau la commande ${delivered.numero_commande}` })).toBeVisible();
    const reviews = done.getByRole('region', { name: 'Votre avis sur les produits livrés' });
    await expect(reviews.getByRole('listitem')).toHaveCount(2);
    await expect(reviews.getByRole('button', { name: 'Laisser un avis' })).toHaveCount(2);
    await expect(reviews.getByRole('button', { name: 'Laisser un avis' }).first()).toBeVisible();
    await expect(done.getByRole('button', { name: 'Télécharger la facture' })).toBeVisible();
    // The request to cancel is a quiet link, only on the order still waiting, after the others.
    await expect(done.getByRole('link', { name: "Demander l'annulation" })).toHaveCount(0);
    await expect(orderCard(page, cancelled.numero_commande)).toContainText('Annulée');
    await expect(orderCard(page, cancelled.numero_commande).getByRole('button', { name: 'Télécharger la facture' })).toHaveCount(0);
    await expect(orderCard(page, cancelled.numero_commande).getByRole('link', { name: "Demander l'annulation" })).toHaveCount(0);
    const open = orderCard(page, waiting.numero_commande);
    await expect(open.getByRole('link', { name: 'Annuler la commande' })).toHaveCount(0);
    const request_ = open.getByRole('link', { name: "Demander l'annulation" });
    await expect(request_).not.toHaveClass(/btn/);
    const order = await open.evaluate((card) =>
      [...card.querySelectorAll('button, a')].map((el) => el.textContent?.trim()).filter((text) => text !== ''),
    );
    expect(order.indexOf('Commander à nouveau')).toBe(0);
    expect(order.at(-1)).toBe("Demander l'annulation");
    await request_.click();
    await expect(page).toHaveURL(`/support.html?commande=${waiting.numero_commande}`);
    await expect(page.getByLabel('Message')).toHaveValue(new RegExp(waiting.numero_commande));
  });

  test('the details and the downloaded invoice carry the right totals, and markup in name and address stays text', async ({
    page,
    request,
  }) => {
    const [a, b] = await productsInStock(request);
    const { token } = await customer(request, SCRIPT, IMG);
    const order = await placeOrder(
      request,
      token,
      [
        { produit: a!.id, quantite: 2, avec_consigne: true },
        { produit: b!.id, quantite: 1, avec_consigne: false },
      ],
      `Av. ${SCRIPT}, N°${IMG}, Gombe, Kinshasa`,
    );
    const total = formatFC(toCents(order.total_commande)!);
    const fee = formatFC(toCents(order.frais_livraison)!);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await signIn(page, token);
    await page.goto('/mes-commandes.html');
    const card = orderCard(page, order.numero_commande);
    await card.getByText('Détails de la commande').click();
    await expect(card.getByRole('row')).toHaveCount(3);
    await expect(card).toContainText(`Total : ${total}`);
    await expect(card).toContainText(`Av. ${SCRIPT}, N°${IMG}, Gombe, Kinshasa`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Télécharger la facture' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`facture_${order.numero_commande}.html`);
    const html = await readFile((await download.path())!, 'utf8');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain(total);
    expect(html).toContain(fee);
    expect(html).toContain('Kin Boissons');

    await page.setContent(html);
    await expect(page.getByText(`${SCRIPT} ${IMG}`)).toBeVisible();
    await expect(page.getByText(`Av. ${SCRIPT}, N°${IMG}, Gombe, Kinshasa`)).toBeVisible();
    // An accessible name folds the amount's no-break spaces into ordinary ones.
    await expect(page.getByRole('row', { name: new RegExp(`^Total ${total.replaceAll('\u00a0', ' ')}$`) })).toBeVisible();
    await expect(page.locator('thead + tbody tr')).toHaveCount(2);
    expect(dialogs).toEqual([]);
  });

  test("a failing list says 'Impossible de charger vos commandes' with a retry", async ({ page, request }) => {
    const { token } = await customer(request);
    let fail = true;
    await page.route('**/api/v1/orders/commandes/**', (route) => (fail ? route.fulfill({ status: 500, body: '' }) : route.fallback()));
    await signIn(page, token);
    await page.goto('/mes-commandes.html');
    await expect(page.getByRole('alert')).toContainText('Impossible de charger vos commandes');
    await expect(page.getByRole('alert')).toContainText('Erreur lors de la récupération des commandes (500)');
    fail = false;
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByText('Aucune commande trouvée')).toBeVisible();
  });
});
