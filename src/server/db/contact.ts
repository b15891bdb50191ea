import type { Selectable } from 'kysely';
import type { Db, Tables } from './tables.ts';

/** A message of the contact form; `traite_le` / `traite_par`: when and by whom (e-mail) a staff member marked it handled, null while it waits. */
export type ContactRow = Selectable<Tables['contact_messages']>;

export async function insertContact(db: Db, m: { name: string; email: string; message: string }, date: string): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({ name: m.name, email: m.email, message: m.message, date_envoi: date })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Newest first; `handled` filters on whether a staff member handled them. */
export async function listContacts(db: Db, handled: boolean | null = null): Promise<ContactRow[]> {
  let query = db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc');
  if (handled !== null) query = query.where('traite_le', handled ? 'is not' : 'is', null);
  return query.execute();
}

export async function getContact(db: Db, id: number): Promise<ContactRow | undefined> {
  return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setHandled(db: Db, id: number, by: { date: string; email: string } | null): Promise<void> {
  await db
    .updateTable('contact_messages')
    .set({ traite_le: by?.date ?? null, traite_par: by?.email ?? null })
    .where('id', '=', id)
    .execute();
}
