/**
 * Old and unfinished releases removed away from the serving process (issue 39). A release of 10 000 products is some
 * 40 000 files; `fs.promises.rm` queues an unlink per file on libuv's pool, the pool the static files' reads share,
 * and a customer's page then waits behind thousands of them (a read held 1.6 s by the removal of a 30 000-file tree,
 * measured at load 6.6 on 2 cores). A child process on this very Node does it (child-task.ts).
 */
import { runChildTask } from './child-task.ts';

/** What the child is asked: the old releases pruned (keeping `keep` and the live one), or one release removed. */
export type RemovalInput = { dataDir: string } & ({ keep: number } | { remove: string });

const removal = async (input: RemovalInput): Promise<string[]> => {
  const { answer } = await runChildTask({
    entry: new URL('./release-removal-child.ts', import.meta.url),
    input,
    cwd: input.dataDir,
    env: {},
    what: 'suppression des anciennes releases',
  });
  return Array.isArray(answer) ? answer.map(String) : [];
};

/** pruneReleases (releases.ts), in a child process: the ids removed. */
export const pruneReleasesApart = (dataDir: string, keep: number): Promise<string[]> => removal({ dataDir, keep });

/** removeRelease (releases.ts), in a child process. */
export const removeReleaseApart = async (dataDir: string, id: string): Promise<void> => {
  await removal({ dataDir, remove: id });
};
