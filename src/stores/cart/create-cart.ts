/**
 * The cart store: local lines under `panier`, mirrored to the server cart when a
 * token is stored. Built by a factory so that tests inject the API, the token and the storage.
 */
import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { LocalCartLine } from '../../contract/cart.ts';
import { summarizeCart } from '../../domain/cart.ts';
import { correctCart } from '../../domain/cart-check.ts';
import { clampQuantity } from '../../domain/quantity.ts';
import type { Result } from '../../domain/result.ts';
import { checkAddToCart } from '../../domain/stock-check.ts';
import { cartMessages } from '../../messages/cart.ts';
import { ANONYMOUS_CART_ID, SERVER_CART_TO_EMPTY } from '../stored/cart-keys.ts';
import { cartLinesOf } from '../stored/cart-lines.ts';
import { decodedView, storedText } from '../stored/stored-text.ts';
import { anonymousLine, type CartProduct, findLine, lineFromProduct, productIds, quantityOf, upsertLine, withoutProduct } from './lines.ts';
import { mergeIntoServer } from './merge.ts';
import { type CartApi, createServerCart } from './server-cart.ts';

export interface CartDeps {
  api: CartApi;
  $token: ReadableAtom<string>;
  newCartId: () => string;
  log?: (message: string, error: unknown) => void;
  /** True when the current token was written by another tab: that tab merges and writes the lines. */
  isRemoteChange?: (token: string) => boolean;
  /** Runs the reaction to a token change (the browser waits for the storage event to finish). */
  defer?: (run: () => void) => void;
  /**
   * Texts under `panier` and `anonymousCartId` (the browser shares the header's), and `panierAVider` (the server cart
   * still to empty after an order); fresh atoms by default.
   */
  stored?: { $panier: WritableAtom<string>; $anonymousCartId: WritableAtom<string>; $toEmpty?: WritableAtom<string> };
}

/**
 * What a verb answers: `notice` is an alert to show although the change was made (quantity capped); a refusal says
 * whether a rule refused it (nothing changed) or the server did (the line is put back).
 */
const ok: Result<{ notice?: string }> = { ok: true };

