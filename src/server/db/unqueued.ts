/**
 * Kysely over one PostgreSQL connection that sends each query as soon as it is asked, without waiting for the
 * answers to those before it. Kysely's own instance for one connection (`db.connection()`, `db.transaction()`)
 * waits for each query's answer before it sends the next, whatever the driver can do: on that instance a
 * transaction's statements sent "together" (`Promise.all`) still cost a round trip each. The pool's connections are
 * pipelined (engine.ts): given the queries at once, pg sends them at once, and PostgreSQL runs them one after the
 * other in the order sent, each as if sent alone (one that fails leaves the others theirs: in a transaction, the
 * ones after it are refused as the transaction is aborted). The transactions released before their flush use it
 * (transaction.ts, `pipelined`): BEGIN and their settings go out with their first read, their last statement with
 * the COMMIT. Everything else keeps Kysely's instance.
 */
import {
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type { Db, Tables } from './tables.ts';

/** The instance of each pooled connection: made once, the pool gives the same connections again and again. */
const instances = new WeakMap<DatabaseConnection, Db>();

const refused = (what: string) => async (): Promise<never> => {
  throw new Error(`This instance runs on the connection it was given: it does not ${what}.`);
};

/** A driver whose one connection is `connection`, held by the caller: it opens, begins, ends and closes nothing. */
function driverOf(connection: DatabaseConnection): Driver {
  return {
    init: async () => undefined,
    acquireConnection: async () => connection,
    releaseConnection: async () => undefined,
    beginTransaction: refused('begin a transaction'),
    commitTransaction: refused('commit'),
    rollbackTransaction: refused('roll back'),
    destroy: async () => undefined,
  };
}

/** Kysely over `connection`, a PostgreSQL connection the caller holds until it no longer uses the instance. */
export function unqueued(connection: DatabaseConnection): Db {
  let db = instances.get(connection);
  if (!db) {
    const dialect: Dialect = {
      createDriver: () => driverOf(connection),
      createQueryCompiler: () => new PostgresQueryCompiler(),
      createAdapter: () => new PostgresAdapter(),
      createIntrospector: (on) => new PostgresIntrospector(on),
    };
    db = new Kysely<Tables>({ dialect });
    instances.set(connection, db);
  }
  return db;
}
