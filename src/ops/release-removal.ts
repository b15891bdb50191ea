/**
 * Old and unfinished releases removed away from the serving process (issue 39). A release of 10 000 products is some
 * 60 000 files; `fs.promises.rm` queues an unlink per file on libuv's pool, the pool the static files' reads share,
 * and a customer's page then waits behind thousands of them (a read held 1.6 s by the removal of a 30 000-file tree,
 * measured at load 6.6 on 2 cores). The serving process only renames the release's folders into
 * `cache/removing/` (one rename each: gone from the releases at once), and a child process on this very Node
 * empties that folder (child-task.ts), one at a time, never awaited by a publication: the next one need not wait for
 * the disk. A child stopped midway (the shop stops) leaves the rest to the next one.
 */
import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { runChildTask } from './child-task.ts';
import { releasesDir, releasesToPrune, renderFunctionsDir } from './releases.ts';

/** Where removed releases wait for the child to delete them: the data folder's cache, never listed nor served. */
export const removingDir = (dataDir: string): string => join(dataDir, 'cache', 'removing');

let renamed = 0;
/** The release's folder and its render functions, renamed out of the releases (a folder already gone: nothing). */
async function setAside(dataDir: string, id: string): Promise<void> {
  await mkdir(removingDir(dataDir), { recursive: true });
  for (const [from, what] of [
    [join(releasesDir(dataDir), id), 'release'],
    [renderFunctionsDir(dataDir, id), 'fonctions'],
  ] as const) {
    renamed += 1;
    await rename(from, join(removingDir(dataDir), `${id}-${what}-${process.pid}-${renamed}`)).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    });
  }
}

/** Data folders whose `cache/removing/` a child empties now, and those to empty again once it ends (more set aside since). */
const sweeping = new Set<string>();
const again = new Set<string>();

/** Empties `cache/removing/` in a child process, in the background; a failure leaves it to the next sweep. */
function sweep(dataDir: string): void {
  if (sweeping.has(dataDir)) {
    again.add(dataDir);
    return;
  }
  sweeping.add(dataDir);
  runChildTask({
    entry: new URL('./release-removal-child.ts', import.meta.url),
    input: { dir: removingDir(dataDir) },
    cwd: dataDir,
    env: {},
    what: 'suppression des anciennes releases',
  })
    .catch(() => {})
    .finally(() => {
      sweeping.delete(dataDir);
      if (again.delete(dataDir)) sweep(dataDir);
    });
}

/** Removes all but the newest `keep` releases, never the live one, the files deleted by a child process: the ids removed. */
export async function pruneReleasesApart(dataDir: string, keep: number): Promise<string[]> {
  const removed = await releasesToPrune(dataDir, keep);
  for (const id of removed) await setAside(dataDir, id);
  if (removed.length > 0) sweep(dataDir);
  return removed;
}

/** removeRelease (releases.ts), the files deleted by a child process. */
export async function removeReleaseApart(dataDir: string, id: string): Promise<void> {
  await setAside(dataDir, id);
  sweep(dataDir);
}
