import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIVERY_FEE_CENTS, FREE_DELIVERY_THRESHOLD_CENTS, lineProductId, summarizeCart } from '../../../../src/domain/cart.ts';
import { depositPerUnit } from '../../../../src/domain/deposit-unit.ts';
import { centsToDecimalString, formatFC, toCents } from '../../../../src/domain/money.ts';
import { productMessages } from '../../../../src/messages/product.ts';
import { DEPOSIT_SOURCE, FC_SOURCE, SUMMARY_SOURCE } from '../../../../src/stores/cart/first-paint.ts';
import { lineFromProduct } from '../../../../src/stores/cart/lines.ts';
import { cartLinesOf } from '../../../../src/stores/stored/cart-lines.ts';

interface LightLine {
  i: number;
  n: string;
  b: string;
  m: string;
  u: unknown;
  q: number;
  p: number;
  d: number | null;
  w: boolean;
  t: number;
}
interface LightSummary {
  l: LightLine[];
  g: number;
  d: number;
  f: number;
  t: number;
}

// The script's light copies, run as the page runs them (their own realm, no module around them).
const lightSummary = runInNewContext(`(${SUMMARY_SOURCE})`) as (text: unknown, fee: number, threshold: number) => LightSummary | null;
const lightFC = runInNewContext(`(${FC_SOURCE})`) as (cents: number) => string;
const lightDeposit = runInNewContext(`(${DEPOSIT_SOURCE})`) as (cents: number, unit: unknown, format: unknown, texts: unknown) => string;
const depositTexts = { deposit: productMessages.depositPrice('\u0001', '\u0002'), units: productMessages.depositUnit };

const summaryOf = (text: unknown) => lightSummary(text, DELIVERY_FEE_CENTS, FREE_DELIVERY_THRESHOLD_CENTS);

/** What the island draws from the same stored text: the domain's summary of the store's decoded lines. */
function domainView(text: string) {
  const lines = cartLinesOf(text);
  const summary = summarizeCart(lines);
  return {
    lines,
    summary,
    view: {
      l: summary.validLines.map((valid) => ({
        i: lineProductId(valid.line),
        n: valid.productName,
        b: valid.line.marque ?? '',
        m: valid.line.image ?? '',
        q: valid.quantity,
        p: valid.unitPriceCents,
        d: toCents(valid.line.prix_consigne),
        w: valid.line.avec_consigne,
        t: valid.lineTotalCents,
        words: toCents(valid.line.prix_consigne) === null ? null : depositPerUnit(toCents(valid.line.prix_consigne) ?? 0, valid.line.unite),
      })),
      g: summary.goodsCents,
      d: summary.depositsCents,
      f: summary.deliveryFeeCents,
      t: summary.totalCents,
    },
  };
}

const lightView = (light: LightSummary) => ({
  l: light.l.map(({ u, ...line }) => ({ ...line, words: line.d === null ? null : lightDeposit(line.d, u, lightFC, depositTexts) })),
  g: light.g,
  d: light.d,
  f: light.f,
  t: light.t,
});

// Stored values as found in any browser: the shop's own shapes, older ones, and garbage.
const id = fc.oneof(
  fc.integer({ min: 1, max: 1_000_000 }),
  fc.constantFrom(0, -1, 1.5, null, '12', 'abc'),
  fc.record({ id: fc.integer({ min: 1, max: 99 }) }),
);
const amount = fc.oneof(
  fc.integer({ min: 0, max: 10_000_000 }).map(centsToDecimalString),
  fc.integer({ min: 0, max: 100_000 }).map(String),
  fc.tuple(fc.nat(99_999), fc.nat(9)).map(([whole, tenth]) => `${whole}.${tenth}`),
  fc.tuple(fc.nat(99_999), fc.nat(999)).map(([whole, rest]) => `${whole}.${String(rest).padStart(3, '0')}`),
  fc.double({ min: -10, max: 1e7, noNaN: false }),
  fc.integer({ min: 0, max: 100_000 }),
  fc.constantFrom(null, ' 12', '12 ', 'abc', '', -5, true, [5], '1e3', '007.5', 0.07, 1e-7, 1e21, -0),
);
const rawLine = fc.record(
  {
    id,
    produit: id,
    produit_id: id,
    titre: fc.oneof(fc.string(), fc.constantFrom('  ', '<img src=x onerror=alert(1)>', ' Primus '), fc.constant(null), fc.integer()),
    nom: fc.oneof(fc.string(), fc.constant(null)),
    prix: amount,
    prix_consigne: amount,
    quantite: fc.oneof(fc.integer({ min: -2, max: 60 }), fc.constantFrom('2', ' 3 ', 1.5, null, 1e300, 0)),
    avec_consigne: fc.oneof(fc.boolean(), fc.constantFrom('true', null, 1)),
    marque: fc.oneof(fc.string(), fc.constant(null), fc.record({ nom: fc.string() }), fc.constant(3)),
    image: fc.oneof(fc.string(), fc.constant(null), fc.constant(5)),
    unite: fc.oneof(
      fc.string(),
      fc.constantFrom('Casier de 20 bouteilles', 'Canettes 33 cl', 'Bônbonne', 'constructor', 'toString', 'articles'),
      fc.constant(3),
    ),
  },
  { requiredKeys: [] },
);
// A cart as the shop writes it: lines made by the cart store from the catalogue's products.
const shopLine = fc
  .record({
    id: fc.integer({ min: 1, max: 100_000 }),
    nom: fc.string({ minLength: 1 }).filter((name) => name.trim() !== ''),
    prix: fc.integer({ min: 0, max: 50_000_000 }).map(centsToDecimalString),
    prix_promo: fc.option(fc.integer({ min: 0, max: 50_000_000 }).map(centsToDecimalString)),
    prix_consigne: fc.option(fc.integer({ min: 0, max: 5_000_000 }).map(centsToDecimalString)),
    stock: fc.nat(500),
    image: fc.option(fc.webUrl()),
    marque: fc.option(fc.string()),
    unite: fc.option(fc.string()),
    quantity: fc.integer({ min: 1, max: 500 }),
    withConsigne: fc.boolean(),
  })
  .map(({ quantity, withConsigne, ...product }) => lineFromProduct(product, quantity, withConsigne && product.prix_consigne !== null));

