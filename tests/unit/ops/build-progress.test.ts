import { describe, expect, it } from 'vitest';
import { buildProgress } from '../../../src/ops/build-progress.ts';

function run(lines: Array<string | number>) {
  const said: string[] = [];
  let clock = 0;
  const feed = buildProgress({ info: (l) => said.push(`info ${l}`), warn: (l) => said.push(`warn ${l}`) }, () => clock);
  for (const line of lines) {
    if (typeof line === 'number') clock = line;
    else feed(line);
  }
  return said;
}

describe('buildProgress: what an astro build tells the operator', () => {
  it('the catalogue read, pages against the estimated total every 3 s, and the end', () => {
    expect(
      run([
        '16:06:52 [content] Syncing content',
        '16:06:52 [kin-catalogue-categories] 46 produits, 5 catégories, 24 marques, 0 avis, 51 images depuis http://127.0.0.1:4555/api/v1 en 269 ms',
        '16:06:52 [build] Building static entrypoints...',
        ' generating static routes ',
        '16:06:55   ├─ /404.html (+119ms) ',
        1000,
        '16:06:55   ├─ /achat.html (+35ms) ',
        3500,
        '16:06:56   ├─ /produit/1/index.html (+3ms) ',
        '16:06:56   ├─ /produit/2/index.html (+3ms) ',
        7000,
        '16:06:57 [build] 102 page(s) built in 7.79s',
      ]),
    ).toEqual([
      'info Construction : lecture du catalogue… (0 s)',
      'info Catalogue lu : 46 produits, 5 catégories, 24 marques, 0 avis, 51 images depuis http://127.0.0.1:4555/api/v1 en 269 ms',
      'info Construction : assemblage des scripts et des styles… (0 s)',
      'info Construction : écriture des pages… (0 s)',
      'info Construction : 3 / ≈212 pages (4 s)',
      'info Construction : 4 pages écrites en 7 s ; contrôle et compression…',
    ]);
  });

  it('no total before the catalogue is known', () => {
    expect(run([4000, '  ├─ /index.html (+1ms)'])).toEqual(['info Construction : 1 pages (4 s)']);
  });

  it.each([
    ['16:06:55 [WARN] [content] The collection "avis" does not exist or is empty. Please check your content config file for errors.', []],
    [
      '16:06:55 [WARN] [content] The collection "produits" does not exist or is empty.',
      ['warn [astro] 16:06:55 [WARN] [content] The collection "produits" does not exist or is empty.'],
    ],
    ['[ERROR] [build] Could not render /produit/1', ['warn [astro] [ERROR] [build] Could not render /produit/1']],
    ['16:06:52 [vite] ✓ built in 1.40s', []],
  ])('%s', (line, expected) => expect(run([line])).toEqual(expected));
});
