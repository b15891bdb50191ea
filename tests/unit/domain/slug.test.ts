import { describe, expect, it } from 'vitest';
import { freeSlug, slugify, uniqueSlugs, wantedSlug } from '../../../src/domain/slug.ts';

describe('page addresses for any name', () => {
  it.each([
    ['Bières', 'bieres'],
    ['BIÈRES', 'bieres'],
    ['Jus de fruits', 'jus-de-fruits'],
    ['Weißbier & Cidre', 'weissbier-cidre'],
    ['Пиво', 'pivo'],
    ['Щедрий квас', 'shchedriy-kvas'],
    ['Μπύρα', 'mpyra'],
    ['!!!', ''],
    ['🍺', ''],
    ['مشروبات', ''],
    ['啤酒', ''],
    [`${'Жигулёвское '.repeat(30)}`, expect.stringMatching(/^(zhigulevskoe-){5}zhigulevskoe$/)],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toEqual(slug);
  });

  it.each([
    ['categorie', 12, '🍺', 'categorie-12'],
    ['marque', 7, '!!!', 'marque-7'],
    ['categorie', 3, 'Sodas', 'sodas'],
  ] as const)('a new %s %i named %j asks for %j', (kind, id, name, slug) => {
    expect(wantedSlug(kind, id, name)).toBe(slug);
  });

  it('a taken address gets the first free suffix', () => {
    const taken = new Set(['bieres', 'bieres-2']);
    expect(freeSlug('bieres', (s) => taken.has(s))).toBe('bieres-3');
  });

  it('every category of a catalogue gets one address of its own, the stored one first', () => {
    const slugs = uniqueSlugs('categorie', [
      { id: 4, nom: 'BIÈRES' },
      { id: 1, nom: 'Bières', slug: 'bieres' },
      { id: 2, nom: '🍺' },
      { id: 3, nom: '啤酒' },
      { id: 5, nom: 'Sodas', slug: 'Sodas /../' },
    ]);
    expect(Object.fromEntries(slugs)).toEqual({ 1: 'bieres', 2: 'categorie-2', 3: 'categorie-3', 4: 'bieres-2', 5: 'sodas' });
  });
});
