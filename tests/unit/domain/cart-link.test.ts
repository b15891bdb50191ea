import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartLinkQuery,
  LINE_PARAMS,
  type LinkLine,
  linkLinesOf,
  MAX_LINK_LINES,
  MAX_LINK_QUANTITY,
} from '../../../src/domain/cart-link.ts';
import { incomingLines } from '../../../src/domain/cart-link-decode.ts';
import { cartLinkMessages } from '../../../src/messages/cart-link.ts';

const lineArb = fc.record({
  productId: fc.integer({ min: 1, max: 999_999_999 }),
  quantity: fc.integer({ min: 1, max: MAX_LINK_QUANTITY }),
  withConsigne: fc.boolean(),
});
const linesArb = fc.uniqueArray(lineArb, { minLength: 1, maxLength: MAX_LINK_LINES, selector: (line) => line.productId });

describe('a cart link', () => {
  it('decodes to the lines it was made of', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        expect(incomingLines(cartLinkQuery(lines))).toEqual({ ok: true, own: false, lines });
      }),
    );
  });

  it('any address decodes to lines within bounds or to a French refusal, and never throws', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[0-9x.c]{0,40}$/),
      fc.constantFrom('12x3c', '0x1', '12x0', '12x10000', 'x', '.', '12x3c.12x1', '-1x2', '1e3x2'),
    );
    const address = fc.oneof(
      fc.string(),
      fc.array(piece, { maxLength: 60 }).map((parts) => `?lignes=${parts.join('.')}`),
      fc.tuple(fc.string(), fc.string(), fc.string()).map(([id, q, c]) => `?ajout=${id}&quantite=${q}&consigne=${c}`),
    );
    fc.assert(
      fc.property(address, (search) => {
        const result = incomingLines(search);
        if (result === null || !result.ok) {
          if (result) expect(result.message).toMatch(/rien n'a été ajouté/);
          return;
        }
        expect(result.lines.length).toBeGreaterThan(0);
        expect(result.lines.length).toBeLessThanOrEqual(MAX_LINK_LINES);
        expect(new Set(result.lines.map((l) => l.productId)).size).toBe(result.lines.length);
        for (const line of result.lines) {
          expect(Number.isSafeInteger(line.productId) && line.productId > 0).toBe(true);
          expect(Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= MAX_LINK_QUANTITY).toBe(true);
        }
      }),
    );
  });

  it.each<[string, string, string]>([
    ['a quantity of 0', '?lignes=12x0', cartLinkMessages.linkQuantityOutOfBounds(MAX_LINK_QUANTITY)],
    ['10 000 units', '?lignes=12x10000c', cartLinkMessages.linkQuantityOutOfBounds(MAX_LINK_QUANTITY)],
    ['garbage', '?lignes=%3Cscript%3E', cartLinkMessages.linkBroken],
    ['an empty list', '?lignes=', cartLinkMessages.linkBroken],
    ['a product twice', '?lignes=12x1.12x2', cartLinkMessages.linkBroken],
    ['a negative id', '?lignes=-12x1', cartLinkMessages.linkBroken],
    ['too long', `?lignes=${'1x1.'.repeat(300)}1x1`, cartLinkMessages.linkTooLong],
    [
      'too many lines',
      `?lignes=${Array.from({ length: MAX_LINK_LINES + 1 }, (_, i) => `${i + 1}x1`).join('.')}`,
      cartLinkMessages.linkTooLong,
    ],
    ['a form without a product', '?ajout=abc&quantite=2', cartLinkMessages.linkBroken],
    ['a form asking 10 000 units', '?ajout=12&quantite=10000', cartLinkMessages.linkQuantityOutOfBounds(MAX_LINK_QUANTITY)],
    ['a form asking 0 units', '?ajout=12&quantite=0', cartLinkMessages.linkQuantityOutOfBounds(MAX_LINK_QUANTITY)],
  ])('%s is refused, nothing added', (_name, search, message) => {
    expect(incomingLines(search)).toEqual({ ok: false, message });
  });

  it.each<[string, string, ReturnType<typeof incomingLines>]>([
    ['no lines in the address', '?utm_source=whatsapp', null],
    ['a shared cart', '?lignes=12x3c.15x1', { ok: true, own: false, lines: [line(12, 3, true), line(15, 1, false)] }],
    ['the product form with the deposit', '?ajout=12&quantite=3&consigne=avec', { ok: true, own: true, lines: [line(12, 3, true)] }],
    [
      'the product form with bottles to exchange',
      '?ajout=12&quantite=2&consigne=sans',
      { ok: true, own: true, lines: [line(12, 2, false)] },
    ],
    ['the product form, quantity left empty', '?ajout=7&quantite=', { ok: true, own: true, lines: [line(7, 1, false)] }],
  ])('%s', (_name, search, expected) => {
    expect(incomingLines(search)).toEqual(expected);
  });

  it.each(['?lignes=1x1', '?a=1&ajout=3', '?lignesx=1', '?utm_source=whatsapp', ''])(
    'the cart page loads the decoder for %j exactly when the decoder finds lines or a refusal there',
    (search) => {
      const carries = LINE_PARAMS.some((name) => new URLSearchParams(search).has(name));
      expect(carries).toBe(incomingLines(search) !== null);
    },
  );

  it('a cart gives each product once, readable quantities only, within bounds', () => {
    expect(
      linkLinesOf([
        { id: 1, quantite: 2, avec_consigne: true },
        { id: 1, quantite: 5 },
        { id: 2, quantite: 'abc' },
        { produit: 3, quantite: 5000 },
      ]),
    ).toEqual([line(1, 2, true), line(3, MAX_LINK_QUANTITY, false)]);
  });
});

function line(productId: number, quantity: number, withConsigne: boolean): LinkLine {
  return { productId, quantity, withConsigne };
}
