import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { inlineScriptHashes } from './csp.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.xml', '.json', '.txt', '.webmanifest']);

async function mapLimit<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await run(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export type PrecompressResult = { files: number; compressed: number; scriptHashes: Set<string> };

/**
 * Writes `.br` and `.gz` beside every text file of a release (before it goes live, so the server
 * never compresses on the fly) and gathers the hashes of the inline scripts of its pages for the CSP.
 */
export async function precompressRelease(dir: string): Promise<PrecompressResult> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  const targets = files.filter((file) => COMPRESSIBLE.has(extname(file)));
  const scriptHashes = new Set<string>();
  await mapLimit(targets, 8, async (file) => {
    const content = await readFile(file);
    const isHtml = file.endsWith('.html');
    if (isHtml) for (const hash of inlineScriptHashes(content.toString('utf8'))) scriptHashes.add(hash);
    // Pages are many and rebuilt often: fast settings; hashed assets are few and cached a year: the best.
    const quality = isHtml ? 4 : constants.BROTLI_MAX_QUALITY;
    const [br, gzipped] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
      gz(content, { level: isHtml ? 6 : 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  });
  return { files: files.length, compressed: targets.length, scriptHashes };
}
