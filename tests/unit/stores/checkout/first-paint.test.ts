import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Address, addressSchema } from '../../../../src/contract/address.ts';
import { formatAddress } from '../../../../src/domain/address-format.ts';
import { DELIVERY_FEE_CENTS, FREE_DELIVERY_THRESHOLD_CENTS } from '../../../../src/domain/cart.ts';
import { orderedProductIds } from '../../../../src/domain/cart-check.ts';
import { filledPhone, formatPhoneDisplay, toNineDigits } from '../../../../src/domain/phone.ts';
import { addressesMessages } from '../../../../src/messages/addresses.ts';
import { checkoutMessages } from '../../../../src/messages/checkout.ts';
import { SUMMARY_SOURCE } from '../../../../src/stores/cart/first-paint.ts';
import {
  ADDRESS_SOURCE,
  checkoutFirstPaintScript,
  ENTRY_SOURCE,
  NINE_DIGITS_SOURCE,
  PHONE_SOURCE,
  PRODUCT_IDS_SOURCE,
} from '../../../../src/stores/checkout/first-paint.ts';
import { cartLinesOf } from '../../../../src/stores/stored/cart-lines.ts';

// The script's light copy, run as the page runs it (its own realm, no module around it).
const lightPhone = runInNewContext(`(${PHONE_SOURCE})`) as (value: unknown) => string;

const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((chars) => chars.join(''));
const storedPhone = fc.oneof(
  digits(0, 14),
  digits(9, 9).map((d) => `+243${d}`),
  digits(9, 10).map((d) => `+243 ${d}`),
  digits(9, 10).map((d) => `0${d}`),
  digits(9, 9).map((d) => `00243${d}`),
  fc.string(),
  fc.constantFrom('+243998877665', '998877665', '098877665', '+2430998877665', '', 'javascript:alert(1)'),
);

