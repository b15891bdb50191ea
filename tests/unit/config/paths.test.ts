import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  categoryIndexPath,
  categoryPath,
  gestionPaths,
  legacyBrandPath,
  loginPathFor,
  paths,
  productPath,
  resetPasswordPath,
  supportPathFor,
} from '../../../src/config/paths.ts';
import { findPage, safeSegments } from '../../../src/ops/release-files.ts';

const pagesDir = join(import.meta.dirname, '../../../src/pages');
/** Values given to the dynamic segments of src/pages when the fake release is laid out. */
const SAMPLE: Record<string, string> = { id: '12', slug: 'bieres', n: '2', categorie: 'bieres', marque: 'primus', file: 'abc-320.webp' };

/** The file a page of src/pages becomes in a release (`build.format: 'preserve'`): `a/b.astro` → `a/b.html`, `x.json.ts` → `x.json`. */
const outputOf = (page: string) => page.replace(/\.astro$/, '.html').replace(/\.ts$/, '');
const pages = readdirSync(pagesDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(astro|ts)$/.test(entry.name))
  .map((entry) => outputOf(relative(pagesDir, join(entry.parentPath, entry.name)).split('\\').join('/')));

/** A release with an empty file for each page, dynamic segments filled from SAMPLE. */
const release = mkdtempSync(join(tmpdir(), 'kin-paths-'));
afterAll(() => rmSync(release, { recursive: true, force: true }));
const fileOf = new Map<string, string>();
for (const page of pages) {
  const file = join(
    release,
    page.replace(/\[(\w+)\]/g, (_, name: string) => SAMPLE[name] ?? name),
  );
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '');
  fileOf.set(file, page);
}

/** The page the serving process answers for a URL (query and fragment ignored), or null. */
function pageFor(url: string): string | null {
  const segments = safeSegments(new URL(url, 'http://kinboissons.invalid').pathname);
  const file = segments ? findPage(release, segments) : null;
  return file ? (fileOf.get(file) ?? null) : null;
}

describe('every path of src/config/paths.ts has its page in src/pages/', () => {
  it('reads the pages', () => expect(pages).toEqual(expect.arrayContaining(['index.html', 'Mon-panier.html', 'produit/[id]/index.html'])));

  it.each(Object.entries({ ...paths, ...gestionPaths }))('%s = %s', (_, path) => expect(pageFor(path)).not.toBeNull());

  it.each([
    [productPath(12), 'produit/[id]/index.html'],
    [categoryPath('bieres'), 'categorie/[slug]/index.html'],
    [categoryPath('bieres', 1), 'categorie/[slug]/index.html'],
    [categoryPath('bieres', 2), 'categorie/[slug]/page/[n]/index.html'],
    [categoryIndexPath('bieres'), 'categorie/[slug]/produits.json'],
    [legacyBrandPath('bieres', 'primus'), 'shop/[categorie]/[marque]/index.html'],
    [resetPasswordPath('MQ', 'abc-123'), 'reset-password/index.html'],
    [supportPathFor('KB-20261121-0001'), 'support.html'],
    [loginPathFor(paths.account), 'connexion.html'],
    [loginPathFor(paths.addresses, paths.loginShort), 'connexion.html'],
    [paths.loginShort, 'connexion.html'],
  ])('%s → %s', (path, page) => expect(pageFor(path)).toBe(page));

  it('a path of no page is caught', () => expect(pageFor('/mes-achats.html')).toBeNull());
});

describe('every page a visitor opens has its path in src/config/paths.ts', () => {
  const named = new Set([...Object.values(paths), ...Object.values(gestionPaths)].map(pageFor));
  const visited = pages.filter((page) => page.endsWith('.html') && !page.includes('[') && page !== '404.html');
  it.each(visited)('%s', (page) => expect(named).toContain(page));
});

describe('the small functions', () => {
  it.each([
    [supportPathFor('KB 1/2'), '/support.html?commande=KB%201%2F2'],
    [loginPathFor('/mes-commandes.html'), '/connexion.html?next=%2Fmes-commandes.html'],
    [resetPasswordPath('MQ', 'abc'), '/reset-password/MQ/abc'],
    [categoryPath('eaux', 3), '/categorie/eaux/page/3'],
  ])('%s = %s', (actual, expected) => expect(actual).toBe(expected));
});
