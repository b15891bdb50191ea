import { setPersistentEngine } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCart } from '../../../../src/stores/cart/create-cart.ts';
import { fakeBackend, hideCart, memoryStorage, products, showCart } from './cart-backend.fake.ts';

type Cart = ReturnType<typeof createCart>;

const [primus, eau, jus] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];
const running: Cart[] = [];
afterEach(() => {
  running.splice(0).forEach((cart) => {
    hideCart(cart);
  });
});

/** A cart on a fresh storage (pre-filled with `stored`) and a fresh fake server. */
function setup(options: { token?: string; stored?: Record<string, string>; honoursConsigneFlag?: boolean; remote?: boolean } = {}) {
  const storage = memoryStorage();
  Object.assign(storage.store, options.stored ?? {});
  setPersistentEngine(storage.store, storage.events);
  const backend = fakeBackend({ honoursConsigneFlag: options.honoursConsigneFlag ?? false });
  const $token = atom(options.token ?? '');
  const logged: string[] = [];
  let ids = 0;
  const cart = createCart({
    api: backend.api,
    $token,
    newCartId: () => `anon-${String(++ids).padStart(4, '0')}`,
    log: (message) => void logged.push(message),
    isRemoteChange: () => options.remote ?? false,
  });
  running.push(cart);
  return { cart, backend, storage, $token, logged };
}

