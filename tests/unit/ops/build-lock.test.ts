/**
 * One Astro build per project folder at a time (src/ops/astro-build.ts, decision 045): a second build waits, says so
 * in the log, and goes once the first is done; a lock left by a process killed while building is taken over once
 * stale, so the next build is late, never stuck. A throw-away folder stands for the project.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { takeBuildLock } from '../../../src/ops/astro-build.ts';

const projectDir = () => mkdtemp(join(tmpdir(), 'kin-build-lock-'));

describe('the build lock of a project folder', () => {
  it('makes a second build wait until the first one releases it, and logs the wait', async () => {
    const dir = await projectDir();
    const order: string[] = [];
    const lines: string[] = [];
    const releaseFirst = await takeBuildLock(dir);
    const second = takeBuildLock(dir, (line) => lines.push(line)).then((release) => {
      order.push('second');
      return release;
    });
    await expect.poll(() => lines).toEqual(['Une autre construction du site est en cours dans ce dossier : attente de sa fin.']);
    order.push('first done');
    await releaseFirst();
    await (await second)();
    expect(order).toEqual(['first done', 'second']);
    await expect(stat(join(dir, '.astro-build.lock'))).rejects.toThrow();
  });

  it('takes over a lock whose holder was killed while building', { timeout: 60_000 }, async () => {
    const dir = await projectDir();
    // A process of its own takes the lock, says so, then is killed without releasing it.
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { takeBuildLock } from './src/ops/astro-build.ts';
         await takeBuildLock(${JSON.stringify(dir)});
         console.log('tenu');
         setInterval(() => {}, 1000);`,
      ],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    holder.stderr.on('data', (chunk) => (stderr += chunk));
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk) => String(chunk).includes('tenu') && resolve());
      holder.on('exit', (code) => reject(new Error(`le processus qui tient le verrou s'est arrêté (${code}) : ${stderr}`)));
    });
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const lines: string[] = [];
    const release = await takeBuildLock(dir, (line) => lines.push(line));
    expect(lines).toEqual(['Une autre construction du site est en cours dans ce dossier : attente de sa fin.']);
    await release();
  });
});
