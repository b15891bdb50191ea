import { runInNewContext } from 'node:vm';
import { setPersistentEngine } from '@nanostores/persistent';
import fc from 'fast-check';
import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { FORM_CONSIGNE, GO_TO_CART_MS } from '../../../../src/domain/add-form.ts';
import { canAddToCart } from '../../../../src/domain/quantity.ts';
import { productMessages } from '../../../../src/messages/product.ts';
import { createAddToCart } from '../../../../src/stores/cart/add-to-cart.ts';
import { createCart } from '../../../../src/stores/cart/create-cart.ts';
import { ADD_FORM_ID, EARLY_ADD_SCRIPT, EARLY_ADDED_NAME, earlyLine } from '../../../../src/stores/cart/early-add.ts';
import { fromPage, type PageProduct } from '../../../../src/stores/cart/product.ts';
import { countCartItems } from '../../../../src/stores/stored/cart-lines.ts';
import { fakeBackend, hideCart, memoryStorage } from './cart-backend.fake.ts';

/** What the product page gives the script: the form as the build writes it, the customer's answers in its fields. */
interface Press {
  product: PageProduct;
  quantity: string;
  /** The consigne radio chosen; undefined when the page asks no consigne question (or none is chosen). */
  consigne: string | undefined;
}

/** The selector the script gives `closest` for a press on the quantity's − / + before the island hydrates. */
const QUANTITY_BUTTON = '[ssr] .cart-qty button';

/**
 * The inline script run as the page runs it, on a storage holding `stored`; what it stored and did. The header's cart
 * badge is drawn by the page (its island not hydrated) unless `badgeHydrated`.
 */
function runScript(press: Press, stored: Record<string, string> = {}, { badgeHydrated = false } = {}) {
  // The browser's storage as the script uses it: its keys read and written as named properties.
  const items: Record<string, string> = { ...stored };
  const storage = {
    get: (key: string): string | undefined => items[key],
    get size() {
      return Object.keys(items).length;
    },
  };
  const confirmation = { value: '' };
  const timers: { run: () => void; ms: number }[] = [];
  const listeners = new Map<string, (event: unknown) => void>();
  const badge = { textContent: '' as unknown };
  const storageEvents: { key: string; newValue: string }[] = [];
  // The page's globals; the script leaves by assigning `location` (the address it sets is read back here).
  const window: Record<string, unknown> = {
    addEventListener: (type: string, handler: (event: unknown) => void) => void listeners.set(type, handler),
    localStorage: items,
    location: '/produit/3',
    setTimeout: (run: () => void, ms: number) => void timers.push({ run, ms }),
    // Only a badge whose island has not hydrated (still carrying `ssr`) is the page's to write.
    document: { querySelector: (selector: string) => (selector === '[ssr] [data-cart-badge]' && !badgeHydrated ? badge : null) },
    StorageEvent: class {
      constructor(
        readonly type: string,
        readonly init: { key: string; newValue: string },
      ) {}
    },
    dispatchEvent: (event: { type: string; init: { key: string; newValue: string } }) => {
      if (event.type === 'storage') storageEvents.push(event.init);
    },
  };
  runInNewContext(EARLY_ADD_SCRIPT, window);
  // The quantity as the island draws it in the page: − (disabled at 1), the field, +; `closest` answers the
  // button itself while the island is not hydrated (its `ssr` still there).
  let text = press.quantity;
  const field = {
    // A field's value is text: a number written to it is read back as its string.
    get value(): string {
      return text;
    },
    set value(written: unknown) {
      text = String(written);
    },
    previousSibling: null as unknown,
  };
  let hydrated = false;
  const button = (next: unknown) => {
    const self: Record<string, unknown> = {
      disabled: false,
      nextSibling: next,
      closest: (selector: string) => (selector === QUANTITY_BUTTON && !hydrated ? self : null),
    };
    return self;
  };
  const plus = button(null);
  const minus = button(field);
  // As the island draws them at 1: − disabled, and both when nothing is in stock.
  minus.disabled = true;
  plus.disabled = !canAddToCart(press.product.stock);
  field.previousSibling = minus;
  const form: Record<string, unknown> = {
    id: ADD_FORM_ID,
    action: '/Mon-panier.html',
    dataset: {
      line: earlyLine(press.product),
      stock: String(press.product.stock),
      added: productMessages.addedToCart(press.product.nom),
    } as Record<string, unknown>,
    quantite: field,
    [EARLY_ADDED_NAME]: confirmation,
    consigne: press.consigne === undefined ? undefined : { value: press.consigne },
  };
  plus.form = form;
  minus.form = form;
  const listener = (event: unknown) => listeners.get('submit')?.(event);
  /** A press on « − » (-1) or « + » (1); a disabled button gets none, as in a browser. */
  const step = (by: -1 | 1) => {
    const pressed = by < 0 ? minus : plus;
    if (pressed.disabled) return false;
    listeners.get('click')?.({ target: pressed });
    return true;
  };
  /** A click elsewhere on the page (its `closest` finds no quantity button). */
  const clickElsewhere = () => listeners.get('click')?.({ target: { closest: () => null } });
  const hydrate = () => {
    hydrated = true;
  };
  const submit = () => {
    let prevented = false;
    listener?.({
      target: form,
      preventDefault: () => {
        prevented = true;
      },
    });
    return prevented;
  };
  /** Another form of the page (the header's search): the script leaves it alone. */
  const submitOther = () => {
    let prevented = false;
    listener?.({
      target: { id: 'recherche', dataset: {} },
      preventDefault: () => {
        prevented = true;
      },
    });
    return prevented;
  };
  return {
    storage,
    confirmation,
    /** What the page's badge shows, as text. */
    badge: () => String(badge.textContent),
    storageEvents,
    timers,
    location: () => window.location,
    submit,
    submitOther,
    field,
    minus,
    step,
    clickElsewhere,
    hydrate,
  };
}

