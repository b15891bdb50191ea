/**
 * A release of what changed (docs/decisions/043): the pages a product change touches rendered again by the live
 * release's render functions over the new catalogue, every other file a hard link to the live release's, then the
 * same steps as a whole build (service worker, check, compressed copies of the new files, manifest) and the same
 * atomic switch (publishRelease). A release made this way equals, file by file, a whole build of the same
 * catalogue (tests/integration/ops/change-release.test.ts).
 */
import { link, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import pMap from 'p-map';
import { z } from 'zod';
import { type Catalogue, catalogueOf } from '../catalogue/catalogue-of.ts';
import { fetchPicture, loadCatalogue } from '../catalogue/catalogue-reader.ts';
import { IMAGE_WIDTHS, imageCacheDir, imageUrlIndexFile, prepareImages, variantFile } from '../catalogue/image-store.ts';
import { pagesTouched } from '../catalogue/touched-pages.ts';
import { DEFAULT_SITE_URL } from '../config/variables.ts';
import type { CatalogueChange } from '../domain/catalogue-change.ts';
import {
  astroCacheDir,
  type BuildReleaseOptions,
  type BuiltRelease,
  finishRelease,
  type PublishOptions,
  publishRelease,
  releaseFailure,
  scriptHashesFile,
} from './build-release.ts';
import { runChildTask } from './child-task.ts';
import { nextDataStore, recordsOfStore, unknownPictures } from './data-store.ts';
import { NGINX_RELEASE_FILE } from './nginx-release.ts';
import { countPageHashes } from './precompress.ts';
import type { ReleaseManifest } from './release-manifest.ts';
import { currentRelease, ensureReleasesDir, newReleaseId, releasesDir, renderFunctionsDir } from './releases.ts';
import { renderPagesHere } from './render-functions.ts';
import { WORKER_FILE } from './service-worker.ts';
import { type StepTimes, stepTimer, type TimeStep } from './step-times.ts';

/** Files each release writes of its own, never linked: its manifest, address map, nginx file and worker. */
const OWN_FILES = new Set(['release.json', 'addresses.json', NGINX_RELEASE_FILE, WORKER_FILE]);
const COPIES = ['', '.br', '.gz'];
/** The release's folder of picture variants. */
const PICTURES = 'img';

/** Why a change cannot be published on its own: the caller publishes a whole build instead. */
export class WholeBuildNeeded extends Error {}

/**
 * Makes `dir` a tree of hard links to every file of `live` except `skip` (paths inside the release): the files a
 * publication writes again are absent, so nothing is ever written into a file the live release shares.
 */
export async function linkRelease(live: string, dir: string, skip: ReadonlySet<string>): Promise<number> {
  const entries = await readdir(live, { recursive: true, withFileTypes: true });
  const files = entries.map((e) => relative(live, join(e.parentPath, e.name))).filter((path, i) => entries[i]?.isFile() && !skip.has(path));
  // Only the folders of linked files: a folder whose files all left (a removed product's page) is not made. Asked
  // several at a time (10 000 product folders one after the other took seconds on a busy machine); each makes its
  // parents, and two of them making the same parent is no error.
  await mkdir(dir, { recursive: true });
  await pMap(new Set(files.map((path) => dirname(path))), (folder) => mkdir(join(dir, folder), { recursive: true }), { concurrency: 16 });
  await pMap(files, (path) => link(join(live, path), join(dir, path)), { concurrency: 16 });
  return files.length;
}

/** The files an address's page may have been written to (render-functions.ts): its folder's index, or its own name. */
const filesOfAddress = (address: string): string[] => {
  const path = address.replace(/^\/+/, '');
  return [`${path}/index.html`, `${path}.html`, path];
};

/**
 * The picture files of the new catalogue against the live release's (`img/{key}-{width}.webp`, pages/img/[file].ts):
 * the addresses to render for pictures it lacks (a new photo), and the files of pictures no product or category
 * shows any more.
 */
async function pictureFiles(liveDir: string, catalogue: Catalogue): Promise<{ added: string[]; gone: string[] }> {
  const keys = new Set([...catalogue.products, ...catalogue.categories].flatMap((item) => (item.imageKey ? [item.imageKey] : [])));
  const live = await readdir(join(liveDir, PICTURES)).catch(() => [] as string[]);
  const wanted = [...keys].flatMap((key) => IMAGE_WIDTHS.map((width) => variantFile(key, width)));
  // Sets: at 10 000 products each list holds tens of thousands of files.
  const liveSet = new Set(live);
  const wantedSet = new Set(wanted);
  return {
    added: wanted.filter((file) => !liveSet.has(file)).map((file) => `/${PICTURES}/${file}`),
    gone: live.filter((file) => !wantedSet.has(file)).map((file) => `${PICTURES}/${file}`),
  };
}

/** Prepares the new photos (by address as the API gives it) as the build's loader does (catalogue-loader.ts). */
async function preparePictures(
  urls: readonly string[],
  options: Pick<BuildReleaseOptions, 'catalogueApiUrl' | 'dataDir' | 'warn'>,
): Promise<Map<string, string | null>> {
  if (urls.length === 0) return new Map();
  const resolve = (url: string) => new URL(url, options.catalogueApiUrl).href;
  const keys = await prepareImages(urls.map(resolve), {
    fetch: fetchPicture,
    dir: imageCacheDir(options.dataDir),
    urlIndex: imageUrlIndexFile(options.dataDir),
    ...(options.warn ? { warn: options.warn } : {}),
  });
  return new Map(urls.map((url) => [url, keys.get(resolve(url)) ?? null]));
}

const SCRIPT_HASHES = basename(scriptHashesFile('', ''));

/**
 * The inline scripts' hashes of the live release's pages that the new one keeps, with the number of pages holding
 * each: the live release's counts less its pages `replaced` (re-rendered or gone). Null when the live release has no
 * counts (its pages are then all read).
 */
async function otherPagesHashes(
  dataDir: string,
  live: string,
  liveDir: string,
  replaced: readonly string[],
): Promise<Map<string, number> | null> {
  const text = await readFile(scriptHashesFile(dataDir, live), 'utf8').catch(() => null);
  if (text === null) return null;
  const counts = new Map(Object.entries(z.record(z.string(), z.number()).parse(JSON.parse(text))));
  for (const page of replaced.filter((file) => file.endsWith('.html'))) {
    const html = await readFile(join(liveDir, page), 'utf8').catch(() => null);
    if (html !== null) countPageHashes(counts, html, -1);
  }
  return counts;
}

/** What the serving process gives the child that prepares a release of what changed (change-release-child.ts). */
export type ChangeReleaseInput = {
  id: string;
  /** The live release the new one shares its files with. */
  live: string;
  started: number;
  workDir: string;
  dataDir: string;
  catalogueApiUrl: string;
  publicApiUrl: string;
  site: string;
  changes: readonly CatalogueChange[];
  /** When the serving process started the child (Date.now()): its start is timed from there. */
  asked: number;
};

/** The child's answer: the release prepared (not yet live), or why it needs a whole build, or why it failed. */
const changeAnswerSchema = z.union([
  z.object({ whole: z.string() }),
  z.object({ error: z.string() }),
  z.object({
    manifest: z.custom<ReleaseManifest>((value) => typeof value === 'object' && value !== null),
    warnings: z.array(z.string()),
    steps: z.record(z.string(), z.number()),
  }),
]);
export type ChangeAnswer = z.infer<typeof changeAnswerSchema>;

/**
 * Publishes `changes` (products' price, stock or reviews) as a release of what changed, from the live release and
 * its render functions. Throws WholeBuildNeeded when that cannot be (no live release or render functions, a
 * structural change, a product gone), before anything is switched; any other failure removes the unfinished release
 * and leaves the live one (publishRelease).
 *
 * The serving process only asks and switches: reading the catalogue, its data store, the pages a change touches,
 * their rendering and the release's files are the work of a child process (prepareChanges, issue 39), so the shop
 * keeps answering customers meanwhile whatever the catalogue's size.
 */
export async function publishChanges(
  options: BuildReleaseOptions & { changes: readonly CatalogueChange[] },
): Promise<BuiltRelease & { steps_ms: StepTimes }> {
  const { dataDir } = options;
  const live = await currentRelease(dataDir);
  if (!live) throw new WholeBuildNeeded('aucune release en ligne');
  if (!(await readdir(renderFunctionsDir(dataDir, live)).catch(() => null)))
    throw new WholeBuildNeeded(`release ${live} sans fonctions de rendu`);
  if (options.changes.some((c) => c.kind === 'structural')) throw new WholeBuildNeeded('modification structurelle');
  const started = Date.now();
  const id = newReleaseId(new Date(started));
  await ensureReleasesDir(dataDir);
  const { steps, time } = stepTimer();
  const publish: PublishOptions = {
    dataDir,
    ...(options.keep === undefined ? {} : { keep: options.keep }),
    ...(options.warn ? { warn: options.warn } : {}),
    time,
  };
  const workDir = join(options.projectDir, '.astro', 'builds', `${id}-${process.pid}`);
  await mkdir(workDir, { recursive: true });
  const input: ChangeReleaseInput = {
    id,
    live,
    started,
    workDir,
    dataDir,
    catalogueApiUrl: options.catalogueApiUrl,
    publicApiUrl: options.publicApiUrl,
    site: options.env?.['SITE_URL'] ?? DEFAULT_SITE_URL,
    changes: options.changes,
    asked: 0,
  };
  try {
    const published = await publishRelease(
      id,
      async () => {
        const asked = Date.now();
        const { answer, peakMemoryBytes } = await runChildTask({
          entry: new URL('./change-release-child.ts', import.meta.url),
          input: { ...input, asked },
          cwd: workDir,
          // The build's environment: the render functions read DATA_DIR, SITE_URL and the API's URLs as the build did.
          env: { ASTRO_CACHE_DIR: astroCacheDir(dataDir), ...options.env },
          what: 'publication des pages modifiées',
        });
        const said = changeAnswerSchema.parse(answer);
        if ('whole' in said) throw new WholeBuildNeeded(said.whole);
        if ('error' in said) throw new Error(said.error);
        for (const warning of said.warnings) options.warn?.(warning);
        // The child's own steps, then the rest of its time (untimed work, its answer written and read).
        Object.assign(steps, said.steps);
        steps['child_rest'] = Date.now() - asked - Object.values(said.steps).reduce((sum, ms) => sum + ms, 0);
        return { ...said.manifest, peak_memory_bytes: peakMemoryBytes };
      },
      publish,
    );
    return { ...published, steps_ms: steps };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * In the child (change-release-child.ts): the release of what changed prepared in its folder, everything but the
 * switch: the catalogue read from the API, its data store, the touched pages rendered by the live release's render
 * functions, every other file linked, then the steps of every release (finishRelease). Never throws: why it needs a
 * whole build, or why it failed (in French), is its answer.
 */
export async function prepareChanges(input: ChangeReleaseInput): Promise<ChangeAnswer> {
  const warnings: string[] = [];
  const { steps, time } = stepTimer();
  // From the serving process's spawn to this process's start, then to its modules loaded.
  steps['child_start'] = Math.max(0, Math.round(performance.timeOrigin - input.asked));
  steps['child_modules'] = Math.round(performance.now());
  try {
    const manifest = await prepareRelease(input, (line) => warnings.push(line), time);
    return { manifest, warnings, steps };
  } catch (error) {
    if (error instanceof WholeBuildNeeded) return { whole: error.message };
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

async function prepareRelease(input: ChangeReleaseInput, warn: (line: string) => void, time: TimeStep): Promise<ReleaseManifest> {
  const { dataDir, id, live, workDir } = input;
  const options = { dataDir, catalogueApiUrl: input.catalogueApiUrl, publicApiUrl: input.publicApiUrl };
  const fail = releaseFailure(id, input.catalogueApiUrl);
  const renderFunctions = renderFunctionsDir(dataDir, live);
  const raw = await time('catalogue_read', () =>
    loadCatalogue({ baseUrl: input.catalogueApiUrl }).catch((error: unknown) => {
      throw fail('lecture du catalogue', error);
    }),
  );
  // The content layer's data store of the new catalogue, from the last build's (its pictures' keys) and the new
  // photos prepared as the build's loader prepares them: data-store.ts.
  const previous = await readFile(join(astroCacheDir(dataDir), 'data-store.json'), 'utf8').catch(() => null);
  if (previous === null) throw new WholeBuildNeeded('catalogue de la dernière construction introuvable');
  const dataStore = await time('data_store', async () =>
    nextDataStore(previous, raw, await preparePictures(unknownPictures(previous, raw), { ...options, warn })),
  );
  if (dataStore === null) throw new WholeBuildNeeded('photo nouvelle à préparer');
  const catalogue = await time('catalogues', () => catalogueOf(recordsOfStore(dataStore)));
  const touched = await time('catalogues', () => pagesTouched(input.changes, catalogue, catalogueOf(recordsOfStore(previous))));
  if (touched.whole) throw new WholeBuildNeeded('modification structurelle');
  const dir = join(releasesDir(dataDir), id);
  const liveDir = join(releasesDir(dataDir), live);
  // The files of the touched pages are known once rendered; a page's file is its address's (render-functions.ts).
  const rendered = join(workDir, 'pages');
  const pictures = await time('pictures', () => pictureFiles(liveDir, catalogue));
  let files: string[];
  try {
    files = await time('render', () =>
      renderPagesHere({
        bundleDir: renderFunctions,
        workDir,
        dataStore,
        paths: [...touched.paths, ...pictures.added],
        outDir: rendered,
        site: input.site,
      }),
    );
  } catch (error) {
    throw fail('rendu des pages', error);
  }
  const left = [...touched.gone.flatMap(filesOfAddress), ...pictures.gone];
  const skip = new Set([
    ...OWN_FILES,
    ...left,
    ...[...OWN_FILES, ...files, ...left].flatMap((file) => COPIES.map((copy) => `${file}${copy}`)),
  ]);
  await time('links', async () => {
    await linkRelease(liveDir, dir, skip);
    // Moved in as new files: a rename never writes into a file the live release shares.
    for (const file of files) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await rename(join(rendered, file), join(dir, file));
    }
  });
  // The next change renders with the same functions: linked, as the release's files are (but for the hashes of its
  // pages' scripts, written for this release by finishRelease; removed with the release if it fails).
  await time('render_functions_links', () => linkRelease(renderFunctions, renderFunctionsDir(dataDir, id), new Set([SCRIPT_HASHES])));
  const otherPages = await time('script_hashes', () => otherPagesHashes(dataDir, live, liveDir, [...new Set([...files, ...left])]));
  return finishRelease(dir, {
    id,
    started: input.started,
    catalogue: raw,
    options,
    fail,
    only: new Set([...files, WORKER_FILE]),
    sharesWith: { dir: liveDir, id: live },
    time,
    ...(otherPages === null ? {} : { otherPages }),
  });
}
