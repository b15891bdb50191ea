import { expect, test } from '@playwright/test';
import { fillGuestForm, openCheckoutWith, productNamed, uniqueName } from '../checkout/checkout-helpers.ts';
import { customer, placeOrder, productsInStock, signIn as signInCustomer } from '../history/history-helpers.ts';
import { auth, blockingViolations, createStaff, customerWithLines, signIn, staffStock, tokenOf } from './gestion-helpers.ts';

test.use({ viewport: { width: 375, height: 780 } });

test.describe('gestion: who gets in', () => {
  test('a signed-out visitor goes to the login page and comes back to gestion after login', async ({ page }) => {
    const manager = await createStaff();
    await page.goto('/gestion/');
    await expect(page).toHaveURL(/\/connexion\.html\?next=%2Fgestion%2F$/);
    await page.getByLabel('Email').fill(manager.email);
    await page.getByLabel('Mot de passe').fill(manager.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/gestion\/$/);
    await expect(page.getByRole('heading', { name: 'Commandes', level: 1 })).toBeVisible();
    await expect(page.getByText(/\d+ commandes?$/)).toBeVisible();
  });

  test("a client reads 'Accès réservé au personnel.' on every screen and gets 403 from every staff endpoint", async ({ page, request }) => {
    const { token } = await customer(request);
    await signInCustomer(page, token);
    for (const path of [
      '/gestion/',
      '/gestion/catalogue',
      '/gestion/stock',
      '/gestion/categories',
      '/gestion/avis',
      '/gestion/messages',
      '/gestion/aujourdhui',
      '/gestion/personnel',
      '/gestion/nouvelle-commande',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('alert')).toContainText('Accès réservé au personnel.');
      await expect(page.getByRole('link', { name: 'Retour à la boutique' })).toHaveAttribute('href', '/');
    }
    const calls: [string, string, unknown][] = [
      ['GET', '/api/v1/staff/commandes/', undefined],
      ['GET', '/api/v1/staff/commandes/1/', undefined],
      ['GET', '/api/v1/staff/commandes/1/historique/', undefined],
      ['POST', '/api/v1/orders/commandes/1/statut/', { statut: 'confirmee' }],
      ['GET', '/api/v1/staff/jour/', undefined],
      ['GET', '/api/v1/staff/produits/', undefined],
      ['GET', '/api/v1/staff/catalogue/', undefined],
      ['POST', '/api/v1/staff/stock/receptions/', { articles: [{ produit: 1, quantite: 1 }] }],
      ['POST', '/api/v1/products/produits/', { nom: 'X', prix: '1', stock: 1 }],
      ['PATCH', '/api/v1/products/produits/1/', { prix: '1' }],
      ['DELETE', '/api/v1/products/produits/1/', undefined],
      ['POST', '/api/v1/products/produits/1/photo/', undefined],
      ['POST', '/api/v1/products/categories/', { nom: 'X' }],
      ['GET', '/api/v1/staff/avis/', undefined],
      ['DELETE', '/api/v1/products/avis/1/', undefined],
      ['GET', '/api/v1/contact/messages/', undefined],
      ['PATCH', '/api/v1/contact/messages/1/', { traite: true }],
      ['GET', '/api/v1/staff/personnel/', undefined],
      ['POST', '/api/v1/staff/personnel/', { email: 'x@example.cd', first_name: 'X', password: 'motdepasse' }],
      ['GET', '/api/v1/staff/publication/', undefined],
      ['POST', '/api/v1/staff/publication/retour/', undefined],
      ['GET', '/api/v1/staff/outbox/', undefined],
      ['POST', '/api/v1/staff/commandes/', { source: 'telephone', nom_complet: 'X', articles: [{ produit: 1, quantite: 1 }] }],
      ['GET', '/api/v1/staff/clients/?q=mireille', undefined],
    ];
    for (const [method, path, data] of calls) {
      const res = await request.fetch(path, { method, headers: auth(token), ...(data === undefined ? {} : { data }) });
      expect({ call: `${method} ${path}`, status: res.status() }).toEqual({ call: `${method} ${path}`, status: 403 });
      expect(await res.json()).toEqual({ detail: "Vous n'avez pas la permission d'effectuer cette action." });
    }
  });
});

