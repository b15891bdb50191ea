import { realpathSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readCatalogue } from '../catalogue/catalogue-reader.ts';
import { runAstroBuild } from './astro-build.ts';
import { type AddressMap, nextAddressMap, readAddressMap, writeAddressMap } from './category-redirect.ts';
import { buildCsp, originOf } from './csp.ts';
import { failureCause } from './failure-cause.ts';
import { writeNginxRelease } from './nginx-release.ts';
import { BROTLI_QUALITY, precompressRelease } from './precompress.ts';
import { type CatalogueSummary, checkRelease } from './release-check.ts';
import { type ReleaseManifest, readManifestSync, writeManifest } from './release-manifest.ts';
import { currentLink, ensureReleasesDir, newReleaseId, pruneReleases, releasesDir, switchCurrent } from './releases.ts';
import { writeServiceWorker } from './service-worker.ts';

export type BuildReleaseOptions = {
  projectDir: string;
  dataDir: string;
  catalogueApiUrl: string;
  publicApiUrl: string;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
  keep?: number;
};

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

/**
 * Builds a release beside the live one, checks it, precompresses it and only then switches
 * `current` to it. Any failure removes the half-built folder, leaves `current` untouched and
 * throws an error naming the API URL and the reason.
 */
export async function buildRelease(options: BuildReleaseOptions): Promise<BuiltRelease> {
  const started = Date.now();
  const id = newReleaseId(new Date(started));
  const dir = join(releasesDir(options.dataDir), id);
  const fail = (step: string, error: unknown): Error =>
    new Error(`Release ${id} non publiée (API ${options.catalogueApiUrl}) : ${step} — ${reason(error)}`, { cause: error });
  await ensureReleasesDir(options.dataDir);
  try {
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
        env: { ASTRO_CACHE_DIR: join(options.dataDir, 'cache', 'astro'), ...options.env },
        ...(options.log ? { log: options.log } : {}),
      };
      peak = (await runAstroBuild(build)).peakMemoryBytes;
      await rm(join(dir, '.prerender'), { recursive: true, force: true });
    } catch (error) {
      throw fail('construction', error);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
    // Per release: the worker's precache manifest names this release's files, and its id makes it a new version.
    await writeServiceWorker(dir, id).catch((error: unknown) => {
      throw fail('service worker', error);
    });
    const problems = await checkRelease(dir, catalogue);
    if (problems.length > 0) throw fail('contrôle', new Error(problems.join(' ; ')));
    const { files, scriptHashes } = await precompressRelease(dir, { previous: compressedAlike(options.dataDir) });
    const manifest: ReleaseManifest = {
      id,
      built_at: new Date(started).toISOString(),
      duration_ms: Date.now() - started,
      catalogue_api_url: options.catalogueApiUrl,
      counts: { products: catalogue.products.length, categories: catalogue.categories.length, files },
      csp: buildCsp({ scriptHashes, connectOrigins: originOf(options.publicApiUrl) }),
      brotli_quality: BROTLI_QUALITY,
    };
    await writeAddressMap(dir, nextAddressMap(liveAddressMap(options.dataDir), catalogue));
    await writeManifest(dir, manifest);
    await writeNginxRelease(dir, id, manifest.csp);
    await switchCurrent(options.dataDir, id);
    await pruneReleases(options.dataDir, options.keep ?? 3);
    return { ...manifest, peak_memory_bytes: peak };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
