import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { scriptConfig } from './src/config/environment.ts';
import { readEnvironment } from './src/config/process-env.ts';

const tools = readEnvironment(scriptConfig);
/**
 * Each worker runs its spec files against a shop of its own (E2E_WORKERS, default 1; decision 045): tests/e2e/global-setup.ts
 * starts one per worker, each on its own data folder, and the files of one worker run one after the other on it, as
 * they did on the single shop. The worker reads which one is its own from TEST_PARALLEL_INDEX, which Playwright sets
 * in each worker (and keeps for the worker started again after a failure).
 */
export const e2eWorkers = tools.e2e.workers;
/** Folder of the shops' data folders (emptied before every run). */
export const e2eRootDir = tools.e2e.dataDir;
/** Data folder of shop `slot`. */
export const e2eShopDir = (slot: number): string => join(e2eRootDir, `shop-${slot}`);
/** Data folder of the shop this worker's browser tests run against. */
export const e2eDataDir = e2eShopDir(tools.e2e.slot);
/**
 * Address of that shop: tests/e2e/global-setup.ts starts the shops on ports the system picks and sets
 * E2E_BASE_URL (their addresses, by worker), which the workers see when they evaluate this file again.
 */
export const baseURL = tools.e2e.baseUrls[tools.e2e.slot] ?? '';
export const e2eRebuildToken = 'e2e-rebuild-token-long-enough-0123456789';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: e2eWorkers,
  retries: 0,
  // On a CI machine a `test.only` left in a spec fails the run instead of skipping every other test.
  forbidOnly: tools.ci,
  timeout: 60_000,
  reporter: [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    ...(baseURL ? { baseURL } : {}),
    // A failed test keeps its trace (test-results/…/trace.zip, `npx playwright show-trace`): steps, DOM, network.
    trace: 'retain-on-failure',
    // The shop's service worker would answer requests that page.route() then never sees (Playwright's own
    // advice: block it where requests are intercepted). tests/e2e/offline/ allows it: it tests the worker.
    serviceWorkers: 'block',
    locale: 'fr-FR',
    launchOptions: {
      executablePath: tools.chromium.path,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