export function createCart(deps: CartDeps) {
  const { api } = deps;
  const log = deps.log ?? ((message: string, error: unknown) => console.warn(message, error));
  const defer = deps.defer ?? ((run: () => void) => run());
  const stored = deps.stored ?? { $panier: storedText('panier'), $anonymousCartId: storedText('anonymousCartId') };
  /** '1' while the signed-in customer's server cart still holds an order's lines (see `clearCartAfterOrder`). */
  const $toEmpty = stored.$toEmpty ?? storedText(SERVER_CART_TO_EMPTY);
  const $lines = decodedView<LocalCartLine[]>(
    stored.$panier,
    cartLinesOf,
    (lines) => JSON.stringify(lines),
    () => mount(),
  );
  const $anonymousCartId = decodedView(
    stored.$anonymousCartId,
    (text) => (ANONYMOUS_CART_ID.test(text) ? text : ''),
    (id) => id,
  );
  const $summary = computed($lines, (lines) => summarizeCart(lines));
  const $count = computed($summary, (summary) => summary.itemCount);
  /** Current stock per product, learnt when the cart is checked. */
  const $stock = atom<Record<number, number>>({});
  /** What the last check changed (prices, stock, removed products), for the cart page. */
  const $notices = atom<string[]>([]);

  const server = createServerCart(api, $lines, log);
  const { serial, cartId, settle } = server;
  let knownToken: string | null = null;
  let started: Promise<void> = Promise.resolve();

  const signedIn = () => deps.$token.get() !== '';
  /** Puts one line back as it was before a failed server call (other lines keep later changes). */
  function restore(productId: number, before: LocalCartLine | undefined): void {
    const lines = $lines.get();
    const articleId = findLine(lines, productId)?.articleId ?? before?.articleId;
    const line = before && articleId !== undefined ? { ...before, articleId } : before;
    $lines.set(line ? upsertLine(lines, line) : withoutProduct(lines, productId));
  }

  async function addToCart(
    product: CartProduct,
    choice: { quantity?: number; withConsigne?: boolean } = {},
  ): Promise<Result<{ notice?: string }>> {
    const quantity = choice.quantity ?? 1;
    const withConsigne = choice.withConsigne ?? false;
    const before = findLine($lines.get(), product.id);
    const check = checkAddToCart({ productName: product.nom, stock: product.stock, inCart: quantityOf(before), adding: quantity });
    if (!check.ok) return { ok: false, message: check.message, reason: 'rule' };
    const fresh = lineFromProduct(product, check.quantity, withConsigne);
    const line = before?.articleId === undefined ? fresh : { ...fresh, articleId: before.articleId };
    $lines.set(upsertLine($lines.get(), line));
    if (!signedIn()) return ok;
    try {
      await serial(async () =>
        settle(await api.addToServerCart(await cartId(), { produit_id: product.id, quantite: quantity, avec_consigne: withConsigne })),
      );
      return ok;
    } catch (error) {
      log('Ajout au panier du serveur refusé', error);
      restore(product.id, before);
      return { ok: false, message: cartMessages.addError, reason: 'server' };
    }
  }

  async function setQuantity(productId: number, requested: unknown): Promise<Result<{ notice?: string }>> {
    const before = findLine($lines.get(), productId);
    if (!before) return ok;
    const { quantity, message } = clampQuantity(requested, $stock.get()[productId]);
    if (quantity === quantityOf(before)) return message ? { ok: false, message, reason: 'rule' } : ok;
    $lines.set(upsertLine($lines.get(), { ...before, quantite: quantity }));
    const outcome: Result<{ notice?: string }> = message ? { ok: true, notice: message } : ok;
    const articleId = before.articleId;
    if (!signedIn() || articleId === undefined) return outcome;
    try {
      await serial(async () => settle(await api.setServerCartQuantity(await cartId(), articleId, { quantite: quantity })));
      return outcome;
    } catch (error) {
      log('Quantité refusée par le serveur', error);
      restore(productId, before);
      return { ok: false, message: cartMessages.quantityError, reason: 'server' };
    }
  }

  async function setConsigne(productId: number, withConsigne: boolean): Promise<Result<{ notice?: string }>> {
    const before = findLine($lines.get(), productId);
    if (!before || before.avec_consigne === withConsigne) return ok;
    $lines.set(upsertLine($lines.get(), { ...before, avec_consigne: withConsigne }));
    const articleId = before.articleId;
    if (!signedIn() || articleId === undefined) return ok;
    try {
      await serial(() => server.switchConsigne(before, productId, articleId, withConsigne));
      return ok;
    } catch (error) {
      log('Consigne refusée par le serveur', error);
      restore(productId, before);
      return { ok: false, message: cartMessages.consigneError, reason: 'server' };
    }
  }

  /** Local first, then the server; a server failure is only logged and the local state kept. */
  async function removeLine(productId: number): Promise<Result<{ notice?: string }>> {
    const before = findLine($lines.get(), productId);
    if (!before) return ok;
    $lines.set(withoutProduct($lines.get(), productId));
    const articleId = before.articleId;
    if (signedIn() && articleId !== undefined) {
      await serial(async () => settle(await api.removeServerCartArticle(await cartId(), articleId))).catch((error) =>
        log('Suppression refusée par le serveur', error),
      );
    }
    return ok;
  }

  async function clearCart(): Promise<Result<{ notice?: string }>> {
    $lines.set([]);
    $notices.set([]);
    if (signedIn())
      await serial(async () => api.clearServerCart(await cartId())).catch((error) => log('Vidage du panier refusé par le serveur', error));
    return ok;
  }

  /** Empties the server cart after an order (behind the other calls); the mark goes once the server has done it. */
  async function emptyServerCart(): Promise<void> {
    try {
      await serial(async () => {
        await api.clearServerCart(await cartId());
        $toEmpty.set('');
      });
    } catch (error) {
      log('Vidage du panier refusé par le serveur', error);
    }
  }

  /**
   * Once the shop confirmed an order: the lines go at once, and the customer moves on to the confirmation without
   * waiting for the server cart, which empties behind the calls still queued (on a slow line, seconds). Its emptying
   * is kept in storage until the server has done it: a page left before then empties it at the next start, so the
   * ordered lines never come back from the server.
   */
  function clearCartAfterOrder(): Promise<Result<{ notice?: string }>> {
    $lines.set([]);
    $notices.set([]);
    if (signedIn()) {
      $toEmpty.set('1');
      void emptyServerCart();
    }
    return Promise.resolve(ok);
  }

  /** Compares the lines with the catalogue now (once the shown cart has loaded) and corrects them (cart page, before checkout). */
  async function checkCart(): Promise<string[]> {
    await started;
    const ids = productIds($lines.get());
    if (ids.length === 0) return [];
    let answer: Awaited<ReturnType<CartApi['validateAnonymousCart']>>;
    try {
      answer = await api.validateAnonymousCart(ids);
    } catch (error) {
      log('Vérification du panier impossible', error);
      return [];
    }
    const before = $lines.get();
    const result = correctCart(before, answer);
    $stock.set({ ...$stock.get(), ...result.stock });
    $notices.set(result.notices);
    $lines.set(result.lines);
    if (signedIn()) {
      for (const change of result.changes) {
        const articleId = findLine(before, change.productId)?.articleId;
        if (articleId === undefined || (change.kind !== 'gone' && change.kind !== 'stock')) continue;
        const call =
          change.kind === 'gone' || change.available === 0
            ? async () => api.removeServerCartArticle(await cartId(), articleId)
            : async () => api.setServerCartQuantity(await cartId(), articleId, { quantite: change.available });
        await serial(call).catch((error) => log('Correction du panier refusée par le serveur', error));
      }
    }
    return result.notices;
  }

  /** Sign-in here (or at start): merge the anonymous lines, delete the anonymous id, show the server cart. */
  async function syncSignedIn(merge: boolean): Promise<void> {
    const token = deps.$token.get();
    // An order's lines left on the server by a page closed before it emptied them.
    if ($toEmpty.get() !== '') await emptyServerCart();
    await serial(async () => {
      let cart = await api.getMyCart();
      let kept: LocalCartLine[] = [];
      if (merge) {
        const merged = await mergeIntoServer(api, cart, $lines.get(), log);
        $anonymousCartId.set('');
        kept = merged.kept;
        if (merged.sent) cart = await api.getMyCart();
      }
      if (deps.$token.get() !== token) return;
      server.apply(cart);
      if (kept.length > 0) $lines.set([...$lines.get(), ...kept]);
    }).catch((error) => log('Chargement du panier du serveur impossible', error));
  }

  /** Sign-out here: a new anonymous cart holding the current lines. Another tab's sign-out writes them for us. */
  function signedOut(here: boolean): void {
    server.forget();
    $toEmpty.set('');
    if (!here) return;
    $lines.set($lines.get().map(anonymousLine));
    $anonymousCartId.set(deps.newCartId());
  }

  function onToken(token: string): void {
    if (knownToken === null || token === knownToken) return;
    const previous = knownToken;
    knownToken = token;
    const here = !(deps.isRemoteChange?.(token) ?? false);
    server.forget();
    if (token === '') signedOut(here);
    else if (here) void syncSignedIn(previous === '');
  }

  /**
   * The cart's work while anything shows it (the view's mount): the server cart is loaded once signed
   * in, a signed-out cart gets an anonymous id, and sign-in and sign-out (here or in another tab) are followed.
   */
  function mount(): () => void {
    knownToken = deps.$token.get();
    const unbind = [$anonymousCartId.listen(() => {}), deps.$token.listen(() => defer(() => onToken(deps.$token.get())))];
    if (signedIn()) started = syncSignedIn(true);
    else {
      if ($anonymousCartId.get() === '') $anonymousCartId.set(deps.newCartId());
      started = Promise.resolve();
    }
    return () => {
      for (const off of unbind) off();
      knownToken = null;
    };
  }

  /** Resolves once the shown cart has loaded (the server cart when signed in). */
  const ready = (): Promise<void> => started;

  return {
    $lines,
    $summary,
    $count,
    $stock,
    $notices,
    $anonymousCartId,
    ready,
    addToCart,
    setQuantity,
    setConsigne,
    removeLine,
    clearCart,
    checkCart,
    /** Only once the shop confirmed an order: the cart is emptied here and on the server. */
    clearCartAfterOrder,
  };
}
