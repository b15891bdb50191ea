import type { DatabaseSync } from 'node:sqlite';
import { nextId } from './sequences.ts';
import { sql } from './statements.ts';

export interface CartArticleRow {
  id: number;
  produit_id: number;
  quantite: number;
  avec_consigne: number;
}

/** The user's cart id, created on first use. */
export function cartIdOf(db: DatabaseSync, userId: number, created: string): number {
  sql(db, 'INSERT OR IGNORE INTO paniers (user_id, created) VALUES (?, ?)').run(userId, created);
  return (sql(db, 'SELECT id FROM paniers WHERE user_id = ?').get(userId) as { id: number }).id;
}

export function cartOwner(db: DatabaseSync, cartId: number): number | undefined {
  return (sql(db, 'SELECT user_id FROM paniers WHERE id = ?').get(cartId) as { user_id: number } | undefined)?.user_id;
}

export function cartArticles(db: DatabaseSync, cartId: number): CartArticleRow[] {
  return sql(db, 'SELECT id, produit_id, quantite, avec_consigne FROM panier_articles WHERE panier_id = ? ORDER BY id').all(
    cartId,
  ) as unknown as CartArticleRow[];
}

export function cartArticle(db: DatabaseSync, cartId: number, articleId: number): CartArticleRow | undefined {
  return sql(db, 'SELECT id, produit_id, quantite, avec_consigne FROM panier_articles WHERE panier_id = ? AND id = ?').get(
    cartId,
    articleId,
  ) as CartArticleRow | undefined;
}

export function lineForProduct(db: DatabaseSync, cartId: number, productId: number): CartArticleRow | undefined {
  return sql(db, 'SELECT id, produit_id, quantite, avec_consigne FROM panier_articles WHERE panier_id = ? AND produit_id = ?').get(
    cartId,
    productId,
  ) as CartArticleRow | undefined;
}

export function insertArticle(db: DatabaseSync, cartId: number, productId: number, quantite: number, avecConsigne: boolean): void {
  sql(db, 'INSERT INTO panier_articles (id, panier_id, produit_id, quantite, avec_consigne) VALUES (?, ?, ?, ?, ?)').run(
    nextId(db, 'panier_articles'),
    cartId,
    productId,
    quantite,
    avecConsigne ? 1 : 0,
  );
}

export function setArticle(db: DatabaseSync, articleId: number, quantite: number, avecConsigne: boolean): void {
  sql(db, 'UPDATE panier_articles SET quantite = ?, avec_consigne = ? WHERE id = ?').run(quantite, avecConsigne ? 1 : 0, articleId);
}

export function deleteArticle(db: DatabaseSync, articleId: number): void {
  sql(db, 'DELETE FROM panier_articles WHERE id = ?').run(articleId);
}

export function clearCart(db: DatabaseSync, cartId: number): void {
  sql(db, 'DELETE FROM panier_articles WHERE panier_id = ?').run(cartId);
}
