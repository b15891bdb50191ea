import type { DatabaseSync } from 'node:sqlite';
import { sql } from './statements.ts';

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

const SELECT = `SELECT a.id, a.produit_id, a.user_id, a.note, a.commentaire, a.approuve, a.date_creation,
  COALESCE(NULLIF(TRIM(u.first_name), ''), 'Client') AS auteur FROM avis a JOIN users u ON u.id = a.user_id`;

/** Approved reviews of a product plus the caller's own (pending or not). */
export function productReviews(db: DatabaseSync, productId: number, userId: number | null): ReviewRow[] {
  return sql(db, `${SELECT} WHERE a.produit_id = ? AND (a.approuve = 1 OR a.user_id IS ?) ORDER BY a.date_creation DESC, a.id DESC`).all(
    productId,
    userId,
  ) as unknown as ReviewRow[];
}

export function listReviews(db: DatabaseSync, userId: number | null): ReviewRow[] {
  if (userId === null) return sql(db, `${SELECT} ORDER BY a.id DESC`).all() as unknown as ReviewRow[];
  return sql(db, `${SELECT} WHERE a.user_id = ? ORDER BY a.id DESC`).all(userId) as unknown as ReviewRow[];
}

export function getReview(db: DatabaseSync, id: number): ReviewRow | undefined {
  return sql(db, `${SELECT} WHERE a.id = ?`).get(id) as ReviewRow | undefined;
}

export function findReview(db: DatabaseSync, productId: number, userId: number): ReviewRow | undefined {
  return sql(db, `${SELECT} WHERE a.produit_id = ? AND a.user_id = ?`).get(productId, userId) as ReviewRow | undefined;
}

export function insertReview(
  db: DatabaseSync,
  r: { produit_id: number; user_id: number; note: number; commentaire: string },
  date: string,
): number {
  return Number(
    sql(db, 'INSERT INTO avis (produit_id, user_id, note, commentaire, approuve, date_creation) VALUES (?, ?, ?, ?, 0, ?)').run(
      r.produit_id,
      r.user_id,
      r.note,
      r.commentaire,
      date,
    ).lastInsertRowid,
  );
}

export interface StaffReviewRow extends ReviewRow {
  produit_nom: string;
}

/** Reviews for the staff: pending ones first, then newest first; `approved` filters on the state. */
export function staffReviews(db: DatabaseSync, approved: boolean | null): StaffReviewRow[] {
  const select = `SELECT r.*, p.nom AS produit_nom FROM (${SELECT}) r JOIN produits p ON p.id = r.produit_id`;
  const order = 'ORDER BY r.approuve ASC, r.date_creation DESC, r.id DESC';
  if (approved === null) return sql(db, `${select} ${order}`).all() as unknown as StaffReviewRow[];
  return sql(db, `${select} WHERE r.approuve = ? ${order}`).all(approved ? 1 : 0) as unknown as StaffReviewRow[];
}

/** A rejected review is deleted: its author may write another one. */
export function deleteReview(db: DatabaseSync, id: number): void {
  sql(db, 'DELETE FROM avis WHERE id = ?').run(id);
}

export function updateReview(db: DatabaseSync, id: number, r: { note: number; commentaire: string; approuve: boolean }): void {
  sql(db, 'UPDATE avis SET note = ?, commentaire = ?, approuve = ? WHERE id = ?').run(r.note, r.commentaire, r.approuve ? 1 : 0, id);
}
