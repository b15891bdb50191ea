/**
 * The signed-in customer's server cart as the cart store drives it: its id (loaded once), calls run
 * one after the other in the order of the customer's actions, and every answer rewrites the lines.
 */
import type { WritableAtom } from 'nanostores';
import type { Api } from '../../api/client.ts';
import type { LocalCartLine, ServerCart } from '../../contract/cart.ts';
import { linesFromServer, quantityOf } from './lines.ts';

export type CartApi = Pick<
  Api,
  'getMyCart' | 'addToServerCart' | 'setServerCartQuantity' | 'removeServerCartArticle' | 'clearServerCart' | 'validateAnonymousCart'
>;

export function createServerCart(api: CartApi, $lines: WritableAtom<LocalCartLine[]>, log: (message: string, error: unknown) => void) {
  let id: number | null = null;
  let chain: Promise<unknown> = Promise.resolve();

  function serial<T>(task: () => Promise<T>): Promise<T> {
    const run = chain.then(task);
    chain = run.catch(() => undefined);
    return run;
  }
  function apply(cart: ServerCart): void {
    id = cart.id;
    $lines.set(linesFromServer(cart, $lines.get()));
  }
  async function cartId(): Promise<number> {
    if (id === null) id = (await api.getMyCart()).id;
    return id;
  }
  /** Mutations answer the cart (reference API) or something else (then it is reloaded). */
  async function settle(answer: ServerCart | null): Promise<void> {
    apply(answer ?? (await api.getMyCart()));
  }

  /** Direct update first; when the server does not take the flag, the line is removed and added again. */
  async function switchConsigne(line: LocalCartLine, productId: number, articleId: number, withConsigne: boolean): Promise<void> {
    const cart = await cartId();
    const quantite = quantityOf(line) || 1;
    try {
      const answer = await api.setServerCartQuantity(cart, articleId, { quantite, avec_consigne: withConsigne });
      const updated = answer?.articles.find((article) => article.id === articleId);
      if (answer && updated?.avec_consigne === withConsigne) return apply(answer);
    } catch (error) {
      log('Mise à jour directe de la consigne refusée', error);
    }
    await api.removeServerCartArticle(cart, articleId);
    try {
      await settle(await api.addToServerCart(cart, { produit_id: productId, quantite, avec_consigne: withConsigne }));
    } catch (error) {
      // Put the line back as it was before failing.
      await api
        .addToServerCart(cart, { produit_id: productId, quantite, avec_consigne: line.avec_consigne })
        .then(settle, (again) => log('Ligne perdue', again));
      throw error;
    }
  }

  return {
    serial,
    apply,
    cartId,
    settle,
    switchConsigne,
    forget: () => {
      id = null;
    },
  };
}
