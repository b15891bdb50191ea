import { mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, prepareImages, variantFile } from '../../../src/catalogue/image-store.ts';

const svg = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="300"><rect width="200" height="300" fill="${colour}"/></svg>`;

function server(files: Record<string, string>) {
  const requested: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    const body = files[url];
    return body ? new Response(body, { headers: { 'content-type': 'image/svg+xml' } }) : new Response('absent', { status: 404 });
  }) as typeof fetch;
  return { fetchImpl, requested };
}

describe('prepareImages', () => {
  it('converts each distinct image once into square WebP variants and reuses the cache', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kin-images-'));
    const files = { 'http://a/1.svg': svg('#0b3a82'), 'http://a/2.svg': svg('#0b3a82'), 'http://a/3.svg': svg('#f6c445') };
    const first = server(files);
    const keys = await prepareImages(['http://a/1.svg', 'http://a/1.svg', 'http://a/2.svg', 'http://a/3.svg', 'http://a/absent.svg'], {
      fetch: first.fetchImpl,
      dir,
    });

    expect(first.requested.filter((u) => u === 'http://a/1.svg')).toHaveLength(1);
    expect(keys.get('http://a/1.svg')).toBe(keys.get('http://a/2.svg'));
    expect(keys.get('http://a/3.svg')).not.toBe(keys.get('http://a/1.svg'));
    expect(keys.get('http://a/absent.svg')).toBeNull();
    expect((await readdir(dir)).sort()).toHaveLength(2 * IMAGE_WIDTHS.length);

    const key = keys.get('http://a/3.svg') as string;
    for (const width of IMAGE_WIDTHS) {
      const meta = await sharp(join(dir, variantFile(key, width))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
    }
    const before = (await stat(join(dir, variantFile(key, 320)))).mtimeMs;
    await prepareImages(['http://a/3.svg'], { fetch: server(files).fetchImpl, dir });
    expect((await stat(join(dir, variantFile(key, 320)))).mtimeMs).toBe(before);
  });
});