test.describe('gestion: orders', () => {
  test('a guest order appears without reload; the manager moves an order to « En livraison » then « Livrée » and its customer is told both', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const manager = await createStaff();
    await page.goto('/gestion/');
    await page.getByLabel('Email').fill(manager.email);
    await page.getByLabel('Mot de passe').fill(manager.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { name: 'Commandes', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /commandes?$/ })).toBeVisible();

    // A guest orders at the checkout, in another browser.
    const guest = await browser.newContext({ viewport: { width: 375, height: 780 } });
    const guestPage = await guest.newPage();
    const name = uniqueName('Invité');
    await openCheckoutWith(guestPage, [{ product: await productNamed(request, 'Primus 72 cl'), quantite: 1 }]);
    await fillGuestForm(guestPage, name);
    await guestPage.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect(guestPage).toHaveURL(/confirmation-commande/);
    await guest.close();
    const card = page.getByRole('link', { name: new RegExp(name) });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText('Nouvelle');
    await expect(page).toHaveTitle(/^\(\d+\) Commandes — Gestion$/);

    // A signed-in customer's order, moved by the manager on the screen.
    const [product] = await productsInStock(request);
    const client = await customer(request);
    const order = await placeOrder(request, client.token, [{ produit: product!.id, quantite: 1, avec_consigne: false }]);
    await page.getByLabel('Rechercher (numéro, nom ou téléphone)').fill(order.numero_commande);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByRole('link', { name: new RegExp(order.numero_commande) }).click();
    await expect(page.getByRole('heading', { name: `Commande ${order.numero_commande}` })).toBeFocused();
    for (const status of ['Confirmée', 'En préparation', 'Prête pour livraison', 'En livraison']) {
      await page.getByRole('button', { name: `Passer à « ${status} »` }).click();
      await expect(page.getByRole('list').filter({ hasText: 'Commande reçue' })).toContainText(`→ ${status}`);
    }
    await page.getByRole('button', { name: 'Passer à « Livrée »' }).click();
    await expect(page.getByText('Cette commande est terminée : son statut ne change plus.')).toBeVisible();
    await expect(page.getByRole('list').filter({ hasText: 'Commande reçue' })).toContainText(`${manager.email} : En livraison → Livrée`);

    const customerContext = await browser.newContext({ viewport: { width: 375, height: 780 } });
    const customerPage = await customerContext.newPage();
    await signInCustomer(customerPage, client.token);
    await customerPage.goto('/notifications.html');
    await expect(customerPage.getByRole('article', { name: 'Commande en livraison' })).toContainText(
      `Votre commande ${order.numero_commande} est maintenant : En livraison.`,
    );
    await expect(customerPage.getByRole('article', { name: 'Commande livrée' })).toContainText(
      `Votre commande ${order.numero_commande} est maintenant : Livrée.`,
    );
    await customerContext.close();
  });

  test('a cancelled order puts its stock back; a move another manager made first is refused in French, changes nothing, and the order shows as it is now', async ({
    page,
    request,
  }) => {
    const manager = await createStaff();
    const token = await tokenOf(request, manager.email, manager.password);
    const [product] = await productsInStock(request);
    const client = await customer(request);
    const before = await staffStock(request, token, product!.id);
    const order = await placeOrder(request, client.token, [{ produit: product!.id, quantite: 3, avec_consigne: false }]);
    expect(await staffStock(request, token, product!.id)).toBe(before - 3);
    await signIn(page, token);
    await page.goto(`/gestion/#commande-${order.id}`);
    await page.getByRole('button', { name: 'Annuler la commande' }).click();
    await page.getByRole('button', { name: 'Oui, annuler' }).click();
    await expect(page.getByText('Cette commande est terminée : son statut ne change plus.')).toBeVisible();
    expect(await staffStock(request, token, product!.id)).toBe(before);

    const second = await placeOrder(request, client.token, [{ produit: product!.id, quantite: 1, avec_consigne: false }]);
    await page.goto(`/gestion/#commande-${second.id}`);
    await expect(page.getByRole('button', { name: 'Passer à « Confirmée »' })).toBeVisible();
    // Meanwhile another manager cancels it.
    const cancel = await request.post(`/api/v1/orders/commandes/${second.id}/statut/`, {
      headers: auth(token),
      data: { statut: 'annulee' },
    });
    expect(cancel.status()).toBe(200);
    await page.getByRole('button', { name: 'Passer à « Confirmée »' }).click();
    // The screen says what changed and shows the order as it is now.
    await expect(page.getByRole('alert')).toHaveText(
      "Cette commande est passée à « Annulée » depuis l'affichage de votre écran : rien n'a été modifié. Vérifiez-la avant de choisir à nouveau.",
    );
    await expect(page.getByText('Cette commande est terminée : son statut ne change plus.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Passer à « Confirmée »' })).toHaveCount(0);
    await page.getByRole('link', { name: '← Toutes les commandes' }).click();
    // Closed orders come after the open ones: with the suite's other orders it may be past the first page.
    await page.getByLabel('Rechercher (numéro, nom ou téléphone)').fill(second.numero_commande);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByRole('link', { name: new RegExp(second.numero_commande) })).toContainText('Annulée');
    const jump = await request.post(`/api/v1/orders/commandes/${second.id}/statut/`, {
      headers: auth(token),
      data: { statut: 'en_attente' },
    });
    expect(await jump.json()).toEqual({ statut: ['Transition impossible : « Annulée » vers « En attente ».'] });
    const after = (await (await request.get(`/api/v1/staff/commandes/${second.id}/`, { headers: auth(token) })).json()) as {
      statut: string;
    };
    expect(after.statut).toBe('annulee');
  });

  test('the delivery slip: lines, deposit, amount to collect, change to bring, address and phone, alone on paper', async ({
    page,
    request,
  }) => {
    const manager = await createStaff();
    const token = await tokenOf(request, manager.email, manager.password);
    const client = await customer(request);
    const primus = await productNamed(request, 'Primus 72 cl');
    const res = await request.post('/api/v1/orders/commandes/', {
      headers: auth(client.token),
      data: {
        adresse_livraison: 'Av. Kasa-Vubu, N°12, Matonge, Kalamu, Kinshasa',
        telephone_livraison: '2430812345678',
        // 2 × (2 500 + 500 of deposit) and a crate at 46 000 (promotion): 52 000 FC, and 6 000 of delivery; the
        // checkout offers 59 000, 60 000 and 100 000 FC.
        notes: 'Portail bleu\nJe paie avec : 100 000 FC (monnaie à rendre : 42 000 FC)',
        mode_paiement: 'paiement_livraison',
        use_saved_address: false,
        articles: [
          { produit: primus.id, quantite: 2, avec_consigne: true, bouteilles_echangees: 0 },
          { produit: primus.id === 1 ? 2 : 1, quantite: 1, avec_consigne: false, bouteilles_echangees: 0 },
        ],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const order = (await res.json()) as { id: number; numero_commande: string; total_commande: string };
    await signIn(page, token);
    await page.goto(`/gestion/#commande-${order.id}`);
    await expect(page.getByRole('link', { name: 'Appeler le +243 812 345 678' })).toHaveAttribute('href', 'tel:+243812345678');
    const whatsapp = await page.getByRole('link', { name: 'WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(whatsapp ?? '')).toContain(`https://wa.me/243812345678?text=Bonjour`);
    expect(decodeURIComponent(whatsapp ?? '')).toContain(order.numero_commande);
    await expect(page.getByText('Le client paie avec', { exact: true })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const slip = page.locator('.g-slip');
    await expect(slip).toBeVisible();
    await expect(slip).toContainText('Bon de livraison');
    await expect(slip).toContainText('Av. Kasa-Vubu, N°12, Matonge, Kalamu, Kinshasa');
    await expect(slip).toContainText('+243 812 345 678');
    await expect(slip).toContainText('consigne facturée');
    await expect(slip).toContainText('À encaisser');
    await expect(slip).toContainText('Monnaie à rendre');
    await expect(page.getByRole('button', { name: 'Imprimer le bon de livraison' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(slip).toBeHidden();
  });

  test('the order screen by keyboard: search, open an order, move it', async ({ page, request }) => {
    const manager = await createStaff();
    const token = await tokenOf(request, manager.email, manager.password);
    const client = await customer(request);
    const [product] = await productsInStock(request);
    const order = await placeOrder(request, client.token, [{ produit: product!.id, quantite: 1, avec_consigne: false }]);
    await signIn(page, token);
    await page.goto('/gestion/');
    const search = page.getByLabel('Rechercher (numéro, nom ou téléphone)');
    await expect(search).toBeVisible();
    await search.focus();
    await page.keyboard.type(order.numero_commande);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: new RegExp(order.numero_commande) })).toHaveCount(1);
    const link = page.getByRole('link', { name: new RegExp(order.numero_commande) });
    for (let i = 0; i < 10 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: `Commande ${order.numero_commande}` })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Passer à « Confirmée »' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Passer à « En préparation »' })).toBeVisible();
  });
});

