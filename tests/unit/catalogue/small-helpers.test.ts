import { describe, expect, it } from 'vitest';
import { brandOptions, PAGE_SIZE, pageCount, pageSlice } from '../../../src/catalogue/paging.ts';
import { jsonLdText } from '../../../src/components/json-ld.ts';
import { classifyMissingPath } from '../../../src/components/not-found.ts';
import { categoryPath } from '../../../src/config/paths.ts';

describe('paging', () => {
  it.each([
    [0, 1],
    [1, 1],
    [PAGE_SIZE, 1],
    [PAGE_SIZE + 1, 2],
    [PAGE_SIZE * 3, 3],
  ])('%i products → %i page(s)', (n, pages) => expect(pageCount(n)).toBe(pages));
  it.each([
    [1, '/categorie/bieres'],
    [2, '/categorie/bieres/page/2'],
    [7, '/categorie/bieres/page/7'],
  ])('page %i → %s', (page, path) => expect(categoryPath('bieres', page)).toBe(path));
  it('slices the right products', () => {
    const items = Array.from({ length: PAGE_SIZE + 3 }, (_, i) => i);
    expect(pageSlice(items, 2)).toEqual([PAGE_SIZE, PAGE_SIZE + 1, PAGE_SIZE + 2]);
    expect(pageSlice(items, 1)).toHaveLength(PAGE_SIZE);
  });
  it('lists distinct brands sorted, French order, without empty ones', () => {
    expect(
      brandOptions([
        { marque: 'Primus' },
        { marque: null },
        { marque: 'Mützig' },
        { marque: 'Castel' },
        { marque: 'Primus' },
        { marque: 'Énergie' },
      ]),
    ).toEqual(['Castel', 'Énergie', 'Mützig', 'Primus']);
  });
});

describe('jsonLdText', () => {
  it.each(['</script><script>alert(1)</script>', 'A & B <b>', 'ligne\u2028séparée', 'Bière "forte"'])(
    'keeps %j inert and equal after parsing',
    (name) => {
      const text = jsonLdText({ name });
      expect(text).not.toMatch(/<|>|&/);
      expect(JSON.parse(text)).toEqual({ name });
    },
  );
});

describe('classifyMissingPath', () => {
  it.each([
    ['/produit/99999', { kind: 'product' }],
    ['/produit/abc/', { kind: 'product' }],
    ['/categorie/BI%C3%88RES', { kind: 'category', name: 'BIÈRES' }],
    ['/categorie/jus/page/9', { kind: 'category', name: 'jus' }],
    ['/categorie/%E0%A4%A', { kind: 'category', name: '%E0%A4%A' }],
    ['/nimporte-quoi', { kind: 'page' }],
    ['/categorie/', { kind: 'page' }],
  ])('%s → %o', (path, expected) => expect(classifyMissingPath(path)).toEqual(expected));
});
