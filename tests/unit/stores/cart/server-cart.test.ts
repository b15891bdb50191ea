import { setPersistentEngine } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCart } from '../../../../src/stores/cart/create-cart.ts';
import { amountText } from '../../../amount-text.ts';
import { fakeBackend, hideCart, memoryStorage, products, type RouteName, showCart } from './cart-backend.fake.ts';

type Cart = ReturnType<typeof createCart>;

const [primus, eau] = products as [(typeof products)[0], (typeof products)[0]];
const running: Cart[] = [];
afterEach(() => {
  running.splice(0).forEach((cart) => {
    hideCart(cart);
  });
});

function setup(options: { token?: string; stored?: Record<string, string>; honoursConsigneFlag?: boolean } = {}) {
  const storage = memoryStorage();
  Object.assign(storage.store, options.stored ?? {});
  setPersistentEngine(storage.store, storage.events);
  const backend = fakeBackend({ honoursConsigneFlag: options.honoursConsigneFlag ?? false });
  const $token = atom(options.token ?? 'jeton');
  const logged: string[] = [];
  const cart = createCart({ api: backend.api, $token, newCartId: () => 'anon-nouveau', log: (message) => void logged.push(message) });
  running.push(cart);
  return { cart, backend, storage, $token, logged };
}

const anonymous = (id: number, quantite: number, avec_consigne = false) => ({
  id,
  titre: `Produit ${id}`,
  prix: '2500.00',
  quantite,
  avec_consigne,
});
const panier = (...lines: unknown[]) => ({ panier: JSON.stringify(lines), anonymousCartId: 'anon-ancien' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A signed-in cart holding `lines` on the server (added through the API, as a customer would). */
async function signedInWith(
  lines: [product: typeof primus, quantity: number, withConsigne: boolean][],
  options: Parameters<typeof setup>[0] = {},
) {
  const ctx = setup(options);
  for (const [product, quantity, withConsigne] of lines)
    await ctx.backend.api.addToServerCart(7, { produit_id: product.id, quantite: quantity, avec_consigne: withConsigne });
  await showCart(ctx.cart);
  ctx.backend.calls.length = 0;
  return ctx;
}

describe('start, signed in', () => {
  it('merges the anonymous lines one by one, deletes the anonymous id and shows the server cart', async () => {
    const { cart, backend, storage } = setup({ stored: panier(anonymous(1, 2, true), anonymous(2, 1)) });
    await backend.api.addToServerCart(7, { produit_id: 2, quantite: 3, avec_consigne: false });
    await showCart(cart);
    expect(backend.articles).toMatchObject([
      { produit: 2, quantite: 3 },
      { produit: 1, quantite: 2, avec_consigne: true },
    ]);
    expect(storage.store.anonymousCartId).toBeUndefined();
    expect(cart.$lines.get()).toMatchObject([
      { id: 2, articleId: 100, quantite: 3, titre: 'Eau Vitale 1,5 L' },
      { id: 1, articleId: 101, quantite: 2, avec_consigne: true, prix_consigne: '1000.00' },
    ]);
  });

  it('keeps the larger quantity for a product already on the server (no doubling after sign-out then sign-in)', async () => {
    const { cart, backend } = setup({ stored: panier(anonymous(1, 5)) });
    await backend.api.addToServerCart(7, { produit_id: 1, quantite: 2, avec_consigne: false });
    await showCart(cart);
    expect(backend.articles).toMatchObject([{ produit: 1, quantite: 5 }]);
  });

  it('keeps the local lines when the server cart cannot be loaded', async () => {
    const { cart, backend, logged, storage } = setup({ stored: panier(anonymous(1, 2)) });
    backend.failing.add('mon_panier');
    await showCart(cart);
    expect(cart.$lines.get()).toMatchObject([{ id: 1, quantite: 2 }]);
    expect(storage.store.anonymousCartId).toBe('anon-ancien');
    expect(logged).toEqual(['Chargement du panier du serveur impossible']);
  });

  it('logs each line the server fails to take and keeps it locally for the next start', async () => {
    const { cart, backend, logged } = setup({ stored: panier(anonymous(1, 2), anonymous(2, 1)) });
    backend.failing.add('ajouter');
    await showCart(cart);
    expect(logged).toHaveLength(2);
    expect(cart.$lines.get()).toMatchObject([
      { id: 1, quantite: 2 },
      { id: 2, quantite: 1 },
    ]);
    backend.failing.delete('ajouter');
    hideCart(cart);
    await showCart(cart);
    expect(backend.articles).toMatchObject([
      { produit: 1, quantite: 2 },
      { produit: 2, quantite: 1 },
    ]);
  });

  it('drops a line the server refuses (4xx), e.g. a product sold out since', async () => {
    const { cart, backend } = setup({ stored: panier(anonymous(1, 2), anonymous(42, 1)) });
    await showCart(cart);
    expect(cart.$lines.get()).toMatchObject([{ id: 1, articleId: 100 }]);
    expect(backend.articles).toHaveLength(1);
  });
});

describe('verbs on the server cart', () => {
  it('adds through the server and keeps its article ids', async () => {
    const { cart, backend } = await signedInWith([]);
    expect(await cart.addToCart(primus, { quantity: 2, withConsigne: true })).toEqual({ ok: true });
    expect(backend.calls).toEqual(['ajouter']);
    expect(cart.$lines.get()).toMatchObject([{ id: 1, articleId: 100, quantite: 2, avec_consigne: true }]);
  });

  it.each<[string, RouteName, (cart: Cart) => Promise<unknown>, string]>([
    ['add', 'ajouter', (cart) => cart.addToCart(eau), "Erreur lors de l'ajout au panier. Veuillez réessayer."],
    ['quantity', 'modifier', (cart) => cart.setQuantity(1, 3), 'Erreur lors de la mise à jour de la quantité. Veuillez réessayer.'],
  ])('a refused %s restores the previous lines with the alert', async (_name, route, act, message) => {
    const { cart, backend } = await signedInWith([[primus, 1, false]]);
    const before = cart.$lines.get();
    backend.failing.add(route);
    expect(await act(cart)).toEqual({ ok: false, message, reason: 'server' });
    expect(cart.$lines.get()).toEqual(before);
  });

  it('changes the consigne directly when the server takes the flag', async () => {
    const { cart, backend } = await signedInWith([[primus, 2, false]], { honoursConsigneFlag: true });
    expect(await cart.setConsigne(1, true)).toEqual({ ok: true });
    expect(backend.calls).toEqual(['modifier']);
    expect(cart.$lines.get()).toMatchObject([{ id: 1, articleId: 100, quantite: 2, avec_consigne: true }]);
  });

  it('removes and re-adds the line when the server ignores the flag', async () => {
    const { cart, backend } = await signedInWith([[primus, 2, false]]);
    expect(await cart.setConsigne(1, true)).toEqual({ ok: true });
    expect(backend.calls).toEqual(['modifier', 'supprimer', 'ajouter']);
    expect(cart.$lines.get()).toMatchObject([{ id: 1, articleId: 101, quantite: 2, avec_consigne: true }]);
  });

  it('restores the previous consigne with the alert when nothing works', async () => {
    const { cart, backend } = await signedInWith([[primus, 2, false]]);
    backend.failing.add('modifier').add('supprimer');
    expect(await cart.setConsigne(1, true)).toEqual({
      ok: false,
      message: 'Erreur lors de la mise à jour de la consigne. Veuillez réessayer.',
      reason: 'server',
    });
    expect(cart.$lines.get()).toMatchObject([{ id: 1, articleId: 100, avec_consigne: false }]);
    expect(backend.articles).toMatchObject([{ id: 100, avec_consigne: false }]);
  });

  it.each<[string, RouteName, (cart: Cart) => Promise<unknown>]>([
    ['remove', 'supprimer', (cart) => cart.removeLine(1)],
    ['clear', 'vider', (cart) => cart.clearCart()],
  ])('%s acts locally first; a server failure is only logged', async (_name, route, act) => {
    const { cart, backend, logged } = await signedInWith([[primus, 2, false]]);
    backend.failing.add(route);
    expect(await act(cart)).toEqual({ ok: true });
    expect(cart.$lines.get()).toEqual([]);
    expect(backend.articles).toHaveLength(1);
    expect(logged).toHaveLength(1);
  });

  it('clears the cart after an order, here at once and on the server behind', async () => {
    const { cart, backend } = await signedInWith([
      [primus, 2, false],
      [eau, 1, false],
    ]);
    await cart.clearCartAfterOrder();
    expect(cart.$lines.get()).toEqual([]);
    await vi.waitFor(() => expect(backend.articles).toEqual([]));
  });
});

describe('checking the cart against the catalogue', () => {
  it('updates a changed price, lowers a quantity above the stock, removes a product gone or out of stock', async () => {
    const lines = [anonymous(1, 2), { ...anonymous(2, 5), prix: '1500.00' }, anonymous(3, 1), anonymous(99, 1)];
    const { cart, backend } = setup({ token: '', stored: panier(...lines) });
    backend.catalogue.get(1)!.prix = '2700.00';
    await showCart(cart);
    const notices = await cart.checkCart();
    expect(notices).toEqual([
      amountText('Produit 1 : le prix passe de 2 500 FC à 2 700 FC.'),
      'Produit 2 : Désolé, il ne reste que 3 unités en stock.',
      'Désolé, Produit 3 est actuellement en rupture de stock. Il a été retiré de votre panier.',
      "Produit 99 n'est plus disponible. Il a été retiré de votre panier.",
    ]);
    expect(cart.$notices.get()).toEqual(notices);
    expect(cart.$lines.get()).toMatchObject([
      { id: 1, prix: '2700.00', quantite: 2 },
      { id: 2, quantite: 3 },
    ]);
  });

  it('corrects the server cart too when signed in', async () => {
    const { cart, backend } = await signedInWith([[eau, 3, false]]);
    backend.catalogue.get(2)!.stock = 1;
    await cart.checkCart();
    expect(backend.articles).toMatchObject([{ produit: 2, quantite: 1 }]);
  });

  it('changes nothing when the check fails', async () => {
    const { cart, backend, logged } = setup({ token: '', stored: panier(anonymous(1, 2)) });
    backend.failing.add('validate');
    expect(await cart.checkCart()).toEqual([]);
    expect(cart.$lines.get()).toHaveLength(1);
    expect(logged).toEqual(['Vérification du panier impossible']);
  });
});

describe('sign-in and sign-out in this tab', () => {
  it('sign-in merges the anonymous lines; sign-out keeps the lines in a new anonymous cart', async () => {
    const { cart, backend, storage, $token } = setup({ token: '', stored: panier(anonymous(1, 2)) });
    await showCart(cart);
    $token.set('jeton');
    await settle();
    await settle();
    expect(backend.articles).toMatchObject([{ produit: 1, quantite: 2 }]);
    expect(cart.$lines.get()).toMatchObject([{ id: 1, articleId: 100 }]);
    expect(storage.store.anonymousCartId).toBeUndefined();
    $token.set('');
    expect(cart.$lines.get()).toEqual([expect.not.objectContaining({ articleId: expect.anything() })]);
    expect(cart.$lines.get()).toMatchObject([{ id: 1, quantite: 2, titre: 'Primus 72 cl' }]);
    expect(storage.store.anonymousCartId).toBe('anon-nouveau');
    expect(backend.articles).toHaveLength(1);
  });
});
