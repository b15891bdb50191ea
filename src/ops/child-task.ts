/**
 * A publication's work done in a child process on this very Node (issue 39): the serving process only waits for its
 * answer, so its event loop keeps answering customers while the child parses catalogues, renders pages and walks
 * release folders. The child reads its input as JSON on standard input and prints its answer as JSON on its last
 * line (answerParent); its peak resident memory is measured. Stopped with the builds when the process shuts down.
 */
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { howItEnded, runNodeChild } from './node-child.ts';

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
export async function runChildTask(options: ChildTaskOptions): Promise<{ answer: unknown; peakMemoryBytes: number }> {
  const end = await runNodeChild({
    args: [fileURLToPath(options.entry)],
    cwd: options.cwd,
    env: options.env,
    input: JSON.stringify(options.input),
  });
  const said = end.tail.join('\n');
  if (end.code !== 0) throw new Error(`${options.what} échoué (${howItEnded(end)}) :\n${said}`);
  try {
    return { answer: JSON.parse(end.stdout.trim().split('\n').pop() ?? 'null'), peakMemoryBytes: end.peakMemoryBytes };
  } catch (error) {
    throw new Error(`${options.what} : réponse illisible (${error instanceof Error ? error.message : String(error)})\n${said}`);
  }
}

/**
 * In the child: reads its input, runs `work`, prints the answer on its last line and exits once it is written (what a
 * render bundle leaves open, its pictures' workers and timers, would hold the process seconds more).
 */
export async function answerParent(work: (input: unknown) => Promise<unknown>): Promise<void> {
  const answer = await work(JSON.parse(await text(process.stdin)));
  process.stdout.write(`\n${JSON.stringify(answer)}\n`, () => process.exit(0));
}
