import { describe, expect, it } from 'vitest';
import {
  type Address,
  addAddress,
  bookFromProfile,
  checkAddressPhone,
  deleteAddress,
  editAddress,
  type NewAddress,
  nextAddressId,
  parseProfileAddress,
  profileAddressOf,
  setDefaultAddress,
} from '../../../src/domain/address.ts';
import { defaultAddress, formatAddress } from '../../../src/domain/address-format.ts';

const fields = (rue: string, over: Partial<NewAddress> = {}): NewAddress => ({
  type: 'Maison',
  rue,
  numero: '12',
  quartier: 'Matonge',
  commune: 'Kalamu',
  telephone: '812345678',
  ...over,
});

describe('formatAddress', () => {
  it.each([
    [
      { rue: 'Avenue de la Paix', numero: '12', quartier: 'Golf', commune: 'Gombe', ville: 'Kinshasa' },
      'Avenue de la Paix, N°12, Golf, Gombe, Kinshasa',
    ],
    [{ rue: 'Avenue de la Paix', numero: '', quartier: 'Golf', commune: 'Gombe' }, 'Avenue de la Paix, Golf, Gombe, Kinshasa'],
    [{ rue: ' Av. Kasa-Vubu ', numero: ' 4 ', quartier: 'Matonge', commune: 'Kalamu' }, 'Av. Kasa-Vubu, N°4, Matonge, Kalamu, Kinshasa'],
  ])('%j → %s', (a, expected) => {
    expect(formatAddress(a)).toBe(expected);
  });
});

describe('parseProfileAddress', () => {
  it.each([
    ['Avenue de la Paix, N°12, Golf, Gombe, Kinshasa', { rue: 'Avenue de la Paix', numero: '12', quartier: 'Golf', commune: 'Gombe' }],
    [
      'Boulevard Lumumba, N°7, Righini, Limete, Kinshasa',
      { rue: 'Boulevard Lumumba', numero: '7', quartier: 'Righini', commune: 'Limete' },
    ],
    [
      'Av. Colonel Ebeya, N°3, Centre, Kinshasa, Kinshasa',
      { rue: 'Av. Colonel Ebeya', numero: '3', quartier: 'Centre', commune: 'Kinshasa' },
    ],
    ['Av. Colonel Ebeya, N°3, Centre, Kinshasa', { rue: 'Av. Colonel Ebeya', numero: '3', quartier: 'Centre', commune: 'Kinshasa' }],
    ['Rue Kato, 45, Binza, ngaliema', { rue: 'Rue Kato', numero: '45', quartier: 'Binza', commune: 'Ngaliema' }],
    ['Avenue X, N° 9B, Q1, Lingwala', { rue: 'Avenue X', numero: '9B', quartier: 'Q1', commune: 'Lingwala' }],
    ['Avenue Y, Quartier Z, Bandal', { rue: 'Avenue Y', numero: '', quartier: 'Quartier Z, Bandal', commune: '' }],
    ['', { rue: '', numero: '', quartier: '', commune: '' }],
    ['Av. Kasa-Vubu, N°4, Matonge, Kalamu, Kinshasa', { rue: 'Av. Kasa-Vubu', numero: '4', quartier: 'Matonge', commune: 'Kalamu' }],
    ['Av. Kasa-Vubu, N°4, Matonge, GOMBE, Kinshasa', { rue: 'Av. Kasa-Vubu', numero: '4', quartier: 'Matonge', commune: 'Gombe' }],
    [
      'Av. Kasa-Vubu, Matonge, Kalamu, Gombe, Kinshasa',
      { rue: 'Av. Kasa-Vubu', numero: '', quartier: 'Matonge, Kalamu', commune: 'Gombe' },
    ],
  ])('%j', (input, expected) => {
    expect(parseProfileAddress(input)).toEqual({ ...expected, ville: 'Kinshasa' });
  });

  it('round-trips a formatted address', () => {
    const a = { rue: 'Avenue du Commerce', numero: '5', quartier: 'Socimat', commune: 'Barumbu', ville: 'Kinshasa' };
    expect(parseProfileAddress(formatAddress(a))).toEqual(a);
  });
});

describe('nextAddressId', () => {
  it.each([
    [[], '1'],
    [[{ id: '1' }], '2'],
    [[{ id: '3' }, { id: '10' }, { id: '2' }], '11'],
    [[{ id: 'abc' }, { id: '4' }], '5'],
  ])('%j → %s', (list, expected) => {
    expect(nextAddressId(list)).toBe(expected);
  });
});

