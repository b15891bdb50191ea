import type { DatabaseSync } from 'node:sqlite';
import { sql } from './statements.ts';

export interface CategoryRow {
  id: number;
  nom: string;
  description: string;
  /** File name of the photo the staff uploaded, null: the generated picture. */
  photo: string | null;
}
export interface BrandRow {
  id: number;
  nom: string;
  couleur: string;
  couleur_texte: string;
}

export function listCategories(db: DatabaseSync): CategoryRow[] {
  return sql(db, 'SELECT id, nom, description, photo FROM categories ORDER BY nom COLLATE NOCASE').all() as unknown as CategoryRow[];
}

export function getCategory(db: DatabaseSync, id: number): CategoryRow | undefined {
  return sql(db, 'SELECT id, nom, description, photo FROM categories WHERE id = ?').get(id) as CategoryRow | undefined;
}

export function insertCategory(db: DatabaseSync, c: { nom: string; description: string }): number {
  return Number(sql(db, 'INSERT INTO categories (nom, description) VALUES (?, ?)').run(c.nom, c.description).lastInsertRowid);
}

export function updateCategory(db: DatabaseSync, id: number, c: { nom: string; description: string }): void {
  sql(db, 'UPDATE categories SET nom = ?, description = ? WHERE id = ?').run(c.nom, c.description, id);
}

export function setCategoryPhoto(db: DatabaseSync, id: number, photo: string): void {
  sql(db, 'UPDATE categories SET photo = ? WHERE id = ?').run(photo, id);
}

/** Products (archived ones too) of each category and brand: one may be deleted only when unused. */
export function productCounts(db: DatabaseSync): { categories: Map<number, number>; marques: Map<number, number> } {
  const count = (column: 'categorie_id' | 'marque_id') =>
    new Map(
      (
        sql(db, `SELECT ${column} AS id, COUNT(*) AS n FROM produits WHERE ${column} IS NOT NULL GROUP BY ${column}`).all() as unknown as {
          id: number;
          n: number;
        }[]
      ).map((r) => [r.id, r.n]),
    );
  return { categories: count('categorie_id'), marques: count('marque_id') };
}

export function deleteCategory(db: DatabaseSync, id: number): void {
  sql(db, 'DELETE FROM categories WHERE id = ?').run(id);
}

export function listBrands(db: DatabaseSync): BrandRow[] {
  return sql(db, 'SELECT id, nom, couleur, couleur_texte FROM marques ORDER BY nom COLLATE NOCASE').all() as unknown as BrandRow[];
}

export function getBrand(db: DatabaseSync, id: number): BrandRow | undefined {
  return sql(db, 'SELECT id, nom, couleur, couleur_texte FROM marques WHERE id = ?').get(id) as BrandRow | undefined;
}

export function insertBrand(db: DatabaseSync, b: Omit<BrandRow, 'id'>): number {
  return Number(
    sql(db, 'INSERT INTO marques (nom, couleur, couleur_texte) VALUES (?, ?, ?)').run(b.nom, b.couleur, b.couleur_texte).lastInsertRowid,
  );
}

export function updateBrand(db: DatabaseSync, id: number, b: Omit<BrandRow, 'id'>): void {
  sql(db, 'UPDATE marques SET nom = ?, couleur = ?, couleur_texte = ? WHERE id = ?').run(b.nom, b.couleur, b.couleur_texte, id);
}

export function deleteBrand(db: DatabaseSync, id: number): void {
  sql(db, 'DELETE FROM marques WHERE id = ?').run(id);
}
