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
import { shopLine, storedText } from './stored-carts.ts';

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
