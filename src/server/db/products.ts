import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { nextId } from './sequences.ts';
import { sql } from './statements.ts';

export interface ProductRow {
  id: number;
  nom: string;
  description: string;
  prix_cents: number;
  prix_promo_cents: number | null;
  prix_consigne_cents: number;
  stock: number;
  unite: string;
  date_ajout: string;
  vendu_avec_consigne: number;
  marque_id: number | null;
  marque_nom: string | null;
  couleur: string | null;
  couleur_texte: string | null;
  categorie_id: number | null;
  categorie_nom: string | null;
  note_moyenne: number | null;
  nombre_avis: number;
  /** 1: ordered once then deleted by the staff — kept for the orders, gone from the storefront. */
  archive: number;
  /** File name of the photo the staff uploaded (under the media folder), null: the generated picture. */
  photo: string | null;
}

const SELECT = `SELECT p.id, p.nom, p.description, p.prix_cents, p.prix_promo_cents, p.prix_consigne_cents, p.stock,
  p.unite, p.date_ajout, p.vendu_avec_consigne, p.archive, p.photo, p.marque_id, m.nom AS marque_nom, m.couleur, m.couleur_texte,
  p.categorie_id, c.nom AS categorie_nom,
  (SELECT AVG(a.note) FROM avis a WHERE a.produit_id = p.id AND a.approuve = 1) AS note_moyenne,
  (SELECT COUNT(*) FROM avis a WHERE a.produit_id = p.id AND a.approuve = 1) AS nombre_avis
  FROM produits p LEFT JOIN marques m ON m.id = p.marque_id LEFT JOIN categories c ON c.id = p.categorie_id`;

const DEFAULT_ORDERING = 'p.id ASC';

const ORDERINGS: Record<string, string> = {
  date_ajout: 'p.date_ajout ASC, p.id ASC',
  '-date_ajout': 'p.date_ajout DESC, p.id DESC',
  prix: 'p.prix_cents ASC, p.id ASC',
  '-prix': 'p.prix_cents DESC, p.id DESC',
  nom: 'p.nom COLLATE NOCASE ASC, p.id ASC',
  '-nom': 'p.nom COLLATE NOCASE DESC, p.id DESC',
  stock: 'p.stock ASC, p.id ASC',
  '-stock': 'p.stock DESC, p.id DESC',
  id: DEFAULT_ORDERING,
  '-id': 'p.id DESC',
};

export interface ProductFilter {
  categorieId?: number | null | undefined;
  marqueId?: number | null | undefined;
  ordering?: string | undefined;
  /** Archived products are left out unless the staff ask for them (true: only them, 'all': both). */
  archived?: boolean | 'all' | undefined;
}

function where(filter: ProductFilter): { clause: string; params: SQLInputValue[] } {
  const parts: string[] = [];
  const params: SQLInputValue[] = [];
  if (filter.archived !== 'all') parts.push(filter.archived ? 'p.archive = 1' : 'p.archive = 0');
  if (filter.categorieId !== undefined) {
    parts.push('p.categorie_id IS ?');
    params.push(filter.categorieId);
  }
  if (filter.marqueId !== undefined) {
    parts.push('p.marque_id IS ?');
    params.push(filter.marqueId);
  }
  return { clause: parts.length ? ` WHERE ${parts.join(' AND ')}` : '', params };
}

/** One page of products plus the total count. An unknown ordering falls back to id (DRF ignores invalid fields). */
export function listProducts(db: DatabaseSync, filter: ProductFilter, offset: number, size: number): { count: number; rows: ProductRow[] } {
  const { clause, params } = where(filter);
  const order = ORDERINGS[filter.ordering ?? ''] ?? DEFAULT_ORDERING;
  const count = (sql(db, `SELECT COUNT(*) AS n FROM produits p${clause}`).get(...params) as { n: number }).n;
  const rows = sql(db, `${SELECT}${clause} ORDER BY ${order} LIMIT ? OFFSET ?`).all(...params, size, offset) as unknown as ProductRow[];
  return { count, rows };
}

/** Every product matching the filter (the staff list filters and pages it further). */
export function allProducts(db: DatabaseSync, filter: ProductFilter): ProductRow[] {
  const { clause, params } = where(filter);
  return sql(db, `${SELECT}${clause} ORDER BY ${ORDERINGS[filter.ordering ?? ''] ?? DEFAULT_ORDERING}`).all(
    ...params,
  ) as unknown as ProductRow[];
}

