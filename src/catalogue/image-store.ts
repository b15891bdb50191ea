import { createHash } from 'node:crypto';
import { access, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { mapLimit } from './map-limit.ts';

/** Widths (px) of the square WebP variants made from every catalogue image. */
export const IMAGE_WIDTHS = [320, 640] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Converted images survive between builds here, keyed by the content hash of the source. */
export function imageCacheDir(dataDir: string): string {
  return join(dataDir, 'cache', 'images');
}

export const variantFile = (key: string, width: ImageWidth) => `${key}-${width}.webp`;

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

async function convert(source: Uint8Array, dir: string, key: string): Promise<void> {
  const isSvg = /^\s*(<\?xml|<svg)/.test(Buffer.from(source.subarray(0, 64)).toString('utf8'));
  for (const width of IMAGE_WIDTHS) {
    const target = join(dir, variantFile(key, width));
    if (await exists(target)) continue;
    const out = await sharp(source, isSvg ? { density: 300 } : {})
      .resize(width, width, { fit: 'cover' })
      .webp({ quality: 72 })
      .toBuffer();
    await writeFile(target, out);
  }
}

export interface PrepareOptions {
  fetch: typeof fetch;
  dir: string;
  concurrency?: number;
  warn?: (message: string) => void;
}

/**
 * Downloads each distinct image URL once, names it by content hash and converts it to WebP variants
 * (skipped when the cache already holds them). Returns url → key; a URL that cannot be read maps to null
 * and gets the generated placeholder.
 */
export async function prepareImages(urls: Iterable<string>, options: PrepareOptions): Promise<Map<string, string | null>> {
  await mkdir(options.dir, { recursive: true });
  const unique = [...new Set(urls)];
  const keys = await mapLimit(unique, options.concurrency ?? 8, async (url) => {
    try {
      const response = await options.fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const key = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      await convert(bytes, options.dir, key);
      return key;
    } catch (error) {
      options.warn?.(`Image ${url} ignorée : ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  });
  return new Map(unique.map((url, index) => [url, keys[index] ?? null]));
}

/** Bytes of a converted variant, for the static image endpoint. */
export function readVariant(dir: string, file: string): Promise<Buffer> {
  return readFile(join(dir, file));
}

/** A variant as a `data:` URL, for the first image of a page: painted with the HTML, without a second round trip. */
export async function inlineVariant(dir: string, key: string, width: ImageWidth): Promise<string> {
  return `data:image/webp;base64,${(await readFile(join(dir, variantFile(key, width)))).toString('base64')}`;
}

/** Bytes of each variant in `IMAGE_WIDTHS` order: what the data saver tells the customer it left unloaded. */
export function variantBytes(dir: string, key: string): Promise<number[]> {
  return Promise.all(IMAGE_WIDTHS.map(async (width) => (await stat(join(dir, variantFile(key, width)))).size));
}
