import type { Db } from './tables.ts';

/**
 * Each rider's cash difference on a Kinshasa day `jour` (hundredths: handed in minus owed, negative when short), for
 * the daily summary: the riders' days the manager closed in « Caisse » (`caisses`), by the rider's name; null when no
 * rider's day was closed.
 */
export async function cashDifferencesOfDay(db: Db, jour: string): Promise<{ rider: string; differenceCents: number }[] | null> {
  const rows = await db
    .selectFrom('caisses as c')
    .innerJoin('users as u', 'u.id', 'c.livreur_id')
    .select(['u.first_name', 'u.last_name', 'u.email', 'c.attendu_cents', 'c.remis_cents'])
    .where('c.jour', '=', jour)
    .orderBy('c.livreur_id')
    .execute();
  if (rows.length === 0) return null;
  return rows.map((r) => ({
    rider: `${r.first_name} ${r.last_name}`.trim() || r.email,
    differenceCents: Number(r.remis_cents) - Number(r.attendu_cents),
  }));
}
