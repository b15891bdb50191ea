import { atom } from 'nanostores';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../../src/contract/product.ts';
import { GO_TO_CART_MS } from '../../../../src/domain/add-form.ts';
import type { LineChoice } from '../../../../src/domain/consigne-choice.ts';
import type { Result } from '../../../../src/domain/result.ts';
import { consigneChoiceMessages } from '../../../../src/messages/consigne-choice.ts';
import { pagePriceMessages } from '../../../../src/messages/page-price.ts';
import { productMessages } from '../../../../src/messages/product.ts';
import { type AddToCartDeps, createAddToCart } from '../../../../src/stores/cart/add-to-cart.ts';
import type { PageProduct } from '../../../../src/stores/cart/product.ts';
import { loadContract } from '../../../../src/stores/page/contract-on-demand.ts';
import { amountText } from '../../../amount-text.ts';

const primus: PageProduct = {
  id: 1,
  nom: 'Primus 72 cl',
  priceCents: 250_000,
  promoCents: null,
  consigneCents: 50_000,
  venduAvecConsigne: true,
  stock: 10,
  image: '/img/primus-320.webp',
  marque: 'Primus',
  unite: 'Bouteille 72 cl',
};
const eau: PageProduct = { ...primus, id: 2, nom: 'Eau Vitale 1,5 L', consigneCents: null, venduAvecConsigne: false };

