import type { DatabaseSync } from 'node:sqlite';
import type { Selectable } from 'kysely';
import { sql } from './statements.ts';
import type { Tables } from './tables.ts';

/** A message of the contact form; `traite_le` / `traite_par`: when and by whom (e-mail) a staff member marked it handled, null while it waits. */
export type ContactRow = Selectable<Tables['contact_messages']>;

export function insertContact(db: DatabaseSync, m: { name: string; email: string; message: string }, date: string): number {
  return Number(
    sql(db, 'INSERT INTO contact_messages (name, email, message, date_envoi) VALUES (?, ?, ?, ?)').run(m.name, m.email, m.message, date)
      .lastInsertRowid,
  );
}

/** Newest first; `handled` filters on whether a staff member handled them. */
export function listContacts(db: DatabaseSync, handled: boolean | null = null): ContactRow[] {
  if (handled === null) return sql(db, 'SELECT * FROM contact_messages ORDER BY id DESC').all() as unknown as ContactRow[];
  const where = handled ? 'traite_le IS NOT NULL' : 'traite_le IS NULL';
  return sql(db, `SELECT * FROM contact_messages WHERE ${where} ORDER BY id DESC`).all() as unknown as ContactRow[];
}

export function getContact(db: DatabaseSync, id: number): ContactRow | undefined {
  return sql(db, 'SELECT * FROM contact_messages WHERE id = ?').get(id) as ContactRow | undefined;
}

export function setHandled(db: DatabaseSync, id: number, by: { date: string; email: string } | null): void {
  sql(db, 'UPDATE contact_messages SET traite_le = ?, traite_par = ? WHERE id = ?').run(by?.date ?? null, by?.email ?? null, id);
}
