/**
 * A publication's work done in a child process on this very Node (issue 39): the serving process only waits for its
 * answer, so its event loop keeps answering customers while the child parses catalogues, renders pages and walks
 * release folders. The child reads its input as JSON on standard input and prints its answer as JSON on its last
 * line (answerParent); its peak resident memory is measured. Stopped with the builds when the process shuts down.
 */
import { spawn } from 'node:child_process';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { childEnvironment } from '../config/process-env.ts';
import { followBuildChild } from './astro-build.ts';
import { watchPeakMemory } from './process-memory.ts';

export type ChildTaskOptions = {
  /** The child's module (a `.ts` of src/ops/ that calls answerParent). */
  entry: URL;
  /** Given as JSON on its standard input. */
  input: unknown;
  cwd: string;
  /** Its environment: this process's with these set (the build's, as `runAstroBuild` gets it). */
  env: Record<string, string | undefined>;
  /** What the failure says first, in French (« rendu des pages »). */
  what: string;
};

/** Runs the child; resolves with its answer (its last line, JSON) and peak memory, rejects with its error output's end. */
export function runChildTask(options: ChildTaskOptions): Promise<{ answer: unknown; peakMemoryBytes: number }> {
  const child = spawn(process.execPath, [fileURLToPath(options.entry)], {
    cwd: options.cwd,
    env: childEnvironment(options.env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  if (!followBuildChild(child)) child.kill('SIGTERM');
  const memory = child.pid === undefined ? null : watchPeakMemory(child.pid);
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  // A child that died before reading its input: its exit says why, not the broken pipe.
  child.stdin.on('error', () => {});
  child.stdin.end(JSON.stringify(options.input));
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      memory?.stop();
      reject(error);
    });
    child.on('close', (code, signal) => {
      const peakMemoryBytes = memory?.stop() ?? 0;
      if (code !== 0) return reject(new Error(`${options.what} échoué (${signal ?? `code ${code}`}) :\n${err.slice(-3000)}`));
      try {
        resolve({ answer: JSON.parse(out.trim().split('\n').pop() ?? 'null'), peakMemoryBytes });
      } catch (error) {
        reject(
          new Error(`${options.what} : réponse illisible (${error instanceof Error ? error.message : String(error)})\n${err.slice(-3000)}`),
        );
      }
    });
  });
}

/**
 * In the child: reads its input, runs `work`, prints the answer on its last line and exits once it is written (what a
 * render bundle leaves open, its pictures' workers and timers, would hold the process seconds more).
 */
export async function answerParent(work: (input: unknown) => Promise<unknown>): Promise<void> {
  const answer = await work(JSON.parse(await text(process.stdin)));
  process.stdout.write(`\n${JSON.stringify(answer)}\n`, () => process.exit(0));
}
