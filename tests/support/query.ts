import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../src/server/db/tables.ts';

/**
 * A statement written with `?` placeholders, run through Kysely on either engine (each `?` becomes a bound
 * value, `$1`… on PostgreSQL): its rows. For the tests' own checks and set-ups, in SQL both engines understand.
 */
export async function query<Row = Record<string, unknown>>(db: Db, text: string, ...params: unknown[]): Promise<Row[]> {
  const [first = '', ...rest] = text.split('?');
  if (rest.length !== params.length) throw new Error(`${rest.length} « ? » pour ${params.length} valeurs : ${text}`);
  let statement: RawBuilder<unknown> = sql.raw(first);
  rest.forEach((part, index) => {
    statement = sql`${statement}${params[index]}${sql.raw(part)}`;
  });
  const { rows } = await (statement as RawBuilder<Row>).execute(db);
  return rows;
}
