import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/order-status.ts';
import { digitsOnly, toNineDigits } from '../../domain/phone.ts';
import { isOpenOrder } from '../../domain/staff.ts';
import type { OrderRow } from './orders.ts';
import { sql } from './statements.ts';

export interface StaffOrderFilter {
  statut?: OrderStatus | undefined;
  /** Only orders still to handle (neither delivered nor cancelled). */
  open?: boolean | undefined;
  /** Placed between these instants (ISO): one Kinshasa day. */
  between?: { start: string; end: string } | undefined;
  /** Part of the order number or of the customer's name; digits also match the phone. */
  search?: string | undefined;
}

/** The domain's closed statuses as SQL (delivered, cancelled). */
const CLOSED = `statut IN (${ORDER_STATUSES.filter((statut) => !isOpenOrder(statut))
  .map((statut) => `'${statut}'`)
  .join(', ')})`;

function where(filter: StaffOrderFilter): { clause: string; params: SQLInputValue[] } {
  const parts: string[] = [];
  const params: SQLInputValue[] = [];
  if (filter.statut) {
    parts.push('statut = ?');
    params.push(filter.statut);
  }
  if (filter.open) parts.push(`NOT ${CLOSED}`);
  if (filter.between) {
    parts.push('date_commande >= ? AND date_commande < ?');
    params.push(filter.between.start, filter.between.end);
  }
  const text = filter.search?.trim() ?? '';
  if (text !== '') {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const searches = ["numero_commande LIKE ? ESCAPE '\\'", "nom_client LIKE ? ESCAPE '\\'"];
    params.push(like, like);
    const digits = toNineDigits(text) ?? digitsOnly(text).replace(/^0+/, '');
    if (digits.length >= 3) {
      searches.push('telephone_livraison LIKE ?');
      params.push(`%${digits}%`);
    }
    parts.push(`(${searches.join(' OR ')})`);
  }
  return { clause: parts.length > 0 ? ` WHERE ${parts.join(' AND ')}` : '', params };
}

/** One page of orders for the staff: open ones first, newest first; and the count of the filter. */
export function listStaffOrders(
  db: DatabaseSync,
  filter: StaffOrderFilter,
  offset: number,
  size: number,
): { count: number; rows: OrderRow[] } {
  const { clause, params } = where(filter);
  const count = (sql(db, `SELECT COUNT(*) AS n FROM commandes${clause}`).get(...params) as { n: number }).n;
  const rows = sql(db, `SELECT * FROM commandes${clause} ORDER BY ${CLOSED} ASC, date_commande DESC, id DESC LIMIT ? OFFSET ?`).all(
    ...params,
    size,
    offset,
  ) as unknown as OrderRow[];
  return { count, rows };
}

/** Orders waiting for the shop to confirm them. */
export function pendingOrderCount(db: DatabaseSync): number {
  return (sql(db, "SELECT COUNT(*) AS n FROM commandes WHERE statut = 'en_attente'").get() as { n: number }).n;
}

export interface DayFigures {
  orders: number;
  revenueCents: number;
  byStatus: Map<string, number>;
}

/** Orders placed between two instants (a Kinshasa day): how many, their total apart from cancelled ones, per status. */
export function dayFigures(db: DatabaseSync, between: { start: string; end: string }): DayFigures {
  const rows = sql(
    db,
    `SELECT statut, COUNT(*) AS n, SUM(total_cents) AS total FROM commandes
    WHERE date_commande >= ? AND date_commande < ? GROUP BY statut`,
  ).all(between.start, between.end) as unknown as { statut: string; n: number; total: number }[];
  return {
    orders: rows.reduce((sum, r) => sum + r.n, 0),
    revenueCents: rows.filter((r) => r.statut !== 'annulee').reduce((sum, r) => sum + r.total, 0),
    byStatus: new Map(rows.map((r) => [r.statut, r.n])),
  };
}

/** Products on sale at or under `threshold` units, fewest first. */
export function lowStock(db: DatabaseSync, threshold: number): { id: number; nom: string; stock: number }[] {
  return sql(db, 'SELECT id, nom, stock FROM produits WHERE archive = 0 AND stock <= ? ORDER BY stock, nom COLLATE NOCASE').all(
    threshold,
  ) as unknown as { id: number; nom: string; stock: number }[];
}
