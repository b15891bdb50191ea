import { cliMessages } from '../../src/messages/cli.ts';

const m = cliMessages;

/** One line typed at the terminal without echo (raw mode); Ctrl+C aborts. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(`${question} `);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const done = (error?: Error): void => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string): void => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          done();
          return;
        }
        if (ch === '\u0003') {
          done(new Error('interrompu'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    input.on('data', onData);
  });
}

/** All of standard input (a pipe or a file), its first line. */
async function firstLineOfStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/**
 * A new password, never from the command line (it would stay in the shell's history and in `ps`):
 * asked twice at a terminal, else the first line of standard input (`… < fichier`, a pipe).
 */
export async function readNewPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await promptHidden(m.out.passwordPrompt);
    if (first === '') throw new Error(m.errors.passwordEmpty);
    if ((await promptHidden(m.out.passwordAgain)) !== first) throw new Error(m.errors.passwordMismatch);
    return first;
  }
  const line = await firstLineOfStdin();
  if (line === '') throw new Error(m.errors.passwordEmpty);
  return line;
}
