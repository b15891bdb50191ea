/**
 * The loop of a worker that empties a queue the routes fill (the outbox's e-mails, the staff's pushes): batch after
 * batch while there is work, then a look every `pollMs` (another process may have written) or at once when `wake()`
 * says a commit just wrote some.
 */
export interface WorkerLoop {
  /** Runs until stopped. */
  start: () => void;
  /** Something was just written: look now rather than at the next poll. */
  wake: () => void;
  /** Stops looking and waits for the batch in flight. */
  stop: () => Promise<void>;
}

/** `runOnce` handles one batch and says how many it handled; `failed` hears why a batch could not run (the database busy or closing). */
export function createWorkerLoop(runOnce: () => Promise<number>, pollMs: number, failed: (error: unknown) => void): WorkerLoop {
  let running = false;
  let woken = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const idle = () =>
    new Promise<void>((resolve) => {
      wakeUp = resolve;
      timer = setTimeout(resolve, pollMs);
    }).finally(() => {
      clearTimeout(timer);
      wakeUp = null;
    });

  async function run(): Promise<void> {
    while (running) {
      woken = false;
      let handled = 0;
      try {
        handled = await runOnce();
      } catch (error) {
        // Looked at again at the next poll.
        failed(error);
      }
      if (handled === 0 && running && !woken) await idle();
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    wake() {
      woken = true;
      wakeUp?.();
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
    },
  };
}
