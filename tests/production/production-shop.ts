/**
 * The shop as an operator installs it on a fresh machine, for every spec of tests/production/ (worker fixtures, made
 * once): a clean copy of the project (the files git hands over, as they are now), `npm install --omit=dev` and
 * `npm start` with a bare environment whose PATH gives the machine's own Node (Debian's 20), then Debian's nginx in
 * front of it with the site file of docs/deploying.md (scripts/lib/nginx.ts). Behind nginx the shop trusts it
 * (TRUST_PROXY=127.0.0.1) and logs every request (LOG_REQUESTS=1), so a spec can tell what reached Node.
 */
import { execFile, execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { test as base } from '@playwright/test';
import { type RunningNginx, startNginx } from '../../scripts/lib/nginx.ts';
import { firstRelease, projectDir, type StartedShop, startShop } from '../../scripts/lib/start-shop.ts';

const run = promisify(execFile);

export const REBUILD_TOKEN = 'production-rebuild-token-long-enough-0123456789';

/** What a fresh Debian machine gives a shell: its own Node and npm first on PATH, nothing of this test run's npm. */
const bareMachine = { PATH: '/usr/bin:/bin', HOME: homedir(), LANG: 'C.UTF-8', ASTRO_TELEMETRY_DISABLED: '1' };

export interface Installed {
  root: string;
  /** The clean copy, installed. */
  dir: string;
  dataDir: string;
  /** `node -v` with the bare machine's PATH, and in the copy's node_modules/.bin. */
  systemNode: string;
  projectNode: string;
}

interface Workers {
  installed: Installed;
  shop: StartedShop;
  nginx: RunningNginx;
}

function copyProject(to: string): void {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: projectDir });
  for (const file of listed.toString('utf8').split('\0')) {
    const from = join(projectDir, file);
    if (file === '' || !existsSync(from)) continue;
    mkdirSync(dirname(join(to, file)), { recursive: true });
    copyFileSync(from, join(to, file));
  }
}

export const test = base.extend<object, Workers>({
  installed: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const root = mkdtempSync(join(tmpdir(), 'kin-production-'));
      try {
        const dir = join(root, 'kin-boissons');
        copyProject(dir);
        const systemNode = execFileSync('node', ['-v'], { env: bareMachine }).toString().trim();
        try {
          await run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
            cwd: dir,
            env: bareMachine,
            maxBuffer: 16 * 1024 * 1024,
          });
        } catch (error) {
          const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
          throw new Error(`npm install --omit=dev a échoué dans ${dir} :\n${stdout}${stderr}`);
        }
        // Without Node 24 among the dependencies there is none: `npm start` then says what the machine's Node makes of it.
        const ownNode = join(dir, 'node_modules/.bin/node');
        const projectNode = existsSync(ownNode) ? execFileSync(ownNode, ['-v']).toString().trim() : '(aucun)';
        await use({ root, dir, dataDir: join(root, 'data'), systemNode, projectNode });
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  shop: [
    async ({ installed }, use) => {
      const shop = await startShop({
        command: ['npm', 'start'],
        cwd: installed.dir,
        baseEnv: bareMachine,
        group: true,
        env: { DATA_DIR: installed.dataDir, REBUILD_TOKEN, TRUST_PROXY: '127.0.0.1', LOG_REQUESTS: '1', SHOP_DEV: '1' },
      });
      await use(await firstRelease(shop));
      await shop.stop();
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  nginx: [
    async ({ installed, shop }, use) => {
      const nginx = await startNginx({ dir: join(installed.root, 'nginx'), dataDir: installed.dataDir, shopPort: shop.port });
      await use(nginx);
      await nginx.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

export { expect } from '@playwright/test';
