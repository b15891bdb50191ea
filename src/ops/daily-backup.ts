/**
 * The serving process's daily backup of its database: at start when the newest is a day old or more (or
 * there is none), then a day after the previous one. One at a time; a failure (full disk, folder not
 * writable) is logged in French and tried again an hour later, and the shop goes on serving.
 */
import { backupMessages } from '../messages/backup.ts';
import { failureCause } from './failure-cause.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const RETRY_MS = 60 * 60 * 1000;

/** What a backup is, seen from here (src/server/db/backup.ts's dailyBackupJob). */
interface BackupJob {
  newest: () => number | null;
  run: (now: Date) => Promise<{ file: string; bytes: number; removed: string[] }>;
}

interface Schedule {
  now?: () => Date;
  dayMs?: number;
  retryMs?: number;
}

export interface DailyBackups {
  /** No further backup; resolves once the one running (if any) has finished, so the database may then close. */
  stop: () => Promise<void>;
}

export function scheduleDailyBackups(
  job: BackupJob,
  log: (line: string, failed?: boolean) => void,
  { now = () => new Date(), dayMs = DAY_MS, retryMs = RETRY_MS }: Schedule = {},
): DailyBackups {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  const plan = (delayMs: number): void => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  };

  async function once(): Promise<void> {
    try {
      const { file, bytes, removed } = await job.run(now());
      log(backupMessages.daily.written(file, bytes, removed.length));
      plan(dayMs);
    } catch (error) {
      log(backupMessages.daily.failed(failureCause(error), Math.round(retryMs / 60_000)), true);
      plan(retryMs);
    }
  }

  function tick(): void {
    if (running || stopped) return;
    running = once().finally(() => {
      running = null;
    });
  }

  let newest: number | null = null;
  try {
    newest = job.newest();
  } catch {
    // An unreadable backups folder: the backup itself will say why.
  }
  plan(newest === null ? 0 : Math.max(0, newest + dayMs - now().getTime()));

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
