import { describe, expect, it } from 'vitest';
import { checkRelease } from '../../../src/ops/release-check.ts';
import { catalogue, completeRelease, fixtureFolder } from './fixture-release.ts';

function without(...paths: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(completeRelease).filter(([path]) => !paths.includes(path)));
}

describe('checkRelease', () => {
  const cases: Array<{ name: string; files: Record<string, string>; problems: RegExp[] }> = [
    { name: 'a complete release passes', files: completeRelease, problems: [] },
    { name: 'no home page', files: without('index.html'), problems: [/page d'accueil absente/] },
    {
      name: 'home page that does not name the shop',
      files: { ...completeRelease, 'index.html': '<h1>Bienvenue</h1>' },
      problems: [/ne nomme pas Kin Boissons/],
    },
    {
      name: 'a product without page',
      files: without('produit/2/index.html'),
      problems: [/1 produit\(s\) sans page : produit\/2\/index.html/],
    },
    {
      name: 'a category without page (slug from the accented name)',
      files: without('categorie/bieres/index.html'),
      problems: [/1 catégorie\(s\) sans page : categorie\/bieres\/index.html/],
    },
    {
      name: 'a category folder without its index.html',
      files: { ...without('categorie/jus-de-fruits/index.html'), 'categorie/jus-de-fruits/autre.html': 'x' },
      problems: [/categorie\/jus-de-fruits\/index.html/],
    },
    { name: 'no service worker', files: without('sw.js'), problems: [/service worker absent \(sw.js\)/] },
    {
      name: 'a service worker that does not keep the offline page',
      files: { ...completeRelease, 'sw.js': 'precacheAndRoute([]);' },
      problems: [/ne garde pas \/hors-connexion.html/],
    },
    { name: 'no offline page', files: without('hors-connexion.html'), problems: [/hors-connexion.html absent/] },
    { name: 'no web app manifest', files: without('manifest.webmanifest'), problems: [/manifest.webmanifest absent/] },
  ];
  it.each(cases)('$name', async ({ files, problems }) => {
    const dir = await fixtureFolder(files);
    const found = await checkRelease(dir, catalogue);
    expect(found).toHaveLength(problems.length);
    problems.forEach((pattern, i) => {
      expect(found[i]).toMatch(pattern);
    });
  });

  it('lists at most five missing pages and the count of all', async () => {
    const dir = await fixtureFolder(completeRelease);
    const many = { ...catalogue, products: Array.from({ length: 9 }, (_, i) => ({ id: 100 + i })) };
    const [problem] = await checkRelease(dir, many);
    expect(problem).toMatch(/^9 produit\(s\) sans page : produit\/100\/index.html, .*produit\/104\/index.html, …$/);
  });
});
