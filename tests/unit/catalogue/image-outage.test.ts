import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareImages } from '../../../src/catalogue/image-store.ts';

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300"><rect width="200" height="300" fill="#0b3a82"/></svg>';
const up = (async () => new Response(svg, { headers: { 'content-type': 'image/svg+xml' } })) as typeof fetch;
const down = (async () => new Response('indisponible', { status: 503 })) as typeof fetch;

/** A media outage during a build never swaps a real picture for a placeholder. */
describe('images during a media outage', () => {
  it('an image that cannot be fetched reuses the copy an earlier build made of that exact URL', async () => {
    const base = await mkdtemp(join(tmpdir(), 'kin-outage-'));
    const options = { dir: join(base, 'images'), urlIndex: join(base, 'image-urls.json') };
    const url = 'http://shop.test/media/produits/1.svg?v=abc';
    const before = await prepareImages([url], { ...options, fetch: up });
    const during = await prepareImages([url], { ...options, fetch: down });
    expect(before.get(url)).toMatch(/^[0-9a-f]{16}$/);
    expect(during.get(url)).toBe(before.get(url));
  });

  it('an image that cannot be fetched and was never fetched before fails the build', async () => {
    const base = await mkdtemp(join(tmpdir(), 'kin-outage-'));
    const options = { dir: join(base, 'images'), urlIndex: join(base, 'image-urls.json') };
    await prepareImages(['http://shop.test/media/produits/1.svg?v=abc'], { ...options, fetch: up });
    await expect(prepareImages(['http://shop.test/media/produits/1.svg?v=changed'], { ...options, fetch: down })).rejects.toThrow(
      /illisible \(HTTP 503\)/,
    );
  });
});
