/**
 * Orders out, the manager's side, on a 360 px phone: a round of three ready orders built for a rider with its stops
 * put in order by buttons, its slips printed (each names the rider and lists the empties per product as crates and
 * bottles); the rider's outcomes recorded through the API (one crate fewer than declared: 12 000 FC added); one
 * outcome corrected on the order's panel with a reason (its history shows it); the rider's day closed on « Caisse »
 * with a 2 000 FC difference that stays after a reload; « Aujourd'hui »'s delivered revenue is the sum of the outcomes;
 * « Vides » and the customer's « Mon compte » show the same balance. Every new screen fits phones and is axe clean.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatFC, toCents } from '../../../src/domain/money.ts';
import { emptiesMessages } from '../../../src/messages/empties.ts';
import { customer, signIn as signInCustomer } from '../history/history-helpers.ts';
import { expectFitsEveryPhone } from '../phones/fit.ts';
import { auth, blockingViolations, createStaff, receiveStock, signIn, tokenOf } from './gestion-helpers.ts';

test.use({ isMobile: true, hasTouch: true, viewport: { width: 360, height: 780 }, actionTimeout: 10_000 });

type Line = { id: number; produit: number | null };
type Stop = { id: number; numero_commande: string; total_commande: string; articles: Line[] };
type Balance = { client: number | null; nom: string; solde: number; solde_unites: { casiers: number; bouteilles: number } };

/** An order taken by phone for the customer, moved to « Prête pour livraison ». */
async function readyOrder(
  request: APIRequestContext,
  token: string,
  client: number,
  articles: { produit: number; quantite: number; avec_consigne: boolean; bouteilles_echangees?: number }[],
) {
  const res = await request.post('/api/v1/staff/commandes/', {
    headers: { ...auth(token), 'Idempotency-Key': crypto.randomUUID() },
    data: {
      source: 'telephone',
      client,
      nom_complet: 'Bijou Nsimba',
      telephone_livraison: '+243812345678',
      adresse_livraison: 'Av. Kasa-Vubu, N°12, Matonge, Kalamu, Kinshasa',
      mode_paiement: 'paiement_livraison',
      articles,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = (await res.json()) as Stop;
  for (const statut of ['confirmee', 'en_preparation', 'prete_livraison']) {
    const moved = await request.post(`/api/v1/orders/commandes/${order.id}/statut/`, { headers: auth(token), data: { statut } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return order;
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.getByText('Chargement…')).toHaveCount(0);
}

test('a round built, printed, delivered, corrected and its cash closed, on a phone', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const admin = await createStaff('admin');
  const token = await tokenOf(request, admin.email, admin.password);
  const riderEmail = `didier.${Date.now().toString(36)}@kin-boissons.test`;
  const made = await request.post('/api/v1/staff/personnel/', {
    headers: auth(token),
    data: { email: riderEmail, first_name: 'Didier', last_name: 'Mbala', password: 'livreur-e2e-secret', role: 'livreur' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const riderToken = await tokenOf(request, riderEmail, 'livreur-e2e-secret');
  const amani = await customer(request, 'Bijou', 'Nsimba');
  const me = (await (await request.get('/api/v1/accounts/me/', { headers: auth(amani.token) })).json()) as { id: number };
  const products = (await (await request.get('/api/v1/products/produits/?page_size=100')).json()) as {
    results: { id: number; nom: string }[];
  };
  const idOf = (nom: string) => products.results.find((p) => p.nom === nom)?.id ?? 0;
  const crate = idOf('Primus casier 20 × 72 cl');
  const bottle = idOf('Primus 72 cl');
  // A: two crates and three bottles exchanged; B: two crates with their deposit and 32 bottles handed back; C: one crate exchanged.
  const a = await readyOrder(request, token, me.id, [
    { produit: crate, quantite: 2, avec_consigne: false },
    { produit: bottle, quantite: 3, avec_consigne: false },
  ]);
  const b = await readyOrder(request, token, me.id, [{ produit: crate, quantite: 2, avec_consigne: true, bouteilles_echangees: 32 }]);
  const c = await readyOrder(request, token, me.id, [{ produit: crate, quantite: 1, avec_consigne: false }]);
  // What the three orders take comes back to the depot's stock: the suite's later tests share it.
  await receiveStock(request, token, [
    { produit: crate, quantite: 5 },
    { produit: bottle, quantite: 3 },
  ]);
  await signIn(page, token);
  const fits = (state: string, shown: () => Promise<void>) => expectFitsEveryPhone(page, testInfo, state, shown);

  // « Tournées »: the rider, the three orders ticked, C moved up to the first stop.
  await open(page, '/gestion/tournees', 'Tournées');
  await page.getByRole('button', { name: 'Créer la tournée' }).click();
  await expect(page.getByText('Choisissez un livreur').last()).toBeVisible();
  await page.getByLabel('Livreur', { exact: true }).selectOption({ label: 'Didier Mbala' });
  for (const o of [a, b, c]) await page.getByRole('checkbox', { name: new RegExp(o.numero_commande) }).check();
  await page.getByRole('button', { name: `Monter ${c.numero_commande}` }).click();
  await page.getByRole('button', { name: `Monter ${c.numero_commande}` }).click();
  const stops = page.locator('.g-stops > li');
  await expect(stops).toHaveText([
    new RegExp(`^1\\. ${c.numero_commande}`),
    new RegExp(`^2\\. ${a.numero_commande}`),
    new RegExp(`^3\\. ${b.numero_commande}`),
  ]);
  await expect(page.getByRole('button', { name: `Monter ${c.numero_commande}` })).toBeDisabled();
  await fits('tournées, trois arrêts choisis', () => expect(page.getByRole('button', { name: 'Créer la tournée' })).toBeVisible());
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Créer la tournée' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tournée créée : 3 arrêts pour Didier Mbala.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Didier Mbala · 3 arrêts' })).toBeVisible();

  // The slips of the round, on paper: one per stop, in order, each naming the rider, empties per product.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: 'Imprimer les bons de la tournée de Didier Mbala' }).click();
  await page.emulateMedia({ media: 'print' });
  const slips = page.locator('.g-round-slips .g-slip');
  await expect(slips).toHaveCount(3);
  for (const [i, o] of [c, a, b].entries()) {
    await expect(slips.nth(i)).toBeVisible();
    await expect(slips.nth(i)).toContainText('Livreur : Didier Mbala');
    await expect(slips.nth(i)).toContainText(`Arrêt ${i + 1} sur 3`);
    await expect(slips.nth(i)).toContainText(o.numero_commande);
  }
  await expect(slips.nth(1)).toContainText('Primus casier 20 × 72 cl : 2 casiers');
  await expect(slips.nth(1)).toContainText('Primus 72 cl : 3 bouteilles');
  await expect(slips.nth(2)).toContainText('Primus casier 20 × 72 cl : 1 casier + 12 bouteilles');
  await expect(page.getByRole('button', { name: 'Créer la tournée' })).toBeHidden();
  await testInfo.attach('bons de la tournée, impression', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  await page.emulateMedia({ media: 'screen' });

  // The rider records his stops: A with one crate fewer than declared (12 000 FC added), B in full, C with a mis-typed cash.
  const round = (await (await request.get('/api/v1/livreur/tournee/', { headers: auth(riderToken) })).json()) as { commandes: Stop[] };
  const stop = (id: number) => round.commandes.find((s) => s.id === id) as Stop;
  const cents = (o: Stop) => toCents(o.total_commande) ?? 0;
  const deliver = async (o: Stop, especesCents: number, vides: { article: number; casiers: number; bouteilles: number }[]) => {
    const res = await request.post(`/api/v1/livreur/commandes/${o.id}/livraison/`, {
      headers: { ...auth(riderToken), 'Idempotency-Key': crypto.randomUUID() },
      data: { resultat: 'livree', especes: String(especesCents / 100), vides },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { livraison: { a_encaisser: string; consigne_manquante: string } }).livraison;
  };
  // Other tests of the suite deliver on the same day: « Aujourd'hui » grows by this round's outcomes.
  const day = (await (await request.get('/api/v1/staff/jour/', { headers: auth(token) })).json()) as { livre: string };
  const deliveredBefore = toCents(day.livre) ?? 0;
  const [aCrate, aBottle] = stop(a.id).articles;
  const outA = await deliver(stop(a.id), cents(a) + 1_200_000, [
    { article: aCrate!.id, casiers: 1, bouteilles: 0 },
    { article: aBottle!.id, casiers: 0, bouteilles: 3 },
  ]);
  expect(outA.consigne_manquante).toBe('12000.00');
  expect(toCents(outA.a_encaisser)).toBe(cents(a) + 1_200_000);
  const outB = await deliver(stop(b.id), cents(b), [{ article: stop(b.id).articles[0]!.id, casiers: 1, bouteilles: 12 }]);
  await deliver(stop(c.id), cents(c) + 100_000, [{ article: stop(c.id).articles[0]!.id, casiers: 1, bouteilles: 0 }]);

  // The manager corrects C's cash on its panel, with a reason; the history names it.
  await page.goto(`/gestion/#commande-${c.id}`);
  await expect(page.getByRole('heading', { name: 'Livraison' })).toBeVisible();
  await page.getByRole('button', { name: 'Corriger' }).click();
  await page.getByLabel('Espèces reçues (FC)').fill(String(cents(c) / 100));
  await page.getByLabel('Casiers').fill('1');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Indiquez la raison de la correction.').first()).toBeVisible();
  await page.getByLabel('Raison de la correction').fill('le livreur a tapé 1 000 FC de trop');
  await fits('commande, correction de la livraison', () => expect(page.getByLabel('Raison de la correction')).toBeVisible());
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Livraison corrigée.' })).toBeVisible();
  await expect(page.getByText(/a corrigé la livraison : le livreur a tapé 1 000 FC de trop/)).toBeVisible();
  await expect(page.getByText('(corrigée)')).toBeVisible();
  const sum = cents(a) + 1_200_000 + (toCents(outB.a_encaisser) ?? 0) + cents(c);

  // « Caisse »: the rider hands in 2 000 FC less than expected; the day closed stays closed after a reload.
  await open(page, '/gestion/caisse', 'Caisse');
  const didier = page.getByRole('listitem').filter({ hasText: 'Didier Mbala' });
  await expect(didier).toContainText(formatFC(sum));
  await didier.getByLabel('Montant compté pour Didier Mbala').fill(String((sum - 200_000) / 100));
  await fits('caisse, montant compté', () =>
    expect(didier.getByRole('button', { name: 'Clôturer la caisse de Didier Mbala' })).toBeVisible(),
  );
  expect(await blockingViolations(page)).toEqual([]);
  await didier.getByRole('button', { name: 'Clôturer la caisse de Didier Mbala' }).click();
  await expect(didier).toContainText('2 000 FC manquants');
  await page.reload();
  await expect(page.getByText('Chargement…')).toHaveCount(0);
  await expect(didier).toContainText('2 000 FC manquants');
  await expect(didier).toContainText('Clôturée le');
  await expect(didier.getByRole('button', { name: /Clôturer/ })).toHaveCount(0);

  // « Aujourd'hui »: delivered revenue grew by the sum of the outcomes.
  await open(page, '/gestion/aujourdhui', "Aujourd'hui");
  await expect(page.getByText(`${formatFC(deliveredBefore + sum)}chiffre d'affaires livré`)).toBeVisible();

  // « Vides » and « Mon compte »: the same balance per product.
  const balances = ((await (await request.get('/api/v1/accounts/vides/', { headers: auth(amani.token) })).json()) as Balance[]).filter(
    (r) => r.solde > 0,
  );
  expect(balances.length).toBeGreaterThan(0);
  const texts = balances.map((r) => emptiesMessages.count(r.solde_unites.casiers, r.solde_unites.bouteilles));
  await open(page, '/gestion/vides', 'Vides');
  const mine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bijou Nsimba' }) });
  for (const [i, r] of balances.entries())
    await expect(mine.getByRole('listitem').filter({ hasText: r.nom })).toContainText(texts[i] ?? '');
  await fits('vides', () => expect(mine.first()).toBeVisible());
  expect(await blockingViolations(page)).toEqual([]);

  const customerPage = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  try {
    await signInCustomer(customerPage, amani.token);
    await customerPage.goto('/mon-compte.html');
    const section = customerPage.getByRole('region', { name: 'Mes vides consignés' });
    for (const [i, r] of balances.entries()) await expect(section).toContainText(emptiesMessages.ofProduct(r.nom, texts[i] ?? ''));
  } finally {
    await customerPage.close();
  }
});
