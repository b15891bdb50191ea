import { useTestStorageEngine } from '@nanostores/persistent';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCart } from '../../../../src/stores/cart/create-cart.ts';
import { HANDED_CHECK } from '../../../../src/stores/checkout/early-press.ts';
import { type CheckoutDeps, type CheckoutInput, createCheckout } from '../../../../src/stores/checkout/flow.ts';
import { takeHandedCheck } from '../../../../src/stores/checkout/handed-check.ts';
import { $sendState } from '../../../../src/stores/checkout/send-state.ts';
import { $confirmedOrder, $failedOrder, $pendingOrder } from '../../../../src/stores/stored/orders.ts';
import { amountText } from '../../../amount-text.ts';
import { hideCart, showCart } from '../cart/cart-backend.fake.ts';
import { freshPendingOrderState, makeCheckoutShop } from './test-shop.ts';

const primus = { id: 1, nom: 'Primus 72 cl', prix: '2500.00', prix_consigne: '500.00', stock: 240 };
const xxl = { id: 46, nom: 'XXL Energy 50 cl', prix: '2500.00', prix_consigne: null, stock: 8 };

const form = (over: Partial<CheckoutInput> = {}): CheckoutInput => ({
  fullName: 'Mireille Tshala',
  phone: '812345678',
  email: '',
  notes: '',
  addressMode: 'new',
  newAddress: { rue: 'Avenue du Commerce', numero: '12', quartier: 'Golf', commune: 'Gombe' },
  paymentMethod: 'paiement_livraison',
  payWithCents: null,
  ...over,
});

let keys = 0;

function setup(clock: Pick<CheckoutDeps, 'now' | 'handed'> = {}) {
  const shop = makeCheckoutShop();
  const cart = createCart({ api: shop.api, $token: shop.$token, newCartId: () => 'panier-anonyme-test' });
  const checkout = createCheckout({
    api: shop.api,
    lines: () => cart.$lines.get(),
    signedIn: () => shop.$token.get() !== '',
    correctCart: () => cart.checkCart(),
    clearCart: () => cart.clearCartAfterOrder(),
    newKey: () => `00000000-0000-4000-9000-${String(++keys).padStart(12, '0')}`,
    ...clock,
  });
  const bodies = () =>
    shop.sent.filter((s) => s.path.startsWith('/api/v1/orders/')).map((s) => JSON.parse(s.body) as Record<string, unknown>);
  return { shop, cart, checkout, bodies };
}

beforeAll(() => useTestStorageEngine());
beforeEach(freshPendingOrderState);

describe('an error shown goes once its field is fixed', () => {
  const PERSONAL = 'Veuillez remplir tous les champs personnels.';
  it.each<[string, Partial<CheckoutInput>, Partial<CheckoutInput>[], ({ message: string; field: string } | null)[]]>([
    [
      'the personal fields, filled one by one',
      { fullName: '', phone: '' },
      [
        { fullName: 'Mireille Tshala', phone: '' },
        { fullName: 'Mireille Tshala', phone: '812345678' },
      ],
      [{ message: PERSONAL, field: 'phone' }, null],
    ],
    ['a phone of 8 digits, then 9', { phone: '81234567' }, [{ phone: '812345678' }], [null]],
    [
      'the address, fixed while the name is still missing: the address’s error goes, the next one waits for the press',
      { newAddress: { rue: '', numero: '1', quartier: 'Golf', commune: 'Gombe' } },
      [{ fullName: '', newAddress: { rue: 'Av. X', numero: '1', quartier: 'Golf', commune: 'Gombe' } }],
      [null],
    ],
    [
      'another field changed: the error stays',
      { fullName: '' },
      [{ fullName: '', notes: 'Sonner deux fois' }],
      [{ message: PERSONAL, field: 'fullName' }],
    ],
  ])('%s', async (_label, wrong, edits, shown) => {
    const { cart, checkout } = setup();
    await cart.addToCart(primus, { quantity: 1 });
    await checkout.submit(form(wrong));
    expect(checkout.$error.get()).not.toBeNull();
    for (const [index, edit] of edits.entries()) {
      checkout.recheck(form({ ...wrong, ...edit }));
      expect(checkout.$error.get()).toEqual(shown[index]);
    }
  });
});

