import { describe, expect, it } from 'vitest';
import { normalizeName } from '../../../src/domain/normalize-name.ts';
import { slugify } from '../../../src/domain/slug.ts';
import { brandName, findByName, matchesSearch } from '../../../src/domain/text-match.ts';

const categories = [{ nom: 'Eaux' }, { nom: 'Bières' }, { nom: 'Jus de fruits' }, { nom: 'Boissons gazeuses' }];

describe('normalizeName', () => {
  it.each([
    ['Bières', 'bieres'],
    ['  BIÈRES  ', 'bieres'],
    ['Jus-de   fruits', 'jus de fruits'],
    ['Éau_Fraîche', 'eau fraiche'],
    ['Ngaliema', 'ngaliema'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeName(input)).toBe(expected);
  });
});

describe('slugify', () => {
  it.each([
    ['Bières', 'bieres'],
    ['Jus de fruits', 'jus-de-fruits'],
    ['Boissons gazeuses & sodas', 'boissons-gazeuses-sodas'],
    ["L'eau minérale", 'l-eau-minerale'],
    ['  Eaux  ', 'eaux'],
    ['Primus 72 cl', 'primus-72-cl'],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('findByName', () => {
  it.each([
    ['biere', 'Bières'],
    ['bieres', 'Bières'],
    ['BIÈRES', 'Bières'],
    ['bières', 'Bières'],
    ['Bi%C3%A8res', 'Bières'],
    ['jus-de-fruits', 'Jus de fruits'],
    ['jus', 'Jus de fruits'],
    ['JUS DE FRUITS FRAIS', 'Jus de fruits'],
    ['gazeuse', 'Boissons gazeuses'],
    ['vin', undefined],
    ['', undefined],
    ['%E0%A4%A', undefined],
  ])('%j → %j', (query, expected) => {
    expect(findByName(categories, query)?.nom).toBe(expected ?? undefined);
  });

  it('finds "biere" (singular) in "Bières" by partial match', () => {
    // "biere" is contained in "bieres": partial fallback.
    expect(findByName(categories, 'biere')?.nom).toBe('Bières');
  });

  it('prefers an exact match over an earlier partial one', () => {
    const items = [{ nom: 'Jus de fruits' }, { nom: 'Jus' }];
    expect(findByName(items, 'jus')?.nom).toBe('Jus');
  });
});

describe('matchesSearch', () => {
  const primus = { nom: 'Primus 72 cl', marque: { id: 1, nom: 'Bralima' } };
  it.each([
    ['', true],
    ['primus', true],
    ['PRIM', true],
    ['bralima', true],
    ['BRAL', true],
    ['heineken', false],
    ['72 cl', true],
  ])('%j → %s', (query, expected) => {
    expect(matchesSearch(primus, query)).toBe(expected);
  });

  it.each([
    [{ nom: 'Jus Maracuja', marque: 'Énergie' }, 'energie', true],
    [{ nom: 'Eau Vitale', marque: null }, 'vitale', true],
    [{ nom: 'Eau Vitale' }, 'bralima', false],
  ])('brand in any shape %#', (product, query, expected) => {
    expect(matchesSearch(product, query)).toBe(expected);
  });

  it.each([
    [{ id: 1, nom: 'Bralima' }, 'Bralima'],
    ['Skol', 'Skol'],
    [null, ''],
    [undefined, ''],
    [{ nom: 3 }, ''],
  ])('brandName(%j) → %j', (marque, expected) => {
    expect(brandName(marque)).toBe(expected);
  });
});
