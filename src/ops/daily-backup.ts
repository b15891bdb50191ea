/**
 * The serving process's daily backup of its database, at a fixed hour of Kinshasa's clock (BACKUP_HOUR, 03:00 by
 * default: out of the evening's orders, whatever the restarts): at start when the last such hour passed without one
 * (or there is none), then at that hour every day. One at a time; a failure (full disk, folder not writable) is
 * logged in French and tried again an hour later, and the shop goes on serving.
 */
import { latestKinshasaTime } from '../domain/kinshasa-time.ts';
import { backupMessages } from '../messages/backup.ts';
import { RETRY_MS, scheduleDailyAt } from './daily-at.ts';
import { failureCause } from './failure-cause.ts';

/** What a backup is, seen from here (src/server/db/backup.ts's dailyBackupJob). */
interface BackupJob {
  newest: () => number | null;
  run: (now: Date) => Promise<{ file: string; bytes: number; removed: string[] }>;
}

interface Schedule {
  /** Minutes after midnight on Kinshasa's clock (BACKUP_HOUR); default 03:00. */
  minuteOfDay?: number;
  /** A backup failed (its cause in French): the shop's alert addresses hear of it at once. */
  onFailure?: (cause: string) => void;
  now?: () => Date;
  retryMs?: number;
}

export interface DailyBackups {
  /** No further backup; resolves once the one running (if any) has finished, so the database may then close. */
  stop: () => Promise<void>;
}

export function scheduleDailyBackups(
  job: BackupJob,
  log: (line: string, failed?: boolean) => void,
  { minuteOfDay = 3 * 60, now = () => new Date(), retryMs = RETRY_MS, onFailure }: Schedule = {},
): DailyBackups {
  let newest: number | null = null;
  try {
    newest = job.newest();
  } catch {
    // An unreadable backups folder: the backup itself will say why.
  }
  // A missed hour (the shop was stopped then, or has none yet) is made up at once.
  const missed = newest === null || newest < latestKinshasaTime(now().getTime(), minuteOfDay);
  return scheduleDailyAt(
    async (at) => {
      const { file, bytes, removed } = await job.run(at);
      log(backupMessages.daily.written(file, bytes, removed.length));
    },
    {
      minuteOfDay,
      startNow: missed,
      now,
      retryMs,
      failed: (error, minutes) => {
        log(backupMessages.daily.failed(failureCause(error), minutes), true);
        onFailure?.(failureCause(error));
      },
    },
  );
}
