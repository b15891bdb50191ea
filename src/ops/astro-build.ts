import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { lock } from 'proper-lockfile';
import { z } from 'zod';
import { howItEnded, runNodeChild } from './node-child.ts';

export type AstroBuildOptions = {
  /** `build` (the default) or `sync`: the content layer alone, its data store written again (render-functions.ts). */
  command?: 'build' | 'sync';
  projectDir: string;
  outDir: string;
  /** The build's current folder: an empty folder of its own inside the project (see runAstroBuild). */
  workDir: string;
  catalogueApiUrl: string;
  publicApiUrl: string;
  /** Extra environment for the build (SITE_URL, DATA_DIR…), passed down by the entry that read the configuration. */
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
};

/** Astro's command-line entry as its package.json declares it (`bin.astro`). */
function astroEntry(projectDir: string): string {
  const manifest = createRequire(join(projectDir, 'package.json')).resolve('astro/package.json');
  const { bin } = z.object({ bin: z.object({ astro: z.string() }).partial().optional() }).parse(JSON.parse(readFileSync(manifest, 'utf8')));
  return join(dirname(manifest), bin?.astro ?? 'bin/astro.mjs');
}

export type AstroBuildResult = { peakMemoryBytes: number; durationMs: number };

/**
 * Astro keeps one cache per project folder (`<project>/.astro/`: the content store, its assets' module), written by
 * every build and sync through temporary files renamed into place. Two builds of one folder at once (two shop
 * processes on one checkout, test files on two workers) rename each other's files and one fails (decision 045;
 * `npm run build`, `astro build` itself, does not come through here and takes no lock). So a build takes this folder's lock first, across processes:
 * proper-lockfile (a directory made atomically, its date refreshed while held, taken over once stale when its holder
 * died), and the next build waits for it.
 */
const BUILD_LOCK = '.astro-build.lock';
/**
 * A holder that has not refreshed the lock for this long is taken for dead (refreshed every half of it; the holder
 * only waits for its build's child process): a shop killed while building delays the next build by at most this.
 */
const LOCK_STALE_MS = 10_000;

export async function takeBuildLock(projectDir: string, log?: (line: string) => void): Promise<() => Promise<void>> {
  const options = {
    lockfilePath: join(projectDir, BUILD_LOCK),
    realpath: false,
    stale: LOCK_STALE_MS,
    // Lost (its date could not be refreshed in time): the build goes on; the worst is the failed build this lock avoids.
    onCompromised: (error: Error) => log?.(`Verrou de construction perdu : ${error.message}`),
  };
  try {
    return await lock(projectDir, options);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    log?.('Une autre construction du site est en cours dans ce dossier : attente de sa fin.');
    return lock(projectDir, { ...options, retries: { forever: true, minTimeout: 200, maxTimeout: 1_000 } });
  }
}

/**
 * Runs `astro build` (or `astro sync`) in a child process on this very Node (process.execPath, so Node 24),
 * pointed at the catalogue API and writing into `outDir`; rejects with the end of its output.
 */
export async function runAstroBuild(options: AstroBuildOptions): Promise<AstroBuildResult> {
  // Astro writes its intermediate server files (`.prerender/`, which import packages from node_modules)
  // into outDir when outDir "is inside" its current folder, tested as a bare string prefix, else into
  // `<current folder>/.astro/`. From the project folder, a data folder beside it (`/srv/kin-boissons-data`
  // next to `/srv/kin-boissons`) passes that test, and the build fails to import its own packages. Run
  // from an empty folder of its own inside the project, no outDir can share its prefix: the
  // intermediate files always land inside the project (packages resolve), and never in another
  // build's folder (docs/decisions/010).
  const command = options.command ?? 'build';
  const release = await takeBuildLock(options.projectDir, options.log);
  const end = await runNodeChild({
    args: [astroEntry(options.projectDir), command, '--root', options.projectDir],
    cwd: options.workDir,
    // Read back by astro.config.mjs through src/config/ (the build's schema).
    env: {
      ...options.env,
      ASTRO_OUT_DIR: options.outDir,
      CATALOGUE_API_URL: options.catalogueApiUrl,
      PUBLIC_API_URL: options.publicApiUrl,
      ASTRO_TELEMETRY_DISABLED: '1',
      FORCE_COLOR: '0',
      NO_COLOR: '1',
    },
    onLine: (line) => options.log?.(line),
  }).finally(() => release().catch((error: unknown) => options.log?.(`Verrou de construction : ${String(error)}`)));
  if (end.code !== 0) throw new Error(`astro ${command} a échoué (${howItEnded(end)}) :\n${end.tail.slice(-12).join('\n')}`);
  return { peakMemoryBytes: end.peakMemoryBytes, durationMs: end.durationMs };
}
