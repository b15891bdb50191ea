import { z } from 'zod/mini';
import { type AddToCartInput, type CartQuantityInput, serverCartSchema } from '../../contract/cart.ts';
import { productSchema } from '../../contract/product.ts';
import { type Http, unauthenticated } from '../http.ts';

type Id = number | string;

/**
 * Cart mutations answer the updated cart on the reference API; a backend answering something else
 * (the line, a message, 204) yields null and the caller reloads with `getMyCart()`.
 */
const cartOrNull = z.union([
  serverCartSchema,
  z.pipe(
    z.unknown(),
    z.transform((): null => null),
  ),
]);

/** Server cart of a signed-in customer and the anonymous-cart helpers. */
export function cartEndpoints({ request, options }: Http) {
  return {
    // A customer's own cart: never asked without a token (a call made just before sign-out, sent after it).
    getMyCart: () => request({ path: 'cart/paniers/mon_panier/', schema: serverCartSchema, requiresToken: unauthenticated }),
    addToServerCart: (cartId: Id, payload: AddToCartInput) =>
      request({ method: 'post', path: `cart/paniers/${cartId}/ajouter_produit/`, json: payload, schema: cartOrNull }),
    setServerCartQuantity: (cartId: Id, articleId: Id, payload: CartQuantityInput) =>
      request({
        method: 'post',
        path: `cart/paniers/${cartId}/modifier-quantite/${articleId}/`,
        json: payload,
        schema: cartOrNull,
      }),
    removeServerCartArticle: (cartId: Id, articleId: Id) =>
      request({ method: 'delete', path: `cart/paniers/${cartId}/supprimer-article/${articleId}/`, schema: cartOrNull }),
    clearServerCart: (cartId: Id) => request({ method: 'post', path: `cart/paniers/${cartId}/vider/`, schema: cartOrNull }),
    /** Sent without ky (src/api/check-cart.ts), so that the cart page checks its lines without the client; loaded at the first check. */
    validateAnonymousCart: async (productIds: readonly number[]) =>
      (await import('../check-cart.ts')).validateAnonymousCart(productIds, options),
    getAnonymousProduct: (id: Id) => request({ path: `cart/anonymous/product/${id}/`, schema: productSchema }),
  };
}