/** The API's product: the page's values unless told otherwise. */
function current(page: PageProduct, changes: Partial<Product> = {}): Product {
  return {
    id: page.id,
    nom: page.nom,
    prix: (page.priceCents / 100).toFixed(2),
    prix_promo: null,
    prix_consigne: page.consigneCents === null ? null : (page.consigneCents / 100).toFixed(2),
    vendu_avec_consigne: page.venduAvecConsigne,
    stock: page.stock,
    image: null,
    marque: null,
    ...changes,
  } as Product;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A flow with fake readers and cart; `read` answers the current product (or never, or fails), `lines` the cart's line before and after the add. */
function flow(
  page: PageProduct,
  read: () => Promise<Product>,
  outcome: Result<{ notice?: string }> = { ok: true },
  lines: { before: LineChoice | null; after: LineChoice | null } = { before: null, after: null },
  /** The page's early add: whether it takes the press (undefined: no page script, as in the store's own tests). */
  takes?: boolean,
) {
  const events: string[] = [];
  let added = false;
  const $contractLoaded = atom<unknown>(null);
  const deps: AddToCartDeps = {
    readCurrent: async (id) => {
      events.push(`read ${id}`);
      return read();
    },
    readLine: async () => (added ? lines.after : lines.before),
    $contractLoaded,
    prefetchCart: () => void events.push('prefetch cart'),
    addToCart: async (product, choice) => {
      events.push(`add ${product.nom} ×${choice.quantity}${choice.withConsigne ? ' avec consigne' : ''} à ${product.prix}`);
      added = outcome.ok;
      return outcome;
    },
    goToCart: () => void events.push('cart page'),
    timeoutMs: 10_000,
    ...(takes === undefined
      ? {}
      : {
          handOver: (withConsigne: boolean) => {
            events.push(`handed over${withConsigne ? ' avec consigne' : ''}`);
            return takes;
          },
        }),
  };
  const store = createAddToCart(page, deps);
  const stop = store.$state.listen(() => {});
  return { store, events, $contractLoaded, stop };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the add-to-cart flow', () => {
  // A changed price and a changed deposit are worded by the contract's readers, which the page has loaded by then
  // (it reads the price and the line through them): loaded once here, outside the fake clock.
  beforeAll(async () => {
    await loadContract();
  });

  it('starts from the page and reads nothing until the contract is there or the customer acts', async () => {
    const { store, events } = flow(primus, async () => current(primus));
    await settle();
    expect(events).toEqual([]);
    expect(store.$state.get()).toMatchObject({
      quantity: 1,
      withConsigne: false,
      asking: false,
      busy: false,
      notice: null,
      priceNotice: '',
    });
    expect(store.$state.get().product).toMatchObject({ prix: '2500.00', stock: 10, consigneCents: 50_000 });
  });

  it.each([
    ['a quantity within the stock', 4, 4, null],
    ['nothing typed', '', 1, productMessages.invalidQuantity],
    ['zero', 0, 1, productMessages.invalidQuantity],
    ['more than the stock', 12, 10, productMessages.onlyNInStock(10)],
  ])('quantity: %s', (_name, requested, quantity, message) => {
    const { store } = flow(primus, async () => current(primus));
    store.requestQuantity(requested);
    expect(store.$state.get()).toMatchObject({ quantity, notice: message === null ? null : { tone: 'error', text: message } });
  });

  it('once anyone loaded the contract, the current price and stock replace the page’s, the change said', async () => {
    const { store, events, $contractLoaded } = flow(primus, async () => current(primus, { prix: '2750.00', stock: 3 }));
    store.requestQuantity(5);
    $contractLoaded.set({});
    await settle();
    expect(events).toEqual(['read 1']);
    expect(store.$state.get()).toMatchObject({
      quantity: 3,
      product: { prix: '2750.00', stock: 3 },
      priceNotice: amountText(pagePriceMessages.pagePriceChanged('2 500 FC', '2 750 FC')),
    });
  });

  it('the first sign of intent loads the cart store and reads the product, once', async () => {
    const { store, events } = flow(eau, async () => current(eau));
    store.intent();
    store.intent();
    await settle();
    expect(events).toEqual(['prefetch cart', 'read 2', 'prefetch cart']);
  });

  it('a product without deposit is added at once, then the cart page after 1.5 s', async () => {
    const { store, events } = flow(eau, async () => current(eau));
    store.requestQuantity(2);
    await store.pressAdd();
    expect(events).toEqual(['prefetch cart', 'read 2', 'add Eau Vitale 1,5 L ×2 à 2500.00']);
    expect(store.$state.get()).toMatchObject({ busy: true, notice: { tone: 'ok', text: productMessages.addedToCart('Eau Vitale 1,5 L') } });
    await vi.advanceTimersByTimeAsync(GO_TO_CART_MS - 1);
    expect(events).not.toContain('cart page');
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toContain('cart page');
  });

  it('a price changed since the press is shown instead of added; the next press adds at the price seen', async () => {
    const { store, events } = flow(eau, async () => current(eau, { prix: '2750.00' }));
    await store.pressAdd();
    expect(events).toEqual(['prefetch cart', 'read 2']);
    expect(store.$state.get()).toMatchObject({
      busy: false,
      notice: null,
      priceNotice: amountText(pagePriceMessages.pagePriceChanged('2 500 FC', '2 750 FC')),
    });
    await store.pressAdd();
    expect(events).toEqual(['prefetch cart', 'read 2', 'prefetch cart', 'add Eau Vitale 1,5 L ×1 à 2750.00']);
  });

  it.each([
    ['the API fails', () => Promise.reject(new Error('HTTP 500')), 0],
    ['the API never answers: the client’s timeout', () => new Promise<Product>(() => {}), 10_000],
  ])('%s: the page’s values are kept and the press goes on', async (_name, read, wait) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, events } = flow(eau, read);
    const pressed = store.pressAdd();
    await vi.advanceTimersByTimeAsync(wait);
    await pressed;
    expect(events).toEqual(['prefetch cart', 'read 2', 'add Eau Vitale 1,5 L ×1 à 2500.00']);
  });

  it('sold with a deposit: the dialog asks; no empty bottles adds the deposit, cancel closes it', async () => {
    const { store, events } = flow(primus, async () => current(primus));
    await store.pressAdd();
    expect(store.$state.get()).toMatchObject({ asking: true, busy: false });
    store.cancel();
    expect(store.$state.get().asking).toBe(false);
    await store.pressAdd();
    await store.answer(false);
    expect(events.at(-1)).toBe('add Primus 72 cl ×1 avec consigne à 2500.00');
    expect(store.$state.get()).toMatchObject({ asking: false, withConsigne: true });
  });

  it('the dialog opens at once; a price changed meanwhile is shown at the answer instead of added', async () => {
    let answerRead: (product: Product) => void = () => {};
    const { store, events } = flow(primus, () => new Promise<Product>((resolve) => (answerRead = resolve)));
    await store.pressAdd();
    expect(store.$state.get()).toMatchObject({ asking: true, busy: false });
    const answered = store.answer(false);
    answerRead(current(primus, { prix: '2750.00' }));
    await answered;
    expect(events.filter((event) => event.startsWith('add'))).toEqual([]);
    expect(store.$state.get()).toMatchObject({
      asking: false,
      busy: false,
      priceNotice: amountText(pagePriceMessages.pagePriceChanged('2 500 FC', '2 750 FC')),
    });
  });

  it('empty bottles to exchange: no deposit', async () => {
    const { store, events } = flow(primus, async () => current(primus));
    await store.pressAdd();
    await store.answer(true);
    expect(events.at(-1)).toBe('add Primus 72 cl ×1 à 2500.00');
    expect(store.$state.get().withConsigne).toBe(false);
  });

  it.each<[string, Result<{ notice?: string }>, string]>([
    ['the server or the download failed', { ok: false, reason: 'server', message: 'Erreur lors de l’ajout' }, productMessages.addError],
    ['a stock rule', { ok: false, reason: 'rule', message: productMessages.onlyNInStock(10) }, productMessages.onlyNInStock(10)],
  ])('%s: the form answers again with the message', async (_name, outcome, text) => {
    const { store } = flow(eau, async () => current(eau), outcome);
    await store.pressAdd();
    expect(store.$state.get()).toMatchObject({ busy: false, notice: { tone: 'error', text } });
  });
});

