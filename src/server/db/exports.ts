/**
 * What the CSV exports read (docs/decisions/044): orders with their lines, delivery outcomes, the riders' cash, each
 * read in pages of `BATCH` rows by id (keyset), so that a year of orders never sits in memory and no query holds the
 * one SQLite connection (or a pool's) while a slow phone downloads: between two pages the shop's other queries run.
 */
import { sql } from 'kysely';
import type { Db } from './tables.ts';

/** Rows per query: large enough to cost few round trips, small enough to stay a few hundred kilobytes. */
export const BATCH = 500;

/** Instants (ISO, UTC) from the start of the first Kinshasa day to the start of the day after the last. */
export interface Instants {
  start: string;
  end: string;
}

/** Kinshasa days `AAAA-MM-JJ`, both included. */
export interface Days {
  du: string;
  au: string;
}

const orderColumns = [
  'id',
  'numero_commande',
  'date_commande',
  'statut',
  'source',
  'nom_client',
  'telephone_livraison',
  'email',
  'commune',
  'adresse_livraison',
  'mode_paiement',
  'frais_livraison_cents',
  'total_cents',
] as const;

/** The orders placed between the instants, oldest first, each with its lines, a page at a time. */
export async function* ordersWithLines(db: Db, between: Instants) {
  let after = 0;
  for (;;) {
    const orders = await db
      .selectFrom('commandes')
      .select(orderColumns)
      .where('date_commande', '>=', between.start)
      .where('date_commande', '<', between.end)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (orders.length === 0) return;
    const lines = await db
      .selectFrom('commande_articles')
      .select(['commande_id', 'nom', 'quantite', 'prix_unitaire_cents', 'prix_consigne_unitaire_cents', 'avec_consigne'])
      .where(
        'commande_id',
        'in',
        orders.map((o) => o.id),
      )
      .orderBy('commande_id')
      .orderBy('id')
      .execute();
    const byOrder = Map.groupBy(lines, (line) => line.commande_id);
    yield orders.map((order) => ({ ...order, lignes: byOrder.get(order.id) ?? [] }));
    after = orders.at(-1)?.id ?? after;
  }
}

/** The current delivery outcomes of the days, by day then rider then id, with the empties each took out and back. */
export async function* deliveryOutcomes(db: Db, days: Days) {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('livraisons as l')
      .innerJoin('commandes as c', 'c.id', 'l.commande_id')
      .innerJoin('users as u', 'u.id', 'l.livreur_id')
      .select([
        'l.id',
        'l.jour',
        'u.first_name',
        'u.last_name',
        'u.email as livreur_email',
        'c.numero_commande',
        'c.nom_client',
        'l.resultat',
        'l.motif',
        'l.a_encaisser_cents',
        'l.especes_cents',
        'l.consigne_manquante_cents',
        'l.auteur',
        'l.date',
        sql<number>`(SELECT COALESCE(SUM(v.sortis), 0) FROM livraison_vides v WHERE v.livraison_id = l.id)`.as('sortis'),
        sql<number>`(SELECT COALESCE(SUM(v.rendus), 0) FROM livraison_vides v WHERE v.livraison_id = l.id)`.as('rendus'),
      ])
      .where('l.actuelle', '=', 1)
      .where('l.jour', '>=', days.du)
      .where('l.jour', '<=', days.au)
      .where('l.id', '>', after)
      .orderBy('l.id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((r) => ({ ...r, sortis: Number(r.sortis), rendus: Number(r.rendus) }));
    after = rows.at(-1)?.id ?? after;
  }
}

/** Each rider's cash closed on the days: expected (frozen at the closing), handed in; by day then rider. */
export async function* closedCashOfDays(db: Db, days: Days) {
  let after: { jour: string; livreur: number } = { jour: '', livreur: 0 };
  for (;;) {
    const rows = await db
      .selectFrom('caisses as k')
      .innerJoin('users as u', 'u.id', 'k.livreur_id')
      .select([
        'k.jour',
        'k.livreur_id',
        'u.first_name',
        'u.last_name',
        'u.email',
        'k.attendu_cents',
        'k.remis_cents',
        'k.auteur',
        'k.date',
      ])
      .where('k.jour', '>=', days.du)
      .where('k.jour', '<=', days.au)
      .where((eb) =>
        eb.or([eb('k.jour', '>', after.jour), eb.and([eb('k.jour', '=', after.jour), eb('k.livreur_id', '>', after.livreur)])]),
      )
      .orderBy('k.jour')
      .orderBy('k.livreur_id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    const last = rows.at(-1);
    if (last) after = { jour: last.jour, livreur: last.livreur_id };
  }
}
