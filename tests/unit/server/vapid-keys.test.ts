import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadVapidKeys, vapidKeysFile } from '../../../src/server/push/vapid-keys.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'kb-vapid-'));
  dirs.push(dir);
  return dir;
};

describe("the shop's VAPID key", () => {
  it('is made at first start, readable by the owner only, and the same at every start after', async () => {
    const dir = dataDir();
    const first = await loadVapidKeys(dir);
    expect(first.created).toBe(true);
    expect(first.publicKey).toMatch(/^B[\w-]{86}$/);
    expect(statSync(vapidKeysFile(dir)).mode & 0o777).toBe(0o600);
    const again = await loadVapidKeys(dir);
    expect(again).toEqual({ ...first, created: false });
  });

  it('is one key when two processes start at once on one data folder', async () => {
    const dir = dataDir();
    const both = await Promise.all([loadVapidKeys(dir), loadVapidKeys(dir), loadVapidKeys(dir)]);
    expect(new Set(both.map((k) => k.publicKey)).size).toBe(1);
    expect(both.filter((k) => k.created)).toHaveLength(1);
    expect(JSON.parse(readFileSync(vapidKeysFile(dir), 'utf8'))).toEqual({
      publicKey: both[0]!.publicKey,
      privateKey: both[0]!.privateKey,
    });
  });

  it('is never replaced silently: a damaged file stops the start', async () => {
    const dir = dataDir();
    writeFileSync(vapidKeysFile(dir), '{"publicKey": "abîmé"}');
    await expect(loadVapidKeys(dir)).rejects.toThrow();
    expect(readFileSync(vapidKeysFile(dir), 'utf8')).toBe('{"publicKey": "abîmé"}');
  });
});
