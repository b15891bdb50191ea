import { readdirSync } from 'node:fs';
import { lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { readManifestSync } from './release-manifest.ts';

/** Releases live in `<dataDir>/releases/<id>/`; `current` is a symlink to one of them. */
export function releasesDir(dataDir: string): string {
  return join(dataDir, 'releases');
}

/**
 * A release's render functions (render-functions.ts): beside the releases, never inside the folder that is
 * served; kept and removed with their release.
 */
export function renderFunctionsDir(dataDir: string, id: string): string {
  return join(dataDir, 'render-functions', id);
}

export function currentLink(dataDir: string): string {
  return join(releasesDir(dataDir), 'current');
}

const RELEASE_ID = /^\d{8}T\d{6}Z-\d{3}$/;

let lastStamp = '';
let counter = 0;

/** Sortable id: UTC timestamp to the second plus a counter for builds started within the same second. */
export function newReleaseId(now: Date = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  counter = stamp === lastStamp ? counter + 1 : 0;
  lastStamp = stamp;
  return `${stamp}-${String(counter).padStart(3, '0')}`;
}

export function isReleaseId(name: string): boolean {
  return RELEASE_ID.test(name);
}

/** Same as listReleases, for the request path (one readdir, no await). */
export function listReleasesSync(dataDir: string): string[] {
  try {
    return readdirSync(releasesDir(dataDir)).filter(isReleaseId).sort();
  } catch {
    return [];
  }
}

/** Ids of the release folders on disk, oldest first (temporary build folders excluded). */
export async function listReleases(dataDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(releasesDir(dataDir));
  } catch {
    return [];
  }
  return names.filter(isReleaseId).sort();
}

/** Id of the live release, or null when none was switched in yet. */
export async function currentRelease(dataDir: string): Promise<string | null> {
  try {
    const target = await readlink(currentLink(dataDir));
    const id = target.split('/').filter(Boolean).pop() ?? '';
    return isReleaseId(id) ? id : null;
  } catch {
    return null;
  }
}

/** Points `current` at a release atomically: a fresh symlink renamed over the old one (rename(2) is atomic). */
export async function switchCurrent(dataDir: string, id: string): Promise<void> {
  if (!isReleaseId(id)) throw new Error(`identifiant de release invalide : ${id}`);
  const dir = releasesDir(dataDir);
  await lstat(join(dir, id));
  const temp = join(dir, `.current-${process.pid}-${Date.now()}`);
  await symlink(id, temp);
  try {
    await rename(temp, currentLink(dataDir));
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The releases pruning removes: all but the newest `keep`, never the live one. */
export async function releasesToPrune(dataDir: string, keep = 3): Promise<string[]> {
  const ids = await listReleases(dataDir);
  const live = await currentRelease(dataDir);
  const kept = new Set(ids.slice(-keep));
  if (live) kept.add(live);
  return ids.filter((id) => !kept.has(id));
}

/** Removes a release folder and its render functions. */
export async function removeRelease(dataDir: string, id: string): Promise<void> {
  await rm(join(releasesDir(dataDir), id), { recursive: true, force: true });
  await rm(renderFunctionsDir(dataDir, id), { recursive: true, force: true });
}

/** Switches `current` back to the release built before the live one; returns its id. */
export async function rollback(dataDir: string): Promise<{ from: string; to: string }> {
  const ids = await listReleases(dataDir);
  const live = await currentRelease(dataDir);
  if (!live) throw new Error('aucune release en ligne');
  const previous = ids.filter((id) => id < live).pop();
  if (!previous) throw new Error(`aucune release antérieure à ${live}`);
  await switchCurrent(dataDir, previous);
  return { from: live, to: previous };
}

/** Creates the data folder (0700 when this creates it: it holds the database and the token) and its releases folder. */
export async function ensureReleasesDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await mkdir(releasesDir(dataDir), { recursive: true });
}

/**
 * Removes every release folder without `release.json` but the live one: a build interrupted by a crash leaves
 * one, never to be served or kept. Returns the live release's id (null: none yet).
 */
export async function removeUnfinishedReleases(dataDir: string): Promise<string | null> {
  const live = await currentRelease(dataDir);
  for (const id of await listReleases(dataDir)) {
    if (id !== live && !readManifestSync(join(releasesDir(dataDir), id))) await removeRelease(dataDir, id);
  }
  return live;
}