const stored = (lines: unknown[]) => ({ panier: JSON.stringify(lines) });
const line = (id: number, quantite: unknown, extra: Record<string, unknown> = {}) => ({
  id,
  titre: `Produit ${id}`,
  prix: '2500.00',
  prix_consigne: '1000.00',
  quantite,
  avec_consigne: false,
  ...extra,
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('stored data is untrusted', () => {
  it.each([
    ['broken JSON', '[{"id": 1,'],
    ['an object', '{"id": 1}'],
    ['a number', '42'],
    ['null', 'null'],
    ['lines without a product', '[{"quantite": 2}, "texte", 3]'],
  ])('%s under panier gives an empty cart', async (_name, text) => {
    const { cart } = setup({ stored: { panier: text } });
    await showCart(cart);
    expect(cart.$lines.get()).toEqual([]);
    expect(cart.$count.get()).toBe(0);
  });

  it('keeps the valid lines of a partly foreign list and lists faulty ones as problems', async () => {
    const { cart } = setup({ stored: stored([line(1, 2), { bad: true }, line(2, 0), line(4, 1, { prix: 'abc' })]) });
    await showCart(cart);
    expect(cart.$lines.get()).toHaveLength(3);
    expect(cart.$count.get()).toBe(2);
    expect(cart.$summary.get().problems.map((p) => p.kind)).toEqual(['invalid_quantity', 'invalid_price']);
  });

  it.each([
    ['no id', undefined, 'anon-0001'],
    ['a valid id', 'c0ffee-1234-abcd', 'c0ffee-1234-abcd'],
    ['a foreign value', '<script>', 'anon-0001'],
  ])('anonymous start with %s under anonymousCartId', async (_name, value, expected) => {
    const { cart, storage } = setup(value === undefined ? {} : { stored: { anonymousCartId: value } });
    await showCart(cart);
    expect(storage.store.anonymousCartId).toBe(expected);
  });
});

describe('anonymous cart: purely local', () => {
  it('adds a product with the chosen quantity and consigne, then adds again to the same line', async () => {
    const { cart, backend, storage } = setup();
    await showCart(cart);
    expect(await cart.addToCart(primus, { quantity: 2, withConsigne: true })).toEqual({ ok: true });
    expect(await cart.addToCart(primus)).toEqual({ ok: true });
    expect(cart.$lines.get()).toMatchObject([{ id: 1, quantite: 3, avec_consigne: false, prix: '2500.00', titre: 'Primus 72 cl' }]);
    expect(JSON.parse(storage.store.panier!)).toMatchObject([{ id: 1, quantite: 3 }]);
    expect(backend.calls).toEqual([]);
  });

  it('stores the promotional price the customer pays', async () => {
    const { cart } = setup();
    await cart.addToCart({ ...jus, stock: 5 });
    expect(cart.$lines.get()[0]?.prix).toBe('2800.00');
  });

  it.each([
    ['an out-of-stock product', jus, 1, 0, 'Désolé, Jus Maracuja est actuellement en rupture de stock.'],
    ['more than the stock at once', eau, 4, 0, "Désolé, il n'y a que 3 unités disponibles en stock pour ce produit."],
    ['one more than the stock on an existing line', eau, 1, 3, "Désolé, il n'y a que 3 unités disponibles en stock pour ce produit."],
    ['a quantity of 0', primus, 0, 0, 'Veuillez sélectionner une quantité valide.'],
  ])('refuses %s', async (_name, product, quantity, inCart, message) => {
    const { cart } = setup();
    if (inCart) await cart.addToCart(product, { quantity: inCart });
    expect(await cart.addToCart(product, { quantity })).toEqual({ ok: false, message, reason: 'rule' });
    expect(cart.$count.get()).toBe(inCart);
  });

  it('changes quantity and consigne, removes and clears without any call', async () => {
    const { cart, backend } = setup({ stored: stored([line(1, 2), line(2, 1)]) });
    await showCart(cart);
    expect(await cart.setQuantity(1, 5)).toEqual({ ok: true });
    expect(await cart.setConsigne(1, true)).toEqual({ ok: true });
    expect(cart.$summary.get().totalCents).toBe((5 * 3500 + 2500 + 6000) * 100);
    await cart.removeLine(2);
    expect(cart.$lines.get().map((l) => l.id)).toEqual([1]);
    await cart.clearCart();
    expect(cart.$lines.get()).toEqual([]);
    expect(backend.calls).toEqual([]);
  });

  it.each([
    [
      'above the known stock: set to the stock with the alert',
      2,
      9,
      3,
      { ok: true, notice: "Désolé, il n'y a que 3 unités disponibles en stock pour ce produit." },
    ],
    [
      '+ at the stock: refused with the alert',
      3,
      4,
      3,
      { ok: false, reason: 'rule', message: "Désolé, il n'y a que 3 unités disponibles en stock pour ce produit." },
    ],
    ['0: raised to 1 with the alert', 3, 0, 1, { ok: true, notice: 'Veuillez sélectionner une quantité valide.' }],
  ])('quantity %s', async (_name, start, requested, expected, outcome) => {
    const { cart } = setup({ stored: stored([line(2, start)]) });
    await showCart(cart);
    await cart.checkCart(); // learns the stock of product 2 (3)
    expect(await cart.setQuantity(2, requested)).toEqual(outcome);
    expect(cart.$lines.get()[0]?.quantite).toBe(expected);
  });
});

describe('another tab', () => {
  it('sees lines written by another tab', async () => {
    const { cart, storage } = setup();
    await showCart(cart);
    storage.otherTab('panier', JSON.stringify([line(1, 4)]));
    expect(cart.$count.get()).toBe(4);
    storage.otherTab('panier', 'garbage');
    expect(cart.$count.get()).toBe(0);
  });

  it("does not merge or re-create anything on another tab's sign-in and sign-out", async () => {
    const { cart, backend, $token, storage } = setup({ stored: stored([line(1, 2)]), remote: true });
    await showCart(cart);
    $token.set('jeton');
    await settle();
    $token.set('');
    expect(backend.calls).toEqual([]);
    expect(storage.store.anonymousCartId).toBe('anon-0001');
  });
});

describe('after an order, signed in', () => {
  it('the lines go at once and the server cart empties behind; a page left before that empties it at its next start', async () => {
    const { cart, backend, storage, $token } = setup({ token: 'jeton' });
    await showCart(cart);
    await cart.addToCart(primus, { quantity: 2 });
    expect(backend.articles).toHaveLength(1);
    backend.failing.add('vider');
    const calls = backend.calls.length;
    await cart.clearCartAfterOrder();
    // Nothing was awaited from the server: the customer moves on to the confirmation.
    expect(backend.calls.slice(calls)).not.toContain('vider');
    expect(cart.$lines.get()).toEqual([]);
    expect(storage.store.panierAVider).toBe('1');
    await vi.waitFor(() => expect(backend.calls.slice(calls)).toContain('vider'));
    await settle();
    expect(storage.store.panierAVider).toBe('1');
    expect(backend.articles).toHaveLength(1);
    hideCart(cart);

    // The next page of the shop, the server answering again.
    backend.failing.delete('vider');
    const next = createCart({ api: backend.api, $token, newCartId: () => 'anon-0002', log: () => {} });
    running.push(next);
    await showCart(next);
    expect(backend.articles).toEqual([]);
    expect(storage.store.panierAVider).toBeUndefined();
    expect(next.$lines.get()).toEqual([]);
  });

  it('signing out forgets the mark: another account signing in here keeps its cart', async () => {
    const { cart, backend, storage, $token } = setup({ token: 'jeton', stored: { panierAVider: '1' } });
    backend.failing.add('vider');
    await showCart(cart);
    $token.set('');
    await settle();
    expect(storage.store.panierAVider).toBeUndefined();
  });
});
