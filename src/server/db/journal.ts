import type { JournalObject } from '../../domain/journal-entry.ts';
import { JOURNAL_KINDS, type JournalKind } from '../../domain/journal-entry.ts';
import type { Db } from './tables.ts';

/** Who did something: a staff member (their id and e-mail at the time), or the operator CLI (no id). */
export interface Actor {
  id: number | null;
  email: string;
}

export type { JournalObject };

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

/** « Journal »'s filters: who (a staff account's id, or null for the operator's command line), what, and a Kinshasa day's instants. */
export interface JournalFilter {
  who?: number | null;
  kind?: JournalKind;
  between?: { start: string; end: string };
}

export interface JournalListRow extends JournalRow {
  user_id: number | null;
  objet: string;
  objet_id: number | null;
}

/** One page of the journal, newest first, and how many actions the filters keep. */
export async function journalPage(db: Db, filter: JournalFilter, offset: number, size: number) {
  // A day's actions lie between the lowest and highest id of that day (read on the date's index): with that range of
  // ids, the who and what indexes (which end with the id) stay a short walk whatever the filters combined.
  const day = filter.between
    ? await db
        .selectFrom('journal')
        .select((eb) => [eb.fn.min('id').as('low'), eb.fn.max('id').as('high')])
        .where('date', '>=', filter.between.start)
        .where('date', '<', filter.between.end)
        .executeTakeFirstOrThrow()
    : null;
  const filtered = () => {
    let query = db.selectFrom('journal');
    if (filter.who !== undefined) query = query.where('user_id', filter.who === null ? 'is' : '=', filter.who);
    if (filter.between && day) {
      query = query
        .where('id', '>=', Number(day.low ?? 0))
        .where('id', '<=', Number(day.high ?? -1))
        .where('date', '>=', filter.between.start)
        .where('date', '<', filter.between.end);
    }
    if (filter.kind) {
      const kind: { objets: readonly string[]; only?: readonly string[]; except?: readonly string[] } = JOURNAL_KINDS[filter.kind];
      query = query.where('objet', 'in', [...kind.objets]);
      if (kind.only) query = query.where('action', 'in', [...kind.only]);
      if (kind.except) query = query.where('action', 'not in', [...kind.except]);
    }
    return query;
  };
  const { n } = await filtered()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const rows: JournalListRow[] = await filtered()
    .select(['id', 'date', 'user_id', 'auteur', 'action', 'objet', 'objet_id', 'details'])
    .orderBy('id', 'desc')
    .limit(size)
    .offset(offset)
    .execute();
  return { count: Number(n), rows };
}
