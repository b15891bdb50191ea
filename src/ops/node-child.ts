/**
 * The publications' child processes on this very Node (process.execPath, so Node 24): `astro build` (astro-build.ts)
 * and the tasks of child-task.ts. One place spawns them, passes their output on, keeps its last lines for the failure
 * message, measures their peak memory, and stops them all when the serving process shuts down (stopBuilds).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { childEnvironment } from '../config/process-env.ts';
import { watchPeakMemory } from './process-memory.ts';

const children = new Set<ChildProcess>();
let stopping = false;

/**
 * Stops the children still running and refuses new ones (the serving process is shutting down): each build then
 * fails, and its release folder is removed without touching the live one.
 */
export function stopBuilds(): number {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  return children.size;
}

export type NodeChildOptions = {
  /** The script and its arguments, after Node's own path. */
  args: string[];
  cwd: string;
  /** Its environment: this process's with these set (childEnvironment). */
  env: Record<string, string | undefined>;
  /** Written to its standard input, then closed; absent: no standard input. */
  input?: string;
  /** Each non-empty line it writes, on its standard output and error; absent: its standard output is kept whole. */
  onLine?: (line: string) => void;
};

export type NodeChildEnd = {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Its whole standard output, when no `onLine` took it. */
  stdout: string;
  /** The last lines of its error output (and of its standard output when `onLine` took it), for a failure message. */
  tail: string[];
  peakMemoryBytes: number;
  durationMs: number;
};

const TAIL_LINES = 30;

/** Runs a Node script; resolves once it ended, whatever its exit code; rejects when it cannot start or the process stops. */
export function runNodeChild(options: NodeChildOptions): Promise<NodeChildEnd> {
  if (stopping) return Promise.reject(new Error('arrêt du processus en cours'));
  const started = performance.now();
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: childEnvironment(options.env),
    stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const memory = child.pid === undefined ? null : watchPeakMemory(child.pid);
  let stdout = '';
  const tail: string[] = [];
  const lines = (chunk: string): void => {
    for (const line of chunk.split('\n')) {
      if (line.trim() === '') continue;
      options.onLine?.(line);
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
    }
  };
  const { onLine } = options;
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    if (onLine) lines(chunk);
    else stdout += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', lines);
  if (child.stdin) {
    // A child that died before reading its input: its exit says why, not the broken pipe.
    child.stdin.on('error', () => {});
    child.stdin.end(options.input);
  }
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      memory?.stop();
      reject(error);
    });
    child.on('close', (code, signal) => {
      resolve({ code, signal, stdout, tail, peakMemoryBytes: memory?.stop() ?? 0, durationMs: performance.now() - started });
    });
  });
}

/** `code 1` or the signal that ended it, for a failure message. */
export const howItEnded = (end: Pick<NodeChildEnd, 'code' | 'signal'>): string => end.signal ?? `code ${end.code}`;
