import type { DatabaseSync } from 'node:sqlite';
import type { Selectable } from 'kysely';
import { nextId } from './sequences.ts';
import type { Tables } from './tables.ts';
import { sql } from './statements.ts';

/**
 * An order as the data layer reads it (its tracking token's hash stays in the table): `paie_avec_cents` is the
 * « Je paie avec » amount read from the checkout's note (hundredths, null: none); `date_statut` when it took its
 * current status (null: since it was placed).
 */
export type OrderRow = Omit<Selectable<Tables['commandes']>, 'token_suivi_hash'>;

export type OrderArticleRow = Selectable<Tables['commande_articles']>;

export type NewOrder = Omit<OrderRow, 'id' | 'statut' | 'stock_restaure' | 'date_statut'> & { token_suivi_hash: string | null };
export type NewOrderArticle = Omit<OrderArticleRow, 'id' | 'commande_id'>;

/** Next human-readable number of the day: KB-20261121-0001, -0002, … (caller holds the write lock). */
export function nextOrderNumber(db: DatabaseSync, day: string): string {
  const row = sql(
    db,
    `INSERT INTO order_counters (day, last) VALUES (?, 1)
    ON CONFLICT (day) DO UPDATE SET last = last + 1 RETURNING last`,
  ).get(day) as { last: number };
  return `KB-${day}-${String(row.last).padStart(4, '0')}`;
}

export function insertOrder(db: DatabaseSync, o: NewOrder, articles: readonly NewOrderArticle[]): number {
  const id = Number(
    sql(
      db,
      `INSERT INTO commandes (id, numero_commande, user_id, token_suivi_hash, date_commande, goods_cents,
    deposits_cents, frais_livraison_cents, total_cents, adresse_livraison, telephone_livraison, nom_client, email, notes,
    mode_paiement, paie_avec_cents) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      nextId(db, 'commandes'),
      o.numero_commande,
      o.user_id,
      o.token_suivi_hash,
      o.date_commande,
      o.goods_cents,
      o.deposits_cents,
      o.frais_livraison_cents,
      o.total_cents,
      o.adresse_livraison,
      o.telephone_livraison,
      o.nom_client,
      o.email,
      o.notes,
      o.mode_paiement,
      o.paie_avec_cents,
    ).lastInsertRowid,
  );
  const line = sql(
    db,
    `INSERT INTO commande_articles (commande_id, produit_id, nom, quantite, prix_unitaire_cents,
    prix_consigne_unitaire_cents, avec_consigne) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const a of articles)
    line.run(id, a.produit_id, a.nom, a.quantite, a.prix_unitaire_cents, a.prix_consigne_unitaire_cents, a.avec_consigne);
  return id;
}

export function getOrder(db: DatabaseSync, id: number): OrderRow | undefined {
  return sql(db, 'SELECT * FROM commandes WHERE id = ?').get(id) as OrderRow | undefined;
}

export function getOrderByNumber(db: DatabaseSync, numero: string): OrderRow | undefined {
  return sql(db, 'SELECT * FROM commandes WHERE numero_commande = ?').get(numero) as OrderRow | undefined;
}

export function getOrderByTrackingHash(db: DatabaseSync, hash: string): OrderRow | undefined {
  return sql(db, 'SELECT * FROM commandes WHERE token_suivi_hash = ?').get(hash) as OrderRow | undefined;
}

export function orderArticles(db: DatabaseSync, orderId: number): OrderArticleRow[] {
  return sql(db, 'SELECT * FROM commande_articles WHERE commande_id = ? ORDER BY id').all(orderId) as unknown as OrderArticleRow[];
}

export function listUserOrders(db: DatabaseSync, userId: number, offset: number, size: number): { count: number; rows: OrderRow[] } {
  const count = (sql(db, 'SELECT COUNT(*) AS n FROM commandes WHERE user_id = ?').get(userId) as { n: number }).n;
  const rows = sql(db, 'SELECT * FROM commandes WHERE user_id = ? ORDER BY date_commande DESC, id DESC LIMIT ? OFFSET ?').all(
    userId,
    size,
    offset,
  ) as unknown as OrderRow[];
  return { count, rows };
}

export function listAllOrders(db: DatabaseSync, limit: number): OrderRow[] {
  return sql(db, 'SELECT * FROM commandes ORDER BY id DESC LIMIT ?').all(limit) as unknown as OrderRow[];
}

export function setOrderStatus(db: DatabaseSync, id: number, statut: string, at: string): void {
  sql(db, 'UPDATE commandes SET statut = ?, date_statut = ? WHERE id = ?').run(statut, at, id);
}

/** Flags the order's stock as given back; false when it already was (so stock returns exactly once). */
export function markStockRestored(db: DatabaseSync, id: number): boolean {
  return Number(sql(db, 'UPDATE commandes SET stock_restaure = 1 WHERE id = ? AND stock_restaure = 0').run(id).changes) === 1;
}

/** Whether the user has a delivered order containing the product (review rule). */
export function hasDeliveredProduct(db: DatabaseSync, userId: number, productId: number): boolean {
  return (
    sql(
      db,
      `SELECT 1 FROM commandes c JOIN commande_articles a ON a.commande_id = c.id
    WHERE c.user_id = ? AND c.statut = 'livree' AND a.produit_id = ? LIMIT 1`,
    ).get(userId, productId) !== undefined
  );
}

/** Gives a guest order (none of an account) to this account; false when the order is not a guest's any more. */
export function attachGuestOrder(db: DatabaseSync, orderId: number, userId: number): boolean {
  return Number(sql(db, 'UPDATE commandes SET user_id = ? WHERE id = ? AND user_id IS NULL').run(userId, orderId).changes) === 1;
}

/** Gives every guest order placed with this e-mail address (any case) to this account; how many moved. */
export function attachGuestOrdersOfEmail(db: DatabaseSync, email: string, userId: number): number {
  return Number(
    sql(db, 'UPDATE commandes SET user_id = ? WHERE user_id IS NULL AND email = ? COLLATE NOCASE').run(userId, email.trim()).changes,
  );
}

/** Whether some guest order was placed with this e-mail address (any case). */
export function hasGuestOrdersOfEmail(db: DatabaseSync, email: string): boolean {
  return sql(db, 'SELECT 1 FROM commandes WHERE user_id IS NULL AND email = ? COLLATE NOCASE LIMIT 1').get(email.trim()) !== undefined;
}
