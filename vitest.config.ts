/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';
import { configDefaults } from 'vitest/config';

/**
 * The API's suite run a second time, on PostgreSQL. For now only the demonstration of test-engine.ts: the API's
 * tests open their database with `freshEngine()` once makeShop does, then this becomes `tests/unit/server/**`.
 */
const API_SUITE_ON_POSTGRES = ['tests/unit/server/test-engine.test.ts'];

/** Files that compare both engines themselves (tests/support/engines.ts): they need the run's PostgreSQL on any project. */
const NEEDS_POSTGRES_SERVER = [
  'tests/unit/server/attempt-log.test.ts',
  'tests/unit/server/copy-to-postgres.test.ts',
  'tests/unit/server/migrations-engines.test.ts',
  'tests/unit/server/publication-signal.test.ts',
  'tests/unit/server/transaction.test.ts',
];

/** One throw-away PostgreSQL for the whole run, started only when a project naming it has files to run. */
const POSTGRES = ['tests/support/postgres-global.ts'];

// Astro's Vite setup, astro.config.mjs's `define` included: tests see the same __PUBLIC_API_URL__ as the bundle.
// Each project inherits it (and `environment`) from this root configuration (`extends` is true by default).
export default getViteConfig({
  test: {
    environment: 'node',
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...NEEDS_POSTGRES_SERVER],
          provide: { shopTestEngine: 'sqlite' },
        },
      },
      {
        test: { name: 'unit-engines', include: NEEDS_POSTGRES_SERVER, globalSetup: POSTGRES, provide: { shopTestEngine: 'sqlite' } },
      },
      {
        test: { name: 'api-postgres', include: API_SUITE_ON_POSTGRES, globalSetup: POSTGRES, provide: { shopTestEngine: 'postgres' } },
      },
    ],
  },
});