/** A product, archived or not (orders, staff). */
export function getProduct(db: DatabaseSync, id: number): ProductRow | undefined {
  return sql(db, `${SELECT} WHERE p.id = ?`).get(id) as ProductRow | undefined;
}

/** A product on sale: archived products answer as missing on the storefront's endpoints. */
export function getSoldProduct(db: DatabaseSync, id: number): ProductRow | undefined {
  const row = getProduct(db, id);
  return row?.archive === 0 ? row : undefined;
}

export function getProductsByIds(db: DatabaseSync, ids: readonly number[]): ProductRow[] {
  if (ids.length === 0) return [];
  return sql(db, `${SELECT} WHERE p.id IN (${ids.map(() => '?').join(',')})`).all(...ids) as unknown as ProductRow[];
}

export interface ProductWrite {
  nom: string;
  description: string;
  prix_cents: number;
  prix_promo_cents: number | null;
  prix_consigne_cents: number;
  stock: number;
  unite: string;
  marque_id: number | null;
  categorie_id: number | null;
  vendu_avec_consigne: boolean;
}

export function insertProduct(db: DatabaseSync, p: ProductWrite, dateAjout: string): number {
  return Number(
    sql(
      db,
      `INSERT INTO produits (id, nom, description, prix_cents, prix_promo_cents, prix_consigne_cents, stock, unite,
    marque_id, categorie_id, date_ajout, vendu_avec_consigne) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      nextId(db, 'produits'),
      p.nom,
      p.description,
      p.prix_cents,
      p.prix_promo_cents,
      p.prix_consigne_cents,
      p.stock,
      p.unite,
      p.marque_id,
      p.categorie_id,
      dateAjout,
      p.vendu_avec_consigne ? 1 : 0,
    ).lastInsertRowid,
  );
}

export function updateProduct(db: DatabaseSync, id: number, p: ProductWrite): void {
  sql(
    db,
    `UPDATE produits SET nom = ?, description = ?, prix_cents = ?, prix_promo_cents = ?, prix_consigne_cents = ?,
    stock = ?, unite = ?, marque_id = ?, categorie_id = ?, vendu_avec_consigne = ? WHERE id = ?`,
  ).run(
    p.nom,
    p.description,
    p.prix_cents,
    p.prix_promo_cents,
    p.prix_consigne_cents,
    p.stock,
    p.unite,
    p.marque_id,
    p.categorie_id,
    p.vendu_avec_consigne ? 1 : 0,
    id,
  );
}

export function deleteProduct(db: DatabaseSync, id: number): void {
  sql(db, 'DELETE FROM produits WHERE id = ?').run(id);
}

/** Whether any order ever had the product (then it is archived, never deleted). */
export function wasOrdered(db: DatabaseSync, id: number): boolean {
  return sql(db, 'SELECT 1 FROM commande_articles WHERE produit_id = ? LIMIT 1').get(id) !== undefined;
}

export function setArchived(db: DatabaseSync, id: number, archived: boolean): void {
  sql(db, 'UPDATE produits SET archive = ? WHERE id = ?').run(archived ? 1 : 0, id);
  // An archived product leaves the customers' carts with the storefront.
  if (archived) sql(db, 'DELETE FROM panier_articles WHERE produit_id = ?').run(id);
}

export function setProductPhoto(db: DatabaseSync, id: number, photo: string): void {
  sql(db, 'UPDATE produits SET photo = ? WHERE id = ?').run(photo, id);
}

export function setStock(db: DatabaseSync, id: number, stock: number): boolean {
  return Number(sql(db, 'UPDATE produits SET stock = ? WHERE id = ?').run(stock, id).changes) === 1;
}

/** Takes `quantity` units if that many are left; false (nothing changed) otherwise. */
export function takeStock(db: DatabaseSync, id: number, quantity: number): boolean {
  return Number(sql(db, 'UPDATE produits SET stock = stock - ? WHERE id = ? AND stock >= ?').run(quantity, id, quantity).changes) === 1;
}

export function returnStock(db: DatabaseSync, id: number, quantity: number): void {
  sql(db, 'UPDATE produits SET stock = stock + ? WHERE id = ?').run(quantity, id);
}
