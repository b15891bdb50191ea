import { describe, expect, it } from 'vitest';
import { addressImportSchema, addressInputSchema, addressPatchSchema, addressSchema } from '../../../src/contract/address.ts';

describe('addressSchema (the book as the browser keeps it and the API answers it)', () => {
  const address = {
    id: '1',
    type: 'Maison',
    rue: 'Avenue du Commerce',
    numero: '12',
    quartier: 'Gombe',
    commune: 'Gombe',
    ville: 'Kinshasa',
    telephone: '0812345678',
    is_default: true,
  };
  it.each([
    ['a complete address', {}, { type: 'Maison', ville: 'Kinshasa' }],
    ['an office', { type: 'Bureau' }, { type: 'Bureau' }],
    ['another city (forced to Kinshasa)', { ville: 'Lubumbashi' }, { ville: 'Kinshasa' }],
    ['an unknown type', { type: 'Chalet' }, { type: 'Autre' }],
    ['a numeric id', { id: 17 }, { id: '17' }],
  ])('reads %s', (_name, override, expected) => {
    expect(addressSchema.parse({ ...address, ...override })).toMatchObject(expected);
  });

  it.each([
    ['a non-numeric id', { id: 'abc' }],
    ['a missing street', { rue: undefined }],
    ['a negative id', { id: -1 }],
  ])('rejects %s', (_name, override) => {
    expect(addressSchema.safeParse({ ...address, ...override }).success).toBe(false);
  });
});

const home = { type: 'Maison', rue: 'Avenue Kabambare', numero: '47', quartier: 'Matonge III', commune: 'Kalamu', telephone: '0812345678' };

describe('addressInputSchema (a new address sent to the API)', () => {
  it.each([
    ['a complete address', home, { type: 'Maison', repere: '', is_default: false }],
    ['no type: a home', { ...home, type: undefined }, { type: 'Maison' }],
    ['a landmark', { ...home, repere: " en face de l'église " }, { repere: "en face de l'église" }],
    ['marked default', { ...home, is_default: true }, { is_default: true }],
  ])('takes %s', (_name, input, expected) => {
    expect(addressInputSchema.parse(input)).toMatchObject(expected);
  });

  it.each([
    ['no street', { ...home, rue: ' ' }, 'Rue/Avenue requise'],
    ['no number', { ...home, numero: undefined }, 'Numéro requis'],
    ['no quartier', { ...home, quartier: '' }, 'Quartier requis'],
    ['no commune', { ...home, commune: '' }, 'Commune requise'],
    ['no phone', { ...home, telephone: '' }, 'Téléphone requis'],
    ['an unknown type', { ...home, type: 'Château' }, "Type d'adresse inconnu : Maison, Bureau ou Autre."],
    [
      'a street on two lines',
      { ...home, rue: 'Avenue\nKabambare' },
      'Ce champ tient sur une seule ligne : retirez les retours à la ligne et les tabulations.',
    ],
    ['a landmark too long', { ...home, repere: 'x'.repeat(151) }, 'Assurez-vous que ce champ ne comporte pas plus de 150 caractères.'],
  ])('refuses %s', (_name, input, message) => {
    const parsed = addressInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe('addressPatchSchema and addressImportSchema', () => {
  it.each([
    ['one part', { numero: '7' }, true],
    ['the default moved', { is_default: true }, true],
    ['nothing', {}, false],
    ['an empty street', { rue: '' }, false],
  ])('a change of %s', (_name, input, ok) => {
    expect(addressPatchSchema.safeParse(input).success).toBe(ok);
  });

  it.each([
    ['one address', [home], true],
    ['none', [], false],
    ['twenty', Array.from({ length: 20 }, () => home), true],
    ['twenty-one', Array.from({ length: 21 }, () => home), false],
  ])('an import of %s', (_name, adresses, ok) => {
    expect(addressImportSchema.safeParse({ adresses }).success).toBe(ok);
  });
});
