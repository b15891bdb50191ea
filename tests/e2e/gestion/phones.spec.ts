/**
 * Gestion on a phone: every screen, with each of its confirmations and forms open, fits 320, 360, 375
 * and 414 px (no sideways scroll, no control off screen, tap targets a finger can hit), with the
 * storefront's phone check. A full-page screenshot per state and width is attached to the results.
 */
import { expect, type Page, test } from '@playwright/test';
import { customer, placeOrder, productsInStock, signIn as signInCustomer } from '../history/history-helpers.ts';
import { expectFitsEveryPhone } from '../phones/fit.ts';
import { auth, createStaff, customerWithLines, signIn, tokenOf } from './gestion-helpers.ts';

test.use({ isMobile: true, hasTouch: true, viewport: { width: 360, height: 780 }, actionTimeout: 10_000 });

/** Opens a gestion screen and waits until its data is shown. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await expect(page.getByText('Chargement…')).toHaveCount(0);
}

test('every gestion screen, with its confirmations and forms open, fits phones of 320 to 414 px', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const admin = await createStaff('admin');
  const token = await tokenOf(request, admin.email, admin.password);
  const manager = await createStaff('manager');
  const client = await customer(request);
  const [product] = await productsInStock(request);
  const order = await placeOrder(request, client.token, [{ produit: product!.id, quantite: 2, avec_consigne: true }]);
  const delivered = await placeOrder(request, client.token, [{ produit: product!.id, quantite: 1, avec_consigne: false }]);
  for (const statut of ['confirmee', 'en_preparation', 'prete_livraison', 'en_livraison', 'livree']) {
    await request.post(`/api/v1/orders/commandes/${delivered.id}/statut/`, { headers: auth(token), data: { statut } });
  }
  await request.post(`/api/v1/products/produits/${product!.id}/ajouter_avis/`, {
    headers: auth(client.token),
    data: { produit: product!.id, note: 5, commentaire: 'Livrée bien fraîche, le livreur a repris les vides sans discuter.' },
  });
  await request.post('/api/v1/contact/message/', {
    data: { name: 'Patrick Mukendi', email: 'patrick.mukendi@example.cd', message: 'Livrez-vous à Kintambo le dimanche matin ?' },
  });
  await signIn(page, token);
  const fits = (state: string, shown: () => Promise<void>) => expectFitsEveryPhone(page, testInfo, state, shown);

  await open(page, '/gestion/', 'Commandes');
  await fits('commandes', () => expect(page.getByRole('link', { name: new RegExp(order.numero_commande) })).toBeVisible());

  await page.getByText('Menu', { exact: true }).click();
  await fits('commandes, menu ouvert', () => expect(page.getByRole('link', { name: 'Se déconnecter' })).toBeVisible());
  await page.getByText('Menu', { exact: true }).click();
  await page.getByRole('button', { name: 'Filtres' }).click();
  await fits('commandes, filtres ouverts', () => expect(page.getByLabel('Commune')).toBeVisible());

  await open(page, '/gestion/nouvelle-commande', 'Nouvelle commande');
  await fits('nouvelle commande', () => expect(page.getByRole('button', { name: 'Enregistrer la commande' })).toBeVisible());
  const crate = (await (await request.get('/api/v1/products/produits/?page_size=100')).json()) as {
    results: { id: number; nom: string }[];
  };
  const crateId = crate.results.find((p) => p.nom === 'Primus casier 20 × 72 cl')?.id ?? 0;
  await customerWithLines(page, 'Amani', [crateId, product!.id]);
  await page.getByLabel('Bouteilles', { exact: true }).first().fill('99');
  await page.getByRole('button', { name: 'Enregistrer la commande' }).click();
  await fits('nouvelle commande, client choisi, articles et refus', () => expect(page.getByRole('alert')).toContainText('au plus'));

  await open(page, `/gestion/#commande-${order.id}`, `Commande ${order.numero_commande}`);
  await fits('commande', () => expect(page.getByRole('button', { name: 'Annuler la commande' })).toBeVisible());
  await page.getByRole('button', { name: 'Annuler la commande' }).click();
  await fits('commande, annulation à confirmer', () => expect(page.getByRole('button', { name: 'Oui, annuler' })).toBeVisible());

  await open(page, '/gestion/aujourdhui', 'Commandes du jour par statut');
  await fits('aujourdhui', () => expect(page.getByRole('heading', { name: 'Commandes du jour par statut' })).toBeVisible());

  await open(page, '/gestion/catalogue', 'Produits');
  await fits('catalogue', () => expect(page.getByRole('button', { name: 'Nouveau produit' })).toBeVisible());
  const rollback = page.getByRole('button', { name: 'Revenir à la version précédente' });
  if (await rollback.isVisible()) {
    await rollback.click();
    await fits('catalogue, retour arrière à confirmer', () =>
      expect(page.getByRole('button', { name: 'Oui, revenir en arrière' })).toBeVisible(),
    );
    await page.getByRole('button', { name: 'Non, garder cette version' }).click();
  }
  await page.getByRole('button', { name: 'Nouveau produit' }).click();
  await fits('nouveau produit', () => expect(page.getByLabel('Prix (FC)')).toBeVisible());
  await open(page, '/gestion/catalogue', 'Produits');
  await page.getByRole('button', { name: new RegExp(`^${product!.nom.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(page.getByRole('heading', { name: product!.nom })).toBeVisible();
  await fits('fiche produit', () => expect(page.getByLabel('Prix (FC)')).toBeVisible());
  await page.getByRole('button', { name: 'Retirer de la boutique' }).click();
  await fits('fiche produit, retrait à confirmer', () => expect(page.getByRole('button', { name: 'Oui, retirer' })).toBeVisible());

  await open(page, '/gestion/stock', 'Stock');
  await fits('stock', () => expect(page.getByRole('heading', { name: 'Stock' }).first()).toBeVisible());

  await open(page, '/gestion/categories', 'Marques');
  await page.getByRole('button', { name: 'Renommer Bières' }).click();
  await fits('catégories, renommage ouvert', () => expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible());

  await open(page, '/gestion/avis', 'Avis');
  await fits('avis', () => expect(page.getByRole('button', { name: 'Approuver' }).first()).toBeVisible());

  await open(page, '/gestion/messages', 'Messages');
  await fits('messages', () => expect(page.getByRole('button', { name: 'Marquer comme traité' }).first()).toBeVisible());

  await open(page, '/gestion/personnel', 'Nouveau compte de gérant');
  await fits('personnel', () => expect(page.getByRole('button', { name: /^Désactiver / }).first()).toBeVisible());
  await page.getByRole('button', { name: `Nouveau mot de passe pour ${manager.email}` }).click();
  await fits('personnel, nouveau mot de passe', () =>
    expect(page.getByRole('button', { name: 'Enregistrer le mot de passe' })).toBeVisible(),
  );

  await open(page, '/gestion/journal', 'Journal');
  await fits('journal', () => expect(page.getByLabel('Quoi')).toBeVisible());
});

test("a client's « Accès réservé » screen fits phones of 320 to 414 px", async ({ page, request }, testInfo) => {
  const { token } = await customer(request);
  await signInCustomer(page, token);
  await page.goto('/gestion/');
  await expectFitsEveryPhone(page, testInfo, 'accès réservé', () =>
    expect(page.getByRole('alert')).toContainText('Accès réservé au personnel.'),
  );
});
