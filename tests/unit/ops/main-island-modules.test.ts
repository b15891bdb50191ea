import { describe, expect, it } from 'vitest';
import { withIntentModules, withMainIslandModules } from '../../../src/ops/main-island-modules.ts';

/** A bundle's chunks and their static imports, as the client build reports them (file names under the output folder). */
const IMPORTS = new Map<string, readonly string[]>([
  ['_astro/AddToCart.a.js', ['_astro/islands.b.js', '_astro/shop.c.js', '_astro/product.d.js']],
  ['_astro/client.e.js', ['_astro/islands.b.js']],
  ['_astro/islands.b.js', []],
  ['_astro/shop.c.js', ['_astro/islands.b.js']],
  ['_astro/product.d.js', ['_astro/shop.c.js', '_astro/stock.f.js']],
  ['_astro/stock.f.js', []],
  ['_astro/CartBadge.g.js', ['_astro/islands.b.js']],
]);

/** An island as Astro writes it (its `opts` entity-encoded), with the directive and its value. */
const island = (component: string, client: string, value: string) =>
  `<astro-island uid="u" component-url="/_astro/${component}" component-export="default" renderer-url="/_astro/client.e.js" ssr client="${client}" opts="{&quot;name&quot;:&quot;X&quot;,&quot;value&quot;:${value}}" await-children>`;

describe('withMainIslandModules', () => {
  it('writes into the main island every module its component and renderer import, the nearest first, each once', () => {
    const html = `<header>${island('CartBadge.g.js', 'idle-main-first', 'true')}</header><main>${island('AddToCart.a.js', 'idle-main-first', '&quot;main&quot;')}</main>`;
    const written = withMainIslandModules(html, IMPORTS);
    const tags = [...written.matchAll(/<astro-island\b[^>]*>/g)].map(([tag]) => tag);
    expect(tags[0]).not.toContain('data-modules');
    expect(tags[1]?.match(/ data-modules="([^"]*)"/)?.[1]?.split(' ')).toEqual([
      '/_astro/AddToCart.a.js',
      '/_astro/client.e.js',
      '/_astro/islands.b.js',
      '/_astro/shop.c.js',
      '/_astro/product.d.js',
      '/_astro/stock.f.js',
    ]);
    expect(written.replace(/ data-modules="[^"]*"/, '')).toBe(html);
  });

  it("writes the same list into a main island that asks after its first act's modules", () => {
    const written = withMainIslandModules(island('AddToCart.a.js', 'idle-main-first', '&quot;main-after-intent&quot;'), IMPORTS);
    expect(written.match(/ data-modules="([^"]*)"/)?.[1]?.split(' ')).toHaveLength(6);
  });

  it('leaves a page without a main island as it is, and a page already written as it is (the step runs once or twice alike)', () => {
    const plain = `<p>${island('CartBadge.g.js', 'idle-main-first', 'true')}${island('AddToCart.a.js', 'idle', 'true')}</p>`;
    expect(withMainIslandModules(plain, IMPORTS)).toBe(plain);
    const once = withMainIslandModules(island('AddToCart.a.js', 'idle-main-first', '&quot;main&quot;'), IMPORTS);
    expect(withMainIslandModules(once, IMPORTS)).toBe(once);
  });

  it('stops the build when a main island names a module the bundle does not hold', () => {
    const html = island('Gone.z.js', 'idle-main-first', '&quot;main&quot;');
    expect(() => withMainIslandModules(html, IMPORTS)).toThrow('_astro/Gone.z.js');
  });
});

describe('withIntentModules', () => {
  const FILES = new Map([
    ['src/stores/checkout/send.ts', '_astro/AddToCart.a.js'],
    ['src/api/client.ts', '_astro/product.d.js'],
  ]);

  it("turns a page's source modules into every file they need, each once, and leaves the rest of the page as it is", () => {
    const html = '<p id="s" data-intent-sources="src/stores/checkout/send.ts src/api/client.ts"></p><p data-x="1"></p>';
    expect(withIntentModules(html, IMPORTS, FILES)).toBe(
      '<p id="s" data-intent-modules="/_astro/AddToCart.a.js /_astro/product.d.js /_astro/islands.b.js /_astro/shop.c.js /_astro/stock.f.js"></p><p data-x="1"></p>',
    );
    expect(withIntentModules('<p data-x="1"></p>', IMPORTS, FILES)).toBe('<p data-x="1"></p>');
  });

  it('stops the build when a source module is in no file of the bundle', () => {
    expect(() => withIntentModules('<p data-intent-sources="src/gone.ts"></p>', IMPORTS, FILES)).toThrow('src/gone.ts');
  });
});
