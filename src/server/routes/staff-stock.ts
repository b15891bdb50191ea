import { type Context, Hono } from 'hono';
import { MAX_STOCK } from '../../contract/staff-catalogue.ts';
import { stockCountSchema, stockReceptionSchema } from '../../contract/staff-stock.ts';
import type { CatalogueChange } from '../../domain/catalogue-change.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { recordAction } from '../db/journal.ts';
import { getProduct } from '../db/products.ts';
import { addStock, type MovementCause, movementsByIds, productMovements, setStock } from '../db/stock-movements.ts';
import type { Db } from '../db/tables.ts';
import { requireStaff } from '../http/auth.ts';
import type { AppEnv, CurrentUser, Deps } from '../http/env.ts';
import { originOf } from '../http/origin.ts';
import { pageRequest, paginated } from '../http/pagination.ts';
import { fieldError, notFound } from '../http/problem.ts';
import { readJson, validate } from '../http/validate.ts';
import { earlierAnswer, type Idempotency, keepAnswer } from '../orders/idempotent-answer.ts';
import { stockMovementJson } from '../serialize/staff.ts';
import { catalogueWrite } from '../staff/catalogue-write.ts';
import { staffNames } from '../staff/staff-names.ts';
import { pathId } from './catalogue.ts';
import { idempotencyOf } from './orders.ts';

/** Lines in product-id order: two deliveries on PostgreSQL lock the same rows in the same order, so they never deadlock. */
const byProduct = <T extends { produit: number }>(articles: readonly T[]): T[] => [...articles].sort((a, b) => a.produit - b.produit);

/**
 * Runs a delivery or a count in one transaction that publishes the site (a product back in stock can be ordered
 * again) and answers the movements it made, in the order the lines came. With an `Idempotency-Key`, a request sent
 * again (its first answer lost on the way) replays that answer and adds nothing twice: 40 crates received are 40.
 */
async function stockWrite(
  c: Context<AppEnv>,
  deps: Deps,
  me: CurrentUser,
  idempotency: Idempotency | null,
  work: (db: Db, cause: (type: MovementCause['type']) => MovementCause) => Promise<number[]>,
  motif = '',
) {
  const date = deps.now().toISOString();
  const outcome = await catalogueWrite(
    deps,
    async (db) => {
      const earlier = idempotency ? await earlierAnswer(db, deps.engine, idempotency, deps.now().getTime()) : null;
      // A request sent again changed nothing: nothing to publish.
      if (earlier) return { body: earlier.body, replayed: true, products: [] };
      const movements = await movementsByIds(db, await work(db, (type) => ({ type, date, actor: me, motif })));
      for (const m of movements) {
        const details = { quantite: m.quantite, stock: [m.stock_avant, m.stock_apres], ...(motif ? { motif } : {}) };
        await recordAction(db, me, date, m.type, 'produit', m.produit_id, details);
      }
      const names = await staffNames(db, me);
      const body = JSON.stringify({ mouvements: movements.map((m) => stockMovementJson(m, names)) });
      if (idempotency) await keepAnswer(db, idempotency, 201, body, deps.now().getTime());
      return { body, replayed: false, products: [...new Set(movements.map((m) => m.produit_id))] };
    },
    (done) => done.products.map((productId): CatalogueChange => ({ kind: 'stock', productId })),
  );
  return c.body(outcome.body, 201, {
    'content-type': 'application/json',
    ...(outcome.replayed ? { 'idempotent-replayed': 'true' } : {}),
  });
}

/** The name of a product a line names, or the field error saying it does not exist (nothing of the request is kept). */
async function productName(db: Db, id: number): Promise<string> {
  const product = await getProduct(db, id);
  if (!product) throw fieldError('articles', gestionMessages.unknownStockProduct(id));
  return product.nom;
}

/** « Réception » and « Inventaire »: the stock the depot receives and counts; every product's movements (gestion). */
export function staffStockRoutes(deps: Deps) {
  const db = deps.engine.db;
  return new Hono<AppEnv>()
    .post('/api/v1/staff/stock/receptions/', async (c) => {
      const me = requireStaff(c);
      const raw = await readJson(c);
      const { articles } = validate(stockReceptionSchema, raw);
      return stockWrite(c, deps, me, idempotencyOf(c, `user:${me.id}`, 'reception', raw), async (db, cause) => {
        const made = new Map<number, number>();
        for (const { produit, quantite } of byProduct(articles)) {
          // Added in SQL (stock = stock + n): a colleague's delivery or an order at the same moment is never lost.
          const id = await addStock(db, produit, quantite, cause('reception'), MAX_STOCK);
          if (id === null) throw fieldError('articles', gestionMessages.stockOverMax(await productName(db, produit), MAX_STOCK));
          made.set(produit, id);
        }
        return articles.flatMap((a) => made.get(a.produit) ?? []);
      });
    })
    .post('/api/v1/staff/stock/inventaires/', async (c) => {
      const me = requireStaff(c);
      const raw = await readJson(c);
      const { motif, articles } = validate(stockCountSchema, raw);
      const idempotency = idempotencyOf(c, `user:${me.id}`, 'inventaire', raw);
      return stockWrite(
        c,
        deps,
        me,
        idempotency,
        async (db, cause) => {
          const made = new Map<number, number>();
          for (const { produit, stock } of byProduct(articles)) {
            const id = await setStock(db, deps.engine.kind, produit, stock, cause('inventaire'));
            if (id === null) await productName(db, produit);
            else made.set(produit, id);
          }
          return articles.flatMap((a) => made.get(a.produit) ?? []);
        },
        motif,
      );
    })
    .get('/api/v1/staff/produits/:id/mouvements/', async (c) => {
      const me = requireStaff(c);
      const id = pathId(c.req.param('id'));
      const product = await getProduct(db, id);
      if (!product) throw notFound();
      const request = pageRequest(c);
      const { count, rows } = await productMovements(db, id, request.offset, request.size);
      const names = await staffNames(db, me);
      const page = paginated(
        c,
        originOf(c, deps),
        request,
        count,
        rows.map((m) => stockMovementJson(m, names)),
      );
      return c.json({ ...page, produit: { id: product.id, nom: product.nom }, stock: product.stock });
    });
}
