/**
 * « Ventes »' answer: a period's delivered sales and the same-length period before, each figure a sum of the rows
 * `db/sales.ts` reads (docs/decisions/039). Money stays in integer hundredths until the wire.
 */
import { orderSources } from '../../contract/staff-orders.ts';
import type { Sales } from '../../contract/staff-sales.ts';
import { addEmpties, cratesAndBottles, NO_EMPTIES } from '../../domain/empties.ts';
import { kinshasaDay, kinshasaDayBounds } from '../../domain/kinshasa-time.ts';
import { centsToDecimalString as money } from '../../domain/money.ts';
import { daysOf, previousPeriod, type SalesPeriod } from '../../domain/sales-period.ts';
import {
  cashHandedIn,
  type DeliveredGroup,
  deliveredGroups,
  emptiesPerProduct,
  orderedPerHour,
  type ProductSalesRow,
  salesPerProduct,
} from '../db/sales.ts';
import type { Db } from '../db/tables.ts';

const BEST_SELLERS = 10;

/** Everything one period's figures are summed from. */
async function readPeriod(db: Db, period: SalesPeriod) {
  const start = kinshasaDayBounds(period.du)?.start ?? '';
  const end = kinshasaDayBounds(period.au)?.end ?? '';
  const groups = await deliveredGroups(db, period);
  const products = await salesPerProduct(db, period);
  const empties = await emptiesPerProduct(db, period);
  const ordered = await orderedPerHour(db, { start, end });
  const cash = await cashHandedIn(db, period);
  const orderedPerDay = new Map<string, number>();
  for (const { hour, orders } of ordered) {
    const day = kinshasaDay(`${hour}:00:00Z`);
    orderedPerDay.set(day, (orderedPerDay.get(day) ?? 0) + orders);
  }
  return { period, groups, products, empties, orderedPerDay, cash };
}
type PeriodData = Awaited<ReturnType<typeof readPeriod>>;

const sum = <T>(rows: readonly T[], of: (row: T) => number) => rows.reduce((total, row) => total + of(row), 0);

function figures(data: PeriodData): Sales['chiffres'] {
  const delivered = sum(data.groups, (g) => g.cents);
  const orders = sum(data.groups, (g) => g.orders);
  const out = data.empties.map((e) => cratesAndBottles(e.sortis, e.unite)).reduce(addEmpties, NO_EMPTIES);
  const back = data.empties.map((e) => cratesAndBottles(e.rendus, e.unite)).reduce(addEmpties, NO_EMPTIES);
  return {
    livre: money(delivered),
    commandes_livrees: orders,
    commandes_passees: sum([...data.orderedPerDay.values()], (n) => n),
    panier_moyen: money(orders === 0 ? 0 : Math.round(delivered / orders)),
    especes_remises: money(data.cash),
    vides_sortis: out,
    vides_rendus: back,
  };
}

/** Delivered orders and cents of the rows `keyOf` puts together. */
function grouped(groups: readonly DeliveredGroup[], keyOf: (g: DeliveredGroup) => string) {
  const out = new Map<string, { name: string; orders: number; cents: number }>();
  for (const g of groups) {
    const key = keyOf(g);
    const seen = out.get(key) ?? { name: g.commune, orders: 0, cents: 0 };
    out.set(key, { name: seen.name, orders: seen.orders + g.orders, cents: seen.cents + g.cents });
  }
  return out;
}

const productKey = (p: ProductSalesRow) => (p.produit_id === null ? `nom:${p.nom}` : String(p.produit_id));

function bestSellers(
  now: readonly ProductSalesRow[],
  before: readonly ProductSalesRow[],
  order: (a: ProductSalesRow, b: ProductSalesRow) => number,
) {
  const previous = new Map(before.map((p) => [productKey(p), p]));
  return [...now]
    .sort((a, b) => order(a, b) || a.nom.localeCompare(b.nom, 'fr'))
    .slice(0, BEST_SELLERS)
    .map((p) => {
      const then = previous.get(productKey(p));
      return {
        produit: p.produit_id,
        nom: p.nom,
        quantite: p.quantite,
        montant: money(p.montantCents),
        quantite_precedente: then?.quantite ?? 0,
        montant_precedent: money(then?.montantCents ?? 0),
      };
    });
}

const groupJson = (now?: { orders: number; cents: number }, before?: { orders: number; cents: number }) => ({
  commandes_livrees: now?.orders ?? 0,
  livre: money(now?.cents ?? 0),
  commandes_precedentes: before?.orders ?? 0,
  livre_precedent: money(before?.cents ?? 0),
});

/** The period's sales and the period before's, as `GET /staff/ventes/` answers them. */
export async function salesReport(db: Db, period: SalesPeriod): Promise<Sales> {
  const now = await readPeriod(db, period);
  const before = await readPeriod(db, previousPeriod(period));
  const perDay = grouped(now.groups, (g) => g.jour);
  const communes = grouped(now.groups, (g) => g.commune.toLowerCase());
  const communesBefore = grouped(before.groups, (g) => g.commune.toLowerCase());
  const sources = grouped(now.groups, (g) => g.source);
  const sourcesBefore = grouped(before.groups, (g) => g.source);
  const communeKeys = [...new Set([...communes.keys(), ...communesBefore.keys()])];
  return {
    periode: period,
    precedente: before.period,
    chiffres: figures(now),
    chiffres_precedents: figures(before),
    par_jour: daysOf(period).map((jour) => ({
      jour,
      livre: money(perDay.get(jour)?.cents ?? 0),
      commandes_livrees: perDay.get(jour)?.orders ?? 0,
      commandes_passees: now.orderedPerDay.get(jour) ?? 0,
    })),
    meilleures_quantites: bestSellers(now.products, before.products, (a, b) => b.quantite - a.quantite || b.montantCents - a.montantCents),
    meilleurs_montants: bestSellers(now.products, before.products, (a, b) => b.montantCents - a.montantCents || b.quantite - a.quantite),
    par_commune: communeKeys
      .map((key) => ({
        commune: communes.get(key)?.name ?? communesBefore.get(key)?.name ?? '',
        ...groupJson(communes.get(key), communesBefore.get(key)),
        cents: communes.get(key)?.cents ?? 0,
      }))
      .sort((a, b) => b.cents - a.cents || b.commandes_livrees - a.commandes_livrees || a.commune.localeCompare(b.commune, 'fr'))
      .map(({ cents: _, ...row }) => row),
    par_source: orderSources.map((source) => ({ source, ...groupJson(sources.get(source), sourcesBefore.get(source)) })),
  };
}
