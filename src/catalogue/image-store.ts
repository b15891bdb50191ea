import { createHash } from 'node:crypto';
import { access, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pMap from 'p-map';
import sharp from 'sharp';

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

/** Which content key each image URL had in the last builds (URLs are fingerprinted: one URL, one picture). */
export function imageUrlIndexFile(dataDir: string): string {
  return join(dataDir, 'cache', 'image-urls.json');
}

async function readIndex(file: string | undefined): Promise<Record<string, string>> {
  if (!file) return {};
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The key this exact URL had in an earlier build, when its variants are still in the cache. */
async function earlierKey(index: Record<string, string>, url: string, dir: string): Promise<string | null> {
  const key = index[url];
  if (typeof key !== 'string' || !/^[0-9a-f]{16}$/.test(key)) return null;
  for (const width of IMAGE_WIDTHS) if (!(await exists(join(dir, variantFile(key, width))))) return null;
  return key;
}

class MissingImage extends Error {}

export interface PrepareOptions {
  fetch: typeof fetch;
  dir: string;
  /** File remembering each URL's key between builds (`imageUrlIndexFile`), so an outage reuses the earlier copy. */
  urlIndex?: string;
  concurrency?: number;
  warn?: (message: string) => void;
}

/**
 * Downloads each distinct image URL once, names it by content hash and converts it to WebP variants
 * (skipped when the cache already holds them). Returns url → key. A URL the server says does not exist (404)
 * maps to null and gets the generated placeholder; any other failure (media outage, time-out, unreadable
 * picture) reuses the copy an earlier build made of that exact URL, or fails the build: a release never
 * swaps a real picture for a placeholder.
 */
export async function prepareImages(urls: Iterable<string>, options: PrepareOptions): Promise<Map<string, string | null>> {
  await mkdir(options.dir, { recursive: true });
  const index = await readIndex(options.urlIndex);
  const unique = [...new Set(urls)];
  const keys = await pMap(
    unique,
    async (url) => {
      try {
        const response = await options.fetch(url);
        if (response.status === 404) throw new MissingImage('HTTP 404');
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const bytes = new Uint8Array(await response.arrayBuffer());
        const key = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
        await convert(bytes, options.dir, key);
        return key;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (error instanceof MissingImage) {
          options.warn?.(`Image ${url} ignorée : ${reason}`);
          return null;
        }
        const earlier = await earlierKey(index, url, options.dir);
        if (earlier === null) throw new Error(`Image ${url} illisible (${reason}) et absente des versions précédentes`, { cause: error });
        options.warn?.(`Image ${url} illisible (${reason}) : copie de la version précédente`);
        return earlier;
      }
    },
    { concurrency: options.concurrency ?? 8 },
  );
  if (options.urlIndex) {
    const next = { ...index };
    unique.forEach((url, i) => {
      const key = keys[i];
      if (key) next[url] = key;
    });
    await writeFile(options.urlIndex, JSON.stringify(next));
  }
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
