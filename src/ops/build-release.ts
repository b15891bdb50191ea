import { realpathSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readCatalogue } from '../catalogue/catalogue-reader.ts';
import { opsMessages } from '../messages/ops.ts';
import { runAstroBuild } from './astro-build.ts';
import { type AddressMap, nextAddressMap, readAddressMap, writeAddressMap } from './category-redirect.ts';
import { buildCsp, originOf } from './csp.ts';
import { failureCause } from './failure-cause.ts';
import { writeNginxRelease } from './nginx-release.ts';
import { BROTLI_QUALITY, precompressRelease } from './precompress.ts';
import { type CatalogueSummary, checkRelease } from './release-check.ts';
import { type ReleaseManifest, readManifestSync, writeManifest } from './release-manifest.ts';
import { pruneReleasesApart, removeReleaseApart } from './release-removal.ts';
import { currentLink, ensureReleasesDir, newReleaseId, releasesDir, removeRelease, renderFunctionsDir, switchCurrent } from './releases.ts';
import { reviseServiceWorker, writeServiceWorker } from './service-worker.ts';
import type { TimeStep } from './step-times.ts';

export type BuildReleaseOptions = {
  projectDir: string;
  dataDir: string;
  catalogueApiUrl: string;
  publicApiUrl: string;
  env?: Record<string, string | undefined>;
  /** The build's output, line by line. */
  log?: (line: string) => void;
  /** A problem met once the release is live (it stays live). */
  warn?: (line: string) => void;
  keep?: number;
};

/** The content layer's cache of a data folder: its data store (`data-store.json`) is the catalogue the pages render. */
export const astroCacheDir = (dataDir: string): string => join(dataDir, 'cache', 'astro');

/**
 * Beside a release's render functions: the hash of each inline script of its pages with the number of pages holding
 * it, so that a release of what changed reads only the pages it replaces (precompress.ts, `otherPages`).
 */
export const scriptHashesFile = (dataDir: string, id: string): string => join(renderFunctionsDir(dataDir, id), 'script-hashes.json');

/** The folder, inside a build's own, where it keeps its render functions (render-functions.ts). */
const RENDER_FUNCTIONS = 'render-functions';

export type BuiltRelease = ReleaseManifest & { peak_memory_bytes: number };

/** The live release, when its files were compressed as this build compresses them (their `.br` can be reused). */
function compressedAlike(dataDir: string): string | null {
  try {
    const live = realpathSync(currentLink(dataDir));
    return readManifestSync(live)?.brotli_quality === BROTLI_QUALITY ? live : null;
  } catch {
    return null;
  }
}

