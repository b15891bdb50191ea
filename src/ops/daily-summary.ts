/**
 * The serving process's daily summary to the alert addresses, at a fixed hour of Kinshasa's clock: at start (a
 * summary the shop missed while stopped is written then), then at that hour every day. Each process of the shop runs
 * it; the database writes one summary per day (src/server/mail/shop-alerts.ts). A failure is logged and tried again
 * an hour later.
 */
import { opsMessages } from '../messages/ops.ts';
import { RETRY_MS, scheduleDailyAt } from './daily-at.ts';
import { failureCause } from './failure-cause.ts';

export function scheduleDailySummary(
  write: (now: Date) => Promise<string | null>,
  log: (line: string, failed?: boolean) => void,
  { minuteOfDay, now = () => new Date(), retryMs = RETRY_MS }: { minuteOfDay: number; now?: () => Date; retryMs?: number },
): { stop: () => Promise<void> } {
  return scheduleDailyAt(
    async (at) => {
      const day = await write(at);
      if (day !== null) log(opsMessages.summary.written(day));
    },
    {
      minuteOfDay,
      startNow: true,
      now,
      retryMs,
      failed: (error, minutes) => log(opsMessages.summary.failed(failureCause(error), minutes), true),
    },
  );
}
