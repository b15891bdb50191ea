import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nextAddressMap, writeAddressMap } from '../../../src/ops/category-redirect.ts';
import { resolvePath } from '../../../src/ops/release-files.ts';
import { completeRelease, fixtureFolder } from './fixture-release.ts';

/** An API that stores no address (the shop's Django backend): the build makes one from the name. */
const catalogue = (categories: [number, string][], brands: [number, string][] = []) => ({
  categories: categories.map(([id, nom]) => ({ id, nom })),
  brands: brands.map(([id, nom]) => ({ id, nom })),
});

describe('the address map each release carries', () => {
  it('a first release has addresses and nothing former', () => {
    expect(nextAddressMap(null, catalogue([[1, 'Bières']], [[7, 'Primus']]))).toEqual({
      categories: { 1: 'bieres' },
      marques: { 7: 'primus' },
      former: { categories: {}, marques: {} },
    });
  });

  it('renamed twice: both older addresses lead to the newest', () => {
    const first = nextAddressMap(null, catalogue([[1, 'Bières']]));
    const second = nextAddressMap(first, catalogue([[1, 'Bières blondes']]));
    const third = nextAddressMap(second, catalogue([[1, 'Bières du Congo']]));
    expect(third.categories).toEqual({ 1: 'bieres-du-congo' });
    expect(third.former.categories).toEqual({ bieres: 1, 'bieres-blondes': 1 });
  });

  it('a former address another category now uses, or of a deleted one, redirects no more', () => {
    const first = nextAddressMap(
      null,
      catalogue([
        [1, 'Bières'],
        [2, 'Jus'],
      ]),
    );
    const renamed = nextAddressMap(
      first,
      catalogue([
        [1, 'Bières blondes'],
        [2, 'Jus'],
      ]),
    );
    const reused = nextAddressMap(
      renamed,
      catalogue([
        [1, 'Bières blondes'],
        [3, 'Bières'],
      ]),
    );
    expect(reused.former.categories).toEqual({});
  });

  it('the stored address wins over the name, so a rename on the reference API keeps the address', () => {
    const first = nextAddressMap(null, { categories: [{ id: 1, nom: 'Bières', slug: 'bieres' }] });
    const renamed = nextAddressMap(first, { categories: [{ id: 1, nom: 'Boissons', slug: 'bieres' }] });
    expect(renamed).toEqual(first);
  });
});

describe('a former address answers 301 to the current one', () => {
  async function releaseAfterRenames() {
    const root = await fixtureFolder({
      ...completeRelease,
      'categorie/bieres-blondes/index.html': '<h1>Bières blondes</h1>',
      'shop/bieres-blondes/primus-bralima/index.html': '<h1>Primus</h1>',
    });
    const before = nextAddressMap(null, catalogue([[1, 'Blondes']], [[7, 'Primus']]));
    await writeAddressMap(root, nextAddressMap(before, catalogue([[1, 'Bières blondes']], [[7, 'Primus Bralima']])));
    return root;
  }

  it.each([
    ['/categorie/blondes', '', '/categorie/bieres-blondes'],
    ['/categorie/blondes/', '?tri=prix', '/categorie/bieres-blondes?tri=prix'],
    ['/categorie/blondes/page/2', '', '/categorie/bieres-blondes/page/2'],
    ['/shop/blondes/primus', '', '/shop/bieres-blondes/primus-bralima'],
    ['/shop/bieres-blondes/primus/', '', '/shop/bieres-blondes/primus-bralima'],
  ])('%s%s → %s', async (path, search, location) => {
    expect(resolvePath(await releaseAfterRenames(), path, search)).toEqual({ kind: 'redirect', location });
  });

  it('the current address is served, and the map itself is not', async () => {
    const root = await releaseAfterRenames();
    expect(resolvePath(root, '/categorie/bieres-blondes')).toEqual({
      kind: 'file',
      file: join(root, 'categorie', 'bieres-blondes', 'index.html'),
      status: 200,
    });
    expect(resolvePath(root, '/addresses.json')).toMatchObject({ status: 404 });
  });
});