/** The live release's address map: its former addresses carry over, so a link from any earlier release still redirects. */
function liveAddressMap(dataDir: string): AddressMap | null {
  try {
    return readAddressMap(realpathSync(currentLink(dataDir)));
  } catch {
    return null;
  }
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What `publishRelease` needs besides the release's own preparation. */
export type PublishOptions = {
  dataDir: string;
  /** Releases kept on disk besides the live one (pruneReleasesApart). */
  keep?: number;
  /** Where a problem met once the release is live is told (the process's log, in French). */
  warn?: (line: string) => void;
  /**
   * Removes the old releases; pruneReleasesApart unless a caller needs another (release-removal.ts:
   * never on the serving process's file-system pool).
   */
  prune?: (dataDir: string, keep: number) => Promise<unknown>;
  /** Times the switch and the pruning (step-times.ts). */
  time?: TimeStep;
};

/**
 * Prepares a release in its own folder, then switches `current` to it. A failure before the switch removes
 * the folder and leaves `current` untouched; once switched, the release is live and stays: a failure after
 * the switch (removing old releases) is only logged, the publication has happened.
 */
export async function publishRelease<T>(
  id: string,
  prepare: (dir: string) => Promise<T>,
  { dataDir, keep = 3, warn = () => {}, prune = pruneReleasesApart, time = async (_name, work) => work() }: PublishOptions,
): Promise<T> {
  const dir = join(releasesDir(dataDir), id);
  let result: T;
  try {
    result = await prepare(dir);
    await time('switch', () => switchCurrent(dataDir, id));
  } catch (error) {
    // In a child process; here when none can start (the process is stopping).
    await removeReleaseApart(dataDir, id).catch(() => removeRelease(dataDir, id));
    throw error;
  }
  try {
    await time('prune', () => prune(dataDir, keep));
  } catch (error) {
    warn(opsMessages.build.pruneFailed(id, reason(error)));
  }
  return result;
}

/**
 * Builds a release beside the live one, checks it, precompresses it and only then switches
 * `current` to it. Any failure before the switch removes the half-built folder, leaves `current`
 * untouched and throws an error naming the API URL and the reason (publishRelease).
 */
export async function buildRelease(options: BuildReleaseOptions): Promise<BuiltRelease> {
  const started = Date.now();
  const id = newReleaseId(new Date(started));
  const fail = releaseFailure(id, options.catalogueApiUrl);
  await ensureReleasesDir(options.dataDir);
  const publish: PublishOptions = {
    dataDir: options.dataDir,
    ...(options.keep === undefined ? {} : { keep: options.keep }),
    ...(options.warn ? { warn: options.warn } : {}),
  };
  return publishRelease(
    id,
    async (dir) => {
      let catalogue: CatalogueSummary;
      try {
        catalogue = await readCatalogue({ baseUrl: options.catalogueApiUrl });
      } catch (error) {
        throw fail('lecture du catalogue', new Error(failureCause(error), { cause: error }));
      }
      await mkdir(dir);
      let peak = 0;
      const workDir = join(options.projectDir, '.astro', 'builds', `${id}-${process.pid}`);
      try {
        await mkdir(workDir, { recursive: true });
        const build = {
          projectDir: options.projectDir,
          outDir: dir,
          workDir,
          catalogueApiUrl: options.catalogueApiUrl,
          publicApiUrl: options.publicApiUrl,
          // astro.config.mjs sets `cacheDir` from it (the build's schema in src/config/): the
          // content-layer store then belongs to this data folder instead of the whole checkout.
          env: {
            ASTRO_CACHE_DIR: astroCacheDir(options.dataDir),
            // The build keeps its render functions in its own folder; they are kept beside the release below.
            ASTRO_RENDER_DIR: join(workDir, RENDER_FUNCTIONS),
            ...options.env,
          },
          ...(options.log ? { log: options.log } : {}),
        };
        peak = (await runAstroBuild(build)).peakMemoryBytes;
        await rm(join(dir, '.prerender'), { recursive: true, force: true });
        // A release without them is served all the same; only a later change then needs a whole build.
        await cp(join(workDir, RENDER_FUNCTIONS), renderFunctionsDir(options.dataDir, id), { recursive: true }).catch((error: unknown) =>
          options.warn?.(opsMessages.build.renderFunctionsNotKept(reason(error))),
        );
      } catch (error) {
        throw fail('construction', error);
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
      const manifest = await finishRelease(dir, { id, started, catalogue, options, fail, previous: compressedAlike(options.dataDir) });
      return { ...manifest, peak_memory_bytes: peak };
    },
    publish,
  );
}

/** A release id and the error it fails with at a step: `Release … non publiée (API …) : step — reason`. */
export function releaseFailure(id: string, catalogueApiUrl: string): (step: string, error: unknown) => Error {
  return (step, error) => new Error(`Release ${id} non publiée (API ${catalogueApiUrl}) : ${step} — ${reason(error)}`, { cause: error });
}

/**
 * The steps every release goes through once its pages are in its folder, whole or re-rendered: its service worker
 * (the precache names this release's files, its id makes it a new version for open tabs), the release check, the
 * compressed copies (all of them, or `only` the release's new files), the address map, the manifest with the policy
 * of every page's inline scripts, nginx's file.
 */
export async function finishRelease(
  dir: string,
  step: {
    id: string;
    started: number;
    catalogue: CatalogueSummary;
    options: Pick<BuildReleaseOptions, 'dataDir' | 'catalogueApiUrl' | 'publicApiUrl'>;
    fail: (step: string, error: unknown) => Error;
    previous?: string | null;
    only?: ReadonlySet<string>;
    /** The release whose files this one shares: its worker, revised, is this one's (reviseServiceWorker). */
    sharesWith?: { dir: string; id: string };
    /** Times each step (step-times.ts). */
    time?: TimeStep;
    /** With `only`: the inline scripts' hashes of the other pages (precompress.ts). */
    otherPages?: ReadonlyMap<string, number>;
  },
): Promise<ReleaseManifest> {
  const { id, catalogue, options, fail } = step;
  const time: TimeStep = step.time ?? (async (_name, work) => work());
  await time('worker', async () => {
    const revised = step.sharesWith ? await reviseServiceWorker(step.sharesWith, dir, id) : false;
    if (!revised) {
      await writeServiceWorker(dir, id).catch((error: unknown) => {
        throw fail('service worker', error);
      });
    }
  });
  const problems = await time('check', () => checkRelease(dir, catalogue));
  if (problems.length > 0) throw fail('contrôle', new Error(problems.join(' ; ')));
  const { files, scriptHashes, pagesByHash } = await time('compress', () =>
    precompressRelease(dir, {
      ...(step.previous === undefined ? {} : { previous: step.previous }),
      ...(step.only === undefined ? {} : { only: step.only }),
      ...(step.otherPages === undefined ? {} : { otherPages: step.otherPages }),
    }),
  );
  const manifest: ReleaseManifest = {
    id,
    built_at: new Date(step.started).toISOString(),
    duration_ms: Date.now() - step.started,
    catalogue_api_url: options.catalogueApiUrl,
    counts: { products: catalogue.products.length, categories: catalogue.categories.length, files },
    csp: buildCsp({ scriptHashes, connectOrigins: originOf(options.publicApiUrl) }),
    brotli_quality: BROTLI_QUALITY,
  };
  await time('manifest', async () => {
    await writeAddressMap(dir, nextAddressMap(liveAddressMap(options.dataDir), catalogue));
    await writeManifest(dir, manifest);
    await writeNginxRelease(dir, id, manifest.csp);
    // Only beside render functions kept: without them the next change is a whole build anyway.
    const counts = JSON.stringify(Object.fromEntries([...pagesByHash].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
    await writeFile(scriptHashesFile(options.dataDir, id), counts).catch(() => {});
  });
  return manifest;
}
