/**
 * Orders out: rounds, delivery outcomes with their empties, riders' cash closed per day. A correction never
 * rewrites an outcome: it writes the new one and marks the old `actuelle = 0` (one current outcome per order, a
 * unique index says so). Every figure is summed in SQL over the current outcomes only.
 */

import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Actor } from './journal.ts';
import type { Db, Tables } from './tables.ts';

export type OutcomeRow = Selectable<Tables['livraisons']>;
export type CashRow = Selectable<Tables['caisses']>;

/** An active rider's account, or undefined. */
export async function activeRider(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('id', '=', id)
    .where('livreur', '=', 1)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

/** Every rider's account, active ones first then by name. */
export async function riders(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'is_active'])
    .where('livreur', '=', 1)
    .orderBy('is_active', 'desc')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
}

export async function insertRound(db: Db, jour: string, livreurId: number, actor: Actor, date: string): Promise<number> {
  const { id } = await db
    .insertInto('tournees')
    .values({ jour, livreur_id: livreurId, auteur: actor.email, created: date })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function putInRound(db: Db, orderId: number, roundId: number | null, stop: number | null): Promise<void> {
  await db.updateTable('commandes').set({ tournee_id: roundId, ordre_arret: stop }).where('id', '=', orderId).execute();
}

export async function roundOf(db: Db, id: number) {
  return db.selectFrom('tournees').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The orders a rider has on the road (in a round of his, en livraison), stop by stop. */
export async function riderStops(db: Db, livreurId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('commandes as c')
    .innerJoin('tournees as t', 't.id', 'c.tournee_id')
    .select('c.id')
    .where('t.livreur_id', '=', livreurId)
    .where('c.statut', '=', 'en_livraison')
    .orderBy('t.id')
    .orderBy('c.ordre_arret')
    .execute();
  return rows.map((r) => r.id);
}

export async function currentOutcome(db: Db, orderId: number): Promise<OutcomeRow | undefined> {
  return db.selectFrom('livraisons').selectAll().where('commande_id', '=', orderId).where('actuelle', '=', 1).executeTakeFirst();
}

export async function retireOutcome(db: Db, id: number): Promise<void> {
  await db.updateTable('livraisons').set({ actuelle: 0 }).where('id', '=', id).execute();
}

export type NewOutcome = Omit<OutcomeRow, 'id' | 'actuelle'>;

export async function insertOutcome(
  db: Db,
  outcome: NewOutcome,
  empties: readonly { article_id: number; produit_id: number | null; sortis: number; rendus: number }[],
): Promise<number> {
  const { id } = await db.insertInto('livraisons').values(outcome).returning('id').executeTakeFirstOrThrow();
  if (empties.length > 0)
    await db
      .insertInto('livraison_vides')
      .values(empties.map((e) => ({ ...e, livraison_id: id })))
      .execute();
  return id;
}

export async function closedCash(db: Db, livreurId: number, jour: string): Promise<CashRow | undefined> {
  return db.selectFrom('caisses').selectAll().where('livreur_id', '=', livreurId).where('jour', '=', jour).executeTakeFirst();
}

/** Cash each rider recorded on a day: the sum of the cash of his current « Livrée » outcomes, and how many. */
export async function expectedCash(db: Db, jour: string) {
  const rows = await db
    .selectFrom('livraisons')
    .select((eb) => [
      'livreur_id',
      sql<number>`COALESCE(SUM(CASE WHEN resultat = 'livree' THEN especes_cents ELSE 0 END), 0)`.as('attendu'),
      sql<number>`COALESCE(SUM(CASE WHEN resultat = 'livree' THEN 1 ELSE 0 END), 0)`.as('livrees'),
      eb.fn.countAll<number>().as('resultats'),
    ])
    .where('jour', '=', jour)
    .where('actuelle', '=', 1)
    .groupBy('livreur_id')
    .execute();
  return rows.map((r) => ({
    livreur_id: r.livreur_id,
    attendu: Number(r.attendu),
    livrees: Number(r.livrees),
    resultats: Number(r.resultats),
  }));
}

export async function closedCashes(db: Db, jour: string): Promise<CashRow[]> {
  return db.selectFrom('caisses').selectAll().where('jour', '=', jour).execute();
}

export async function insertCash(db: Db, row: CashRow): Promise<void> {
  await db.insertInto('caisses').values(row).execute();
}

/**
 * The empties out and back of the current « Livrée » outcomes, per customer (an account, else the phone the
 * order was placed with) and product, in bottles; `userId` narrows it to one account.
 */
export async function emptiesBalances(db: Db, userId?: number) {
  let query = db
    .selectFrom('livraison_vides as v')
    .innerJoin('livraisons as l', 'l.id', 'v.livraison_id')
    .innerJoin('commandes as c', 'c.id', 'l.commande_id')
    .leftJoin('produits as p', 'p.id', 'v.produit_id')
    .select((eb) => [
      'c.user_id',
      sql<string>`CASE WHEN c.user_id IS NULL THEN c.telephone_livraison ELSE '' END`.as('telephone'),
      'v.produit_id',
      eb.fn.max('p.nom').as('nom'),
      eb.fn.max('p.unite').as('unite'),
      eb.fn.sum<number>('v.sortis').as('sortis'),
      eb.fn.sum<number>('v.rendus').as('rendus'),
    ])
    .where('l.actuelle', '=', 1)
    .where('l.resultat', '=', 'livree');
  if (userId !== undefined) query = query.where('c.user_id', '=', userId);
  const rows = await query
    .groupBy(['c.user_id', sql`CASE WHEN c.user_id IS NULL THEN c.telephone_livraison ELSE '' END`, 'v.produit_id'])
    .orderBy('c.user_id')
    .orderBy('v.produit_id')
    .execute();
  return rows.map((r) => ({
    user_id: r.user_id,
    telephone: r.telephone,
    produit_id: r.produit_id,
    nom: r.nom ?? '',
    unite: r.unite ?? '',
    sortis: Number(r.sortis),
    rendus: Number(r.rendus),
  }));
}

/**
 * A day's delivered money: the amounts collected on the current « Livrée » outcomes recorded that day (what the
 * server computed for each), the cash the riders recorded, and the cash the manager counted at the closings.
 */
export async function deliveredFigures(db: Db, jour: string) {
  const delivered = await db
    .selectFrom('livraisons')
    .select((eb) => [eb.fn.sum<number>('a_encaisser_cents').as('livre'), eb.fn.sum<number>('especes_cents').as('especes')])
    .where('jour', '=', jour)
    .where('actuelle', '=', 1)
    .where('resultat', '=', 'livree')
    .executeTakeFirst();
  const handed = await db
    .selectFrom('caisses')
    .select((eb) => eb.fn.sum<number>('remis_cents').as('remis'))
    .where('jour', '=', jour)
    .executeTakeFirst();
  return {
    deliveredCents: Number(delivered?.livre ?? 0),
    cashRecordedCents: Number(delivered?.especes ?? 0),
    cashHandedInCents: Number(handed?.remis ?? 0),
  };
}
