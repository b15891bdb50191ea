import { describe, expect, it } from 'vitest';
import { type AddressForm, validateAddressForm } from '../../../../src/domain/validation/address-form.ts';

const form = (over: Partial<AddressForm> = {}): AddressForm => ({
  type: 'Bureau',
  rue: 'Avenue de la Paix',
  numero: '12',
  quartier: 'Golf',
  commune: 'Gombe',
  telephone: '812345678',
  ...over,
});

describe('validateAddressForm', () => {
  it.each([
    [{ rue: '' }, 'Rue/Avenue requise', 'rue'],
    [{ numero: ' ' }, 'Numéro requis', 'numero'],
    [{ quartier: undefined }, 'Quartier requis', 'quartier'],
    [{ commune: '' }, 'Commune requise', 'commune'],
    [{ telephone: '' }, 'Téléphone requis', 'telephone'],
    [{ rue: '', telephone: '' }, 'Rue/Avenue requise', 'rue'],
    [{ telephone: '12 34' }, 'Numéro de téléphone invalide : 9 chiffres après 243 (ex. 0812345678 ou +243 812 345 678).', 'telephone'],
  ])('%j → %s', (over, message, field) => {
    expect(validateAddressForm(form(over))).toEqual({ ok: false, message, field });
  });

  it.each([
    ['Bureau', 'Bureau'],
    ['Autre', 'Autre'],
    ['Château', 'Maison'],
    [undefined, 'Maison'],
  ])('type %j → %s', (type, expected) => {
    const r = validateAddressForm(form({ type }));
    expect(r.ok && r.value.type).toBe(expected);
  });

  it('trims the fields and keeps the phone as +243 and its nine digits', () => {
    expect(validateAddressForm(form({ rue: '  Av. B ', is_default: true }))).toEqual({
      ok: true,
      value: {
        type: 'Bureau',
        rue: 'Av. B',
        numero: '12',
        quartier: 'Golf',
        commune: 'Gombe',
        telephone: '+243812345678',
        is_default: true,
      },
    });
  });
});