test.describe('gestion: every screen', () => {
  test('no serious or critical axe violation (the phone widths: phones.spec.ts)', async ({ page, request }) => {
    test.setTimeout(120_000);
    const admin = await createStaff('admin');
    const token = await tokenOf(request, admin.email, admin.password);
    const client = await customer(request);
    const [product] = await productsInStock(request);
    const order = await placeOrder(request, client.token, [{ produit: product!.id, quantite: 2, avec_consigne: true }]);
    await request.post('/api/v1/contact/message/', {
      data: { name: 'Patrick', email: 'p@example.cd', message: 'Livrez-vous à Kintambo ?' },
    });
    await signIn(page, token);
    const screens: [string, string][] = [
      ['/gestion/', 'Commandes'],
      [`/gestion/#commande-${order.id}`, `Commande ${order.numero_commande}`],
      ['/gestion/aujourdhui', 'Commandes du jour par statut'],
      ['/gestion/catalogue', 'Produits'],
      ['/gestion/stock', 'Stock'],
      ['/gestion/categories', 'Marques'],
      ['/gestion/avis', 'Avis'],
      ['/gestion/messages', 'Messages'],
      ['/gestion/personnel', 'Nouveau compte de gérant'],
      ['/gestion/nouvelle-commande', 'Nouvelle commande'],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expect(page.getByText('Chargement…')).toHaveCount(0);
      expect(await blockingViolations(page), path).toEqual([]);
    }
    // The order screen with its menu and its filters open; « Nouvelle commande » with a customer found and a line.
    await page.goto('/gestion/');
    await page.getByText('Menu', { exact: true }).click();
    await expect(page.getByRole('link', { name: 'Se déconnecter' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByText('Menu', { exact: true }).click();
    await page.getByRole('button', { name: 'Filtres' }).click();
    await expect(page.getByLabel('Commune')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.goto('/gestion/nouvelle-commande');
    await customerWithLines(page, 'Amani', [product!.id]);
    expect(await blockingViolations(page)).toEqual([]);
    await page.goto('/gestion/catalogue');
    await page.getByRole('button', { name: /^Primus 72 cl/ }).click();
    await expect(page.getByRole('heading', { name: 'Primus 72 cl' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
