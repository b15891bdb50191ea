/**
 * A row the caller has just inserted, or already checked inside the same transaction (read back by primary key
 * after an update, a product `productsFor` found). Its absence is a bug, so it fails with a clear message
 * instead of a `TypeError` deep in a serializer.
 */
export function mustExist<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw new Error(`${what} : ligne introuvable alors qu'elle vient d'être écrite ou vérifiée.`);
  return row;
}
