/**
 * The shop a benchmark measures when it is given no address: `src/serve.ts` on a fresh data folder and a port the
 * system picks, once its first release is served; with `--nginx`, Debian's nginx in front of it with the site file
 * of docs/deploying.md (HTTP/2, TLS, the release's files from the disk), the production path.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx } from './nginx.ts';
import { firstRelease, startShop } from './start-shop.ts';

/** Chromium of the benchmarks: no sandbox (root in a container), no GPU, nothing of its own on the network. */
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'];

export interface MeasuredShop {
  /** What the benchmark measures: the shop, or nginx in front of it. */
  url: string;
  /** The shop itself, for the benchmark's own look-ups (which page to measure), never measured. */
  directUrl: string;
  /** Chromium flags the address needs (nginx's throw-away certificate trusted). */
  trustArgs: string[];
  /** The benchmarks' Chromium flags, those included. */
  browserArgs: string[];
  /** Which path, for the benchmark's first line. */
  path: string;
  stop: () => Promise<void>;
}

/** `[shop URL] [--nginx]` of a benchmark's command line. */
export function benchTarget(argv: readonly string[]): { url: string | undefined; nginx: boolean } {
  const args = argv.slice(2);
  return { url: args.find((arg) => !arg.startsWith('--')), nginx: args.includes('--nginx') };
}

export async function freshShop(name: string, options: { nginx: boolean }): Promise<MeasuredShop> {
  const root = await mkdtemp(join(tmpdir(), `kin-${name}-`));
  const dataDir = join(root, 'data');
  const shop = await firstRelease(await startShop({ env: { DATA_DIR: dataDir, ...(options.nginx ? { TRUST_PROXY: '127.0.0.1' } : {}) } }));
  const nginx = options.nginx
    ? await startNginx({ dir: join(root, 'nginx'), dataDir, shopPort: shop.port }).catch(async (error: unknown) => {
        await shop.stop();
        throw error;
      })
    : null;
  return {
    url: nginx?.url ?? shop.url,
    directUrl: shop.url,
    trustArgs: nginx ? [nginx.chromiumTrust] : [],
    browserArgs: [...BROWSER_ARGS, ...(nginx ? [nginx.chromiumTrust] : [])],
    path: nginx ? 'nginx 1.22 (HTTP/2, TLS) devant npm start' : 'npm start (HTTP/1.1)',
    stop: async () => {
      await nginx?.stop();
      await shop.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** A running shop named on the command line: measured as it is. */
export function givenShop(url: string): MeasuredShop {
  const base = url.replace(/\/+$/, '');
  return { url: base, directUrl: base, trustArgs: [], browserArgs: BROWSER_ARGS, path: base, stop: async () => {} };
}
