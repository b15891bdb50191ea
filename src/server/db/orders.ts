import { type ExpressionBuilder, type RawBuilder, type Selectable, sql } from 'kysely';
import type { Engine } from './engine.ts';
import { nextId } from './sequences.ts';
import type { Db, Tables } from './tables.ts';
import { sameEmail } from './users.ts';

/**
 * An order as the data layer reads it (its tracking token's hash stays in the table): `paie_avec_cents` is the
 * « Je paie avec » amount read from the checkout's note (hundredths, null: none); `date_statut` when it took its
 * current status (null: since it was placed); `source` where it came from (`site`, or how a staff member took it) and
 * `saisie_par` who took it (their e-mail at the time); `commune` its delivery commune (null: not read yet).
 */
export type OrderRow = Omit<Selectable<Tables['commandes']>, 'token_suivi_hash'>;

export type OrderArticleRow = Selectable<Tables['commande_articles']>;

/** `numero_commande`: the number, or the expression that draws it (order-numbers.ts). */
export type NewOrder = Omit<
  OrderRow,
  'id' | 'statut' | 'stock_restaure' | 'date_statut' | 'rattachee_par_lien' | 'tournee_id' | 'ordre_arret' | 'numero_commande'
> & {
  numero_commande: string | RawBuilder<string>;
  token_suivi_hash: string | null;
};
export type NewOrderArticle = Omit<OrderArticleRow, 'id' | 'commande_id'>;

/** The columns an order is read with (its tracking token's hash stays in the table). */
const ORDER_COLUMNS = [
  'id',
  'numero_commande',
  'user_id',
  'date_commande',
  'statut',
  'goods_cents',
  'deposits_cents',
  'frais_livraison_cents',
  'total_cents',
  'adresse_livraison',
  'telephone_livraison',
  'nom_client',
  'email',
  'notes',
  'mode_paiement',
  'stock_restaure',
  'date_statut',
  'paie_avec_cents',
  'a_confirmer',
  'rattachee_par_lien',
  'source',
  'saisie_par',
  'commune',
  'tournee_id',
  'ordre_arret',
] as const satisfies readonly (keyof OrderRow)[];

/** An order as its transaction wrote it, lines in their order: passed along to what answers it, never read back. */
export interface PlacedOrder {
  order: OrderRow;
  articles: OrderArticleRow[];
}

/**
 * Writes an order and its lines. Its id: on SQLite from `id_sequences` (the one writer), on PostgreSQL from the
 * identity of `commandes.id`, which holds no lock until the commit (order-numbers.ts); there the lines name it by the
 * identity's current value, so both statements go out together (the connection is pipelined, engine.ts).
 */
export async function insertOrder(db: Db, kind: Engine['kind'], o: NewOrder, articles: readonly NewOrderArticle[]): Promise<PlacedOrder> {
  const values = kind === 'sqlite' ? { id: await nextId(db, 'commandes'), ...o } : o;
  const inserted = db.insertInto('commandes').values(values).returning(ORDER_COLUMNS).executeTakeFirstOrThrow();
  const insertLines = (commandeId: number | RawBuilder<number>) =>
    articles.length === 0
      ? Promise.resolve([])
      : db
          .insertInto('commande_articles')
          .values(articles.map((a) => ({ ...a, commande_id: commandeId })))
          .returningAll()
          .execute();
  const [order, lines] =
    kind === 'postgres'
      ? await Promise.all([inserted, insertLines(sql<number>`currval(pg_get_serial_sequence('commandes', 'id'))`)])
      : await inserted.then(async (row) => [row, await insertLines(row.id)] as const);
  return { order, articles: [...lines].sort((a, b) => a.id - b.id) };
}

const orders = (db: Db) => db.selectFrom('commandes').select(ORDER_COLUMNS);

export async function getOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  return orders(db).where('id', '=', id).executeTakeFirst();
}

export async function getOrderByNumber(db: Db, numero: string): Promise<OrderRow | undefined> {
  return orders(db).where('numero_commande', '=', numero).executeTakeFirst();
}

export async function getOrderByTrackingHash(db: Db, hash: string): Promise<OrderRow | undefined> {
  return orders(db).where('token_suivi_hash', '=', hash).executeTakeFirst();
}

export async function orderArticles(db: Db, orderId: number): Promise<OrderArticleRow[]> {
  return db.selectFrom('commande_articles').selectAll().where('commande_id', '=', orderId).orderBy('id').execute();
}

export async function listUserOrders(db: Db, userId: number, offset: number, size: number): Promise<{ count: number; rows: OrderRow[] }> {
  const counted = await db
    .selectFrom('commandes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = await orders(db)
    .where('user_id', '=', userId)
    .orderBy('date_commande', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
  return { count: Number(counted.n), rows };
}

export async function listAllOrders(db: Db, limit: number): Promise<OrderRow[]> {
  return orders(db).orderBy('id', 'desc').limit(limit).execute();
}

export async function setOrderStatus(db: Db, id: number, statut: string, at: string): Promise<void> {
  await db.updateTable('commandes').set({ statut, date_statut: at }).where('id', '=', id).execute();
}

/** Flags the order's stock as given back; false when it already was (so stock returns exactly once). */
export async function markStockRestored(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('commandes')
    .set({ stock_restaure: 1 })
    .where('id', '=', id)
    .where('stock_restaure', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the user has a delivered order containing the product (review rule). */
export async function hasDeliveredProduct(db: Db, userId: number, productId: number): Promise<boolean> {
  const row = await db
    .selectFrom('commandes as c')
    .innerJoin('commande_articles as a', 'a.commande_id', 'c.id')
    .select('c.id')
    .where('c.user_id', '=', userId)
    .where('c.statut', '=', 'livree')
    .where('a.produit_id', '=', productId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A guest order an address's proof may take: one of no account, or one that joined an account with its tracking
 * link alone (before that no longer sufficed): the customer who proves the order's address takes it back.
 */
const claimable = (eb: ExpressionBuilder<{ commandes: Tables['commandes'] }, 'commandes'>) =>
  eb.or([eb('user_id', 'is', null), eb('rattachee_par_lien', '=', 1)]);

/** Whether a proof of the order's address may give this order to an account (see `claimable`). */
export const claimableOrder = (o: OrderRow): boolean => o.user_id === null || o.rattachee_par_lien === 1;

/** Gives a claimable order to this account (its address proven); false when it is not claimable any more. */
export async function attachGuestOrder(db: Db, orderId: number, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('commandes')
    .set({ user_id: userId, rattachee_par_lien: 0 })
    .where('id', '=', orderId)
    .where(claimable)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives every claimable order placed with this e-mail address (any case) to this account; how many moved. */
export async function attachGuestOrdersOfEmail(db: Db, email: string, userId: number): Promise<number> {
  const result = await db
    .updateTable('commandes')
    .set({ user_id: userId, rattachee_par_lien: 0 })
    .where(claimable)
    .where('user_id', 'is distinct from', userId)
    .where(sameEmail(email))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether some claimable order was placed with this e-mail address (any case) by someone other than this account. */
export async function hasGuestOrdersOfEmail(db: Db, email: string, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('commandes')
    .select('id')
    .where(claimable)
    .where('user_id', 'is distinct from', userId)
    .where(sameEmail(email))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
