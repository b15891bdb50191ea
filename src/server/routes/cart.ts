import { type Context, Hono } from 'hono';
import { addToCartSchema, anonymousValidateRequestSchema, cartQuantitySchema } from '../../contract/cart.ts';
import { serverMessages } from '../../messages/server.ts';
import { stockMessages } from '../../messages/stock.ts';
import { cartArticle, cartIdOf, cartOwner, clearCart, deleteArticle, insertArticle, lineForProduct, setArticle } from '../db/carts.ts';
import { getProduct, getProductsByIds, getSoldProduct } from '../db/products.ts';
import { lockRow } from '../db/row-lock.ts';
import { transaction } from '../db/transaction.ts';
import { requireUser } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { originOf } from '../http/origin.ts';
import { fieldError, HttpProblem, notFound } from '../http/problem.ts';
import { body } from '../http/validate.ts';
import { cartJson } from '../serialize/cart.ts';
import { productJson } from '../serialize/product.ts';
import { pathId } from './catalogue.ts';

const insufficient = () => new HttpProblem(400, { detail: stockMessages.insufficientStock });

/** Signed-in customer's server cart and the anonymous cart checks. */
export function cartRoutes(deps: Deps) {
  const db = deps.engine.db;
  /** The caller's own cart from the path; 404 for anyone else's (its existence is not revealed). */
  const ownCart = async (c: Context<AppEnv>): Promise<number> => {
    const user = requireUser(c);
    const cartId = pathId(c.req.param('cartId') ?? '');
    if ((await cartOwner(db, cartId)) !== user.id) throw notFound();
    return cartId;
  };
  const reply = async (c: Context<AppEnv>, cartId: number) => c.json(await cartJson(db, originOf(c, deps), cartId));
  return new Hono<AppEnv>()
    .get('/api/v1/cart/paniers/mon_panier/', async (c) => {
      const user = requireUser(c);
      return reply(c, await transaction(deps.engine, async (db) => await cartIdOf(db, user.id, deps.now().toISOString())));
    })
    .post('/api/v1/cart/paniers/:cartId/ajouter_produit/', async (c) => {
      const cartId = await ownCart(c);
      const input = await body(c, addToCartSchema);
      await transaction(deps.engine, async (db) => {
        await lockRow(db, deps.engine.kind, 'paniers', cartId);
        const product = await getSoldProduct(db, input.produit_id);
        if (!product) throw fieldError('produit_id', serverMessages.unknownProduct(input.produit_id));
        const line = await lineForProduct(db, cartId, product.id);
        const quantity = (line?.quantite ?? 0) + input.quantite;
        if (quantity > product.stock) throw insufficient();
        if (line) await setArticle(db, line.id, quantity, input.avec_consigne);
        else await insertArticle(db, cartId, product.id, quantity, input.avec_consigne);
      });
      return reply(c, cartId);
    })
    .post('/api/v1/cart/paniers/:cartId/modifier-quantite/:articleId/', async (c) => {
      const cartId = await ownCart(c);
      const articleId = pathId(c.req.param('articleId'));
      const input = await body(c, cartQuantitySchema);
      await transaction(deps.engine, async (db) => {
        await lockRow(db, deps.engine.kind, 'paniers', cartId);
        const line = await cartArticle(db, cartId, articleId);
        if (!line) throw notFound();
        const product = await getProduct(db, line.produit_id);
        if (!product) throw notFound();
        if (input.quantite > product.stock) throw insufficient();
        await setArticle(db, line.id, input.quantite, input.avec_consigne ?? line.avec_consigne === 1);
      });
      return reply(c, cartId);
    })
    .delete('/api/v1/cart/paniers/:cartId/supprimer-article/:articleId/', async (c) => {
      const cartId = await ownCart(c);
      const line = await cartArticle(db, cartId, pathId(c.req.param('articleId')));
      if (!line) throw notFound();
      await deleteArticle(db, line.id);
      return reply(c, cartId);
    })
    .post('/api/v1/cart/paniers/:cartId/vider/', async (c) => {
      const cartId = await ownCart(c);
      await clearCart(db, cartId);
      return reply(c, cartId);
    })
    .post('/api/v1/cart/anonymous/validate/', async (c) => {
      const { product_ids } = await body(c, anonymousValidateRequestSchema);
      const origin = originOf(c, deps);
      const ids = [...new Set(product_ids)];
      const found = (await getProductsByIds(db, ids)).filter((p) => p.archive === 0);
      const known = new Set(found.map((p) => p.id));
      const produits = found.map((row) => {
        const p = productJson(origin, row);
        return {
          id: p.id,
          nom: p.nom,
          prix: p.prix,
          prix_promo: p.prix_promo,
          prix_consigne: p.prix_consigne,
          stock: p.stock,
          vendu_avec_consigne: p.vendu_avec_consigne,
          image: p.image,
        };
      });
      return c.json({ produits, ids_invalides: ids.filter((id) => !known.has(id)) });
    })
    .get('/api/v1/cart/anonymous/product/:id/', async (c) => {
      const row = await getSoldProduct(db, pathId(c.req.param('id')));
      if (!row) throw notFound();
      return c.json(productJson(originOf(c, deps), row));
    });
}
