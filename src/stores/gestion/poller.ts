/**
 * Polling that respects a phone on mobile data and never misses a new order: every 20 s, the tab hidden too (the
 * browser then runs it at the pace it allows: once a minute at most in a tab hidden for long); at once when the tab
 * shows again or the network comes back; with a growing delay while requests fail (offline), up to 5 minutes.
 */

export const POLL_INTERVAL_MS = 20_000;
const MAX_POLL_DELAY_MS = 5 * 60_000;

/** 20 s, then 40 s, 80 s… after consecutive failures, never more than 5 minutes. */
export function pollDelay(failures: number, interval = POLL_INTERVAL_MS): number {
  return Math.min(interval * 2 ** Math.max(0, failures), MAX_POLL_DELAY_MS);
}

export interface PollEnvironment {
  visible: () => boolean;
  /** Calls `listener` when visibility changes or the network comes back; returns the unsubscribe. */
  onWake: (listener: () => Promise<void>) => () => void;
  /** Runs `run` after `ms`; returns the cancel. */
  later: (run: () => Promise<void>, ms: number) => () => void;
}

export function browserPollEnvironment(): PollEnvironment {
  return {
    visible: () => document.visibilityState === 'visible',
    onWake: (listener) => {
      const wake = () => void listener();
      document.addEventListener('visibilitychange', wake);
      window.addEventListener('online', wake);
      return () => {
        document.removeEventListener('visibilitychange', wake);
        window.removeEventListener('online', wake);
      };
    },
    later: (run, ms) => {
      const timer = setTimeout(() => void run(), ms);
      return () => clearTimeout(timer);
    },
  };
}

/** `tick` resolves true when it reached the server. One tick at a time; `now()` runs one at once. */
export function createPoller(tick: () => Promise<boolean>, env: PollEnvironment, interval = POLL_INTERVAL_MS) {
  let failures = 0;
  let stopped = true;
  let busy = false;
  let cancel: (() => void) | null = null;
  let unwake: (() => void) | null = null;

  const clear = () => {
    cancel?.();
    cancel = null;
  };
  const schedule = () => {
    clear();
    if (!stopped) cancel = env.later(run, pollDelay(failures, interval));
  };
  async function run(): Promise<void> {
    if (stopped || busy) return;
    busy = true;
    clear();
    const ok = await tick().catch(() => false);
    busy = false;
    failures = ok ? 0 : failures + 1;
    schedule();
  }
  // Hidden, the next poll stays as scheduled; shown again (or back online), the list is brought up to date at once.
  const wake = async () => {
    if (env.visible()) await run();
  };

  return {
    start: () => {
      if (!stopped) return;
      stopped = false;
      unwake = env.onWake(wake);
      schedule();
    },
    stop: () => {
      stopped = true;
      clear();
      unwake?.();
      unwake = null;
    },
    now: () => run(),
    failures: () => failures,
  };
}
