/**
 * Whether an error means the disk (or the database's size limit) is full: SQLite's SQLITE_FULL
 * (`database or disk is full`), PostgreSQL's `53100` (disk_full) or the system's ENOSPC. The transaction was rolled back whole, so the
 * API answers 503 and the client may try again once space is freed.
 */
export function isDiskFull(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  return code === 'ENOSPC' || code === '53100' || (typeof errcode === 'number' && (errcode & 0xff) === 13);
}