describe('one decision per add: the checkbox and the dialog agree', () => {
  it('the dialog’s answer is shown back in the checkbox and decides the next press too', async () => {
    const { store, events } = flow(primus, async () => current(primus), { ok: false, reason: 'server', message: 'hors ligne' });
    await store.pressAdd();
    expect(store.$state.get()).toMatchObject({ asking: true, withConsigne: false, consigneDecided: false });
    await store.answer(false);
    expect(store.$state.get()).toMatchObject({ asking: false, withConsigne: true, consigneDecided: true });
    await store.pressAdd();
    expect(store.$state.get().asking).toBe(false);
    expect(events.filter((event) => event.startsWith('add'))).toEqual([
      'add Primus 72 cl ×1 avec consigne à 2500.00',
      'add Primus 72 cl ×1 avec consigne à 2500.00',
    ]);
  });

  it.each([
    ['ticked', true, 'add Primus 72 cl ×1 avec consigne à 2500.00'],
    ['unticked', false, 'add Primus 72 cl ×1 à 2500.00'],
  ])('a checkbox the customer %s is the answer: no dialog', async (_name, ticked, added) => {
    const { store, events } = flow(primus, async () => current(primus));
    store.chooseConsigne(!ticked);
    store.chooseConsigne(ticked);
    await store.pressAdd();
    expect(store.$state.get().asking).toBe(false);
    expect(events.at(-1)).toBe(added);
  });

  it('closing the dialog decides nothing: the next press asks again', async () => {
    const { store } = flow(primus, async () => current(primus));
    await store.pressAdd();
    store.cancel();
    expect(store.$state.get()).toMatchObject({ asking: false, consigneDecided: false });
    await store.pressAdd();
    expect(store.$state.get().asking).toBe(true);
  });

  it('already in the cart: the checkbox starts from the line’s choice, and the dialog still asks until touched', async () => {
    const { store, $contractLoaded } = flow(
      primus,
      async () => current(primus),
      { ok: true },
      {
        before: { quantity: 4, withConsigne: true },
        after: { quantity: 5, withConsigne: true },
      },
    );
    $contractLoaded.set({});
    await settle();
    expect(store.$state.get()).toMatchObject({ withConsigne: true, consigneDecided: false });
    await store.pressAdd();
    expect(store.$state.get().asking).toBe(true);
  });

  it('a choice the customer made before the line is read is kept', async () => {
    const { store, $contractLoaded } = flow(
      primus,
      async () => current(primus),
      { ok: true },
      {
        before: { quantity: 4, withConsigne: true },
        after: null,
      },
    );
    store.chooseConsigne(false);
    $contractLoaded.set({});
    await settle();
    expect(store.$state.get()).toMatchObject({ withConsigne: false, consigneDecided: true });
  });

  it.each<[string, LineChoice | null, LineChoice, boolean, string]>([
    ['a new line', null, { quantity: 1, withConsigne: true }, true, productMessages.addedToCart('Primus 72 cl')],
    [
      'the same choice as the line',
      { quantity: 4, withConsigne: true },
      { quantity: 5, withConsigne: true },
      true,
      productMessages.addedToCart('Primus 72 cl'),
    ],
    [
      'the deposit now charged on the line',
      { quantity: 4, withConsigne: false },
      { quantity: 5, withConsigne: true },
      true,
      `${productMessages.addedToCart('Primus 72 cl')} ${consigneChoiceMessages.nowApplies(5, 'Primus 72 cl')}`,
    ],
    [
      'the deposit no longer charged on the line',
      { quantity: 4, withConsigne: true },
      { quantity: 5, withConsigne: false },
      false,
      `${productMessages.addedToCart('Primus 72 cl')} ${consigneChoiceMessages.noLongerApplies(5, 'Primus 72 cl')}`,
    ],
  ])(
    'adding with %s: the success message says what happened to the units already there',
    async (_name, before, after, withConsigne, text) => {
      const { store } = flow(primus, async () => current(primus), { ok: true }, { before, after });
      store.chooseConsigne(withConsigne);
      await store.pressAdd();
      expect(store.$state.get().notice).toEqual({ tone: 'ok', text });
    },
  );
});

