import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { orderSources } from '../../contract/staff-orders.ts';
import { kinshasaDay, kinshasaDayBounds } from '../../domain/kinshasa-time.ts';
import { centsToDecimalString } from '../../domain/money.ts';
import { isOrderStatus, ORDER_STATUSES } from '../../domain/order-status.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { deliveredFigures } from '../db/deliveries.ts';
import { journalOf } from '../db/journal.ts';
import { getOrder } from '../db/orders.ts';
import { dayFigures, listStaffOrders, lowStock, pendingOrderCount, type StaffOrderFilter } from '../db/staff-orders.ts';
import { requireStaff } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { originOf } from '../http/origin.ts';
import { pageRequest, paginated } from '../http/pagination.ts';
import { fieldError, notFound } from '../http/problem.ts';
import { staffOrderJson } from '../serialize/staff.ts';
import { staffNames } from '../staff/staff-names.ts';
import { pathId } from './catalogue.ts';

/** A Kinshasa day from the query (`2026-11-21`), or 400. */
function dayOf(c: Context, name: string): { start: string; end: string } | undefined {
  const day = c.req.query(name);
  if (day === undefined || day === '') return undefined;
  const bounds = kinshasaDayBounds(day);
  if (!bounds) throw fieldError(name, gestionMessages.invalidDay);
  return bounds;
}

function filterOf(c: Context): StaffOrderFilter {
  const statut = c.req.query('statut') ?? '';
  if (statut !== '' && !isOrderStatus(statut)) throw fieldError('statut', gestionMessages.unknownStatusFilter);
  return {
    statut: statut === '' ? undefined : statut,
    open: c.req.query('ouvertes') === '1',
    between: dayOf(c, 'jour'),
    search: c.req.query('q'),
    commune: c.req.query('commune'),
  };
}

/** Details of a journal line, read back (the journal wrote them as JSON). */
function statusMove(details: string): { de: string | null; vers: string } | null {
  try {
    const parsed = JSON.parse(details) as { de?: unknown; vers?: unknown };
    if (!isOrderStatus(parsed.vers)) return null;
    return { de: isOrderStatus(parsed.de) ? parsed.de : null, vers: parsed.vers };
  } catch {
    return null;
  }
}

/** Staff reading of the orders: the list (polled by the order screen), one order, its history, the day's figures. */
export function staffOrderRoutes(deps: Deps) {
  const db = deps.engine.db;
  return new Hono<AppEnv>()
    .get('/api/v1/staff/commandes/', etag(), async (c) => {
      const me = requireStaff(c);
      const filter = filterOf(c);
      const request = pageRequest(c);
      const { count, rows } = await listStaffOrders(db, filter, request.offset, request.size);
      // Polled every 20 s on mobile data: the browser revalidates with the ETag, an unchanged page costs a 304.
      c.header('Cache-Control', 'private, no-cache');
      c.header('Vary', 'Authorization');
      const { author } = await staffNames(db, me);
      const page = paginated(c, originOf(c, deps), request, count, await Promise.all(rows.map((o) => staffOrderJson(db, o, author))));
      return c.json({ ...page, en_attente: await pendingOrderCount(db) });
    })
    .get('/api/v1/staff/commandes/:id/', async (c) => {
      const me = requireStaff(c);
      const order = await getOrder(db, pathId(c.req.param('id')));
      if (!order) throw notFound();
      return c.json(await staffOrderJson(db, order, (await staffNames(db, me)).author));
    })
    .get('/api/v1/staff/commandes/:id/historique/', async (c) => {
      const me = requireStaff(c);
      const order = await getOrder(db, pathId(c.req.param('id')));
      if (!order) throw notFound();
      const names = await staffNames(db, me);
      return c.json(
        (await journalOf(db, 'commande', order.id)).flatMap((row) => {
          const move = row.action === 'statut' ? statusMove(row.details) : null;
          return move ? [{ id: row.id, date: row.date, auteur: names.author(row.auteur), ...move }] : [];
        }),
      );
    })
    .get('/api/v1/staff/jour/', async (c) => {
      requireStaff(c);
      const jour = c.req.query('date') || kinshasaDay(deps.now());
      const bounds = dayOf(c, 'date') ?? kinshasaDayBounds(jour);
      if (!bounds) throw notFound();
      const figures = await dayFigures(db, bounds);
      const money = await deliveredFigures(db, jour);
      return c.json({
        jour,
        commandes: figures.orders,
        chiffre_affaires: centsToDecimalString(figures.revenueCents),
        livre: centsToDecimalString(money.deliveredCents),
        especes_recues: centsToDecimalString(money.cashRecordedCents),
        especes_remises: centsToDecimalString(money.cashHandedInCents),
        en_cours: centsToDecimalString(figures.openCents),
        par_statut: ORDER_STATUSES.map((statut) => ({ statut, nombre: figures.byStatus.get(statut) ?? 0 })),
        par_source: orderSources.map((source) => {
          const bySource = figures.bySource.get(source);
          return { source, nombre: bySource?.orders ?? 0, chiffre_affaires: centsToDecimalString(bySource?.revenueCents ?? 0) };
        }),
        stock_bas: await lowStock(db),
      });
    });
}
