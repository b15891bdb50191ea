import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findAsset, resolvePath } from '../../../src/ops/release-files.ts';
import { completeRelease, fixtureFolder } from './fixture-release.ts';

const root = await fixtureFolder(completeRelease);

describe('resolvePath follows the URL layout of a release', () => {
  const pages: Array<[string, string]> = [
    ['/', 'index.html'],
    ['/boutique', 'boutique/index.html'],
    ['/boutique/', 'boutique/index.html'],
    ['/achat.html', 'achat.html'],
    ['/achat', 'achat.html'],
    ['/Mon-panier.html', 'Mon-panier.html'],
    ['/produit/2', 'produit/2/index.html'],
    ['/categorie/bieres', 'categorie/bieres/index.html'],
    ['/reset-password', 'reset-password/index.html'],
    ['/reset-password/MTI/abc-123', 'reset-password/index.html'],
    ['/robots.txt', 'robots.txt'],
  ];
  it.each(pages)('%s → %s', (path, file) => {
    expect(resolvePath(root, path)).toEqual({ kind: 'file', file: join(root, file), status: 200 });
  });

  const redirects: Array<[string, string]> = [
    ['/categorie/Bi%C3%A8res', '/categorie/bieres'],
    ['/categorie/BIERES', '/categorie/bieres'],
    ['/categorie/Jus%20de%20Fruits', '/categorie/jus-de-fruits'],
    ['/categorie/jus', '/categorie/jus-de-fruits'],
    ['/categorie/bi%C3%A8re', '/categorie/bieres'],
  ];
  it.each(redirects)('%s → 301 %s', (path, location) => {
    expect(resolvePath(root, path)).toEqual({ kind: 'redirect', location });
  });

  it('keeps the query string on a category redirect', () => {
    expect(resolvePath(root, '/categorie/Bi%C3%A8res', '?marque=primus')).toEqual({
      kind: 'redirect',
      location: '/categorie/bieres?marque=primus',
    });
  });

  const missing = [
    '/release.json',
    '/nulle-part',
    '/produit/999',
    '/categorie/vins',
    '/../../etc/passwd',
    '/%2e%2e/secret',
    '/%E0%A4%A',
    '/_astro/absent.js',
  ];
  it.each(missing)('%s → 404 page', (path) => {
    expect(resolvePath(root, path)).toEqual({ kind: 'file', file: join(root, '404.html'), status: 404 });
  });

  it('answers missing when the release has no 404 page', async () => {
    const bare = await fixtureFolder({ 'index.html': 'x' });
    expect(resolvePath(bare, '/nulle-part')).toEqual({ kind: 'missing' });
  });
});

describe('findAsset', () => {
  it('looks in the newest release that still has the asset', async () => {
    const older = await fixtureFolder({ '_astro/old.111.js': 'old', '_astro/both.js': 'older' });
    const newer = await fixtureFolder({ '_astro/new.222.js': 'new', '_astro/both.js': 'newer' });
    expect(findAsset([newer, older], ['_astro', 'old.111.js'])).toBe(join(older, '_astro/old.111.js'));
    expect(findAsset([newer, older], ['_astro', 'both.js'])).toBe(join(newer, '_astro/both.js'));
    expect(findAsset([newer, older], ['_astro', 'gone.js'])).toBeNull();
  });
});