describe("the checkout page's light copy of the stored customer's phone", () => {
  it('fills the number as the domain shows a filled phone field, or nothing', () => {
    fc.assert(
      fc.property(storedPhone, (value) => {
        const light = lightPhone(value);
        if (light !== '') expect(light).toBe(filledPhone(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('fills the phones the shop stores, nine digits with +243 or not, as +243 and three groups of three', () => {
    fc.assert(
      fc.property(
        digits(8, 8).chain((rest) => fc.constantFrom('1', '5', '8', '9').map((first) => first + rest)),
        (nine) => {
          const shown = `+243 ${nine.slice(0, 3)} ${nine.slice(3, 6)} ${nine.slice(6)}`;
          expect(lightPhone(nine)).toBe(shown);
          expect(lightPhone(`+243${nine}`)).toBe(shown);
        },
      ),
    );
  });

  it('fills nothing from what is not a text', () => {
    for (const value of [null, undefined, 998877665, {}, ['998877665']]) expect(lightPhone(value)).toBe('');
  });
});

describe("the checkout page's script", () => {
  it('is one expression that reads storage only inside its guard, and writes no stored text into HTML', () => {
    const script = checkoutFirstPaintScript();
    expect(() => new Function(script)).not.toThrow();
    expect(script).not.toMatch(/innerHTML|insertAdjacentHTML|outerHTML|document\.write/);
    expect(script).not.toContain('</');
  });
});

// The script's light copies of the address book's rules, run as the page runs them.
const lightNine = runInNewContext(`(${NINE_DIGITS_SOURCE})`) as (value: string) => string;
const lightAddress = runInNewContext(`(${ADDRESS_SOURCE})`) as (address: Address) => string;
const lightEntry = runInNewContext(`(${ENTRY_SOURCE})`) as (entry: unknown) => Record<string, unknown> | null;

const text = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('', ' ', '  Av. Kasa-Vubu ', '12 bis', 'Gombe'));
const entry = fc.oneof(
  fc.record(
    {
      id: fc.oneof(fc.nat(), fc.nat().map(String), fc.constantFrom(-1, 1.5, 'a1', '', null)),
      type: fc.oneof(fc.constantFrom('Maison', 'Bureau', 'Autre', 'constructor', 'maison'), fc.integer()),
      rue: text,
      numero: fc.oneof(text, fc.integer()),
      quartier: text,
      commune: text,
      ville: fc.constantFrom('Kinshasa', 'Lubumbashi', 3),
      telephone: fc.oneof(storedPhone, fc.constant(null)),
      repere: fc.oneof(text, fc.integer()),
      is_default: fc.oneof(fc.boolean(), fc.constantFrom('true', 1, null)),
    },
    { requiredKeys: ['rue', 'quartier', 'commune'] },
  ),
  fc.anything(),
);

describe("the checkout page's light copies of the saved addresses' rules", () => {
  it("reads a phone's nine digits as the domain does, any way it is written", () => {
    fc.assert(
      fc.property(storedPhone, (value) => {
        expect(lightNine(value)).toBe(toNineDigits(value) ?? '');
      }),
      { numRuns: 3000 },
    );
  });

  it('writes an address as the domain writes it', () => {
    fc.assert(
      fc.property(fc.record({ rue: text, numero: text, quartier: text, commune: text }), (parts) => {
        expect(lightAddress({ ...parts } as Address)).toBe(formatAddress({ ...parts, ville: 'Kinshasa' }));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a stored entry as the contract reads it, and leaves out the entries it drops', () => {
    fc.assert(
      fc.property(entry, (value) => {
        const parsed = addressSchema.safeParse(value);
        const light = lightEntry(value);
        if (!parsed.success) expect(light).toBeNull();
        else {
          const { ville: _ville, ...address } = parsed.data;
          expect(light).toEqual({ ...address, repere: address.repere ?? '' });
        }
      }),
      { numRuns: 3000 },
    );
  });
});

/** A page as small as the script needs: elements with attributes, children, text and a value. */
class Element {
  readonly attributes = new Map<string, string>();
  readonly children: (Element | string)[] = [];
  readonly listeners: [string, (event: { target: Element }) => void][] = [];
  value = '';
  constructor(readonly tag: string) {}
  get id(): string {
    return this.attributes.get('id') ?? '';
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, String(value));
  }
  addEventListener(type: string, listener: (event: { target: Element }) => void) {
    this.listeners.push([type, listener]);
  }
  /** A change on `target`, bubbling to this element's listeners. */
  change(target: Element) {
    for (const [type, listener] of this.listeners) if (type === 'change') listener({ target });
  }
  append(...nodes: (Element | string)[]) {
    this.children.push(...nodes);
  }
  set textContent(value: string) {
    this.children.splice(0, this.children.length, value);
  }
  get text(): string {
    return this.children.map((child) => (typeof child === 'string' ? child : child.text)).join('');
  }
}

/** The page as the script finds it: the island still static (`ssr`) unless `hydrated`. */
function paint(stored: Record<string, string>, { hydrated = false } = {}) {
  const page = new Map<string, Element>(
    [
      '[data-checkout-first-paint]',
      '[data-checkout-addresses]',
      '#checkout-fullName',
      '#checkout-phone',
      '#checkout-email',
      ...(hydrated ? [] : ['astro-island[ssr] form.checkout']),
    ].map((selector) => [selector, new Element(selector)] as const),
  );
  const document = { querySelector: (selector: string) => page.get(selector) ?? null, createElement: (tag: string) => new Element(tag) };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  runInNewContext(checkoutFirstPaintScript(), { document, localStorage });
  const cards = (page.get('[data-checkout-addresses]')?.children ?? []) as Element[];
  return { page, cards, radios: cards.map((card) => card.children[0] as Element) };
}

const book = [
  {
    id: 3,
    type: 'Bureau',
    rue: 'Av. du Commerce',
    numero: '7',
    quartier: 'Golf',
    commune: 'Gombe',
    telephone: '0998877665',
    is_default: false,
  },
  {
    id: 4,
    type: 'Maison',
    rue: 'Av. Kasa-Vubu',
    numero: '',
    quartier: 'Matonge',
    commune: 'Kalamu',
    telephone: '+243 812 345 678',
    repere: 'Église <b>',
    is_default: true,
  },
  { id: 'x', rue: 'dropped' },
];
const signedIn = {
  authToken: 'token',
  userInfo: JSON.stringify({ id: 9, first_name: 'Amani', last_name: 'Kabila', email: 'amani@example.cd', phone_number: '+243990000001' }),
  userAddresses: JSON.stringify({ 'id:9': book, 'id:10': [{ ...book[0], id: 11 }] }),
};

describe("the checkout page's drawing of the saved addresses", () => {
  it("draws the signed-in customer's cards as the island does, the default chosen, its phone in the field", () => {
    const { page, cards, radios } = paint(signedIn);
    expect(cards.map((card) => card.text)).toEqual([
      `BureauAv. du Commerce, N°7, Golf, Gombe, Kinshasa${formatPhoneDisplay('0998877665')}`,
      `MaisonAv. Kasa-Vubu, Matonge, Kalamu, Kinshasa${addressesMessages.landmarkOf('Église <b>')}+243 812 345 678`,
      checkoutMessages.newAddress,
    ]);
    expect(radios.map((radio) => radio.attributes.get('id'))).toEqual(['checkout-address-3', 'checkout-address-4', undefined]);
    expect(radios.map((radio) => radio.attributes.has('checked'))).toEqual([false, true, false]);
    expect(radios.every((radio) => radio.attributes.get('name') === 'checkout-address')).toBe(true);
    expect(page.get('#checkout-phone')?.value).toBe('+243 812 345 678');
    expect(page.get('#checkout-fullName')?.value).toBe('Amani Kabila');
  });

  it('another card chosen before the island hydrates brings its phone into the field, as filled; after, the island does', () => {
    const { page, radios } = paint(signedIn);
    const cards = page.get('[data-checkout-addresses]')!;
    const phone = page.get('#checkout-phone')!;
    cards.change(radios[0]!);
    expect(phone.value).toBe(formatPhoneDisplay('0998877665'));
    expect(phone.attributes.get('data-first-paint')).toBe(phone.value);
    cards.change(radios[2]!);
    expect(phone.value).toBe(formatPhoneDisplay('0998877665'));
    cards.change(radios[1]!);
    expect(phone.value).toBe('+243 812 345 678');

    const live = paint(signedIn, { hydrated: true });
    live.page.get('[data-checkout-addresses]')!.change(live.radios[0]!);
    expect(live.page.get('#checkout-phone')?.value).toBe('+243 812 345 678');
  });

  it('draws no card signed out, with no book, or with a garbage book, and the phone stays the customer’s', () => {
    const { authToken: _token, ...signedOut } = signedIn;
    expect(paint(signedOut).cards).toEqual([]);
    for (const userAddresses of ['', '{', 'null', '[]', JSON.stringify({ 'id:9': 'x' }), JSON.stringify({ 'id:9': [{ id: 'x' }] })]) {
      const { page, cards } = paint({ ...signedIn, userAddresses });
      expect(cards).toEqual([]);
      expect(page.get('#checkout-phone')?.value).toBe('+243 990 000 001');
      expect(page.get('#checkout-email')?.value).toBe('amani@example.cd');
    }
  });

  it("draws the first address when none is the default, and another customer's book never", () => {
    const { radios } = paint({ ...signedIn, userAddresses: JSON.stringify({ 'id:9': [book[0], { ...book[1], is_default: false }] }) });
    expect(radios.map((radio) => radio.attributes.has('checked'))).toEqual([true, false, false]);
    expect(paint({ ...signedIn, userAddresses: JSON.stringify({ 'id:10': book }) }).cards).toEqual([]);
  });
});

const lightSummary = runInNewContext(`(${SUMMARY_SOURCE})`) as (text: unknown, fee: number, threshold: number) => unknown;
const lightProductIds = runInNewContext(`(${PRODUCT_IDS_SOURCE})`) as (summary: unknown) => string;
const productRef = fc.oneof(
  fc.integer({ min: 1, max: 12 }),
  fc.constantFrom(0, -3, '7', 2.5, null),
  fc.record({ id: fc.integer({ min: 1, max: 12 }) }),
);
const shopLine = fc.record({
  id: fc.integer({ min: 1, max: 12 }),
  produit: fc.integer({ min: 1, max: 12 }),
  titre: fc.constantFrom('Primus 72 cl', 'Sprite 33 cl'),
  prix: fc.constantFrom('2500.00', '1800', '0.5'),
  prix_consigne: fc.constantFrom(null, '500.00'),
  quantite: fc.integer({ min: 1, max: 30 }),
  avec_consigne: fc.constant(false),
});
const oddLine = fc.record(
  {
    id: productRef,
    produit: productRef,
    produit_id: productRef,
    titre: fc.constantFrom('Primus 72 cl', ' ', 'Sprite 33 cl'),
    prix: fc.oneof(fc.constantFrom('2500.00', '1800', '0.5', 'abc'), fc.integer({ min: 0, max: 9000 })),
    prix_consigne: fc.constantFrom(null, '500.00', 'x'),
    quantite: fc.oneof(fc.integer({ min: -1, max: 30 }), fc.constant(1.5)),
    avec_consigne: fc.boolean(),
  },
  { requiredKeys: ['titre', 'prix', 'quantite'] },
);

describe("the checkout page's light copy of the cart's products, asked at the first act", () => {
  it('lists the products the flow asks today’s prices for (`orderedProductIds`), in the same order, or nothing', () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.array(fc.oneof({ arbitrary: shopLine, weight: 12 }, { arbitrary: oddLine, weight: 1 }), { maxLength: 6 }), (lines) => {
        const text = JSON.stringify(lines);
        const summary = lightSummary(text, DELIVERY_FEE_CENTS, FREE_DELIVERY_THRESHOLD_CENTS);
        // Nothing drawn, nothing asked: the flow asks at the press.
        if (summary === null) return;
        expect(lightProductIds(summary)).toBe(JSON.stringify(orderedProductIds(cartLinesOf(text))));
        compared += 1;
      }),
      { numRuns: 3000 },
    );
    // Enough carts the light copy draws, so that the comparison says something.
    expect(compared).toBeGreaterThan(300);
  });

  it('lists each product once, however many lines name it', () => {
    const line = { id: 7, titre: 'Primus 72 cl', prix: '2500.00', quantite: 1 };
    const text = JSON.stringify([line, { ...line, avec_consigne: true, prix_consigne: '500.00' }, { ...line, id: 3 }]);
    expect(lightProductIds(lightSummary(text, DELIVERY_FEE_CENTS, FREE_DELIVERY_THRESHOLD_CENTS))).toBe('[7,3]');
  });
});
