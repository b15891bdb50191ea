/** The tests' throw-away PostgreSQL: the one the benchmarks start too (scripts may not import tests). */
export {
  createDatabaseAt,
  onPostgres,
  type PostgresServer,
  startCreatingDatabase,
  startPostgres,
} from '../../scripts/lib/throwaway-postgres.ts';
