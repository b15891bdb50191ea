/**
 * The delivery commune of orders placed before it was stored (migration 20 left it null): read from each order's
 * address with the rule that reads it when an order is placed (src/domain/delivery-place.ts), a batch per
 * transaction, when the database opens. An order whose address names no commune gets '' and is not read again.
 */
import { deliveryPlace } from '../../domain/delivery-place.ts';
import type { Engine } from './engine.ts';
import { transaction } from './transaction.ts';

const BATCH = 500;

/** How many orders were read. Several processes opening together read the same rows alike: each write is the same. */
export async function fillOrderCommunes(engine: Engine): Promise<number> {
  let filled = 0;
  for (;;) {
    const done = await transaction(
      engine,
      async (db) => {
        const rows = await db
          .selectFrom('commandes')
          .select(['id', 'adresse_livraison'])
          .where('commune', 'is', null)
          .orderBy('id')
          .limit(BATCH)
          .execute();
        for (const row of rows) {
          await db
            .updateTable('commandes')
            .set({ commune: deliveryPlace(row.adresse_livraison).commune })
            .where('id', '=', row.id)
            .execute();
        }
        return rows.length;
      },
      { keepCache: true },
    );
    filled += done;
    if (done < BATCH) return filled;
  }
}
