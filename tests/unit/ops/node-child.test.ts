/**
 * The one helper for the publications' child processes (node-child.ts): `astro build` and the child tasks both go
 * through it. Real children on this Node: their output, exit, error output kept for the failure, answers on standard
 * output, and none started once the process stops.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runChildTask } from '../../../src/ops/child-task.ts';
import { runNodeChild, stopBuilds } from '../../../src/ops/node-child.ts';

const script = async (source: string): Promise<string> => {
  const dir = await mkdtemp(join(tmpdir(), 'kin-node-child-'));
  const file = join(dir, 'child.mjs');
  await writeFile(file, source);
  return file;
};

describe('runNodeChild', () => {
  it('passes every line on and keeps the last ones, reads the input, measures memory', async () => {
    const file = await script(
      `let s = ''; process.stdin.on('data', (c) => (s += c)).on('end', () => { for (let i = 0; i < 40; i++) console.log('ligne ' + i); console.error('fin ' + s); });`,
    );
    const seen: string[] = [];
    const end = await runNodeChild({ args: [file], cwd: tmpdir(), env: {}, input: 'entrée', onLine: (line) => seen.push(line) });
    expect(end.code).toBe(0);
    expect(seen).toHaveLength(41);
    expect(seen).toContain('fin entrée');
    expect(end.tail).toHaveLength(30);
    expect(end.tail.at(-1)).toBe('fin entrée');
    expect(end.stdout).toBe('');
    expect(end.peakMemoryBytes).toBeGreaterThan(0);
  });

  it('keeps the standard output whole when no one takes its lines, and says how a failed child ended', async () => {
    const file = await script(`process.stdout.write('a\\nb'); console.error('pourquoi'); process.exit(3);`);
    const end = await runNodeChild({ args: [file], cwd: tmpdir(), env: { KIN_TEST: '1' } });
    expect(end).toMatchObject({ code: 3, signal: null, stdout: 'a\nb', tail: ['pourquoi'] });
  });
});

describe('runChildTask', () => {
  it('answers the last line as JSON; a failure carries the error output of the child', async () => {
    const ok = await script(
      `let s = ''; process.stdin.on('data', (c) => (s += c)).on('end', () => console.log('bruit\\n' + JSON.stringify({ double: JSON.parse(s).n * 2 })));`,
    );
    const { answer } = await runChildTask({ entry: pathToFileURL(ok), input: { n: 21 }, cwd: tmpdir(), env: {}, what: 'essai' });
    expect(answer).toEqual({ double: 42 });
    const dead = await script(`console.error('la raison du refus'); process.exit(2);`);
    await expect(runChildTask({ entry: pathToFileURL(dead), input: {}, cwd: tmpdir(), env: {}, what: 'essai' })).rejects.toThrow(
      /essai échoué \(code 2\) :\nla raison du refus/,
    );
  });
});

// Last: the stop is for the rest of this file's module.
describe('stopBuilds', () => {
  it('stops the running children and refuses new ones', async () => {
    const file = await script(`console.log('prêt'); setInterval(() => {}, 1000);`);
    let ready: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      ready = resolve;
    });
    const running = runNodeChild({ args: [file], cwd: tmpdir(), env: {}, onLine: () => ready() });
    await started;
    expect(stopBuilds()).toBe(1);
    expect(await running).toMatchObject({ signal: 'SIGTERM' });
    await expect(runNodeChild({ args: [file], cwd: tmpdir(), env: {} })).rejects.toThrow('arrêt du processus en cours');
  });
});
