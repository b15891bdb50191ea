/**
 * An order held « à confirmer » (src/domain/order-hold.ts) took no stock when it was placed: confirming it takes
 * its stock (or answers the shortage, and it stays waiting), and cancelling it gives nothing back.
 */
import type { Engine } from '../db/engine.ts';
import type { Actor } from '../db/journal.ts';
import type { OrderRow } from '../db/orders.ts';
import { orderArticles } from '../db/orders.ts';
import type { Db } from '../db/tables.ts';
import { takeAll } from './stock-take.ts';

/**
 * Takes the stock of a held order being confirmed, all or nothing (movements by the staff member who confirms), and
 * marks it no longer held; nothing for any other order.
 */
export async function takeHeldStock(db: Db, kind: Engine['kind'], order: OrderRow, actor: Actor, date: string): Promise<void> {
  if (order.a_confirmer !== 1) return;
  const articles = (await orderArticles(db, order.id)).flatMap((a) =>
    a.produit_id === null ? [] : [{ produit: a.produit_id, quantite: a.quantite, nom: a.nom }],
  );
  await takeAll(db, kind, articles, (id) => articles.find((a) => a.produit === id)?.nom ?? String(id), {
    type: 'commande',
    date,
    actor,
    commandeId: order.id,
  });
  await db.updateTable('commandes').set({ a_confirmer: 0 }).where('id', '=', order.id).execute();
}

/** Whether cancelling this order gives stock back: not when it was held, since it never took any. */
export const tookStock = (order: OrderRow): boolean => order.a_confirmer !== 1;
