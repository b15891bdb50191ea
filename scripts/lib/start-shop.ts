/**
 * Starts the shop (`src/serve.ts`), the API alone (`src/server/main.ts`) or `npm start` as a child on
 * PORT=0: the system gives it a free port, the child prints the address it got
 * (`Kin Boissons : http://localhost:54321/`), and this reads it back. No port is ever probed and
 * handed over, so two runs at once never race for one. Used by the scripts and by the tests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { childEnvironment } from '../../src/config/process-env.ts';

export const projectDir = fileURLToPath(new URL('../..', import.meta.url));

/** The address line both entries print once they listen (serve.ts, and server/main.ts with `API ` before it). */
const LISTENING = /Kin Boissons : http:\/\/localhost:(\d+)\//;

type StartOptions = {
  /** What to run: a Node entry of the project (default `src/serve.ts`), or a whole command such as `['npm', 'start']`. */
  entry?: string;
  command?: readonly [string, ...string[]];
  /** Variables set for the child on top of this process's environment (PORT is always 0). */
  env?: Record<string, string | undefined>;
  /** Instead of this process's environment, only these variables under `env` (a machine's bare PATH, say). */
  baseEnv?: Record<string, string>;
  /** Where it runs: the project folder by default. */
  cwd?: string;
  /** Its own process group, so that `stop` ends every process it started (npm, node, astro build). */
  group?: boolean;
  /** Each line the child prints, as it comes (default: kept in `output` only). */
  onLine?: (line: string) => void;
  timeoutMs?: number;
};

export type StartedShop = {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the child printed so far (stdout and stderr). */
  output: string[];
  /** SIGTERM (to the whole group when `group`), resolved once the child has exited. */
  stop: () => Promise<void>;
};

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** True while some process of the group `pgid` is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to every process of the group, then waits until none is left (SIGKILL after 10 s). */
export async function stopGroup(pgid: number): Promise<void> {
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (groupAlive(pgid)) {
    if (Date.now() > deadline) process.kill(-pgid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (exited(child)) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function startShop(options: StartOptions = {}): Promise<StartedShop> {
  const [command, ...args] = options.command ?? [process.execPath, options.entry ?? 'src/serve.ts'];
  const name = [command, ...args].join(' ');
  const timeoutMs = options.timeoutMs ?? 60_000;
  const child = spawn(command, args, {
    cwd: options.cwd ?? projectDir,
    env: options.baseEnv
      ? Object.fromEntries(Object.entries({ ...options.baseEnv, ...options.env, PORT: '0' }).filter(([, value]) => value !== undefined))
      : childEnvironment({ ...options.env, PORT: '0' }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.group ?? false,
  });
  const pgid = options.group ? child.pid : undefined;
  const stop = () => (pgid === undefined ? stopChild(child) : stopGroup(pgid));
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    let ready = false;
    const fail = (error: Error): void => {
      clearTimeout(timer);
      if (!ready) reject(error);
    };
    const timer = setTimeout(() => {
      fail(new Error(`${name} n'a annoncé aucune adresse en ${timeoutMs} ms :\n${output.join('')}`));
      void stop();
    }, timeoutMs);
    const collect = (chunk: Buffer): void => {
      const text = chunk.toString('utf8');
      output.push(text);
      if (options.onLine) for (const line of text.split('\n')) if (line.trim() !== '') options.onLine(line);
      if (ready) return;
      const port = Number(LISTENING.exec(output.join(''))?.[1]);
      if (port > 0) {
        ready = true;
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}`, port, child, output, stop });
      }
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      fail(new Error(`${name} s'est arrêté (${signal ?? `code ${code}`}) avant d'écouter :\n${output.join('')}`)),
    );
  });
}

/** Resolves once the shop serves its first release (its pages answer 503 until then); else stops it and says why. */
export async function firstRelease(shop: StartedShop, timeoutMs = 300_000): Promise<StartedShop> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`${shop.url}/`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return shop;
    if (shop.child.exitCode !== null || Date.now() > deadline) {
      await shop.stop();
      throw new Error(`La boutique ne sert pas sa première release (dernière réponse ${status}) :\n${shop.output.join('').slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
