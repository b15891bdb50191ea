import type { Db } from './tables.ts';

/**
 * Each rider's cash difference over a Kinshasa day (hundredths: handed in minus owed, negative when short), for the
 * daily summary. The riders' cash is not kept by this version of the shop: null, and the summary says so. The cash
 * records (« Caisse ») fill this function in; nothing else of the summary changes.
 */
export async function cashDifferencesOfDay(
  _db: Db,
  _between: { start: string; end: string },
): Promise<{ rider: string; differenceCents: number }[] | null> {
  return null;
}