describe('checkout flow', () => {
  it.each<[string, Partial<CheckoutInput>, string, boolean?]>([
    ['empty cart', {}, 'Votre panier est vide. Veuillez ajouter des produits avant de procéder au paiement.', true],
    ['no name', { fullName: '  ' }, 'Veuillez remplir tous les champs personnels.'],
    ['no phone', { phone: '' }, 'Veuillez remplir tous les champs personnels.'],
    ['8-digit phone', { phone: '81234567' }, 'Le numéro de téléphone doit contenir exactement 9 chiffres (sans le préfixe 243).'],
    [
      'no quartier',
      { newAddress: { rue: 'Av. X', numero: '1', quartier: '', commune: 'Gombe' } },
      "Veuillez remplir tous les champs d'adresse.",
    ],
    ['saved mode without address', { addressMode: 'saved', savedAddress: null }, "ID d'adresse manquant"],
    ['card (not available)', { paymentMethod: 'carte' }, 'Veuillez sélectionner un mode de paiement.'],
    ['no payment method', { paymentMethod: '' }, 'Veuillez sélectionner un mode de paiement.'],
  ])('%s: shows the spec message and sends nothing', async (_label, over, message, emptyCart) => {
    const { shop, cart, checkout } = setup();
    if (!emptyCart) await cart.addToCart(primus, { quantity: 1 });
    expect(await checkout.submit(form(over))).toEqual({ status: 'invalid', message });
    expect(checkout.$error.get()?.message).toBe(message);
    expect(shop.sent).toHaveLength(0);
    expect($pendingOrder.get()).toBeNull();
  });

  it('places a guest order with the exact payload the API takes, then empties the cart', async () => {
    const { shop, cart, checkout, bodies } = setup();
    await cart.addToCart(primus, { quantity: 2, withConsigne: true });
    await cart.addToCart(xxl, { quantity: 1 });
    const outcome = await checkout.submit(form({ email: 'mireille@example.cd', notes: 'Sonner deux fois', payWithCents: 2_000_000 }));
    expect(outcome).toEqual({ status: 'confirmed' });
    expect(bodies()).toEqual([
      {
        address_id: null,
        adresse_livraison: 'Avenue du Commerce, N°12, Golf, Gombe, Kinshasa',
        telephone_livraison: '2430812345678',
        notes: amountText('Sonner deux fois\nJe paie avec : 20 000 FC (monnaie à rendre : 5 500 FC)'),
        mode_paiement: 'paiement_livraison',
        use_saved_address: false,
        articles: [
          { produit: 1, quantite: 2, avec_consigne: true, bouteilles_echangees: 0 },
          { produit: 46, quantite: 1, avec_consigne: false, bouteilles_echangees: 0 },
        ],
        email: 'mireille@example.cd',
        nom_complet: 'Mireille Tshala',
      },
    ]);
    // 2 × (2 500 + 500) + 2 500 = 8 500, below 58 000: + 6 000 of delivery.
    expect($confirmedOrder.get()?.order).toMatchObject({
      total_commande: '14500.00',
      frais_livraison: '6000.00',
      nom_client: 'Mireille Tshala',
    });
    expect(shop.orderCount()).toBe(1);
    expect(cart.$lines.get()).toEqual([]);
  });

  it('shows a changed price for the customer to accept, then orders at the new price', async () => {
    const { shop, cart, checkout } = setup();
    await cart.addToCart({ ...primus, prix: '2000.00' }, { quantity: 2 });
    expect(await checkout.submit(form())).toEqual({ status: 'review' });
    expect(checkout.$step.get()).toEqual({
      step: 'review',
      changes: [{ kind: 'price', productId: 1, message: amountText('Primus 72 cl : le prix passe de 2 000 FC à 2 500 FC.') }],
    });
    expect(shop.orderCount()).toBe(0);
    expect(await checkout.acceptChanges()).toEqual({ status: 'confirmed' });
    expect($confirmedOrder.get()?.order?.total_commande).toBe('11000.00');
    expect(shop.orderCount()).toBe(1);
  });

  it('« Je paie avec » chosen before a price change and no longer offered for the new total is asked again, never sent', async () => {
    const { shop, cart, checkout, bodies } = setup();
    // 6 × 2 000 + 6 000 of delivery = 18 000 FC: 50 000 FC is offered; at today's 2 500, 21 000 FC offers 22 000 to 40 000.
    await cart.addToCart({ ...primus, prix: '2000.00' }, { quantity: 6 });
    expect(await checkout.submit(form({ payWithCents: 5_000_000 }))).toEqual({ status: 'review' });
    expect(await checkout.acceptChanges()).toEqual({
      status: 'invalid',
      message: 'Le total de votre commande a changé : choisissez de nouveau le montant « Je paie avec ».',
    });
    expect(checkout.$error.get()).toMatchObject({ field: 'payWith' });
    expect(shop.orderCount()).toBe(0);
    expect(await checkout.submit(form({ payWithCents: 2_500_000 }))).toEqual({ status: 'confirmed' });
    expect(bodies()[0]?.notes).toBe(amountText('Je paie avec : 25 000 FC (monnaie à rendre : 4 000 FC)'));
  });

  it('names a product short of stock; accepting lowers the quantity to what is left', async () => {
    const { shop, cart, checkout, bodies } = setup();
    await cart.addToCart({ ...xxl, stock: 50 }, { quantity: 9 });
    expect(await checkout.submit(form())).toEqual({ status: 'review' });
    const step = checkout.$step.get();
    expect(step.step === 'review' && step.changes.map((c) => c.message)).toEqual([
      'XXL Energy 50 cl : Désolé, il ne reste que 8 unités en stock.',
    ]);
    expect(cart.$lines.get()[0]?.quantite).toBe(9);
    await checkout.submit(form());
    await checkout.acceptChanges();
    expect(bodies()[0]?.articles).toEqual([{ produit: 46, quantite: 8, avec_consigne: false, bouteilles_echangees: 0 }]);
    expect(shop.stockOf(46)).toBe(0);
  });

  it('keeps the cart and shows the server refusal when the stock went while the check could not run', async () => {
    const { shop, cart, checkout } = setup();
    await cart.addToCart({ ...xxl, stock: 50 }, { quantity: 9 });
    shop.faults.push('offline');
    const outcome = await checkout.submit(form());
    expect(outcome).toEqual({ status: 'rejected', message: 'XXL Energy 50 cl : Désolé, il ne reste que 8 unités en stock.' });
    expect(cart.$lines.get().map((l) => l.quantite)).toEqual([9]);
    expect($pendingOrder.get()).toBeNull();
  });

  it('offline at submit: the order waits with the cart intact, and a retry places exactly one', async () => {
    const { shop, cart, checkout } = setup();
    await cart.addToCart(primus, { quantity: 3 });
    shop.faults.push('offline', 'offline');
    expect(await checkout.submit(form())).toMatchObject({ status: 'waiting' });
    const { key } = $pendingOrder.get() ?? { key: '' };
    expect(cart.$lines.get()).toHaveLength(1);
    // A second tap while waiting resends the same attempt.
    expect(await checkout.submit(form({ fullName: 'Quelqu’un d’autre' }))).toEqual({ status: 'confirmed' });
    expect(shop.sent.filter((s) => s.path.includes('orders')).map((s) => s.key)).toEqual([key]);
    expect(shop.orderCount()).toBe(1);
    expect(cart.$lines.get()).toEqual([]);
  });

  it('a 500 at checkout: the error shown, no pending order, the cart intact; ordering again or « Réessayer » places exactly one', async () => {
    const { shop, cart, checkout } = setup();
    await cart.addToCart(primus, { quantity: 2 });
    // The price check does not get through (no check, the server prices the order); the order is placed, then answered 500.
    shop.faults.push('offline', 'placed-500');
    expect(await checkout.submit(form())).toEqual({
      status: 'rejected',
      message:
        "La boutique n'a pas pu enregistrer votre commande : le problème vient de notre côté. Votre panier et vos informations sont gardés ; appuyez sur « Réessayer » dans un instant.",
    });
    expect($sendState.get().phase).toBe('rejected');
    expect($pendingOrder.get()).toBeNull();
    expect(cart.$lines.get().map((l) => l.quantite)).toEqual([2]);
    const { key } = $failedOrder.get() ?? { key: '' };
    // The order button again, the form unchanged: the same attempt, which the server replays.
    expect(await checkout.submit(form())).toEqual({ status: 'confirmed' });
    expect(shop.sent.filter((s) => s.path.includes('orders')).map((s) => s.key)).toEqual([key, key]);
    expect(shop.orderCount()).toBe(1);
    expect(cart.$lines.get()).toEqual([]);
  });

  it('« Réessayer » after a 503 sends the stored attempt as it was', async () => {
    const { shop, cart, checkout } = setup();
    await cart.addToCart(primus, { quantity: 1 });
    shop.faults.push('offline', '503');
    expect(await checkout.submit(form())).toMatchObject({ status: 'rejected' });
    expect(await checkout.retryFailed()).toEqual({ status: 'confirmed' });
    expect(shop.orderCount()).toBe(1);
  });

  it('a double tap places one order', async () => {
    const { shop, cart, checkout } = setup();
    await cart.addToCart(primus, { quantity: 1 });
    const [first, second] = await Promise.all([checkout.submit(form()), checkout.submit(form())]);
    expect([first.status, second.status].sort()).toEqual(['busy', 'confirmed']);
    expect(shop.orderCount()).toBe(1);
  });

  it('signed in with a saved address: account endpoint, saved address, the recipient typed, no e-mail, server cart emptied', async () => {
    const { shop, cart, checkout, bodies } = setup();
    await shop.signUp('jean@example.cd');
    await showCart(cart);
    await cart.addToCart(primus, { quantity: 1 });
    expect((await shop.api.getMyCart()).articles).toHaveLength(1);
    const saved = { id: '2', rue: 'Avenue Kasa-Vubu', numero: '40', quartier: 'Matonge', commune: 'Kalamu', ville: 'Kinshasa' };
    expect(await checkout.submit(form({ addressMode: 'saved', savedAddress: saved }))).toEqual({ status: 'confirmed' });
    expect(shop.sent.find((s) => s.path.startsWith('/api/v1/orders/'))?.path).toBe('/api/v1/orders/commandes/');
    expect(bodies()[0]).toMatchObject({
      address_id: '2',
      use_saved_address: true,
      adresse_livraison: 'Avenue Kasa-Vubu, N°40, Matonge, Kalamu, Kinshasa',
    });
    // The name typed is the recipient's: the order goes by it, not by the account's name.
    expect(bodies()[0]).toMatchObject({ nom_complet: 'Mireille Tshala' });
    expect(bodies()[0]).not.toHaveProperty('email');
    expect($confirmedOrder.get()).toMatchObject({ signedIn: true, order: { nom_client: 'Mireille Tshala' } });
    expect((await shop.api.getMyCart()).articles).toHaveLength(0);
    hideCart(cart);
  });
});

