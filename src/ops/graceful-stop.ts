import type { Server } from 'node:http';

/** One step of a stop, in order: what it does (for the log) and the work itself. */
export interface StopStep {
  name: string;
  run: () => Promise<unknown> | unknown;
}

/** Requests answered so far and in flight on a server: the stop waits for the second to reach 0. */
export function countRequests(server: Server): () => number {
  let inFlight = 0;
  server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
    });
  });
  return () => inFlight;
}

/**
 * Stops accepting connections and waits for the requests in flight, at most `graceMs`; then cuts the
 * connections still open. Idle keep-alive connections are closed as soon as they are idle, so a
 * client's open socket never holds the stop. Resolves with the number of requests cut.
 */
export function drainServer(server: Server, inFlight: () => number, graceMs: number): Promise<number> {
  return new Promise((resolve) => {
    let cut = 0;
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const deadline = setTimeout(() => {
      cut = inFlight();
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      resolve(cut);
    });
    server.closeIdleConnections();
  });
}

/** Waits for `promise` at most `ms`; true when it settled in time. */
export function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    promise.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(true);
      },
    );
  });
}

/**
 * Runs the steps one after the other, logging each; a step that throws is logged and the next
 * still runs (the database is closed even when the mail worker failed to stop). Resolves with
 * true when every step succeeded.
 */
export async function runStopSteps(steps: readonly StopStep[], log: (line: string, failed?: boolean) => void): Promise<boolean> {
  let ok = true;
  for (const step of steps) {
    try {
      await step.run();
      log(step.name);
    } catch (error) {
      ok = false;
      log(`${step.name} : échec (${error instanceof Error ? error.message : String(error)})`, true);
    }
  }
  return ok;
}
