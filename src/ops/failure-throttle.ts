/** Wrong tokens allowed per caller in one window before the caller must wait. */
const MAX_FAILURES = 10;
const WINDOW_MS = 60_000;
/** Callers remembered at most (a flood of addresses cannot grow the map without bound). */
const MAX_CALLERS = 10_000;

/**
 * Counts the wrong `/_ops` tokens of each caller: after MAX_FAILURES in WINDOW_MS, the caller waits
 * until the window ends (`wait` gives the seconds left, 0 when it may try).
 */
export function createFailureThrottle() {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (caller: string, now: number) => {
    const window = windows.get(caller);
    return window && window.endsAt > now ? window : null;
  };
  return {
    wait(caller: string, now: number): number {
      const window = current(caller, now);
      return window && window.count >= MAX_FAILURES ? Math.ceil((window.endsAt - now) / 1000) : 0;
    },
    record(caller: string, now: number): void {
      const window = current(caller, now);
      if (window) window.count += 1;
      else {
        if (windows.size >= MAX_CALLERS) for (const [key, old] of windows) if (old.endsAt <= now) windows.delete(key);
        if (windows.size >= MAX_CALLERS) windows.clear();
        windows.set(caller, { count: 1, endsAt: now + WINDOW_MS });
      }
    },
  };
}
