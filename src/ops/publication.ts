import { lstat } from 'node:fs/promises';
import type { RebuildQueue } from './rebuild-queue.ts';
import { currentLink, currentRelease, listReleases, rollback } from './releases.ts';
import type { WaitingChanges } from './waiting-changes.ts';

/**
 * The live site as the staff's catalogue screen shows it (the reference API's `publication` dependency):
 * whether a build runs (and whether it builds the whole site), the live release and since when (the `current` link is replaced at each switch),
 * the reason of a failed build, how many saved changes are not live yet and since when, and the existing rollback (the
 * same as `npm run rollback`).
 */
export function publicationOf(dataDir: string, queue: RebuildQueue, saved: Pick<WaitingChanges, 'summary'>) {
  return {
    state: async () => {
      const { running, waiting, whole, last } = queue.state();
      const current = await currentRelease(dataDir);
      const switched = current === null ? null : await lstat(currentLink(dataDir)).catch(() => null);
      const older = current === null ? [] : (await listReleases(dataDir)).filter((id) => id < current);
      const { count, since } = saved.summary();
      return {
        waitingChanges: count,
        waitingSince: since,
        running,
        waiting,
        whole,
        current,
        liveSince: switched?.mtime.toISOString() ?? null,
        lastError: last?.result === 'échouée' ? (last.error ?? last.result) : null,
        previous: older.at(-1) ?? null,
      };
    },
    rollback: async () => {
      await rollback(dataDir);
    },
  };
}
