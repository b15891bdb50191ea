/**
 * « Journal »'s rows as the reader sees them: who by name (an admin sees an e-mail where an account has no name, a
 * manager never does), each object by its name now (a product, an order's number, an account), one sentence each.
 */
import { journalSentence } from '../../domain/journal-entry.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import type { JournalListRow } from '../db/journal.ts';
import { listStaffAccounts, type StaffAccountRow } from '../db/staff-accounts.ts';
import type { Db } from '../db/tables.ts';
import type { CurrentUser } from '../http/env.ts';

const CLI = 'cli';

function parsed(details: string): unknown {
  try {
    return JSON.parse(details) as unknown;
  } catch {
    return {};
  }
}

/** The id a row's details name under `key` (a review's product, a round's rider), or null. */
const idIn = (details: unknown, key: 'produit' | 'livreur'): number | null => {
  const id = typeof details === 'object' && details !== null ? (details as Record<string, unknown>)[key] : null;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
};

/** Names by id of `table`'s rows among `ids` (one query, at most a page's worth of ids). */
async function namesOf(db: Db, table: 'produits' | 'categories' | 'marques', ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom(table).select(['id', 'nom']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.nom]));
}

async function orderNumbers(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('commandes').select(['id', 'numero_commande']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.numero_commande]));
}

/** How `viewer` names a staff account: its name, else its e-mail for an admin, else « Membre du personnel ». */
const accountName = (viewer: CurrentUser) => (a: Pick<StaffAccountRow, 'id' | 'email' | 'first_name' | 'last_name'>) =>
  `${a.first_name} ${a.last_name}`.trim() || (viewer.isAdmin || a.id === viewer.id ? a.email : gestionMessages.staffMember);

/** Who the « Qui » filter offers: every staff account, then the operator's command line. */
export async function journalAuthors(db: Db, viewer: CurrentUser) {
  const name = accountName(viewer);
  return [
    ...(await listStaffAccounts(db)).map((a) => ({ valeur: String(a.id), nom: name(a) })),
    { valeur: CLI, nom: gestionMessages.cliAuthor },
  ];
}

/** `qui` of the query: a staff account's id, the command line (null), or absent; false when unreadable. */
export function whoOf(value: string | undefined): number | null | undefined | false {
  if (value === undefined || value === '') return undefined;
  if (value === CLI) return null;
  return /^\d{1,9}$/.test(value) ? Number(value) : false;
}

/** Each row as the wire carries it, its sentence written. */
export async function journalEntries(db: Db, viewer: CurrentUser, rows: JournalListRow[]) {
  const details = rows.map((r) => parsed(r.details));
  const ids = (objet: string) => [
    ...new Set(rows.filter((r) => r.objet === objet && r.objet_id !== null).map((r) => r.objet_id as number)),
  ];
  const reviewed = rows.flatMap((r, i) => (r.objet === 'avis' ? [idIn(details[i], 'produit')] : [])).filter((id) => id !== null);
  const [products, categories, brands, orders, accounts] = await Promise.all([
    namesOf(db, 'produits', [...new Set([...ids('produit'), ...reviewed])]),
    namesOf(db, 'categories', ids('categorie')),
    namesOf(db, 'marques', ids('marque')),
    orderNumbers(db, ids('commande')),
    listStaffAccounts(db),
  ]);
  const name = accountName(viewer);
  const byId = new Map(accounts.map((a) => [a.id, name(a)]));
  const objectName = (row: JournalListRow, i: number): string | null => {
    const id = row.objet_id;
    if (row.objet === 'avis') return products.get(idIn(details[i], 'produit') ?? -1) ?? null;
    if (id === null) return null;
    if (row.objet === 'produit') return products.get(id) ?? null;
    if (row.objet === 'categorie') return categories.get(id) ?? null;
    if (row.objet === 'marque') return brands.get(id) ?? null;
    if (row.objet === 'commande') return orders.get(id) ?? null;
    if (row.objet === 'compte' || row.objet === 'caisse') return byId.get(id) ?? null;
    // A round is named by its rider.
    if (row.objet === 'tournee') return byId.get(idIn(details[i], 'livreur') ?? -1) ?? null;
    return null;
  };
  return rows.map((row, i) => {
    // An account gone since is still a colleague's: named as one, its e-mail shown only to an admin.
    const who =
      row.user_id === null
        ? row.auteur
        : (byId.get(row.user_id) ?? (viewer.isAdmin || !row.auteur.includes('@') ? row.auteur : gestionMessages.staffMember));
    // A manager never reads a colleague's e-mail: an account's sentence names it (above), never by the address it kept.
    const facts = details[i];
    const shown = row.objet === 'compte' && !viewer.isAdmin ? { ...(facts as object), email: undefined } : facts;
    return {
      id: row.id,
      date: row.date,
      qui: who,
      texte: journalSentence({
        who,
        action: row.action,
        objet: row.objet,
        objetId: row.objet_id,
        name: objectName(row, i),
        details: shown,
      }),
      objet: row.objet,
      objet_id: row.objet_id,
      action: row.action,
    };
  });
}
