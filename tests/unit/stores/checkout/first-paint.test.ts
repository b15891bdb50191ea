import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filledPhone } from '../../../../src/domain/phone.ts';
import { checkoutFirstPaintScript, PHONE_SOURCE } from '../../../../src/stores/checkout/first-paint.ts';

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
