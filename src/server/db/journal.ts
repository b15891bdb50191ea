import type { Db } from './tables.ts';

/** Who did something: a staff member (their id and e-mail at the time), or the operator CLI (no id). */
export interface Actor {
  id: number | null;
  email: string;
}

/** What the journal keeps an eye on. */
export type JournalObject =
  | 'commande'
  | 'produit'
  | 'categorie'
  | 'marque'
  | 'avis'
  | 'message'
  | 'compte'
  | 'publication'
  | 'tournee'
  | 'caisse';

/**
 * Records one staff action (who, what, when) — called inside the transaction of the change itself, so a
 * change is never made without its line in the journal, nor the other way round.
 */
export async function recordAction(
  db: Db,
  actor: Actor,
  date: string,
  action: string,
  objet: JournalObject,
  objetId: number | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insertInto('journal')
    .values({ date, user_id: actor.id, auteur: actor.email, action, objet, objet_id: objetId, details: JSON.stringify(details) })
    .execute();
}

export interface JournalRow {
  id: number;
  date: string;
  auteur: string;
  action: string;
  details: string;
}

/** Journal lines about one object, oldest first. */
export async function journalOf(db: Db, objet: JournalObject, objetId: number): Promise<JournalRow[]> {
  return db
    .selectFrom('journal')
    .select(['id', 'date', 'auteur', 'action', 'details'])
    .where('objet', '=', objet)
    .where('objet_id', '=', objetId)
    .orderBy('id')
    .execute();
}
