import type { DatabaseSync } from 'node:sqlite';
import { sql } from './statements.ts';

/** Who did something: a staff member (their id and e-mail at the time), or the operator CLI (no id). */
export interface Actor {
  id: number | null;
  email: string;
}

/** What the journal keeps an eye on. */
export type JournalObject = 'commande' | 'produit' | 'categorie' | 'marque' | 'avis' | 'message' | 'compte' | 'publication';

/**
 * Records one staff action (who, what, when) — called inside the transaction of the change itself, so a
 * change is never made without its line in the journal, nor the other way round.
 */
export function recordAction(
  db: DatabaseSync,
  actor: Actor,
  date: string,
  action: string,
  objet: JournalObject,
  objetId: number | null,
  details: Record<string, unknown> = {},
): void {
  sql(db, 'INSERT INTO journal (date, user_id, auteur, action, objet, objet_id, details) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    date,
    actor.id,
    actor.email,
    action,
    objet,
    objetId,
    JSON.stringify(details),
  );
}

export interface JournalRow {
  id: number;
  date: string;
  auteur: string;
  action: string;
  details: string;
}

/** Journal lines about one object, oldest first. */
export function journalOf(db: DatabaseSync, objet: JournalObject, objetId: number): JournalRow[] {
  return sql(db, 'SELECT id, date, auteur, action, details FROM journal WHERE objet = ? AND objet_id = ? ORDER BY id').all(
    objet,
    objetId,
  ) as unknown as JournalRow[];
}
