import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, throttleFileOf } from '../../../src/server/db/open.ts';

const dir = mkdtempSync(join(tmpdir(), 'kin-open-together-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Another process holding `file`'s write lock (BEGIN IMMEDIATE, the file still in rollback mode), as a second shop
 * process opening the same files at the same moment does; resolves once it holds it, releases it after `ms`.
 */
async function holdWriteLock(file: string, ms: number): Promise<{ done: Promise<void> }> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const { DatabaseSync } = require('node:sqlite');
       const db = new DatabaseSync(process.argv[1]);
       db.exec('BEGIN IMMEDIATE');
       process.stdout.write('held\\n');
       setTimeout(() => { db.exec('COMMIT'); db.close(); }, Number(process.argv[2]));`,
      file,
      String(ms),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const held = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  const first = await Promise.race([held.then(() => 'held' as const), exited]);
  if (first !== 'held') throw new Error(`le processus qui tient le verrou s'est arrêté (code ${first}) : ${stderr}`);
  return {
    done: exited.then((code) => {
      if (code !== 0) throw new Error(`le processus qui tient le verrou a échoué (code ${code}) : ${stderr}`);
    }),
  };
}

describe('two shop processes opening the same files at once', () => {
  it.each([
    ['the shop file', (file: string) => file],
    ['the throttles file', throttleFileOf],
  ])('%s locked by the other process while it starts: this one waits and opens (in WAL mode)', async (_name, locked) => {
    const file = join(dir, `${locked === throttleFileOf ? 'throttles' : 'shop'}.sqlite`);
    const holder = await holdWriteLock(locked(file), 300);
    const db = openDatabase(file);
    try {
      expect(db.prepare('PRAGMA main.journal_mode').get()).toEqual({ journal_mode: 'wal' });
      expect(db.prepare('PRAGMA throttles.journal_mode').get()).toEqual({ journal_mode: 'wal' });
    } finally {
      db.close();
    }
    await holder.done;
  });
});
