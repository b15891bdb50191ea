import { spawn } from 'node:child_process';

/** `npm run shop -- …` on `dir`, with `input` on its standard input (a password, never an argument). */
export function cli(
  dir: string,
  args: string[],
  input = '',
  env: Record<string, string> = {},
): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/shop.ts', ...args], {
      env: { ...process.env, DATA_DIR: dir, NODE_NO_WARNINGS: '1', ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('close', (code) => resolve({ code: code ?? -1, out, err }));
    child.stdin.end(input);
  });
}
