/**
 * How the serving process stops, like a service (SIGTERM from systemd or docker, Ctrl+C, the terminal closed):
 * no new connection, the requests in flight answered (at most `graceMs`), the running build abandoned without
 * touching the live release, the e-mail worker stopped, the database closed; each step logged, then the exit.
 * Past `limitMs` the process exits with 1 whatever is left.
 */
import type { Server } from 'node:http';
import { opsMessages } from '../messages/ops.ts';
import { countRequests, drainServer, runStopSteps, type StopStep, within } from './graceful-stop.ts';
import type { LineLog } from './logger.ts';
import { currentRelease } from './releases.ts';

const say = opsMessages.stop;

export const STOP_LIMITS = {
  /** Requests in flight get this long to finish once a stop is asked. */
  graceMs: 10_000,
  /** The abandoned build gets this long to end. */
  buildMs: 3_000,
  /** The whole stop. */
  limitMs: 14_000,
};

export interface StopPlanOptions {
  server: Server;
  dataDir: string;
  /** Stops the builds (release-builds.ts): true when one was running; `idle` resolves once it has ended. */
  builds: { stop: () => boolean; idle: () => Promise<void> };
  /** The e-mail worker; null when this process sends no mail. */
  mail: { stop: () => Promise<void> } | null;
  /** Closes the database (and what writes to it first); null when this process has none. */
  database: { close: () => Promise<void> } | null;
  log: LineLog;
  exit?: (code: number) => void;
  limits?: typeof STOP_LIMITS;
}

/** The stop of the process, `why` being what asked for it; a second call while it runs is only logged. */
export function stopPlan(options: StopPlanOptions): (why: string, code?: number) => Promise<void> {
  const { server, log, limits = STOP_LIMITS, exit = (code) => process.exit(code) } = options;
  const inFlight = countRequests(server);
  let stopping = false;
  return async (why, code = 0) => {
    if (stopping) return log(say.again(why));
    stopping = true;
    const forced = setTimeout(() => {
      log(say.forced(limits.limitMs / 1000));
      exit(1);
    }, limits.limitMs);
    forced.unref();
    log(say.asked(why));
    const building = options.builds.stop();
    const steps: StopStep[] = [
      {
        name: say.requestsDone,
        run: async () => {
          const cut = await drainServer(server, inFlight, limits.graceMs);
          if (cut > 0) throw new Error(say.requestsCut(cut, limits.graceMs / 1000));
        },
      },
    ];
    if (building) {
      steps.push({
        name: say.buildDropped(await currentRelease(options.dataDir)),
        run: async () => {
          if (!(await within(options.builds.idle(), limits.buildMs))) throw new Error(say.buildNotDropped(limits.buildMs / 1000));
        },
      });
    }
    const { mail, database } = options;
    if (mail) steps.push({ name: say.mailStopped, run: () => mail.stop() });
    if (database) steps.push({ name: say.databaseClosed, run: () => database.close() });
    const ok = await runStopSteps(steps, log);
    log(say.done);
    clearTimeout(forced);
    exit(ok ? code : 1);
  };
}

/** SIGINT (Ctrl+C), SIGTERM (systemd, docker stop) and SIGHUP (the terminal that started the shop was closed) stop it cleanly. */
export function stopOnSignals(stop: (why: string) => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));
}
