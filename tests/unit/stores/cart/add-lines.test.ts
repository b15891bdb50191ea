import { setPersistentEngine } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { addCheckedLines, checkLines, linesOfLink, linesOfOrder } from '../../../../src/stores/cart/add-lines.ts';
import { createCart } from '../../../../src/stores/cart/create-cart.ts';
import { amountText } from '../../../amount-text.ts';
import { fakeBackend, hideCart, memoryStorage, showCart } from './cart-backend.fake.ts';

const carts: ReturnType<typeof createCart>[] = [];
afterEach(() => carts.splice(0).forEach(hideCart));

async function setup(token = '') {
  const storage = memoryStorage();
  setPersistentEngine(storage.store, storage.events);
  const backend = fakeBackend({ honoursConsigneFlag: true });
  const cart = createCart({ api: backend.api, $token: atom(token), newCartId: () => 'anon-0001', log: () => {} });
  carts.push(cart);
  await showCart(cart);
  return { cart, backend };
}

/** A delivered order: 2 Primus with the deposit at 2 000 FC, 1 Eau Vitale, 1 sold-out juice. */
const order = {
  articles: [
    { produit: 1, libelle: 'Primus 72 cl', quantite: 2, prix_unitaire: '2000.00', avec_consigne: true, prix_consigne: '1000.00' },
    { produit: 2, libelle: 'Eau Vitale 1,5 L', quantite: 1, prix_unitaire: '1500.00', avec_consigne: false },
    { produit: 3, libelle: 'Jus Maracuja', quantite: 1, prix_unitaire: '2800.00', avec_consigne: false },
  ],
};

describe('lines reaching the cart from outside it', () => {
  it.each([
    ['signed out', ''],
    ['signed in', 'jeton'],
  ])('an order again, %s: today’s prices, what changed said, the server cart too', async (_name, token) => {
    const { cart, backend } = await setup(token);
    const checked = await checkLines((ids) => backend.api.validateAnonymousCart(ids), linesOfOrder(order));
    if (!checked.ok) throw new Error(checked.message);
    const added = await addCheckedLines(cart.addToCart, checked.checked);
    // Counted as bought: 2 Primus and 1 water (the sold-out juice is not added).
    expect(added.added).toBe(3);
    expect(added.notices).toEqual([
      amountText('Primus 72 cl : le prix passe de 2 000 FC à 2 500 FC.'),
      "Désolé, Jus Maracuja est actuellement en rupture de stock. Il n'est pas ajouté à votre panier.",
    ]);
    expect(cart.$lines.get().map((l) => [l.id, l.prix, l.quantite, l.avec_consigne])).toEqual([
      [1, '2500.00', 2, true],
      [2, '1500.00', 1, false],
    ]);
    if (token)
      expect(backend.articles.map((a) => [a.produit, a.quantite, a.avec_consigne])).toEqual([
        [1, 2, true],
        [2, 1, false],
      ]);
  });

  it('more than the stock left beside what the cart holds: the cart refuses and says so', async () => {
    const { cart, backend } = await setup();
    await cart.addToCart({ id: 2, nom: 'Eau Vitale 1,5 L', prix: '1500.00', stock: 3 }, { quantity: 2 });
    const checked = await checkLines(
      (ids) => backend.api.validateAnonymousCart(ids),
      linesOfLink([{ productId: 2, quantity: 3, withConsigne: false }]),
    );
    if (!checked.ok) throw new Error(checked.message);
    const added = await addCheckedLines(cart.addToCart, checked.checked);
    expect(added).toEqual({
      added: 0,
      notices: [
        "Eau Vitale 1,5 L : Désolé, il n'y a que 3 unités disponibles en stock pour ce produit.",
        "Aucun de ces articles ne peut être ajouté à votre panier aujourd'hui.",
      ],
    });
    expect(cart.$lines.get().map((l) => l.quantite)).toEqual([2]);
  });

  it('a check that cannot reach the shop adds nothing and says so', async () => {
    const checked = await checkLines(
      () => Promise.reject(new Error('hors ligne')),
      linesOfLink([{ productId: 1, quantity: 1, withConsigne: false }]),
    );
    expect(checked).toEqual({
      ok: false,
      message: 'Impossible de vérifier ces articles auprès de la boutique pour le moment. Veuillez réessayer.',
    });
  });
});