describe("today's prices asked before the press", () => {
  const checks = (shop: ReturnType<typeof makeCheckoutShop>) => shop.sent.filter((s) => s.path.endsWith('/anonymous/validate/')).length;

  it('the press finds the prices asked at the first sign of intent: one check, then the order', async () => {
    const { shop, cart, checkout } = setup();
    await cart.addToCart(primus, { quantity: 2 });
    checkout.prepare();
    checkout.prepare();
    expect(await checkout.submit(form())).toEqual({ status: 'confirmed' });
    expect(checks(shop)).toBe(1);
    expect(shop.orderCount()).toBe(1);
  });

  it('a price changed before the press is shown for the customer to accept, as when asked at the press', async () => {
    const { shop, cart, checkout } = setup();
    await cart.addToCart({ ...primus, prix: '2000.00' }, { quantity: 2 });
    checkout.prepare();
    expect(await checkout.submit(form())).toEqual({ status: 'review' });
    expect(shop.orderCount()).toBe(0);
  });

  it('asked again at the press when the cart changed since, or once a minute has passed', async () => {
    let now = new Date('2026-11-21T10:00:00Z');
    const { shop, cart, checkout } = setup({ now: () => now });
    await cart.addToCart(primus, { quantity: 1 });
    checkout.prepare();
    await cart.addToCart(xxl, { quantity: 1 });
    expect(await checkout.submit(form({ fullName: '' }))).toMatchObject({ status: 'invalid' });
    expect(await checkout.submit(form())).toEqual({ status: 'confirmed' });
    expect(checks(shop)).toBe(2);

    await cart.addToCart(primus, { quantity: 1 });
    checkout.prepare();
    now = new Date(now.getTime() + 60_000);
    expect(await checkout.submit(form())).toEqual({ status: 'confirmed' });
    expect(checks(shop)).toBe(4);
  });

  /** The page's inline script's ask for `ids`, left where it leaves it, answered with `body`. */
  const handedBy = (scope: Record<string, unknown>, ids: number[], body: unknown) => {
    scope[HANDED_CHECK] = { ids: JSON.stringify(ids), at: Date.now(), sent: Promise.resolve(new Response(JSON.stringify(body))) };
  };

  it("the prices the page asked before the flow loaded are the press's: no second check, and a change still stops for review", async () => {
    const scope: Record<string, unknown> = {};
    const { shop, cart, checkout } = setup({ handed: () => takeHandedCheck(scope) });
    await cart.addToCart({ ...primus, prix: '2000.00' }, { quantity: 2 });
    handedBy(scope, [primus.id], await shop.api.validateAnonymousCart([primus.id]));
    expect(await checkout.submit(form())).toEqual({ status: 'review' });
    expect(checks(shop)).toBe(1);
    expect(scope).toEqual({});
    expect(shop.orderCount()).toBe(0);
  });

  it("the page's ask for other products, or an answer the contract refuses, is not taken: the press asks again", async () => {
    const scope: Record<string, unknown> = {};
    const { shop, cart, checkout } = setup({ handed: () => takeHandedCheck(scope) });
    await cart.addToCart({ ...primus, prix: '2000.00' }, { quantity: 2 });
    handedBy(scope, [xxl.id], await shop.api.validateAnonymousCart([xxl.id]));
    expect(await checkout.submit(form())).toEqual({ status: 'review' });
    expect(checks(shop)).toBe(2);

    const second = setup({ handed: () => takeHandedCheck(scope) });
    await second.cart.addToCart(primus, { quantity: 1 });
    handedBy(scope, [primus.id], { produits: 'garbage' });
    // A refused answer counts as none (the server prices the order), as the flow's own failed ask.
    expect(await second.checkout.submit(form())).toEqual({ status: 'confirmed' });
    expect(second.shop.orderCount()).toBe(1);
  });

  it('a check that fails before the press leaves the order to the server, as offline at the press', async () => {
    const { shop, cart, checkout } = setup();
    await cart.addToCart(primus, { quantity: 1 });
    shop.faults.push('offline');
    checkout.prepare();
    expect(await checkout.submit(form())).toEqual({ status: 'confirmed' });
    expect(shop.orderCount()).toBe(1);
  });
});
