/**
 * « Ventes » as the owner reads it at the end of a week on a 375 px phone: orders placed on the website, by phone, on
 * WhatsApp and at the counter, in three communes, delivered by a rider on several days of the last seven (one not
 * delivered, one cancelled); the chart, the best sellers, and totals that are the sums of those orders. Axe clean.
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import { e2eDataDir } from '../../../playwright.config.ts';
import { kinshasaDay } from '../../../src/domain/kinshasa-time.ts';
import { formatFC, toCents } from '../../../src/domain/money.ts';
import { addDays } from '../../../src/domain/sales-period.ts';
import { productsInStock } from '../history/history-helpers.ts';
import { auth, blockingViolations, createStaff, signIn, tokenOf } from './gestion-helpers.ts';

test.use({ isMobile: true, hasTouch: true, viewport: { width: 375, height: 812 } });

type Source = 'site' | 'telephone' | 'whatsapp' | 'comptoir';
type Fate = 'livree' | 'pas_livree' | 'annulee';
/** An order of the week: where from, which commune, what, what became of it and how many days ago (0: today). */
interface Planned {
  source: Source;
  commune: string;
  lines: [number, number][];
  fate: Fate;
  daysAgo: number;
}

interface SalesAnswer {
  chiffres: { livre: string; commandes_livrees: number; commandes_passees: number };
  par_jour: { jour: string; livre: string; commandes_livrees: number }[];
  meilleures_quantites: { produit: number | null; quantite: number }[];
}

const cents = (value: string) => toCents(value) ?? Number.NaN;