// A shop's line with one field, or a few, replaced by what any browser may hold (the near misses).
const alteredLine = fc.tuple(shopLine, rawLine).map(([line, changes]) => ({ ...line, ...changes }));
const storedText = fc.oneof(
  fc
    .array(fc.oneof({ weight: 8, arbitrary: rawLine }, { weight: 1, arbitrary: fc.constantFrom(3, null, [], 'x') }), { maxLength: 5 })
    .map((items) => JSON.stringify(items)),
  fc
    .array(
      fc.oneof(
        { weight: 8, arbitrary: shopLine },
        { weight: 2, arbitrary: alteredLine },
        { weight: 1, arbitrary: fc.constantFrom(3, null, []) },
      ),
      {
        maxLength: 5,
      },
    )
    .map((items) => JSON.stringify(items)),
  fc.string(),
  fc.constantFrom('null', '{}', '[]', '', '[{"id":1}'),
);

describe("the cart page's light copy of the cart's totals", () => {
  it('draws exactly what the domain sums from the same stored text, or nothing', () => {
    fc.assert(
      fc.property(storedText, (text) => {
        const light = summaryOf(text);
        if (light === null) return;
        const { lines, summary, view } = domainView(text);
        // Drawn only when the store keeps every stored line and the domain finds no problem in them.
        expect(lines).toHaveLength((JSON.parse(text) as unknown[]).length);
        expect(summary.problems).toEqual([]);
        expect(JSON.parse(JSON.stringify(lightView(light)))).toEqual(JSON.parse(JSON.stringify(view)));
      }),
      { numRuns: 3000 },
    );
  });

  it('draws every cart as the shop writes it', () => {
    fc.assert(
      fc.property(fc.array(shopLine, { minLength: 1, maxLength: 6 }), (lines) => {
        const text = JSON.stringify(lines);
        const light = summaryOf(text);
        expect(light).not.toBeNull();
        expect(JSON.parse(JSON.stringify(lightView(light as LightSummary)))).toEqual(JSON.parse(JSON.stringify(domainView(text).view)));
      }),
      { numRuns: 1000 },
    );
  });

  it('draws nothing for an empty cart or none stored', () => {
    for (const text of [null, '', '[]', 'null', '{}']) expect(summaryOf(text)).toBeNull();
  });

  it('is free of delivery from the threshold, as the domain', () => {
    const line = (cents: number) =>
      JSON.stringify([lineFromProduct({ id: 1, nom: 'Primus', prix: centsToDecimalString(cents), stock: 9 }, 1, false)]);
    expect(summaryOf(line(FREE_DELIVERY_THRESHOLD_CENTS))?.f).toBe(0);
    expect(summaryOf(line(FREE_DELIVERY_THRESHOLD_CENTS - 1))?.f).toBe(DELIVERY_FEE_CENTS);
  });

  it('writes amounts as formatFC does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.nat(), fc.maxSafeNat(), fc.constantFrom(0, 49, 50, 149, 150, 99_999_950)), (cents) => {
        expect(lightFC(cents)).toBe(formatFC(cents));
      }),
    );
  });

  it("writes a deposit's words as depositPerUnit does", () => {
    const unit = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.constantFrom(
        'Casier de 20 bouteilles',
        ' Bouteilles ',
        'CANETTES',
        'Bônbonne 19 l',
        'packs',
        'constructor',
        '__proto__',
        'hasOwnProperty',
      ),
      fc.constantFrom(null, undefined, 3),
    );
    fc.assert(
      fc.property(fc.nat(10_000_000), unit, (cents, unite) => {
        expect(lightDeposit(cents, unite, lightFC, depositTexts)).toBe(depositPerUnit(cents, unite));
      }),
    );
  });
});
