import type { Db } from './tables.ts';

/** How many new orders one look returns at most: a screen that was asleep longer rings once for them all. */
const MAX_NEW = 20;

/** The newest order's id (null: none yet), and the orders placed after `afterId`, newest first. */
export async function newOrdersAfter(db: Db, afterId: number | null) {
  const newest = await db
    .selectFrom('commandes')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const rows =
    afterId === null
      ? []
      : await db
          .selectFrom('commandes')
          .select(['id', 'numero_commande', 'nom_client', 'total_cents', 'a_confirmer'])
          .where('id', '>', afterId)
          .orderBy('id', 'desc')
          .limit(MAX_NEW)
          .execute();
  return { newest: newest?.id === null || newest?.id === undefined ? null : Number(newest.id), rows };
}
