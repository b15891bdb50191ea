/**
 * While no release is live, a failed build is tried again after 5 s, 10 s, 20 s… (5 min at most) until one
 * succeeds; meanwhile the holding page tells the operator why and when the next try comes.
 */
import { opsMessages } from '../messages/ops.ts';
import type { LineLog } from './logger.ts';

const FIRST_DELAY_MS = 5_000;
const LONGEST_DELAY_MS = 300_000;

/** The wait before the next try: 5 s after a first failure, then twice the previous wait, 5 min at most. */
export function nextRetryDelay(previousMs: number): number {
  return Math.min(Math.max(previousMs * 2, FIRST_DELAY_MS), LONGEST_DELAY_MS);
}

export interface FirstBuildRetry {
  /** A build failed with no release live: logs the cause and plans the next try. */
  failed: (cause: string) => void;
  /** A build succeeded: the next failure starts again at 5 s, and the holding page has no note. */
  succeeded: () => void;
  /** The holding page's note to the operator, null while no build failed. */
  note: () => string | null;
  /** The process stops: no further try. */
  stop: () => void;
}

export function createFirstBuildRetry(retry: () => void, log: LineLog, now: () => number = Date.now): FirstBuildRetry {
  let failure: { cause: string; retryAt: number } | null = null;
  let delayMs = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  return {
    failed: (cause) => {
      if (stopped) return;
      delayMs = nextRetryDelay(delayMs);
      failure = { cause, retryAt: now() + delayMs };
      log(opsMessages.build.retry(delayMs / 1000, cause), true);
      clearTimeout(timer);
      timer = setTimeout(retry, delayMs);
      timer.unref();
    },
    succeeded: () => {
      failure = null;
      delayMs = 0;
    },
    note: () => failure && opsMessages.preparingFailed(failure.cause, Math.max(0, Math.ceil((failure.retryAt - now()) / 1000))),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
