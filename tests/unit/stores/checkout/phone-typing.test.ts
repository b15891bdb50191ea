/**
 * Phone numbers typed the way people type them: random spellings (`+243`, `0`, `00243`, spaces, dashes, dots,
 * parentheses) of random valid numbers, typed key by key, some parts pasted, through the checkout field's own handler
 * (the draft's `edit`), always give the nine digits meant; the account's fields (profile, sign-up, address book) keep
 * what is typed as it is typed and read the same number from it.
 */
import fc from 'fast-check';
import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { Address } from '../../../../src/contract/address.ts';
import type { User } from '../../../../src/contract/user.ts';
import { validateAddressForm } from '../../../../src/domain/validation/address-form.ts';
import { validateCheckout } from '../../../../src/domain/validation/checkout.ts';
import { validateProfileEdit } from '../../../../src/domain/validation/profile.ts';
import { validateSignUp } from '../../../../src/domain/validation/sign-up.ts';
import { createCheckoutDraft } from '../../../../src/stores/checkout/draft.ts';

const PREFIXES = ['', '0', '+243', '243', '+2430', '2430', '00243', '(+243)', '+243 (0)', '+243-'];
const SEPARATORS = ['', ' ', '  ', '-', '.', ' - '];

/** A valid number: nine digits, the first not the trunk 0. */
const nineDigits = fc.tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }));

/** A spelling of the number: a prefix, then its digits in groups of any sizes with any separators, spaces around. */
const spelling = (nine: string) =>
  fc
    .tuple(
      fc.constantFrom(...PREFIXES),
      fc.constantFrom(...SEPARATORS),
      fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      fc.array(fc.constantFrom(...SEPARATORS), { minLength: 8, maxLength: 8 }),
      fc.constantFrom('', ' '),
      fc.constantFrom('', ' '),
    )
    .map(([prefix, afterPrefix, cuts, separators, before, after]) => {
      let digits = nine[0]!;
      for (let i = 1; i < 9; i++) digits += (cuts[i - 1] ? separators[i - 1]! : '') + nine[i]!;
      return `${before}${prefix}${prefix === '' ? '' : afterPrefix}${digits}${after}`;
    });

/** The spelling cut into what reaches the field at once: one key mostly, now and then a pasted run. */
const inputs = (text: string) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: text.length, maxLength: text.length }).map((draws) => {
    const parts: string[] = [];
    let i = 0;
    while (i < text.length) {
      const length = draws[i]! >= 8 ? 2 + (draws[i]! % 6) : 1;
      parts.push(text.slice(i, i + length));
      i += length;
    }
    return parts;
  });

const case_ = nineDigits
  .map(([first, rest]) => `${first}${rest.join('')}`)
  .chain((nine) => spelling(nine).chain((written) => inputs(written).map((parts) => ({ nine, written, parts }))));

function checkoutDraft() {
  const form = createCheckoutDraft({
    $user: atom<User | null>(null),
    $saved: atom<readonly Address[]>([]),
    loadSaved: () => undefined,
    onEdit: () => undefined,
    $totalCents: atom(0),
  });
  form.$draft.listen(() => {});
  return form;
}

describe('phone numbers typed the way people type them', () => {
  it('the checkout field, typed key by key (some parts pasted), sends the nine digits meant as 2430 + digits', () => {
    fc.assert(
      fc.property(case_, ({ nine, parts }) => {
        const form = checkoutDraft();
        let shown = '';
        for (const part of parts) {
          // The browser's input event: what the field shows, with the key or the pasted run added at the end.
          form.edit({ phone: shown + part });
          shown = String(form.$draft.get().phone);
        }
        const checked = validateCheckout({
          ...form.$draft.get(),
          fullName: 'Rose Mbuyi',
          newAddress: { rue: 'Avenue Kabambare', numero: '47', quartier: 'Matonge', commune: 'Kalamu' },
          itemCount: 1,
        });
        expect(checked.ok && checked.value.telephone_livraison).toBe(`2430${nine}`);
      }),
      { numRuns: 500 },
    );
  });

  it('the profile, the sign-up and the address book keep +243 and the nine digits meant', () => {
    fc.assert(
      fc.property(case_, ({ nine, written }) => {
        const profile = validateProfileEdit({ fullName: 'Rose Mbuyi', email: 'rose@example.cd', phone: written });
        expect(profile.ok && profile.value.profile.phone_number).toBe(`+243${nine}`);
        const signUp = validateSignUp({
          firstName: 'Rose',
          lastName: 'Mbuyi',
          email: 'rose@example.cd',
          phone: written,
          password: 'motdepasse1',
          passwordConfirm: 'motdepasse1',
        });
        expect(signUp.ok && signUp.value.phone_number).toBe(`+243${nine}`);
        const address = validateAddressForm({
          rue: 'Avenue Kabambare',
          numero: '47',
          quartier: 'Matonge',
          commune: 'Kalamu',
          telephone: written,
        });
        expect(address.ok && address.value.telephone).toBe(`+243${nine}`);
      }),
      { numRuns: 300 },
    );
  });

  it('a number with a digit too few or too many is refused with the reason in every field, never shortened', () => {
    fc.assert(
      fc.property(case_, fc.boolean(), ({ written }, fewer) => {
        const typed = written.trimEnd();
        const wrong = fewer ? typed.slice(0, -1) : `${typed}7`;
        const form = checkoutDraft();
        for (const key of wrong) form.edit({ phone: String(form.$draft.get().phone) + key });
        const checked = validateCheckout({
          ...form.$draft.get(),
          fullName: 'Rose Mbuyi',
          newAddress: { rue: 'Avenue Kabambare', numero: '47', quartier: 'Matonge', commune: 'Kalamu' },
          itemCount: 1,
        });
        expect(checked).toEqual({
          ok: false,
          message: 'Le numéro de téléphone doit contenir exactement 9 chiffres (sans le préfixe 243).',
          field: 'phone',
        });
        const profile = validateProfileEdit({ fullName: 'Rose Mbuyi', email: 'rose@example.cd', phone: wrong });
        expect(profile).toEqual({
          ok: false,
          message: 'Format de numéro de téléphone invalide. Utilisez le format international (ex: +243812345678)',
          field: 'phone',
        });
        const address = validateAddressForm({
          rue: 'Avenue Kabambare',
          numero: '47',
          quartier: 'Matonge',
          commune: 'Kalamu',
          telephone: wrong,
        });
        expect(address.ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