describe('address book', () => {
  const one = addAddress([], fields('Av. A'));
  const two = addAddress(one, fields('Av. B'));
  const three = addAddress(two, fields('Av. C', { is_default: true }));
  const defaults = (list: Address[]) => list.filter((a) => a.is_default).map((a) => a.id);

  it('makes the first address the default, with city Kinshasa and increasing ids', () => {
    expect(one).toEqual([{ ...fields('Av. A'), id: '1', ville: 'Kinshasa', is_default: true }]);
    expect(two.map((a) => a.id)).toEqual(['1', '2']);
    expect(defaults(two)).toEqual(['1']);
  });

  it('keeps exactly one default when a new one is marked default', () => {
    expect(defaults(three)).toEqual(['3']);
    expect(defaultAddress(three)?.rue).toBe('Av. C');
  });

  it('sets the default', () => {
    const r = setDefaultAddress(three, '2');
    expect(r.ok && defaults(r.value)).toEqual(['2']);
    expect(setDefaultAddress(three, '9')).toEqual({ ok: false, message: 'Adresse non trouvée' });
  });

  it('edits without losing the default', () => {
    const r = editAddress(three, '3', { rue: 'Av. D', is_default: false });
    expect(r.ok && r.value.find((a) => a.id === '3')).toMatchObject({ rue: 'Av. D', is_default: true });
    const moved = editAddress(three, '1', { is_default: true });
    expect(moved.ok && defaults(moved.value)).toEqual(['1']);
    expect(editAddress(three, '9', {})).toEqual({ ok: false, message: 'Adresse non trouvée' });
  });

  it.each([
    ['only address', () => deleteAddress(one, '1'), 'Impossible de supprimer la seule adresse'],
    ['default address', () => deleteAddress(three, '3'), "Vous ne pouvez pas supprimer l'adresse par défaut."],
    ['unknown id', () => deleteAddress(three, '42'), 'Adresse non trouvée'],
  ])('refuses deleting the %s', (_name, run, message) => {
    expect(run()).toEqual({ ok: false, message });
  });

  it('deletes another address and leaves the input untouched', () => {
    const r = deleteAddress(three, '1');
    expect(r.ok && r.value.map((a) => a.id)).toEqual(['2', '3']);
    expect(three).toHaveLength(3);
  });

  it('falls back to the first address when none is default', () => {
    expect(defaultAddress([{ id: '5', is_default: false }])?.id).toBe('5');
    expect(defaultAddress([])).toBeUndefined();
  });
});

describe('the API gives the id', () => {
  it('adds under the id given, with the same default rule', () => {
    const list = addAddress(addAddress([], fields('Av. A'), '40'), fields('Av. B', { is_default: true }), '57');
    expect(list.map((a) => [a.id, a.is_default])).toEqual([
      ['40', false],
      ['57', true],
    ]);
  });
});

describe('profileAddressOf', () => {
  it.each([
    ['an empty book', [], ''],
    [
      'a book: its default formatted',
      addAddress(addAddress([], fields('Av. A')), fields('Av. B', { is_default: true })),
      'Av. B, N°12, Matonge, Kalamu, Kinshasa',
    ],
    ['a book without a default', [{ ...addAddress([], fields('Av. A'))[0]!, is_default: false }], ''],
  ])('%s', (_name, list, expected) => {
    expect(profileAddressOf(list)).toBe(expected);
  });
});

describe('checkAddressPhone: a saved address keeps a phone an order can take, written +243 and its nine digits', () => {
  it.each([
    ['0812345678', true],
    ['+243 812 345 678', true],
    ['812345678', true],
    ['2430812345678', true],
    ['12345', false],
    ['+33 6 12 34 56 78', false],
    ['javascript:alert(1)', false],
    ['', false],
  ])('%j → %s', (phone, ok) => {
    expect(checkAddressPhone(phone)).toEqual(
      ok
        ? { ok: true, value: '+243812345678' }
        : {
            ok: false,
            field: 'telephone',
            message: 'Numéro de téléphone invalide : 9 chiffres après 243 (ex. 0812345678 ou +243 812 345 678).',
          },
    );
  });
});

describe('bookFromProfile', () => {
  it.each([
    ['no profile address', { address: ' ', phone_number: '+243812345678' }, []],
    [
      'the shop’s own format, with the profile’s phone',
      { address: 'Avenue Kasa-Vubu, N°3, Matonge, Kintambo, Kinshasa', phone_number: '+243812345678' },
      [
        {
          id: '1',
          type: 'Maison',
          rue: 'Avenue Kasa-Vubu',
          numero: '3',
          quartier: 'Matonge',
          commune: 'Kintambo',
          ville: 'Kinshasa',
          telephone: '+243812345678',
          is_default: true,
        },
      ],
    ],
  ])('%s', (_name, user, expected) => {
    expect(bookFromProfile(user)).toEqual(expected);
  });
});
