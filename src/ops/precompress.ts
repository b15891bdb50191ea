import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import pMap from 'p-map';
import { inlineScriptHashes } from './csp.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Quality of every `.br` of a release, pages included: brotli's best. A page is compressed once per
 * release and downloaded by every customer on metered data: quality 11 saves about 14 % of a page's
 * bytes against quality 4, for about 60 ms of one core per page (unchanged files are not compressed
 * again, see `previous`).
 */
export const BROTLI_QUALITY = constants.BROTLI_MAX_QUALITY;

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.xml', '.json', '.txt', '.webmanifest']);

export type PrecompressResult = {
  files: number;
  compressed: number;
  reused: number;
  scriptHashes: Set<string>;
  /** Each inline script's hash with the number of pages holding it: what the next release of what changed starts from. */
  pagesByHash: Map<string, number>;
};

export interface PrecompressOptions {
  /**
   * A release whose files were compressed with these same settings (the live one): a file identical
   * to its copy there takes that copy's `.br` and `.gz` instead of being compressed again. A rebuild
   * after a price change then compresses the few pages that changed.
   */
  previous?: string | null;
  /**
   * The release's files to compress, by path inside it (a release of hard links to the live one: only its new
   * files); every other file already has its `.br` and `.gz`. The inline scripts of every page are read all the same.
   */
  only?: ReadonlySet<string>;
  /**
   * With `only`: the hashes of the inline scripts of every page not in `only`, with the number of pages holding each
   * (the live release's, less its pages this one replaces or removes). Those pages are then not read: at 10 000
   * products reading them all took seconds of a release of what changed.
   */
  otherPages?: ReadonlyMap<string, number>;
}

/** Adds one page's hashes (each once) to `pagesByHash`, `sign` -1 to take a page away. */
export function countPageHashes(pagesByHash: Map<string, number>, html: string, sign: 1 | -1 = 1): void {
  for (const hash of new Set(inlineScriptHashes(html))) {
    const pages = (pagesByHash.get(hash) ?? 0) + sign;
    if (pages > 0) pagesByHash.set(hash, pages);
    else pagesByHash.delete(hash);
  }
}

/** Copies the `.br` and `.gz` of the same file in `previous`, when its content is identical. */
async function reuseCompressed(previous: string, path: string, file: string, content: Buffer): Promise<boolean> {
  const before = join(previous, path);
  try {
    if (!(await readFile(before)).equals(content)) return false;
    const [br, gzipped] = await Promise.all([readFile(`${before}.br`), readFile(`${before}.gz`)]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes `.br` and `.gz` beside every text file of a release (before it goes live, so the server
 * never compresses on the fly) and gathers the hashes of the inline scripts of its pages for the CSP.
 */
export async function precompressRelease(dir: string, options: PrecompressOptions = {}): Promise<PrecompressResult> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  const targets = files.filter((file) => COMPRESSIBLE.has(extname(file)));
  const pagesByHash = new Map(options.only === undefined ? [] : (options.otherPages ?? []));
  const readOthers = options.only === undefined || options.otherPages === undefined;
  let reused = 0;
  await pMap(
    targets,
    async (file) => {
      const path = relative(dir, file);
      const own = options.only === undefined || options.only.has(path);
      if (!own && !(file.endsWith('.html') && readOthers)) return;
      const content = await readFile(file);
      if (file.endsWith('.html')) countPageHashes(pagesByHash, content.toString('utf8'));
      if (!own) return;
      if (options.previous && (await reuseCompressed(options.previous, path, file, content))) {
        reused += 1;
        return;
      }
      const [br, gzipped] = await Promise.all([
        brotli(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
        }),
        gz(content, { level: file.endsWith('.html') ? 6 : 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    },
    { concurrency: 8 },
  );
  const compressed = options.only === undefined ? targets.length : targets.filter((file) => options.only?.has(relative(dir, file))).length;
  // The copies linked from the live release are not files of the release's own.
  return {
    files: files.filter((file) => !/\.(br|gz)$/.test(file)).length,
    compressed,
    reused,
    scriptHashes: new Set(pagesByHash.keys()),
    pagesByHash,
  };
}
