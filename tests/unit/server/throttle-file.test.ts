import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { sqliteEngine } from '../../../src/server/db/engine.ts';
import { migrationSql, migrations } from '../../../src/server/db/migrations.ts';
import { openDatabase, throttleFileOf } from '../../../src/server/db/open.ts';
import { AttemptLog } from '../../../src/server/http/attempt-log.ts';

const NOW = Date.UTC(2026, 10, 24, 9);
const folders: string[] = [];
const shopFile = () => {
  const folder = mkdtempSync(join(tmpdir(), 'kb-throttles-'));
  folders.push(folder);
  return join(folder, 'shop.sqlite');
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const address = { bucket: 'reset-confirm:41.245.0.1', windowMs: 60_000, max: 3 };
const pragma = (db: ReturnType<typeof openDatabase>, name: string) => Object.values(db.prepare(`PRAGMA ${name}`).get() ?? {})[0];

describe('the throttles keep their events in a file of their own, written without waiting for the disk', () => {
  it('an attempt writes nothing to the shop file, whose commits still wait for the disk', async () => {
    const file = shopFile();
    const db = openDatabase(file, { seed: false });
    expect(await new AttemptLog(sqliteEngine(db)).reserve([address], NOW)).toBe(0);
    expect(db.prepare("SELECT name FROM main.sqlite_master WHERE name = 'rate_events'").get()).toBeUndefined();
    expect(db.prepare('SELECT count(*) AS n FROM throttles.rate_events').get()).toEqual({ n: 1 });
    // FULL (2): every order and account is on disk when the API answers; NORMAL (1): throttles' events are not waited for.
    expect(pragma(db, 'main.synchronous')).toBe(2);
    expect(pragma(db, 'throttles.synchronous')).toBe(1);
    expect(pragma(db, 'throttles.journal_mode')).toBe('wal');
    // Addresses and e-mails: as private as the shop's own file.
    expect(statSync(throttleFileOf(file)).mode & 0o777).toBe(0o600);
    db.close();
  });

  it('every process of the shop counts the same attempts', async () => {
    const file = shopFile();
    const first = new AttemptLog(sqliteEngine(openDatabase(file, { seed: false })));
    const second = new AttemptLog(sqliteEngine(openDatabase(file, { seed: false })));
    expect(await first.reserve([address], NOW)).toBe(0);
    expect(await second.reserve([address], NOW)).toBe(0);
    expect(await first.reserve([address], NOW)).toBe(0);
    expect(await second.reserve([address], NOW)).toBeGreaterThan(0);
  });

  it('a shop file from before keeps working: its old events table goes, the attempts start afresh beside it', async () => {
    const file = shopFile();
    // The shop file as the previous version left it: migrations up to 13 applied, the events in the shop's own file.
    const db = new DatabaseSync(file);
    db.exec('CREATE TABLE schema_version (version INTEGER NOT NULL)');
    for (const [index, migration] of migrations.slice(0, 13).entries()) {
      db.exec(migrationSql(migration, 'sqlite'));
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(index + 1);
    }
    db.exec(`INSERT INTO rate_events (bucket, at) VALUES ('${address.bucket}', ${NOW})`);
    db.close();
    const reopened = openDatabase(file, { seed: false });
    expect(reopened.prepare("SELECT name FROM main.sqlite_master WHERE name = 'rate_events'").get()).toBeUndefined();
    expect(await new AttemptLog(sqliteEngine(reopened)).reserve([address], NOW)).toBe(0);
    reopened.close();
  });
});
