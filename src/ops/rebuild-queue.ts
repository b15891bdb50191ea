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
};

type QueueState = { running: boolean; waiting: boolean; builds: number; last: BuildReport | null; last_success: BuildReport | null };

export type RebuildQueue = {
  /** Asks for a build; coalesces with the waiting one when a build already runs. */
  trigger: (reason: string) => void;
  /** Resolves once nothing runs and nothing waits. */
  idle: () => Promise<void>;
  state: () => QueueState;
  /** The process is stopping: the waiting build is dropped and later triggers start nothing. */
  close: () => void;
};

/**
 * One build at a time, at most one waiting: every trigger that arrives while a build runs folds
 * into a single follow-up build, which starts after it and so reads the newest catalogue.
 */
export function createRebuildQueue(
  build: () => Promise<{ id: string; peak_memory_bytes?: number }>,
  log: (line: string) => void = () => {},
): RebuildQueue {
  let running: Promise<void> | null = null;
  let waiting: string | null = null;
  let builds = 0;
  let last: BuildReport | null = null;
  let lastSuccess: BuildReport | null = null;
  let idleWaiters: Array<() => void> = [];
  let closed = false;

  const start = (reason: string): void => {
    builds += 1;
    const report: BuildReport = {
      reason,
      started_at: new Date().toISOString(),
      finished_at: null,
      duration_ms: null,
      result: 'en cours',
      release: null,
      error: null,
      peak_memory_bytes: null,
    };
    last = report;
    const began = performance.now();
    log(`[rebuild] début (${reason})`);
    running = build()
      .then(
        (release) => {
          Object.assign(report, { result: 'réussie', release: release.id, peak_memory_bytes: release.peak_memory_bytes ?? null });
          lastSuccess = report;
        },
        (error: unknown) => {
          Object.assign(report, { result: 'échouée', error: error instanceof Error ? error.message : String(error) });
        },
      )
      .finally(() => {
        report.finished_at = new Date().toISOString();
        report.duration_ms = Math.round(performance.now() - began);
        log(
          `[rebuild] ${report.result} en ${(report.duration_ms / 1000).toFixed(1)} s${report.release ? ` : ${report.release}` : ''}${report.error ? ` : ${report.error}` : ''}`,
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
    trigger: (reason) => {
      if (closed) return;
      if (running) waiting = waiting === null ? reason : waiting;
      else start(reason);
    },
    idle: () => (running ? new Promise((resolve) => idleWaiters.push(resolve)) : Promise.resolve()),
    state: () => ({ running: running !== null, waiting: waiting !== null, builds, last, last_success: lastSuccess }),
    close: () => {
      closed = true;
      waiting = null;
    },
  };
}

/** Calls `run` once, `ms` after the last of a burst of calls (staff edits several products in a row). */
export function debounce(run: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
}
