/**
 * The serving process's daily summary to the alert addresses, at a fixed hour of Kinshasa's clock: at start (a
 * summary the shop missed while stopped is written then), then at that hour every day. Each process of the shop runs
 * it; the database writes one summary per day (src/server/mail/shop-alerts.ts). A failure is logged and tried again
 * an hour later.
 */
import { latestKinshasaTime } from '../domain/kinshasa-time.ts';
import { opsMessages } from '../messages/ops.ts';
import { failureCause } from './failure-cause.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const RETRY_MS = 60 * 60 * 1000;

export function scheduleDailySummary(
  write: (now: Date) => Promise<string | null>,
  log: (line: string, failed?: boolean) => void,
  { minuteOfDay, now = () => new Date(), retryMs = RETRY_MS }: { minuteOfDay: number; now?: () => Date; retryMs?: number },
): { stop: () => Promise<void> } {
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
      const day = await write(now());
      if (day !== null) log(opsMessages.summary.written(day));
      const at = now().getTime();
      plan(latestKinshasaTime(at, minuteOfDay) + DAY_MS - at);
    } catch (error) {
      log(opsMessages.summary.failed(failureCause(error), Math.round(retryMs / 60_000)), true);
      plan(retryMs);
    }
  }
  function tick(): void {
    if (running || stopped) return;
    running = once().finally(() => {
      running = null;
    });
  }
  plan(0);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