/** The cart store's own add for the same press, on an empty cart of a signed-out customer: the stored text. */
async function storeAdd(press: Press): Promise<string | undefined> {
  const storage = memoryStorage();
  setPersistentEngine(storage.store, storage.events);
  const cart = createCart({ api: fakeBackend({ honoursConsigneFlag: false }).api, $token: atom(''), newCartId: () => 'anon-0001' });
  try {
    const outcome = await cart.addToCart(fromPage(press.product), {
      quantity: Number(press.quantity.trim()),
      withConsigne: press.consigne === FORM_CONSIGNE.with,
    });
    return outcome.ok ? storage.store['panier'] : undefined;
  } finally {
    hideCart(cart);
  }
}

const cents = fc.integer({ min: 0, max: 1_000_000_000 });
const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 });
const productArb: fc.Arbitrary<PageProduct> = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  nom: text,
  priceCents: cents,
  promoCents: fc.option(cents),
  consigneCents: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
  venduAvecConsigne: fc.boolean(),
  stock: fc.integer({ min: -3, max: 500 }),
  image: fc.option(fc.constant('/img/primus-72cl-320.webp')),
  marque: fc.option(text),
  unite: fc.option(fc.constantFrom('Bouteille', 'Casier de 12', 'Pack de 6', 'Carton de 24 canettes', '72 cl')),
});
const quantityArb = fc.oneof(
  fc.integer({ min: -2, max: 600 }).map(String),
  fc.constantFrom('', ' ', '01', '2.5', '1e2', ' 3 ', '+4', '0x5', '١'),
  fc.string({ maxLength: 6 }),
);
const pressArb: fc.Arbitrary<Press> = productArb.chain((product) => {
  const asked = product.venduAvecConsigne && (product.consigneCents ?? 0) > 0;
  return fc.record({
    product: fc.constant(product),
    quantity: quantityArb,
    consigne: asked ? fc.constantFrom(FORM_CONSIGNE.with, FORM_CONSIGNE.without, '') : fc.constant(undefined),
  });
});

/** A product sold without deposit, 10 in stock. */
const water: PageProduct = {
  id: 3,
  nom: 'Eau Vitale 1,5 L',
  priceCents: 100_000,
  promoCents: null,
  consigneCents: null,
  venduAvecConsigne: false,
  stock: 10,
  image: null,
  marque: null,
  unite: null,
};

