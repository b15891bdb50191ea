import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preloadIslandScripts } from '../../../src/ops/island-preload.ts';
import { writeFiles } from './fixture-release.ts';

const island = (client: string, component: string) =>
  `<astro-island uid="1" component-url="/_astro/${component}" renderer-url="/_astro/client.js" client="${client}" ssr></astro-island>`;
const page = (body: string) => `<!doctype html><html lang="fr"><head><title>Kin Boissons</title></head><body>${body}</body></html>`;

async function release(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'kin-preload-'));
  await writeFiles(dir, {
    '_astro/client.js': 'import{r as e}from"./react.js";export{e as default};',
    '_astro/react.js': 'import"./runtime.js";export const r=1;',
    '_astro/runtime.js': 'export const x=1;',
    '_astro/AddToCart.js': 'import{r}from"./react.js";import{m}from"./shop.js";const cart=()=>import("./cart.js");export default r;',
    '_astro/shop.js': 'export const m=1;',
    '_astro/cart.js': 'import"./contract.js";export const c=1;',
    '_astro/contract.js': 'export const z=1;',
    '_astro/CartBadge.js': 'import{r}from"./react.js";export default r;',
    ...files,
  });
  return dir;
}
const links = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);

describe('a page asks for every module its islands import, with the page', () => {
  it('preloads the static imports of the islands that hydrate on their own, not the import() chunks', async () => {
    const dir = await release({ 'produit/1/index.html': page(island('idle', 'AddToCart.js')) });
    expect(await preloadIslandScripts(dir)).toBe(1);
    const html = await readFile(join(dir, 'produit/1/index.html'), 'utf8');
    expect(links(html).sort()).toEqual(
      ['/_astro/AddToCart.js', '/_astro/client.js', '/_astro/react.js', '/_astro/runtime.js', '/_astro/shop.js'].sort(),
    );
    // In the head, before the body: requested while the HTML is still arriving.
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves alone the islands that wait for the customer or for something stored (data saver: no React on a first visit)', async () => {
    const dir = await release({
      'categorie/bieres/index.html': page(island('idle-unless-saver', 'CartBadge.js') + island('visible', 'AddToCart.js')),
      'a-propos/index.html': page('<p>Kin Boissons</p>'),
    });
    expect(await preloadIslandScripts(dir)).toBe(0);
    expect(links(await readFile(join(dir, 'categorie/bieres/index.html'), 'utf8'))).toEqual([]);
  });

  it('one link per module, however many islands share it, and running again changes nothing', async () => {
    const dir = await release({ 'index.html': page(island('idle', 'CartBadge.js') + island('load', 'AddToCart.js')) });
    await preloadIslandScripts(dir);
    const once = await readFile(join(dir, 'index.html'), 'utf8');
    expect(links(once)).toHaveLength(new Set(links(once)).size);
    expect(await preloadIslandScripts(dir)).toBe(0);
    expect(await readFile(join(dir, 'index.html'), 'utf8')).toBe(once);
  });
});
