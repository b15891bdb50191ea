import { defineConfig, devices } from '@playwright/test';

/** Port and data folder of the shop process the browser tests run against (a fresh one every run). */
const port = Number(process.env.E2E_PORT ?? 4399);
const dataDir = process.env.E2E_DATA_DIR ?? 'var/e2e';
export const baseURL = `http://127.0.0.1:${port}`;
export const e2eRebuildToken = 'e2e-rebuild-token';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'fr-FR',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    // The shop exactly as customers get it: `npm start` on a fresh data folder.
    command: `rm -rf ${dataDir} && npm start`,
    url: `${baseURL}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      REBUILD_TOKEN: e2eRebuildToken,
      ASTRO_TELEMETRY_DISABLED: '1',
      SHOP_DEV: '1',
    },
  },
});
