/**
 * Automatic retries of a pending order: at once (a reload resumes the attempt), when the browser
 * is back online, and on a growing timer while the order keeps waiting (a time-out fires no event).
 * A send that fails just after the browser said it is back online (the phone's data link is up before
 * its route is, and a service worker may still see the old network) is tried again on the first step of
 * the timer, not on the grown delay: the network has just come back.
 */
import type { ReadableAtom } from 'nanostores';
import { type PendingOrderDeps, sendPendingOrder } from './pending-order.ts';
import { $sendState } from './send-state.ts';

/** Seconds before the next automatic retry, after `failures` failed sends. */
const RETRY_DELAYS_S = [5, 10, 20, 30, 60] as const;

export function retryDelayMs(failures: number): number {
  const index = Math.min(Math.max(failures - 1, 0), RETRY_DELAYS_S.length - 1);
  return (RETRY_DELAYS_S[index] ?? 60) * 1000;
}

export interface WatchEnv {
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

const browserEnv = (): WatchEnv => ({
  events: globalThis as unknown as EventTarget,
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
});

/** Starts retrying; `deps` is read at every retry (the session may change). Returns the stop function. */
export function watchPendingOrder(deps: () => PendingOrderDeps, env: WatchEnv = browserEnv()): () => void {
  return watchRetries(() => void sendPendingOrder(deps()), $sendState, env);
}

/** What a retried send says of itself: `waiting` after `failures` sends that did not reach the server. */
type RetryState = { phase: string; failures?: number };

/**
 * Retries `retry` at once, when the browser is back online, and on the growing timer while `$state` says `waiting`:
 * the customer's pending order, and anything else kept to be sent the same way (the rider's outcomes).
 */
export function watchRetries(retry: () => void, $state: ReadableAtom<RetryState>, env: WatchEnv = browserEnv()): () => void {
  let timer: unknown = null;
  let backOnline = false;
  const retryOnline = () => {
    backOnline = true;
    retry();
  };
  const stopTimer = () => {
    if (timer !== null) env.clearTimer(timer);
    timer = null;
  };
  const unlisten = $state.subscribe((state) => {
    stopTimer();
    if (state.phase !== 'waiting') return;
    timer = env.setTimer(retry, retryDelayMs(backOnline ? 1 : (state.failures ?? 1)));
    backOnline = false;
  });
  env.events.addEventListener('online', retryOnline);
  retry();
  return () => {
    stopTimer();
    unlisten();
    env.events.removeEventListener('online', retryOnline);
  };
}
