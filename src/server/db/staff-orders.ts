import { type ExpressionBuilder, sql } from 'kysely';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/order-status.ts';
import { digitsOnly, toNineDigits } from '../../domain/phone.ts';
import { isLowStock, isOpenOrder, lowStockThreshold } from '../../domain/staff.ts';
import type { OrderRow } from './orders.ts';
import type { Db, Tables } from './tables.ts';

export interface StaffOrderFilter {
  statut?: OrderStatus | undefined;
  /** Only orders still to handle (neither delivered nor cancelled). */
  open?: boolean | undefined;
  /** Placed between these instants (ISO): one Kinshasa day. */
  between?: { start: string; end: string } | undefined;
  /** Part of the order number or of the customer's name; digits also match the phone. */
  search?: string | undefined;
  /** The delivery commune, whatever its case (`commandes.commune`). */
  commune?: string | undefined;
}

/** The domain's closed statuses (delivered, cancelled). */
const CLOSED_STATUSES = ORDER_STATUSES.filter((statut) => !isOpenOrder(statut));

type Orders = ExpressionBuilder<{ commandes: Tables['commandes'] }, 'commandes'>;

/** `column` contains `text`, whatever its case (LIKE's own characters taken literally). */
const contains = (column: 'numero_commande' | 'nom_client' | 'telephone_livraison', text: string) =>
  sql<boolean>`lower(${sql.ref(column)}) LIKE ${`%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} ESCAPE '\\'`;

const matching = (filter: StaffOrderFilter) => (eb: Orders) => {
  const parts = [];
  if (filter.statut) parts.push(eb('statut', '=', filter.statut));
  if (filter.open) parts.push(eb('statut', 'not in', CLOSED_STATUSES));
  if (filter.between) parts.push(eb('date_commande', '>=', filter.between.start), eb('date_commande', '<', filter.between.end));
  const commune = filter.commune?.trim() ?? '';
  if (commune !== '') parts.push(sql<boolean>`lower(commune) = lower(${commune})`);
  const text = filter.search?.trim() ?? '';
  if (text !== '') {
    const searches = [contains('numero_commande', text), contains('nom_client', text)];
    const digits = toNineDigits(text) ?? digitsOnly(text).replace(/^0+/, '');
    if (digits.length >= 3) searches.push(contains('telephone_livraison', digits));
    parts.push(eb.or(searches));
  }
  return eb.and(parts);
};

/** One page of orders for the staff: open ones first, newest first; and the count of the filter. */
export async function listStaffOrders(
  db: Db,
  filter: StaffOrderFilter,
  offset: number,
  size: number,
): Promise<{ count: number; rows: OrderRow[] }> {
  const counted = await db
    .selectFrom('commandes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(matching(filter))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('commandes')
    .selectAll()
    .where(matching(filter))
    .orderBy((eb) => eb.case().when('statut', 'in', CLOSED_STATUSES).then(1).else(0).end())
    .orderBy('date_commande', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
  return { count: Number(counted.n), rows: rows.map(({ token_suivi_hash: _, ...row }) => row) };
}

/** The newest orders whose number, customer's name or phone holds `text` (the customer search of a new order). */
export async function newestOrdersMatching(db: Db, text: string, limit: number): Promise<OrderRow[]> {
  const rows = await db
    .selectFrom('commandes')
    .selectAll()
    .where(matching({ search: text }))
    .orderBy('date_commande', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ token_suivi_hash: _, ...row }) => row);
}

/** Orders waiting for the shop to confirm them. */
export async function pendingOrderCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('commandes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('statut', '=', 'en_attente')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface DayFigures {
  orders: number;
  revenueCents: number;
  /** The total of the day's orders still open: neither delivered nor cancelled (nor held). */
  openCents: number;
  byStatus: Map<string, number>;
  /** Orders and revenue (the same rule) per source: `site`, `telephone`… */
  bySource: Map<string, { orders: number; revenueCents: number }>;
}

/**
 * Orders placed between two instants (a Kinshasa day): how many, per status and per source, and their total apart
 * from cancelled ones and those still held « à confirmer » (a sweep of the catalogue no one confirmed is no revenue).
 */
export async function dayFigures(db: Db, between: { start: string; end: string }): Promise<DayFigures> {
  const rows = (
    await db
      .selectFrom('commandes')
      .select((eb) => [
        'statut',
        'source',
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>(eb.case().when('a_confirmer', '=', 1).then(0).else(eb.ref('total_cents')).end()).as('total'),
      ])
      .where('date_commande', '>=', between.start)
      .where('date_commande', '<', between.end)
      .groupBy(['statut', 'source'])
      .execute()
  ).map((r) => ({ statut: r.statut, source: r.source, n: Number(r.n), revenue: r.statut === 'annulee' ? 0 : Number(r.total) }));
  const open = rows.filter((r) => r.statut !== 'livree' && r.statut !== 'annulee');
  const byStatus = new Map<string, number>();
  const bySource = new Map<string, { orders: number; revenueCents: number }>();
  for (const r of rows) {
    byStatus.set(r.statut, (byStatus.get(r.statut) ?? 0) + r.n);
    const source = bySource.get(r.source) ?? { orders: 0, revenueCents: 0 };
    bySource.set(r.source, { orders: source.orders + r.n, revenueCents: source.revenueCents + r.revenue });
  }
  return {
    orders: rows.reduce((sum, r) => sum + r.n, 0),
    revenueCents: rows.reduce((sum, r) => sum + r.revenue, 0),
    openCents: open.reduce((sum, r) => sum + r.revenue, 0),
    byStatus,
    bySource,
  };
}

/** Products on sale at or under `threshold` units, fewest first. */
export async function lowStock(db: Db): Promise<{ id: number; nom: string; stock: number; seuil: number }[]> {
  // The threshold reads the unit (code, src/domain/staff.ts): every product on sale is read, a few hundred short rows.
  const products = await db
    .selectFrom('produits')
    .select(['id', 'nom', 'stock', 'unite', 'seuil_stock'])
    .where('archive', '=', 0)
    .orderBy('stock')
    .orderBy(sql`lower(nom)`)
    .execute();
  return products.filter(isLowStock).map((p) => ({ id: p.id, nom: p.nom, stock: p.stock, seuil: lowStockThreshold(p) }));
}
