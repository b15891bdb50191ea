/**
 * PostgreSQL parses and plans a statement each time it is sent, unless it was prepared on that connection. The
 * shop's queries are a few fixed texts sent thousands of times (a guest order is nine statements), so each pooled
 * connection prepares the texts it sends with parameters, once, under a name of the text: a guest order then costs
 * PostgreSQL about a third less CPU (decision 033's notes give the figures). Kysely has no prepared statements of
 * its own; pg names a statement when a query carries a `name`, and sends its text only the first time a connection
 * uses that name.
 */
import type pg from 'pg';
import { errorCode } from './error-code.ts';

/**
 * Texts named at most, for the whole process: the shop's statements are a few hundred (lists of different lengths
 * give different texts); beyond this, a text is sent unnamed, as before, so a stream of one-off texts cannot fill
 * PostgreSQL's memory with prepared statements.
 */
const MAX_NAMED = 2_000;
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `kb${names.size}`;
    names.set(text, name);
  }
  return name;
}

/**
 * PostgreSQL's refusal of a prepared statement whose rows changed shape since it was prepared (a migration of
 * another process added a column to a table read whole): the statement must be prepared again.
 */
export function isStalePlan(error: unknown): boolean {
  return errorCode(error) === '0A000' && error instanceof Error && error.message.includes('cached plan');
}

type Send = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/**
 * Makes `client` prepare each text it sends with parameters (pg's `name`). After a stale plan (`isStalePlan`) the
 * connection names its statements afresh, so they are prepared again from their text; the failed statement's
 * transaction runs again (transaction.ts), a statement outside a transaction fails once.
 */
export function prepareStatements(client: pg.Client): void {
  const send = client.query.bind(client) as Send;
  let generation = 0;
  const query: Send = (config, values, callback) => {
    if (typeof config !== 'string' || !Array.isArray(values) || values.length === 0 || callback !== undefined) {
      return send(config, values, callback);
    }
    const name = nameOf(config);
    if (name === undefined) return send(config, values);
    const sent = send({ name: `${name}_${generation}`, text: config, values }) as Promise<unknown>;
    sent.catch((error: unknown) => {
      if (isStalePlan(error)) generation++;
    });
    return sent;
  };
  client.query = query as typeof client.query;
}
