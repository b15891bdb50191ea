/**
 * A data folder beside the checkout, sharing its path as a prefix (`/srv/kin-boissons-data` next to
 * `/srv/kin-boissons`): Astro takes it for a folder inside the project, and a build run from the
 * project folder fails to import its own packages. The shop's builds run from a folder of their own.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectDir } from './shop-process.ts';

const dataDir = mkdtempSync(`${projectDir.replace(/\/+$/, '')}-data-`);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('DATA_DIR beside the checkout, sharing its prefix', () => {
  it('builds and switches a release in (src/serve.ts --build-once)', async () => {
    expect(dataDir.startsWith(projectDir.replace(/\/+$/, ''))).toBe(true);
    const { code, out } = await new Promise<{ code: number; out: string }>((resolve) =>
      execFile(
        process.execPath,
        ['src/serve.ts', '--build-once'],
        { cwd: projectDir, env: { ...process.env, PORT: '0', DATA_DIR: dataDir, SHOP_DEV: '1' }, timeout: 240_000 },
        (error, stdout, stderr) =>
          resolve({ code: typeof error?.code === 'number' ? error.code : error ? -1 : 0, out: `${stdout}${stderr}` }),
      ),
    );
    expect(out).not.toContain('Cannot find package');
    expect(code, out.slice(-3000)).toBe(0);
    const live = readlinkSync(join(dataDir, 'releases', 'current'));
    expect(existsSync(join(dataDir, 'releases', live, 'index.html'))).toBe(true);
    expect(existsSync(join(dataDir, 'releases', live, '.prerender'))).toBe(false);
    const workDirs = existsSync(join(projectDir, '.astro', 'builds')) ? readdirSync(join(projectDir, '.astro', 'builds')) : [];
    expect(workDirs.filter((name) => name.startsWith(live))).toEqual([]);
  }, 300_000);
});
