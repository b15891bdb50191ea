import { nextId } from './sequences.ts';
import type { Db } from './tables.ts';

export interface CartArticleRow {
  id: number;
  produit_id: number;
  quantite: number;
  avec_consigne: number;
}

/** The user's cart id, created on first use. */
export async function cartIdOf(db: Db, userId: number, created: string): Promise<number> {
  await db
    .insertInto('paniers')
    .values({ user_id: userId, created })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await db.selectFrom('paniers').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return row.id;
}

export async function cartOwner(db: Db, cartId: number): Promise<number | undefined> {
  const row = await db.selectFrom('paniers').select('user_id').where('id', '=', cartId).executeTakeFirst();
  return row?.user_id;
}

const articles = (db: Db, cartId: number) =>
  db.selectFrom('panier_articles').select(['id', 'produit_id', 'quantite', 'avec_consigne']).where('panier_id', '=', cartId);

export async function cartArticles(db: Db, cartId: number): Promise<CartArticleRow[]> {
  return articles(db, cartId).orderBy('id').execute();
}

export async function cartArticle(db: Db, cartId: number, articleId: number): Promise<CartArticleRow | undefined> {
  return articles(db, cartId).where('id', '=', articleId).executeTakeFirst();
}

export async function lineForProduct(db: Db, cartId: number, productId: number): Promise<CartArticleRow | undefined> {
  return articles(db, cartId).where('produit_id', '=', productId).executeTakeFirst();
}

export async function insertArticle(db: Db, cartId: number, productId: number, quantite: number, avecConsigne: boolean): Promise<void> {
  await db
    .insertInto('panier_articles')
    .values({
      id: await nextId(db, 'panier_articles'),
      panier_id: cartId,
      produit_id: productId,
      quantite,
      avec_consigne: avecConsigne ? 1 : 0,
    })
    .execute();
}

export async function setArticle(db: Db, articleId: number, quantite: number, avecConsigne: boolean): Promise<void> {
  await db
    .updateTable('panier_articles')
    .set({ quantite, avec_consigne: avecConsigne ? 1 : 0 })
    .where('id', '=', articleId)
    .execute();
}

export async function deleteArticle(db: Db, articleId: number): Promise<void> {
  await db.deleteFrom('panier_articles').where('id', '=', articleId).execute();
}

export async function clearCart(db: Db, cartId: number): Promise<void> {
  await db.deleteFrom('panier_articles').where('panier_id', '=', cartId).execute();
}
