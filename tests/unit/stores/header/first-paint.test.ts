import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { navMessages } from '../../../../src/messages/nav.ts';
import { COUNT_SOURCE, GREETING_SOURCE, headerScript } from '../../../../src/stores/header/first-paint.ts';
import { ACCOUNT_FIRST_PAINT } from '../../../../src/stores/header/first-paint-marks.ts';
import { countCartItems } from '../../../../src/stores/stored/cart-lines.ts';
import { greetingNameOf } from '../../../../src/stores/stored/user.ts';
import { shopLine, storedText as storedCart } from '../cart/stored-carts.ts';

// The script's light copies, run as the page runs them (their own realm, no module around them).
const lightCount = runInNewContext(`(${COUNT_SOURCE})`) as (text: unknown) => number;
const lightGreeting = runInNewContext(`(${GREETING_SOURCE})`) as (text: unknown) => string;

describe("the header's light copy of the cart badge's count", () => {
  it('counts what the island counts from the same stored text, or draws nothing', () => {
    fc.assert(
      fc.property(storedCart, (text) => {
        const light = lightCount(text);
        if (light !== 0) expect(light).toBe(countCartItems(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('counts every cart as the shop writes it', () => {
    fc.assert(
      fc.property(fc.array(shopLine, { minLength: 1, maxLength: 6 }), (lines) => {
        const text = JSON.stringify(lines);
        expect(lightCount(text)).toBe(countCartItems(text));
        expect(lightCount(text)).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['nothing stored', null],
    ['an empty cart', '[]'],
    ['garbage', '[{"id":1'],
    ['not a list', '{"id":1,"prix":"10","quantite":2}'],
    ['a text', '"abc"'],
    ['a line of quantity "2", from older storage', '[{"id":1,"prix":"10","quantite":"2"}]'],
    ['a line priced "abc" beside a good one', '[{"id":1,"prix":"abc","quantite":2},{"id":2,"prix":"10","quantite":1}]'],
  ])('draws nothing for %s', (_name, text) => {
    expect(lightCount(text)).toBe(0);
  });
});

const hostile = '<img src=x onerror="window.owned=1">';
const name = fc.oneof(fc.string(), fc.constantFrom('', '  ', ' Merveille ', hostile, 'Ébène', 'x@y'), fc.constant(null));
// A user as the shop stores it (the session writes the user the API described, as the contract read it).
const shopUser = fc.record(
  {
    id: fc.integer({ min: 1, max: 1_000_000 }),
    username: fc.oneof(fc.string(), fc.emailAddress()),
    email: fc.oneof(fc.emailAddress(), fc.constantFrom('', '@kin.cd', 'sans-arobase')),
    first_name: fc.oneof(fc.string(), fc.constantFrom('', ' Merveille ', hostile)),
    last_name: fc.oneof(fc.string(), fc.constantFrom('', 'Mbala')),
    phone_number: fc.constantFrom('', '+243812345678'),
    address: fc.string(),
    role: fc.constantFrom('admin', 'manager', 'livreur', 'client'),
    is_staff: fc.boolean(),
    is_superuser: fc.boolean(),
  },
  { requiredKeys: ['username', 'email', 'first_name', 'last_name'] },
);
// A stored user with fields any browser may hold instead: older shapes, wrong types, garbage.
const anyValue = fc.oneof(name, fc.integer({ min: -2, max: 3 }), fc.constantFrom(1.5, true, false, [], {}, '12', 2 ** 53));
const nearMiss = fc.tuple(
  shopUser,
  fc.record(
    {
      id: anyValue,
      username: anyValue,
      email: anyValue,
      first_name: anyValue,
      last_name: anyValue,
      phone_number: anyValue,
      phone: anyValue,
      address: anyValue,
      role: anyValue,
      is_staff: anyValue,
      is_superuser: anyValue,
    },
    { requiredKeys: [] },
  ),
);
const storedUser = fc.oneof(
  shopUser.map((user) => JSON.stringify(user)),
  nearMiss.map(([user, changes]) => JSON.stringify({ ...user, ...changes })),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
  fc.constantFrom('null', '[]', '{}', '', '{"username":"u"'),
);

describe("the header's light copy of the greeting's name", () => {
  it('greets the name the island greets from the same stored text, or draws nothing', () => {
    fc.assert(
      fc.property(storedUser, (text) => {
        const light = lightGreeting(text);
        if (light !== '') expect(light).toBe(greetingNameOf(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('greets every user as the shop stores it, by the name the island greets', () => {
    fc.assert(
      fc.property(shopUser, (user) => {
        const text = JSON.stringify(user);
        expect(lightGreeting(text)).toBe(greetingNameOf(text) ?? '');
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['the first name, trimmed', { username: 'u', email: 'a@b.cd', first_name: ' Merveille ' }, 'Merveille'],
    ['no first name: the last name', { username: 'u', email: 'gerant@kin.cd', first_name: '', last_name: 'Mbala' }, 'Mbala'],
    ['no name: the e-mail', { username: 'u', email: 'jean@kin.cd', first_name: null }, 'jean'],
    ['a hostile first name, as it is', { username: 'u', email: 'a@b.cd', first_name: hostile }, hostile],
    ['a bad id', { id: -1, username: 'u', email: 'x@y.z', first_name: 'Jean' }, ''],
    ['a number as e-mail', { username: 'u', email: 5, first_name: 'Jean' }, ''],
    ['a text as staff flag', { username: 'u', email: 'x@y.z', first_name: 'Jean', is_staff: 'yes' }, ''],
  ])('%s', (_name, user, expected) => {
    expect(lightGreeting(JSON.stringify(user))).toBe(expected);
  });
});

/** An element of the fake page: the attributes, text and visibility the script sets. */
class Element {
  private text = '';
  get textContent(): string {
    return this.text;
  }
  set textContent(value: unknown) {
    this.text = String(value);
  }
  title = '';
  hidden = true;
  open = false;
  readonly classes = new Set<string>();
  readonly classList = {
    toggle: (token: string, on: boolean) => (on ? this.classes.add(token) : this.classes.delete(token)),
    add: (token: string) => this.classes.add(token),
  };
  constructor(private readonly inside: Record<string, Element> = {}) {}
  querySelector(selector: string): Element | null {
    return this.inside[selector] ?? null;
  }
  set innerHTML(_value: string) {
    throw new Error('the script writes no HTML');
  }
}

/** The header as built (SiteHeader.astro), with the page's storage, run through the script as the page runs it. */
function paint(stored: Record<string, string>, options: { saveData?: boolean; width?: number } = {}) {
  const summary = new Element();
  const greetingText = new Element();
  const greeting = new Element({ summary, span: greetingText });
  const badge = new Element();
  const header = new Element({ '[data-cart-badge]': badge, [ACCOUNT_FIRST_PAINT]: greeting });
  const menu = new Element();
  const pending = new Element();
  const root = new Element();
  const document = {
    documentElement: root,
    querySelector: (selector: string) =>
      ({ '[data-site-header]': header, '[data-menu]': menu, '[data-pending]': pending })[selector] ?? null,
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  runInNewContext(headerScript(), {
    document,
    localStorage,
    navigator: { connection: { saveData: options.saveData ?? false } },
    scrollY: 0,
    innerWidth: options.width ?? 360,
    addEventListener: () => {},
  });
  return { header, badge, greeting, summary, greetingText, menu, pending, root };
}

const cartOfFive = JSON.stringify([
  {
    id: 3,
    produit: 3,
    titre: 'Primus 72 cl',
    nom: 'Primus 72 cl',
    prix: '2500.00',
    quantite: 2,
    avec_consigne: true,
    prix_consigne: '500.00',
  },
  { id: 7, produit: 7, titre: 'Sprite 33 cl', nom: 'Sprite 33 cl', prix: 1500, quantite: 3, avec_consigne: false },
]);
const user = { id: 9, username: 'amani@example.cd', email: 'amani@example.cd', first_name: 'Amani', last_name: 'Kabila' };

describe("the header's script", () => {
  it('is one expression, and writes nothing stored as HTML', () => {
    const script = headerScript();
    expect(() => new Function(script)).not.toThrow();
    expect(script).not.toMatch(/innerHTML|insertAdjacentHTML|outerHTML|document\.write/);
    expect(script).not.toContain('</');
  });

  it("draws the stored cart's count in the badge, and the signed-in customer's greeting, shown", () => {
    const page = paint({ panier: cartOfFive, authToken: 'tok', userInfo: JSON.stringify(user) });
    expect(page.badge.textContent).toBe('5');
    expect(page.greeting.hidden).toBe(false);
    expect(page.greetingText.textContent).toBe(navMessages.greeting('Amani'));
    expect(page.summary.title).toBe(navMessages.greeting('Amani'));
    expect(page.header.classes.has('signed-in')).toBe(true);
  });

  it('writes a hostile first name as text, whole', () => {
    const page = paint({ authToken: 'tok', userInfo: JSON.stringify({ ...user, first_name: hostile }) });
    expect(page.greetingText.textContent).toBe(`Bonjour ${hostile}`);
    expect(page.greeting.hidden).toBe(false);
  });

  it.each([
    ['signed out, a user left behind', { userInfo: JSON.stringify(user) }],
    ['a token alone (the user still to fetch)', { authToken: 'tok' }],
    ['a token and a user the contract refuses', { authToken: 'tok', userInfo: JSON.stringify({ ...user, id: 'neuf' }) }],
    ['a token and garbage', { authToken: 'tok', userInfo: '{"username"' }],
  ])('keeps the greeting hidden: %s', (_name, stored) => {
    const page = paint(stored);
    expect(page.greeting.hidden).toBe(true);
    expect(page.greetingText.textContent).toBe('');
  });

  it('leaves the badge empty with no cart, an empty one, or one it does not know', () => {
    for (const panier of [undefined, '[]', '[{"id":1,"prix":"10","quantite":"2"}]', 'garbage']) {
      expect(paint(panier === undefined ? {} : { panier }).badge.textContent).toBe('');
    }
  });

  it('still marks the waiting order, the data saver and the wide screen, whatever the stored cart and user', () => {
    const page = paint(
      { panier: 'garbage', authToken: 'tok', userInfo: '{', commandeEnAttente: '{"key":"k"}', economieDonnees: '1' },
      { width: 1024 },
    );
    expect(page.pending.hidden).toBe(false);
    expect(page.root.classes.has('saver')).toBe(true);
    expect(page.menu.open).toBe(true);
    expect(paint({}, { saveData: true }).root.classes.has('saver')).toBe(true);
    expect(paint({ economieDonnees: '0' }, { saveData: true }).root.classes.has('saver')).toBe(false);
    expect(paint({}).pending.hidden).toBe(true);
  });
});
