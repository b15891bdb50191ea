import { expect, test } from '@playwright/test';
import { amountText } from '../../amount-text.ts';
import {
  cartLines,
  confirmOnDelivery,
  customer,
  fillGuestForm,
  HOME_ADDRESS,
  openCheckoutSignedIn,
  openCheckoutWith,
  orderAsStaff,
  orderIdsOf,
  productNamed,
  uniqueName,
} from './checkout-helpers.ts';

const ORDER_PATH = '**/api/v1/orders/commandes/**';
const WAITING = "Commande en attente d'envoi. Nouvel essai dès le retour de la connexion.";
const submitButton = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Confirmer la commande' });

test.describe('checkout', () => {
  test('a guest order end to end: the API holds the right lines, consigne, fee and total', async ({ page, request, baseURL }) => {
    const primus = await productNamed(request, 'Primus 72 cl');
    const sprite = await productNamed(request, 'Sprite 33 cl');
    await openCheckoutWith(page, [
      { product: primus, quantite: 2, avec_consigne: true },
      { product: sprite, quantite: 3 },
    ]);
    // 2 × (2 500 + 500) + 3 × 1 300 = 9 900 FC, + 6 000 FC of delivery.
    await expect(page.getByTestId('total-commande')).toHaveText('15 900 FC');
    const name = uniqueName('Mireille Tshala');
    await fillGuestForm(page, name);
    await page.getByLabel('Je paie avec').selectOption({ label: '20 000 FC' });
    await page.getByLabel('Note pour le livreur (facultatif)').fill('Portail bleu');
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/confirmation-commande$/);
    await expect(page.getByText(/^Commande n° KB-\d{8}-\d{4}$/)).toBeVisible();
    await expect(page.getByTestId('total-confirme')).toHaveText('15 900 FC');
    const content = page.locator('[data-shell="confirmation-commande"]');
    await expect(content.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute('href', '/boutique');
    await expect(content.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/connexion.html');
    const ids = orderIdsOf(name);
    expect(ids).toHaveLength(1);
    const order = await orderAsStaff(request, baseURL!, ids[0]!);
    expect(order).toMatchObject({
      total_commande: '15900.00',
      frais_livraison: '6000.00',
      telephone_livraison: '2430812345678',
      adresse_livraison: 'Avenue du Commerce, N°12, Golf, Gombe, Kinshasa',
      notes: amountText('Portail bleu\nJe paie avec : 20 000 FC (monnaie à rendre : 4 100 FC)'),
    });
    expect(order.articles.map((a) => [a.quantite, a.avec_consigne, a.prix_unitaire])).toEqual([
      [2, true, '2500.00'],
      [3, false, '1300.00'],
    ]);
    expect(await cartLines(page)).toEqual([]);
  });

  test('a signed-in customer orders to the default saved address', async ({ page, request }) => {
    const account = await customer(request);
    const { token } = account;
    const primus = await productNamed(request, 'Primus 72 cl');
    const office = {
      ...HOME_ADDRESS,
      id: '1',
      type: 'Bureau',
      rue: 'Boulevard du 30 Juin',
      numero: '5',
      quartier: 'Centre',
      commune: 'Gombe',
      is_default: false,
    };
    await openCheckoutSignedIn(page, account, [office, HOME_ADDRESS], [{ product: primus, quantite: 1 }]);
    await expect(page.getByLabel('Nom complet')).toHaveValue('Patience Mbuyi');
    await expect(page.getByLabel(/^Téléphone/)).toHaveValue('+243 998 877 665');
    await expect(page.getByRole('radio', { name: /Avenue Kasa-Vubu, N°40/ })).toBeChecked();
    await confirmOnDelivery(page);
    await expect(page.locator('[data-shell="confirmation-commande"]').getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute(
      'href',
      '/mes-commandes.html',
    );
    const mine = await request.get('/api/v1/orders/commandes/', { headers: { Authorization: `Token ${token}` } });
    const list = (await mine.json()) as { results: { adresse_livraison: string; nom_client: string }[] };
    expect(list.results).toHaveLength(1);
    expect(list.results[0]).toMatchObject({
      adresse_livraison: 'Avenue Kasa-Vubu, N°40, Matonge, Kalamu, Kinshasa',
      nom_client: 'Patience Mbuyi',
    });
  });

  test('a signed-in customer ordering for someone else: the order carries the recipient typed, not the account’s name', async ({
    page,
    request,
  }) => {
    const account = await customer(request);
    const primus = await productNamed(request, 'Primus 72 cl');
    await openCheckoutSignedIn(page, account, [HOME_ADDRESS], [{ product: primus, quantite: 1 }]);
    await expect(page.getByLabel('Nom complet')).toHaveValue('Patience Mbuyi');
    await page.getByLabel('Nom complet').fill('Papa Didier Mutombo');
    await confirmOnDelivery(page);
    const mine = await request.get('/api/v1/orders/commandes/', { headers: { Authorization: `Token ${account.token}` } });
    const list = (await mine.json()) as { results: { nom_client: string }[] };
    expect(list.results.map((o) => o.nom_client)).toEqual(['Papa Didier Mutombo']);
  });

  test('every validation message of the checkout, and the empty cart', async ({ page, request }) => {
    await page.goto('/paiement.html');
    await expect(page.getByText('Votre panier est vide. Veuillez ajouter des produits avant de procéder au paiement.')).toBeVisible();
    await openCheckoutWith(page, [{ product: await productNamed(request, 'Primus 72 cl'), quantite: 1 }]);
    const alert = page.getByRole('alert');
    await submitButton(page).click();
    await expect(alert).toHaveText('Veuillez remplir tous les champs personnels.');
    await expect(page.getByLabel('Nom complet')).toBeFocused();
    await page.getByLabel('Nom complet').fill('Jean Test');
    await page.getByLabel(/^Téléphone/).fill('81234567');
    await submitButton(page).click();
    await expect(alert).toHaveText('Le numéro de téléphone doit contenir exactement 9 chiffres (sans le préfixe 243).');
    await page.getByLabel(/^Téléphone/).fill('+243 812 345 678');
    await expect(page.getByLabel(/^Téléphone/)).toHaveValue('+243 812 345 678');
    await submitButton(page).click();
    await expect(alert).toHaveText("Veuillez remplir tous les champs d'adresse.");
    await page.getByLabel('Avenue / Rue').fill('Avenue X');
    await page.getByLabel('Numéro', { exact: true }).fill('1');
    await page.getByLabel('Quartier').fill('Q');
    await page.getByLabel('Commune').fill('Limete');
    // The only method available is chosen from the start (« Veuillez sélectionner un mode de paiement. » is the flow's, unit-tested).
    await expect(page.getByLabel('Paiement à la livraison')).toBeChecked();
    await expect(page.getByLabel(/Carte bancaire/)).toBeDisabled();
    await expect(page.getByLabel(/Mobile Money/)).toBeDisabled();
    await expect(page.getByText("non disponible pour l'instant")).toHaveCount(2);
    // Server-side field errors come back as 'Label: message' lines; the cart stays.
    await page.getByLabel('Email (facultatif)').fill('pas-un-email');
    await submitButton(page).click();
    await expect(alert).toHaveText('Email: Adresse email invalide');
    expect(await cartLines(page)).toHaveLength(1);
  });

  test('the server places the order but the answer is lost: the retry gives exactly one order', async ({ page, request }) => {
    await openCheckoutWith(page, [{ product: await productNamed(request, 'Primus 72 cl'), quantite: 2 }]);
    const name = uniqueName('Réponse perdue');
    await fillGuestForm(page, name);
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/orders/commandes/')) keys.push(r.headers()['idempotency-key'] ?? '');
    });
    let lose = true;
    await page.route(ORDER_PATH, async (route) => {
      if (!lose) return route.continue();
      lose = false;
      await route.fetch();
      await route.abort('failed');
    });
    await submitButton(page).click();
    await expect(page.getByText(WAITING)).toBeVisible();
    expect(orderIdsOf(name)).toHaveLength(1);
    expect(await cartLines(page)).toHaveLength(1);
    await page.getByRole('button', { name: 'Réessayer maintenant' }).click();
    await expect(page).toHaveURL(/\/confirmation-commande$/);
    expect(orderIdsOf(name)).toHaveLength(1);
    expect(new Set(keys).size).toBe(1);
    expect(keys.length).toBeGreaterThanOrEqual(2);
  });

  test('offline at submit: the order waits, then leaves by itself once back online', async ({ page, context, request }) => {
    await openCheckoutWith(page, [{ product: await productNamed(request, 'Sprite 33 cl'), quantite: 1 }]);
    const name = uniqueName('Hors ligne');
    await fillGuestForm(page, name);
    await context.setOffline(true);
    await submitButton(page).click();
    await expect(page.getByText(WAITING)).toBeVisible();
    expect(await cartLines(page)).toHaveLength(1);
    expect(orderIdsOf(name)).toHaveLength(0);
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/confirmation-commande$/);
    expect(orderIdsOf(name)).toHaveLength(1);
  });

  test('a double click places one order', async ({ page, request }) => {
    await openCheckoutWith(page, [{ product: await productNamed(request, 'Primus 72 cl'), quantite: 1 }]);
    const name = uniqueName('Double clic');
    await fillGuestForm(page, name);
    // The order is held on its way until both clicks are done: the second lands while the first is being sent.
    let bothClicked!: () => void;
    const clicked = new Promise<void>((resolve) => {
      bothClicked = resolve;
    });
    await page.route(ORDER_PATH, async (route) => {
      await clicked;
      await route.continue();
    });
    await submitButton(page).dblclick();
    bothClicked();
    await expect(page).toHaveURL(/\/confirmation-commande$/);
    expect(orderIdsOf(name)).toHaveLength(1);
  });

  test('a reload during a pending order resumes it with the same key; the phone fallback shows meanwhile', async ({ page, request }) => {
    await openCheckoutWith(page, [{ product: await productNamed(request, 'Primus 72 cl'), quantite: 3, avec_consigne: true }]);
    const name = uniqueName('Rechargement');
    await fillGuestForm(page, name);
    const keys: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/orders/commandes/')) keys.push(r.headers()['idempotency-key'] ?? '');
    });
    await page.route(ORDER_PATH, (route) => route.abort('internetdisconnected'));
    await submitButton(page).click();
    await expect(page.getByText(WAITING)).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('commandeEnAttente') ?? '{}') as { key?: string });
    expect(stored.key).toMatch(/^[0-9a-f-]{36}$/);
    await page.reload();
    await expect(page.getByText(WAITING)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Commander par téléphone' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Envoyer par WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=.*Primus%2072%20cl/,
    );
    expect(await cartLines(page)).toHaveLength(1);
    await page.unroute(ORDER_PATH);
    await page.getByRole('button', { name: 'Réessayer maintenant' }).click();
    await expect(page).toHaveURL(/\/confirmation-commande$/);
    expect(orderIdsOf(name)).toHaveLength(1);
    expect(new Set(keys)).toEqual(new Set([stored.key]));
  });

  test('stock shortage: named before sending, and by the server when the check could not run; the cart stays', async ({
    page,
    request,
  }) => {
    const xxl = await productNamed(request, 'XXL Energy 50 cl');
    const wanted = xxl.stock + 1;
    const shortage = `XXL Energy 50 cl : Désolé, il ne reste que ${xxl.stock} unités en stock.`;
    await openCheckoutWith(page, [{ product: xxl, quantite: wanted }]);
    await fillGuestForm(page, uniqueName('Rupture'));
    await submitButton(page).click();
    await expect(page.getByRole('alert')).toContainText(shortage);
    await expect(page.getByRole('button', { name: 'Accepter les nouveaux prix et commander' })).toBeVisible();
    expect((await cartLines(page))[0]?.quantite).toBe(wanted);
    await page.reload();
    await page.route('**/api/v1/cart/anonymous/validate/', (route) => route.abort('failed'));
    await fillGuestForm(page, uniqueName('Rupture serveur'));
    await submitButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(shortage);
    expect((await cartLines(page))[0]?.quantite).toBe(wanted);
    await expect(submitButton(page)).toBeEnabled();
  });
});

test.describe('the confirmation page opened without an order on this device', () => {
  test('says there is none, with no thanks, and leads to the shop', async ({ page }) => {
    await page.goto('/confirmation-commande');
    const content = page.locator('[data-shell="confirmation-commande"]');
    await expect(content.getByText('Aucune commande récente sur cet appareil.')).toBeVisible();
    await expect(content.getByText('Merci pour votre commande !')).toHaveCount(0);
    await expect(content.getByText(/^Commande n° /)).toHaveCount(0);
    await expect(content.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute('href', '/boutique');
  });

  test.describe('before its script runs', () => {
    test.use({ javaScriptEnabled: false });
    test('thanks nobody either', async ({ page }) => {
      await page.goto('/confirmation-commande');
      const content = page.locator('[data-shell="confirmation-commande"]');
      await expect(content.getByRole('link', { name: 'Continuer mes achats' })).toBeVisible();
      await expect(content.getByText('Merci pour votre commande !')).toHaveCount(0);
    });
  });
});
