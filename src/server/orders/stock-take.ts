/**
 * An order's stock: taken when it is placed, or, for an order held « à confirmer » (src/domain/order-hold.ts),
 * only checked then and taken when the staff confirm it. All or nothing: the first product lacking throws its
 * shortage, and the transaction rolls back.
 */
import { shortageDetail } from '../../domain/stock-check.ts';
import { stockShownChanges } from '../../domain/stock-shown.ts';
import type { Engine } from '../db/engine.ts';
import { errorCode } from '../db/error-code.ts';
import { getProduct } from '../db/products.ts';
import { type MovementCause, STOCK_LACKING, stocksLeft, takeStocks, takeStocksStatement } from '../db/stock-movements.ts';
import type { Db } from '../db/tables.ts';
import { withCommit } from '../db/transaction.ts';
import { HttpProblem } from '../http/problem.ts';

type Wanted = readonly { produit: number; quantite: number }[];

/** Quantities per product, in id order: two orders on PostgreSQL lock the same rows in the same order, so they never deadlock. */
function perProduct(articles: Wanted): [number, number][] {
  const wanted = new Map<number, number>();
  for (const a of articles) wanted.set(a.produit, (wanted.get(a.produit) ?? 0) + a.quantite);
  return [...wanted].sort(([a], [b]) => a - b);
}

/** The shortage of `id` as the customer (or the staff member confirming) reads it, with the stock as it is now. */
async function shortage(db: Db, id: number, name: string): Promise<HttpProblem> {
  // Read again: on PostgreSQL (read committed) what the caller read may predate an order committed since by another
  // transaction, the one that left too little.
  const stock = (await getProduct(db, id))?.stock ?? 0;
  return new HttpProblem(400, { detail: shortageDetail(name, stock), produit: id, stock_disponible: stock });
}

/** The shortage of the first product lacking now, or null when none does (the stock came back meanwhile). */
async function lackingNow(db: Db, wanted: [number, number][], nameOf: (id: number) => string): Promise<HttpProblem | null> {
  for (const [id, quantity] of wanted) {
    if (((await getProduct(db, id))?.stock ?? 0) < quantity) return shortage(db, id, nameOf(id));
  }
  return null;
}

/**
 * Takes the stock of every product, one movement each (`cause`: the order, and who placed or confirmed it), or
 * throws the shortage of the first one lacking. `nameOf`: the product's name. On PostgreSQL the products' rows stay
 * locked until the commit: call it last in the transaction. In an order's transaction on PostgreSQL (transaction.ts,
 * `withCommit`) the statement goes out with the COMMIT, so the rows are locked for PostgreSQL's time only: a product
 * lacking then rolls the order back, and its shortage is read after (none: the order is placed again).
 * `shown` is given the products whose stock badge the taking changed (`stockShownChangedBy`), from the stock each
 * row held when it was taken — exact with orders side by side — once known: at once, or after that COMMIT.
 */
export async function takeAll(
  db: Db,
  kind: Engine['kind'],
  articles: Wanted,
  nameOf: (id: number) => string,
  cause: MovementCause,
  shown: (productIds: number[]) => void = () => undefined,
): Promise<void> {
  const wanted = perProduct(articles);
  if (kind === 'postgres' && wanted.length > 0) {
    const statement = takeStocksStatement(wanted, cause, { whole: true }).compile(db);
    const lacked = (conn: Db, error: unknown) =>
      errorCode(error) === STOCK_LACKING ? lackingNow(conn, wanted, nameOf) : Promise.resolve(error);
    if (withCommit(db, statement, lacked, (rows) => shown(stockShownChangedBy(wanted, stocksLeft(rows))))) return;
  }
  const taken = await takeStocks(db, kind, wanted, cause);
  const lacking = wanted.find(([id]) => !taken.has(id));
  if (lacking) throw await shortage(db, lacking[0], nameOf(lacking[0]));
  shown(stockShownChangedBy(wanted, taken));
}

/**
 * The products of `wanted` (quantities per product) whose stock, `left` once taken, crossed what their static pages
 * show (in stock, out of stock): their pages are published again. A comparison per product, nothing read.
 */
function stockShownChangedBy(wanted: [number, number][], left: ReadonlyMap<number, number>): number[] {
  return wanted.flatMap(([id, quantity]) => {
    const after = left.get(id);
    return after !== undefined && stockShownChanges(after + quantity, after) ? [id] : [];
  });
}

/**
 * Throws the shortage of the first product lacking, and takes nothing (an order held for the shop's call). `stockOf`:
 * the stock as the order read it (the stock is only checked here, not taken: no lock either way).
 */
export async function checkAvailable(
  db: Db,
  articles: Wanted,
  stockOf: (id: number) => number,
  nameOf: (id: number) => string,
): Promise<void> {
  for (const [id, quantity] of perProduct(articles)) {
    if (stockOf(id) < quantity) throw await shortage(db, id, nameOf(id));
  }
}
