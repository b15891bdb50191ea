import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeDueCents, payWithFromNotes } from '../../../src/domain/pay-with.ts';
import { photoKind } from '../../../src/domain/photo.ts';
import { isAdminUser, isOpenOrder, telHref, whatsappHref } from '../../../src/domain/staff.ts';
import { composeNotes, payWithOptions } from '../../../src/stores/checkout-payload.ts';

describe("'Je paie avec' read back from the checkout's note", () => {
  it('reads exactly what the checkout writes, whatever the note and the amounts', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 50_000_000 }), fc.nat(3), (note, totalCents, choice) => {
        const options = payWithOptions(totalCents);
        const payWith = options[Math.min(choice, options.length - 1)] ?? null;
        expect(payWithFromNotes(composeNotes(note, payWith, totalCents))).toBe(payWith);
      }),
    );
  });

  it.each([
    ['', null],
    ['Sonner deux fois', null],
    ['Je paie avec : 20 000 FC (monnaie à rendre : 5 500 FC)', 2_000_000],
    ['Note\nJe paie avec : 1 000 000 FC (monnaie à rendre : 1 FC)', 100_000_000],
    ['Je paie avec : 20 000 FC (monnaie à rendre : 5 500 FC)\nmerci', null],
    ['Je paie avec : 20000 FC (monnaie à rendre : 5500 FC)', null],
    ['Je paie avec : beaucoup', null],
  ])('%j → %s', (notes, cents) => expect(payWithFromNotes(notes)).toBe(cents));

  it.each([
    [850_000, 2_000_000, 1_150_000],
    [850_000, 850_000, null],
    [850_000, 500_000, null],
    [850_000, null, null],
  ])('total %i paid with %s: change %s', (total, payWith, change) => expect(changeDueCents(total, payWith)).toBe(change));
});

describe('photo formats by their first bytes', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'png'],
    [[0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50], 'webp'],
    [[0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45], null],
    [[0x25, 0x50, 0x44, 0x46], null],
    [[0x47, 0x49, 0x46, 0x38], null],
    [[0xff, 0xd8], null],
    [[], null],
  ])('%j → %s', (bytes, kind) => expect(photoKind(new Uint8Array(bytes))).toBe(kind));
});

describe('staff rules', () => {
  it.each([
    [{ role: 'admin' }, true],
    [{ role: 'manager', is_superuser: true }, true],
    [{ role: 'manager', is_staff: true }, false],
    [{ role: 'client' }, false],
    [null, false],
  ])('%j is an admin: %s', (user, admin) => expect(isAdminUser(user)).toBe(admin));

  it.each([
    ['en_attente', true],
    ['en_livraison', true],
    ['livree', false],
    ['annulee', false],
  ] as const)('%s is open: %s', (statut, open) => expect(isOpenOrder(statut)).toBe(open));

  it.each([
    ['2430812345678', 'tel:+243812345678', 'https://wa.me/243812345678?text=Bonjour%20%26%20merci'],
    ['+243 812 345 678', 'tel:+243812345678', 'https://wa.me/243812345678?text=Bonjour%20%26%20merci'],
    ['+33 6 12 34 56 78', 'tel:+33612345678', null],
  ])('%s: %s, %s', (phone, tel, wa) => {
    expect(telHref(phone)).toBe(tel);
    expect(whatsappHref(phone, 'Bonjour & merci')).toBe(wa);
  });
});
