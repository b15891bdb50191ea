/**
 * The code a database driver puts on its errors (PostgreSQL's SQLSTATE, `ERR_SQLITE_ERROR`…), or undefined: the
 * one reading of it for the data layer's checks (constraints, stale plans, retried conflicts, a stock lacking).
 */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
