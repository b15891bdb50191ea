import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueChange } from '../../../src/domain/catalogue-change.ts';
import { releasesDir } from '../../../src/ops/releases.ts';
import { waitingChanges, waitingChangesFile } from '../../../src/ops/waiting-changes.ts';

const price = (productId: number): CatalogueChange => ({ kind: 'price', productId });
const stock = (productId: number): CatalogueChange => ({ kind: 'stock', productId });

let dataDir = '';
const freshDataDir = () => {
  dataDir = mkdtempSync(join(tmpdir(), 'waiting-changes-'));
  mkdirSync(releasesDir(dataDir), { recursive: true });
  return dataDir;
};
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('waitingChanges', () => {
  it('keeps each change on disk as soon as it is added: a new process reads them back', () => {
    const dir = freshDataDir();
    const first = waitingChanges(dir);
    first.add([price(3)]);
    first.add([stock(3), price(5)]);
    const next = waitingChanges(dir);
    expect(next.waiting()).toEqual([price(3), stock(3), price(5)]);
    expect(next.covered()).toBe(2);
  });

  it('drops only the changes a live publication covered: those added during it still wait', () => {
    const dir = freshDataDir();
    const waiting = waitingChanges(dir);
    waiting.add([price(3)]);
    const covered = waiting.covered();
    // Added while the publication of price(3) runs.
    waiting.add([price(3)]);
    waiting.add([stock(8)]);
    waiting.published(covered);
    expect(waiting.waiting()).toEqual([price(3), stock(8)]);
    expect(waitingChanges(dir).waiting()).toEqual([price(3), stock(8)]);
    waiting.published(waiting.covered());
    expect(waitingChanges(dir).waiting()).toEqual([]);
  });

  it('numbers on from the changes a stopped process left, never reusing one', () => {
    const dir = freshDataDir();
    waitingChanges(dir).add([price(1)]);
    const next = waitingChanges(dir);
    next.add([price(2)]);
    next.published(1);
    expect(waitingChanges(dir).waiting()).toEqual([price(2)]);
  });

  it('says how many saves are not live yet and since when the oldest waits', () => {
    const dir = freshDataDir();
    let clock = Date.parse('2026-11-28T08:00:00Z');
    const waiting = waitingChanges(dir, () => new Date(clock));
    expect(waiting.summary()).toEqual({ count: 0, since: null });
    waiting.add([price(1)]);
    clock += 60_000;
    waiting.add([price(1)]);
    waiting.add([stock(2)]);
    expect(waiting.summary()).toEqual({ count: 3, since: '2026-11-28T08:00:00.000Z' });
    waiting.published(1);
    expect(waitingChanges(dir).summary()).toEqual({ count: 2, since: '2026-11-28T08:01:00.000Z' });
  });

  it('is a whole build when the file is not one it wrote (never a change silently dropped)', () => {
    const dir = freshDataDir();
    writeFileSync(waitingChangesFile(dir), '[{"seq":1,"changes":[{"kind":"pri');
    expect(waitingChanges(dir).waiting()).toEqual([{ kind: 'structural' }]);
  });

  it('writes a whole file each time, no temporary file left beside it', () => {
    const dir = freshDataDir();
    const waiting = waitingChanges(dir, () => new Date('2026-11-28T08:00:00Z'));
    waiting.add([price(1)]);
    waiting.add([]);
    expect(JSON.parse(readFileSync(waitingChangesFile(dir), 'utf8'))).toEqual([
      { seq: 1, changes: [price(1)], at: '2026-11-28T08:00:00.000Z' },
    ]);
    expect(waiting.covered()).toBe(1);
    expect(readdirSync(releasesDir(dir))).toEqual(['waiting-changes.json']);
  });
});