describe('« Ajouter au panier » before the island hydrates: the inline script is a light copy of the store’s add', () => {
  it('whenever it keeps the press, it stores exactly the line the cart store stores; otherwise it leaves the plain form to go', async () => {
    await fc.assert(
      fc.asyncProperty(pressArb, async (press) => {
        const page = runScript(press);
        const kept = page.submit();
        if (!kept) {
          // The plain form goes to the cart page, which adds through the store: nothing stored here.
          expect(page.storage.get('panier')).toBeUndefined();
          return;
        }
        const expected = await storeAdd(press);
        expect(expected).toBeDefined();
        expect(JSON.parse(page.storage.get('panier') ?? '')).toEqual(JSON.parse(expected ?? ''));
        expect(page.confirmation.value).toBe(productMessages.addedToCart(press.product.nom));
        // The header's badge shows what its island counts in the stored cart.
        expect(page.badge()).toBe(String(countCartItems(page.storage.get('panier') ?? '')));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every whole quantity the store accepts on an empty cart', async () => {
    const product: PageProduct = {
      id: 7,
      nom: 'Primus 72 cl',
      priceCents: 250_000,
      promoCents: null,
      consigneCents: 50_000,
      venduAvecConsigne: true,
      stock: 24,
      image: null,
      marque: 'Bralima',
      unite: 'Bouteille',
    };
    for (const quantity of ['1', '12', '24']) {
      for (const consigne of [FORM_CONSIGNE.with, FORM_CONSIGNE.without]) {
        const press = { product, quantity, consigne };
        expect(runScript(press).submit(), `${quantity} ${consigne}`).toBe(true);
      }
    }
    expect(runScript({ product, quantity: '25', consigne: FORM_CONSIGNE.with }).submit()).toBe(false);
  });

  it('signed in, or with lines already in the cart, the plain form goes on (the cart page merges through the store)', () => {
    const product = water;
    const press = { product, quantity: '2', consigne: undefined };
    expect(runScript(press, { authToken: 'jeton' }).submit()).toBe(false);
    const full = runScript(press, { panier: JSON.stringify([{ id: 9, quantite: 1 }]) });
    expect(full.submit()).toBe(false);
    expect(full.storage.get('panier')).toBe(JSON.stringify([{ id: 9, quantite: 1 }]));
    // An empty list left by an emptied cart counts as empty.
    expect(runScript(press, { panier: '[]' }).submit()).toBe(true);
    expect(runScript(press, { panier: '' }).submit()).toBe(true);
  });

  it('a badge already hydrated hears of the line by the cart key’s storage event instead; nothing is told when the press is not kept', () => {
    const press = { product: water, quantity: '2', consigne: undefined };
    const hydrated = runScript(press, {}, { badgeHydrated: true });
    expect(hydrated.submit()).toBe(true);
    expect(hydrated.storageEvents).toEqual([{ key: 'panier', newValue: hydrated.storage.get('panier') }]);
    expect(hydrated.badge()).toBe('');
    const drawn = runScript(press);
    expect(drawn.submit()).toBe(true);
    expect(drawn.storageEvents).toEqual([]);
    expect(drawn.badge()).toBe('2');
    const signedIn = runScript(press, { authToken: 'jeton' }, { badgeHydrated: true });
    expect(signedIn.submit()).toBe(false);
    expect(signedIn.storageEvents).toEqual([]);
  });

  it("leaves the page's other forms alone", () => {
    const product = water;
    const page = runScript({ product, quantity: '2', consigne: undefined });
    expect(page.submitOther()).toBe(false);
    expect(page.storage.size).toBe(0);
  });

  it('a second press while it waits adds nothing more, and it goes to the cart page when the island would', () => {
    const product = water;
    const page = runScript({ product, quantity: '2', consigne: undefined });
    expect(page.submit()).toBe(true);
    const first = page.storage.get('panier');
    expect(page.submit()).toBe(true);
    expect(page.storage.get('panier')).toBe(first);
    expect(page.timers).toHaveLength(1);
    expect(page.timers[0]?.ms).toBe(GO_TO_CART_MS);
    page.timers[0]?.run();
    expect(page.location()).toBe('/Mon-panier.html');
  });

  it('« − / + » before hydration hold the field where the island’s selector would, and the add stores that quantity', async () => {
    const presses = fc.array(fc.constantFrom<-1 | 1>(-1, 1), { maxLength: 12 });
    await fc.assert(
      fc.asyncProperty(pressArb, presses, async (press, steps) => {
        const page = runScript(press);
        // The island's own quantity rule, as the hydrated selector applies it: it starts from the field's text
        // (QuantityInput requests it on mount), then each press requests the quantity shown ± 1.
        const island = createAddToCart(press.product, { goToCart: () => undefined });
        island.requestQuantity(press.quantity);
        for (const by of steps) {
          if (!page.step(by)) continue; // no press reaches a disabled button
          island.requestQuantity(island.$state.get().quantity + by);
          expect(page.field.value).toBe(String(island.$state.get().quantity));
          expect(page.minus.disabled).toBe(island.$state.get().quantity <= 1);
        }
        if (!page.submit()) return;
        const expected = await storeAdd({ ...press, quantity: page.field.value });
        expect(JSON.parse(page.storage.get('panier') ?? '')).toEqual(JSON.parse(expected ?? ''));
      }),
      { numRuns: 300 },
    );
  });

  it('« + » twice then « Ajouter »: three bottles; « − » stops at 1, « + » at the stock', () => {
    const page = runScript({ product: water, quantity: '1', consigne: undefined });
    page.step(1);
    page.step(1);
    expect(page.field.value).toBe('3');
    expect(page.minus.disabled).toBe(false);
    expect(page.submit()).toBe(true);
    expect(JSON.parse(page.storage.get('panier') ?? '')[0].quantite).toBe(3);

    const few = runScript({ product: { ...water, stock: 2 }, quantity: '1', consigne: undefined });
    for (let i = 0; i < 4; i++) few.step(1);
    expect(few.field.value).toBe('2');
    for (let i = 0; i < 4; i++) few.step(-1);
    expect(few.field.value).toBe('1');
    expect(few.minus.disabled).toBe(true);
  });

  it('once the island has hydrated, or for any other click, the script leaves the quantity alone', () => {
    const page = runScript({ product: water, quantity: '4', consigne: undefined });
    page.clickElsewhere();
    expect(page.field.value).toBe('4');
    page.hydrate();
    page.step(1);
    expect(page.field.value).toBe('4');
  });
});
