import type { DatabaseSync } from 'node:sqlite';
import { sql } from './statements.ts';

export interface ContactRow {
  id: number;
  name: string;
  email: string;
  message: string;
  date_envoi: string;
}

export function insertContact(db: DatabaseSync, m: { name: string; email: string; message: string }, date: string): number {
  return Number(
    sql(db, 'INSERT INTO contact_messages (name, email, message, date_envoi) VALUES (?, ?, ?, ?)').run(m.name, m.email, m.message, date)
      .lastInsertRowid,
  );
}

export function listContacts(db: DatabaseSync): ContactRow[] {
  return sql(db, 'SELECT * FROM contact_messages ORDER BY id DESC').all() as unknown as ContactRow[];
}
