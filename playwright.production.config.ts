import { defineConfig } from '@playwright/test';
import { scriptConfig } from './src/config/environment.ts';
import { readEnvironment } from './src/config/process-env.ts';

const tools = readEnvironment(scriptConfig);

/**
 * The production path (`npm run test:production`): a clean copy of the project installed as an operator does
 * (`npm install --omit=dev` with the machine's own Node first on PATH), `npm start`, and Debian's nginx in front of it
 * with the site file docs/deploying.md prints. One worker: the install, the shop and nginx are the worker's fixtures
 * (tests/production/production-shop.ts), made once for every spec.
 */
export default defineConfig({
  testDir: 'tests/production',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: tools.ci,
  timeout: 120_000,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    locale: 'fr-FR',
    launchOptions: {
      executablePath: tools.chromium.path,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
    },
  },
});
