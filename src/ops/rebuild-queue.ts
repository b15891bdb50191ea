import { type CatalogueChange, mergeChanges, STRUCTURAL } from '../domain/catalogue-change.ts';
import { watchEventLoopDelay } from './event-loop-delay.ts';
import { stepsLine } from './step-times.ts';

const structural = (changes: readonly CatalogueChange[]) => changes.some((change) => change.kind === 'structural');

type BuildReport = {
  reason: string;
  started_at: string;
  finished_at: string | null;
  duration_ms: number | null;
  result: 'en cours' | 'réussie' | 'échouée';
  release: string | null;
  error: string | null;
  /** Peak resident memory of the build's process tree, when measured. */
  peak_memory_bytes: number | null;
  /**
   * The largest delay of this (serving) process's event loop while the publication ran, in milliseconds: how long a
   * customer's request could wait behind the publication's own work (event-loop-delay.ts).
   */
  event_loop_delay_max_ms: number | null;
  /** How long its oldest change waited for it to start (the 1 s gathering a burst not included), in milliseconds. */
  queue_wait_ms: number | null;
  /** Where its time went, step by step, when the publication says (step-times.ts: a release of what changed). */
  steps_ms: Record<string, number> | null;
};

type QueueState = {
  running: boolean;
  waiting: boolean;
  /** The running publication, or the one waiting, builds the whole site (a structural change): minutes, not seconds. */
  whole: boolean;
  /** What the waiting publication will publish: its products' changes, or one structural change (a whole build). */
  waiting_changes: CatalogueChange[];
  builds: number;
  last: BuildReport | null;
  last_success: BuildReport | null;
};

export type RebuildQueue = {
  /**
   * Asks for a publication of `changes` (a whole build unless told); merges with the waiting one when a publication
   * already runs.
   */
  trigger: (reason: string, changes?: readonly CatalogueChange[]) => void;
  /** Resolves once nothing runs and nothing waits. */
  idle: () => Promise<void>;
  state: () => QueueState;
  /** The process is stopping: the waiting build is dropped and later triggers start nothing. */
  close: () => void;
};

/**
 * One publication at a time, at most one waiting: every trigger that arrives while one runs folds into a single
 * follow-up, which starts after it, reads the newest catalogue and publishes the union of the changes that arrived
 * meanwhile (a whole build when one of them is structural). A publication that fails gives its changes back to the
 * next one: the live release still lacks them.
 */
export function createRebuildQueue(
  build: (changes: readonly CatalogueChange[]) => Promise<{ id: string; peak_memory_bytes?: number; steps_ms?: Record<string, number> }>,
  log: (line: string) => void = () => {},
): RebuildQueue {
  let running: Promise<void> | null = null;
  let runningWhole = false;
  let waiting: string | null = null;
  /** The changes not yet live: those the waiting publication takes, with those of a failed one. */
  let pending: CatalogueChange[] = [];
  /** When the oldest of `pending` was asked for (performance.now()). */
  let pendingSince: number | null = null;
  let builds = 0;
  let last: BuildReport | null = null;
  let lastSuccess: BuildReport | null = null;
  let idleWaiters: Array<() => void> = [];
  let closed = false;

  const start = (reason: string): void => {
    builds += 1;
    const changes = pending;
    const since = pendingSince;
    pending = [];
    pendingSince = null;
    runningWhole = structural(changes);
    const report: BuildReport = {
      reason,
      started_at: new Date().toISOString(),
      finished_at: null,
      duration_ms: null,
      result: 'en cours',
      release: null,
      error: null,
      peak_memory_bytes: null,
      event_loop_delay_max_ms: null,
      queue_wait_ms: null,
      steps_ms: null,
    };
    last = report;
    const began = performance.now();
    report.queue_wait_ms = since === null ? null : Math.round(began - since);
    const delay = watchEventLoopDelay();
    log(`[rebuild] début (${reason})`);
    running = build(changes)
      .then(
        (release) => {
          Object.assign(report, {
            result: 'réussie',
            release: release.id,
            peak_memory_bytes: release.peak_memory_bytes ?? null,
            steps_ms: release.steps_ms ?? null,
          });
          lastSuccess = report;
        },
        (error: unknown) => {
          pending = mergeChanges(changes, pending);
          pendingSince = Math.min(since ?? began, pendingSince ?? began);
          Object.assign(report, { result: 'échouée', error: error instanceof Error ? error.message : String(error) });
        },
      )
      .finally(() => {
        report.event_loop_delay_max_ms = delay.stop();
        report.finished_at = new Date().toISOString();
        report.duration_ms = Math.round(performance.now() - began);
        log(
          `[rebuild] ${report.result} en ${(report.duration_ms / 1000).toFixed(1)} s${report.release ? ` : ${report.release}` : ''}${report.error ? ` : ${report.error}` : ''}` +
            `${report.queue_wait_ms === null ? '' : ` (attente ${report.queue_wait_ms} ms)`}${report.steps_ms ? ` — ${stepsLine(report.steps_ms)}` : ''}`,
        );
        running = null;
        if (waiting !== null) {
          const next = waiting;
          waiting = null;
          start(next);
        } else {
          const waiters = idleWaiters;
          idleWaiters = [];
          for (const resolve of waiters) resolve();
        }
      });
  };

  return {
    trigger: (reason, changes = [STRUCTURAL]) => {
      if (closed) return;
      pending = mergeChanges(pending, changes);
      pendingSince ??= performance.now();
      if (running) waiting = waiting === null ? reason : waiting;
      else start(reason);
    },
    idle: () => (running ? new Promise((resolve) => idleWaiters.push(resolve)) : Promise.resolve()),
    state: () => ({
      running: running !== null,
      waiting: waiting !== null,
      whole: (running !== null && runningWhole) || (waiting !== null && structural(pending)),
      waiting_changes: waiting === null ? [] : [...pending],
      builds,
      last,
      last_success: lastSuccess,
    }),
    close: () => {
      closed = true;
      waiting = null;
    },
  };
}

/**
 * Calls `run` once, `ms` after the last of a burst of calls (staff edits several products in a row), with the
 * changes of the whole burst merged.
 */
export function debounce(run: (changes: readonly CatalogueChange[]) => void, ms: number): (changes: readonly CatalogueChange[]) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let burst: CatalogueChange[] = [];
  return (changes) => {
    burst = mergeChanges(burst, changes);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const merged = burst;
      burst = [];
      run(merged);
    }, ms);
  };
}
