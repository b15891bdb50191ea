/**
 * What the release tests share: a real shop started on a fresh data folder with its first release built and a staff
 * member signed in (before the file's tests, stopped and removed after them), and a release's files read whole.
 */
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { projectDir, type Shop, settled, startShop } from './shop-process.ts';
import { staffToken } from './staff.ts';

export interface ReleaseShop {
  dataDir: string;
  shop: Shop;
  /** A manager's API token. */
  token: string;
}

/**
 * The shop of the file's tests, filled in before they run (`prefix` names its data folder under `var/`; `env`: its
 * variables on top of the tests').
 */
export function shopWithFirstRelease(prefix: string, env: Record<string, string> = {}): ReleaseShop {
  const live = {} as ReleaseShop;
  beforeAll(async () => {
    await mkdir(join(projectDir, 'var'), { recursive: true });
    live.dataDir = await mkdtemp(join(projectDir, 'var', prefix));
    live.shop = await startShop(live.dataDir, env);
    const first = await settled(live.shop, 0, 240_000);
    expect(first.last?.result, live.shop.output.join('')).toBe('réussie');
    live.token = await staffToken(live.shop.origin, live.dataDir);
  }, 300_000);
  afterAll(async () => {
    await live.shop?.stop();
    if (live.dataDir) await rm(live.dataDir, { recursive: true, force: true });
  });
  return live;
}

/** Every file under `dir` (its path from `dir`) with its bytes, but for those `ownToEachRelease` matches. */
export async function releaseFiles(dir: string, ownToEachRelease: RegExp): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name).slice(dir.length + 1);
    if (!ownToEachRelease.test(path)) files.set(path, await readFile(join(dir, path)));
  }
  return files;
}
