import type { DatabaseSync } from 'node:sqlite';
import { freeSlug, wantedSlug } from '../../domain/slug.ts';
import { nextId } from './sequences.ts';
import { sql } from './statements.ts';

export interface CategoryRow {
  id: number;
  nom: string;
  description: string;
  slug: string;
  /** File name of the photo the staff uploaded, null: the generated picture. */
  photo: string | null;
}
export interface BrandRow {
  id: number;
  nom: string;
  couleur: string;
  couleur_texte: string;
  slug: string;
}

export function listCategories(db: DatabaseSync): CategoryRow[] {
  return sql(db, 'SELECT id, nom, description, slug, photo FROM categories ORDER BY nom COLLATE NOCASE').all() as unknown as CategoryRow[];
}

export function getCategory(db: DatabaseSync, id: number): CategoryRow | undefined {
  return sql(db, 'SELECT id, nom, description, slug, photo FROM categories WHERE id = ?').get(id) as CategoryRow | undefined;
}

const KINDS = { categories: 'categorie', marques: 'marque' } as const;

/** Gives a category or brand its page address, once: its name's slug, suffixed (-2, -3…) when another has it. */
function assignSlug(db: DatabaseSync, table: keyof typeof KINDS, id: number, nom: string): void {
  const taken = sql(db, `SELECT 1 FROM ${table} WHERE slug = ?`);
  const slug = freeSlug(wantedSlug(KINDS[table], id, nom), (candidate) => taken.get(candidate) !== undefined);
  sql(db, `UPDATE ${table} SET slug = ? WHERE id = ?`).run(slug, id);
}

/** Gives every category and brand without an address one (rows written before addresses were stored, the seed). */
export function fillMissingSlugs(db: DatabaseSync): void {
  for (const table of ['categories', 'marques'] as const) {
    const rows = sql(db, `SELECT id, nom FROM ${table} WHERE slug IS NULL ORDER BY id`).all() as unknown as { id: number; nom: string }[];
    for (const row of rows) assignSlug(db, table, row.id, row.nom);
  }
}

export function insertCategory(db: DatabaseSync, c: { nom: string; description: string }): number {
  const id = nextId(db, 'categories');
  sql(db, 'INSERT INTO categories (id, nom, description) VALUES (?, ?, ?)').run(id, c.nom, c.description);
  assignSlug(db, 'categories', id, c.nom);
  return id;
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
  return sql(db, 'SELECT id, nom, couleur, couleur_texte, slug FROM marques ORDER BY nom COLLATE NOCASE').all() as unknown as BrandRow[];
}

export function getBrand(db: DatabaseSync, id: number): BrandRow | undefined {
  return sql(db, 'SELECT id, nom, couleur, couleur_texte, slug FROM marques WHERE id = ?').get(id) as BrandRow | undefined;
}

export function insertBrand(db: DatabaseSync, b: Omit<BrandRow, 'id' | 'slug'>): number {
  const id = nextId(db, 'marques');
  sql(db, 'INSERT INTO marques (id, nom, couleur, couleur_texte) VALUES (?, ?, ?, ?)').run(id, b.nom, b.couleur, b.couleur_texte);
  assignSlug(db, 'marques', id, b.nom);
  return id;
}

export function updateBrand(db: DatabaseSync, id: number, b: Omit<BrandRow, 'id' | 'slug'>): void {
  sql(db, 'UPDATE marques SET nom = ?, couleur = ?, couleur_texte = ? WHERE id = ?').run(b.nom, b.couleur, b.couleur_texte, id);
}

export function deleteBrand(db: DatabaseSync, id: number): void {
  sql(db, 'DELETE FROM marques WHERE id = ?').run(id);
}
