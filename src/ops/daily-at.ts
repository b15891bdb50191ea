/**
 * A job at a fixed hour of Kinshasa's clock, once a day (the daily backup, yesterday's summary): first at once or at
 * the next such hour, then at that hour every day; one run at a time; a failure is handed to `failed` and the job is
 * tried again `retryMs` later. `stop` ends the schedule and resolves once the run under way (if any) has finished.
 */
import { latestKinshasaTime } from '../domain/kinshasa-time.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const RETRY_MS = 60 * 60 * 1000;

export interface DailyAt {
  /** Minutes after midnight on Kinshasa's clock. */
  minuteOfDay: number;
  /** The first run: at once (a missed hour made up), or at the next such hour. */
  startNow: boolean;
  now: () => Date;
  retryMs: number;
  /** A run threw: its error and the minutes until the next try. */
  failed: (error: unknown, retryMinutes: number) => void;
}

export function scheduleDailyAt(run: (now: Date) => Promise<void>, { minuteOfDay, startNow, now, retryMs, failed }: DailyAt) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  /** The next time Kinshasa's clock shows the hour, strictly after now. */
  const untilNextHour = (): number => {
    const at = now().getTime();
    return latestKinshasaTime(at, minuteOfDay) + DAY_MS - at;
  };
  const plan = (delayMs: number): void => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    timer.unref();
  };
  async function once(): Promise<void> {
    try {
      await run(now());
      plan(untilNextHour());
    } catch (error) {
      failed(error, Math.round(retryMs / 60_000));
      plan(retryMs);
    }
  }
  function tick(): void {
    if (running || stopped) return;
    running = once().finally(() => {
      running = null;
    });
  }

  plan(startNow ? 0 : untilNextHour());
  return {
    stop: async (): Promise<void> => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
