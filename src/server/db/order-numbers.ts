/**
 * Order numbers, `KB-20261121-0001`: the day (Kinshasa's) and the order's rank in it. SQLite counts them in
 * `order_counters`, inside the order's transaction: one writer at a time, so no number is ever skipped. PostgreSQL
 * runs orders side by side, and a counter row would make each order wait for the commit of the one before: there
 * the rank comes from the sequence `order_numbers`, counted from the day's base (`order_number_days`), and no lock
 * is held. A number drawn by an order that then fails (a product sold out meanwhile) is not given again: the day's
 * numbers may skip one, as any sequence does. Ids of orders on PostgreSQL likewise come from the identity of
 * `commandes.id` (insertOrder; raised to the ids already given by `RAISE_ORDER_IDS`), never from `id_sequences`.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Engine } from './engine.ts';
import type { Db } from './tables.ts';

/** How an order of `day` gets its number: SQLite's counter, or PostgreSQL's sequence from the day's base. */
export type OrderNumbering =
  | { engine: 'sqlite'; day: string }
  /** `first`: the value this process drew when it set the day's base, the day's first rank: used once. */
  | { engine: 'postgres'; day: string; base: number; first: number | null };

/** The latest day's base each PostgreSQL database gave this process (a base never changes once set). */
const bases = new WeakMap<object, { day: string; base: number }>();

const nextValue = async (db: Db): Promise<number> =>
  Number((await sql<{ v: number }>`SELECT nextval('order_numbers') AS v`.execute(db)).rows[0]?.v);

/**
 * Sets the day's base on PostgreSQL, once for all processes: the value drawn now, less one, less the numbers the day
 * already had from the counter (a shop moved from SQLite, or numbered before the sequence): this value is then the
 * day's next rank. Committed at once, outside any order's transaction, so no two processes count one day from two
 * bases. The process that set it uses its value for its next order; another one draws again (a value drawn before
 * the base was set might be below it).
 */
async function dayBase(engine: Extract<Engine, { kind: 'postgres' }>, day: string): Promise<{ base: number; first: number | null }> {
  const drawn = await nextValue(engine.db);
  const set = await engine.db
    .insertInto('order_number_days')
    .values({ day, base: sql<number>`CAST(${drawn} AS BIGINT) - 1 - COALESCE((SELECT last FROM order_counters WHERE day = ${day}), 0)` })
    .onConflict((oc) => oc.column('day').doNothing())
    .returning('base')
    .executeTakeFirst();
  if (set) return { base: Number(set.base), first: drawn };
  const kept = await engine.db.selectFrom('order_number_days').select('base').where('day', '=', day).executeTakeFirstOrThrow();
  return { base: Number(kept.base), first: null };
}

/** How the next order of `day` is numbered on `engine`: asked before its transaction (the day's base, once a day). */
export async function orderNumbering(engine: Engine, day: string): Promise<OrderNumbering> {
  if (engine.kind === 'sqlite') return { engine: 'sqlite', day };
  const known = bases.get(engine.db);
  if (known?.day === day) return { engine: 'postgres', day, base: known.base, first: null };
  const { base, first } = await dayBase(engine, day);
  bases.set(engine.db, { day, base });
  return { engine: 'postgres', day, base, first };
}

const formatted = (day: string, rank: number) => `KB-${day}-${String(rank).padStart(4, '0')}`;

/**
 * The number of the order being placed, inside its transaction (`db`): on PostgreSQL an expression the order's INSERT
 * evaluates (the sequence drawn there, not by a statement of its own), formatted as `formatted` does.
 */
export async function nextOrderNumber(db: Db, numbering: OrderNumbering): Promise<string | RawBuilder<string>> {
  if (numbering.engine === 'postgres') {
    const { day, base, first } = numbering;
    if (first !== null) return formatted(day, first - base);
    return sql<string>`(SELECT 'KB-' || ${day} || '-' || CASE WHEN rank < 10000 THEN lpad(CAST(rank AS TEXT), 4, '0') ELSE CAST(rank AS TEXT) END
      FROM (SELECT nextval('order_numbers') - CAST(${base} AS BIGINT) AS rank) AS drawn)`;
  }
  const { last } = await db
    .insertInto('order_counters')
    .values({ day: numbering.day, last: 1 })
    .onConflict((oc) => oc.column('day').doUpdateSet((eb) => ({ last: eb('order_counters.last', '+', 1) })))
    .returning('last')
    .executeTakeFirstOrThrow();
  return formatted(numbering.day, last);
}