describe('a press the page’s early add takes (a signed-out visitor’s first add): at once, without waiting for the network', () => {
  beforeAll(async () => {
    await loadContract();
  });

  it('taken: no price read awaited, no cart store; the form stays busy while the page leaves for the cart', async () => {
    const { store, events } = flow(eau, () => new Promise<Product>(() => {}), { ok: true }, undefined, true);
    store.requestQuantity(3);
    await store.pressAdd();
    expect(events).toEqual(['prefetch cart', 'read 2', 'handed over']);
    expect(store.$state.get()).toMatchObject({ busy: true, notice: null });
    await vi.advanceTimersByTimeAsync(GO_TO_CART_MS);
    // The page's script says it and opens the cart; the island schedules nothing of its own.
    expect(events).not.toContain('cart page');
  });

  it('the dialog’s answer goes with it', async () => {
    const { store, events } = flow(primus, () => new Promise<Product>(() => {}), { ok: true }, undefined, true);
    await store.pressAdd();
    expect(store.$state.get().asking).toBe(true);
    await store.answer(false);
    expect(events.at(-1)).toBe('handed over avec consigne');
    expect(store.$state.get()).toMatchObject({ asking: false, withConsigne: true, busy: true });
  });

  it('declined (signed in, lines in the cart): the island adds through the store, at the price read', async () => {
    const { store, events } = flow(eau, async () => current(eau), { ok: true }, undefined, false);
    await store.pressAdd();
    expect(events).toEqual(['prefetch cart', 'read 2', 'handed over', 'add Eau Vitale 1,5 L ×1 à 2500.00']);
    expect(store.$state.get().notice).toMatchObject({ tone: 'ok' });
  });

  it('a price read before the press and different from the page’s: never handed over (the page’s line has the old price)', async () => {
    const { store, events, $contractLoaded } = flow(eau, async () => current(eau, { prix: '2750.00' }), { ok: true }, undefined, true);
    $contractLoaded.set({});
    await settle();
    await store.pressAdd();
    expect(events).not.toContain('handed over');
    expect(events.at(-1)).toBe('add Eau Vitale 1,5 L ×1 à 2750.00');
  });

  it('a deposit the island read and found changed: never handed over (the page’s form cannot carry the answer)', async () => {
    const { store, events, $contractLoaded } = flow(
      eau,
      async () => current(eau, { vendu_avec_consigne: true, prix_consigne: '500.00' }),
      { ok: true },
      undefined,
      true,
    );
    $contractLoaded.set({});
    await settle();
    await store.pressAdd();
    expect(store.$state.get().asking).toBe(true);
    await store.answer(false);
    expect(events).not.toContain('handed over avec consigne');
    expect(events.at(-1)).toBe('add Eau Vitale 1,5 L ×1 avec consigne à 2500.00');
  });
});
