import { sql } from 'kysely';
import type { Db } from './tables.ts';

export interface ReviewRow {
  id: number;
  produit_id: number;
  user_id: number;
  note: number;
  commentaire: string;
  approuve: number;
  date_creation: string;
  auteur: string;
}

/** Reviews with their author's first name as the storefront shows it. */
const selectReviews = (db: Db) =>
  db
    .selectFrom('avis as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['a.id', 'a.produit_id', 'a.user_id', 'a.note', 'a.commentaire', 'a.approuve', 'a.date_creation'])
    .select(sql<string>`COALESCE(NULLIF(TRIM(u.first_name), ''), 'Client')`.as('auteur'));

/** Approved reviews of a product plus the caller's own (pending or not). */
export async function productReviews(db: Db, productId: number, userId: number | null): Promise<ReviewRow[]> {
  return selectReviews(db)
    .where('a.produit_id', '=', productId)
    .where((eb) => eb.or([eb('a.approuve', '=', 1), ...(userId === null ? [] : [eb('a.user_id', '=', userId)])]))
    .orderBy('a.date_creation', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

export async function listReviews(db: Db, userId: number | null): Promise<ReviewRow[]> {
  const query = selectReviews(db).orderBy('a.id', 'desc');
  return (userId === null ? query : query.where('a.user_id', '=', userId)).execute();
}

export async function getReview(db: Db, id: number): Promise<ReviewRow | undefined> {
  return selectReviews(db).where('a.id', '=', id).executeTakeFirst();
}

export async function findReview(db: Db, productId: number, userId: number): Promise<ReviewRow | undefined> {
  return selectReviews(db).where('a.produit_id', '=', productId).where('a.user_id', '=', userId).executeTakeFirst();
}

export async function insertReview(
  db: Db,
  r: { produit_id: number; user_id: number; note: number; commentaire: string },
  date: string,
): Promise<number> {
  const row = await db
    .insertInto('avis')
    .values({ produit_id: r.produit_id, user_id: r.user_id, note: r.note, commentaire: r.commentaire, approuve: 0, date_creation: date })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface StaffReviewRow extends ReviewRow {
  produit_nom: string;
}

/** Reviews for the staff: pending ones first, then newest first; `approved` filters on the state. */
export async function staffReviews(db: Db, approved: boolean | null): Promise<StaffReviewRow[]> {
  const query = selectReviews(db)
    .innerJoin('produits as p', 'p.id', 'a.produit_id')
    .select('p.nom as produit_nom')
    .orderBy('a.approuve', 'asc')
    .orderBy('a.date_creation', 'desc')
    .orderBy('a.id', 'desc');
  return (approved === null ? query : query.where('a.approuve', '=', approved ? 1 : 0)).execute();
}

/** A rejected review is deleted: its author may write another one. */
export async function deleteReview(db: Db, id: number): Promise<void> {
  await db.deleteFrom('avis').where('id', '=', id).execute();
}

export async function updateReview(db: Db, id: number, r: { note: number; commentaire: string; approuve: boolean }): Promise<void> {
  await db
    .updateTable('avis')
    .set({ note: r.note, commentaire: r.commentaire, approuve: r.approuve ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}
