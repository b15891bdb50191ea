import { defineConfig, devices } from '@playwright/test';
import { scriptConfig } from './src/config/environment.ts';
import { readEnvironment } from './src/config/process-env.ts';

const tools = readEnvironment(scriptConfig);
/** Data folder of the shop process the browser tests run against (emptied before every run). */
export const e2eDataDir = tools.e2e.dataDir;
/**
 * Address of that shop: tests/e2e/global-setup.ts starts it on a port the system picks and sets
 * E2E_BASE_URL, which the workers see when they evaluate this file again.
 */
export const baseURL = tools.e2e.baseUrl ?? '';
export const e2eRebuildToken = 'e2e-rebuild-token-long-enough-0123456789';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
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