/** Moves an order's placing and its delivery `days` back, as if it had been placed and delivered then. */
function moveBack(orderId: number, days: number) {
  const db = new DatabaseSync(join(e2eDataDir, 'shop.sqlite'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const shift = (iso: string) => new Date(Date.parse(iso) - days * 86_400_000).toISOString();
    const order = db.prepare('SELECT date_commande FROM commandes WHERE id = ?').get(orderId) as { date_commande: string };
    db.prepare('UPDATE commandes SET date_commande = ? WHERE id = ?').run(shift(order.date_commande), orderId);
    const outcome = db.prepare('SELECT jour FROM livraisons WHERE commande_id = ? AND actuelle = 1').get(orderId) as
      | { jour: string }
      | undefined;
    if (outcome)
      db.prepare('UPDATE livraisons SET jour = ? WHERE commande_id = ? AND actuelle = 1').run(addDays(outcome.jour, -days), orderId);
  } finally {
    db.close();
  }
}

async function lastWeek(request: APIRequestContext, token: string): Promise<SalesAnswer> {
  const res = await request.get('/api/v1/staff/ventes/', { headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as SalesAnswer;
}

/** A figure's box on the screen, by its label. */
const figure = (list: Locator, label: string) => list.getByRole('listitem').filter({ hasText: label });

test('« Ventes » over the last 7 days: the chart, the best sellers and totals that are the sums of the orders', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await createStaff('admin');
  const adminToken = await tokenOf(request, admin.email, admin.password);
  const manager = await createStaff('manager');
  const token = await tokenOf(request, manager.email, manager.password);
  const riderEmail = `livreur.${Date.now().toString(36)}@kin-boissons.test`;
  const made = await request.post('/api/v1/staff/personnel/', {
    headers: auth(adminToken),
    data: { email: riderEmail, first_name: 'Didier', password: 'livreur-e2e-secret', role: 'livreur' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const rider = { id: ((await made.json()) as { id: number }).id, token: await tokenOf(request, riderEmail, 'livreur-e2e-secret') };
  const [first, second] = await productsInStock(request);
  if (!first || !second) throw new Error('two products in stock are needed');

  const plan: Planned[] = [
    { source: 'site', commune: 'Kalamu', lines: [[first.id, 3]], fate: 'livree', daysAgo: 5 },
    {
      source: 'telephone',
      commune: 'Gombe',
      lines: [
        [first.id, 2],
        [second.id, 1],
      ],
      fate: 'livree',
      daysAgo: 3,
    },
    { source: 'whatsapp', commune: 'Limete', lines: [[second.id, 4]], fate: 'livree', daysAgo: 3 },
    { source: 'comptoir', commune: 'Kalamu', lines: [[first.id, 1]], fate: 'livree', daysAgo: 1 },
    { source: 'site', commune: 'Gombe', lines: [[first.id, 6]], fate: 'pas_livree', daysAgo: 2 },
    { source: 'telephone', commune: 'Limete', lines: [[second.id, 5]], fate: 'annulee', daysAgo: 4 },
    { source: 'site', commune: 'Limete', lines: [[second.id, 2]], fate: 'livree', daysAgo: 0 },
  ];
  const before = await lastWeek(request, token);
  const today = kinshasaDay(Date.now());
  const seeded: (Planned & { id: number; collected: number })[] = [];
  for (const [i, p] of plan.entries()) {
    const body = {
      nom_complet: `Client Ventes ${i + 1}`,
      email: '',
      adresse_livraison: `Av. de la Paix, N°${i + 1}, Quartier ${i + 1}, ${p.commune}, Kinshasa`,
      telephone_livraison: `24308120000${String(i).padStart(2, '0')}`,
      notes: '',
      mode_paiement: 'paiement_livraison',
      use_saved_address: false,
      articles: p.lines.map(([produit, quantite]) => ({ produit, quantite, avec_consigne: false, bouteilles_echangees: 0 })),
    };
    const placed =
      p.source === 'site'
        ? await request.post('/api/v1/orders/commandes/anonyme/', { data: body })
        : await request.post('/api/v1/staff/commandes/', {
            headers: { ...auth(token), 'Idempotency-Key': `ventes-e2e-${Date.now().toString(36)}-${i}` },
            data: { ...body, source: p.source, client: null },
          });
    expect(placed.status(), await placed.text()).toBe(201);
    const id = ((await placed.json()) as { id: number }).id;
    const move = (statut: string) => request.post(`/api/v1/orders/commandes/${id}/statut/`, { headers: auth(token), data: { statut } });
    let collected = 0;
    if (p.fate === 'annulee') expect((await move('annulee')).status()).toBe(200);
    else {
      for (const statut of ['confirmee', 'en_preparation', 'prete_livraison']) expect((await move(statut)).status()).toBe(200);
      const round = await request.post('/api/v1/staff/tournees/', { headers: auth(token), data: { livreur: rider.id, commandes: [id] } });
      expect(round.status(), await round.text()).toBe(201);
      const outcome =
        p.fate === 'livree' ? { resultat: 'livree', especes: '0', vides: [] } : { resultat: 'pas_livree', motif: 'absent', note: '' };
      const res = await request.post(`/api/v1/livreur/commandes/${id}/livraison/`, { headers: auth(rider.token), data: outcome });
      expect(res.status(), await res.text()).toBe(201);
      const stored = (await res.json()) as { livraison: { a_encaisser: string } | null };
      if (p.fate === 'livree') collected = cents(stored.livraison?.a_encaisser ?? '');
    }
    if (p.daysAgo > 0) moveBack(id, p.daysAgo);
    seeded.push({ ...p, id, collected });
  }
  const delivered = seeded.filter((o) => o.fate === 'livree');
  const sum = (orders: typeof seeded) => orders.reduce((total, o) => total + o.collected, 0);
  const units = (productId: number) =>
    delivered.reduce((n, o) => n + o.lines.filter(([id]) => id === productId).reduce((m, [, q]) => m + q, 0), 0);
  const earlier = (productId: number) => before.meilleures_quantites.find((p) => p.produit === productId)?.quantite ?? 0;

  await signIn(page, token);
  await page.goto('/gestion/ventes');
  await expect(page.getByRole('heading', { name: 'Ventes', level: 1 })).toBeVisible();
  await expect(page.getByText('Chargement…')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '7 derniers jours' })).toHaveAttribute('aria-pressed', 'true');

  // The totals: what the week held before, plus exactly the orders seeded here that were delivered.
  const figures = page.getByRole('list', { name: 'Chiffres de la période' });
  await expect(figure(figures, "Chiffre d'affaires livré").locator('strong')).toHaveText(
    formatFC(cents(before.chiffres.livre) + sum(delivered)),
  );
  await expect(figure(figures, 'Commandes livrées').locator('strong')).toHaveText(
    String(before.chiffres.commandes_livrees + delivered.length),
  );
  // Placed: all but the cancelled one.
  await expect(figure(figures, 'Commandes passées').locator('strong')).toHaveText(String(before.chiffres.commandes_passees + 6));

  // The chart: one bar per day of the seven, named and described; its table gives each day's sum of the orders delivered that day.
  const chart = page.getByRole('img', { name: "Chiffre d'affaires livré par jour" });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).toHaveCount(7);
  await page.getByText('Chaque jour', { exact: true }).click();
  for (let ago = 6; ago >= 0; ago--) {
    const jour = addDays(today, -ago);
    const earlierDay = cents(before.par_jour.find((d) => d.jour === jour)?.livre ?? '0');
    const row = page.getByRole('row', { name: new RegExp(`^${jour.slice(8, 10)}/${jour.slice(5, 7)} `) });
    await expect(row.getByRole('cell').first()).toHaveText(formatFC(earlierDay + sum(delivered.filter((o) => o.daysAgo === ago))));
  }

  // Best sellers by quantity: each product's delivered units (the undelivered six and the cancelled five not counted).
  const best = page.getByRole('region', { name: 'Meilleures ventes en quantité' });
  for (const product of [first, second]) {
    const name = new RegExp(`^${product.nom.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `);
    // The units of the week, then the week before's under them.
    await expect(best.getByRole('row', { name }).getByRole('cell').first()).toHaveText(
      new RegExp(`^${earlier(product.id) + units(product.id)}avant : \\d+$`),
    );
  }
  await expect(page.getByRole('region', { name: 'Meilleures ventes en montant' })).toBeVisible();
  const sources = page.getByRole('region', { name: 'Par source' });
  for (const label of ['Site', 'Téléphone', 'WhatsApp', 'Comptoir'])
    await expect(sources.getByRole('row', { name: new RegExp(`^${label} `) })).toBeVisible();
  const communes = page.getByRole('region', { name: 'Par commune' });
  for (const commune of ['Kalamu', 'Gombe', 'Limete'])
    await expect(communes.getByRole('row', { name: new RegExp(`^${commune} `) })).toBeVisible();

  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // A range the rule refuses is said in French, and nothing is lost: the figures stay.
  await page.getByLabel('Du', { exact: true }).fill(today);
  await page.getByLabel('Au', { exact: true }).fill(addDays(today, -3));
  await page.getByRole('button', { name: 'Afficher' }).click();
  await expect(page.getByRole('alert')).toHaveText('Le premier jour doit venir avant le dernier.');
  await expect(chart).toBeVisible();
});
