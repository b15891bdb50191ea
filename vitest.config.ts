/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';
import { configDefaults } from 'vitest/config';

/** The reference API's suite, run a second time on PostgreSQL (makeShop's database is then a PostgreSQL one). */
const API_SUITE = ['tests/unit/server/**/*.test.ts'];

/** Files of that suite about SQLite itself (its file, its full disk, the CLI on DATA_DIR): run once, on SQLite. */
const SQLITE_ONLY = [
  'tests/unit/server/cli.test.ts',
  'tests/unit/server/cli-exports.test.ts',
  'tests/unit/server/exports-spreadsheet.test.ts',
  'tests/unit/server/disk-full.test.ts',
  'tests/unit/server/throttle-file.test.ts',
];

/** Files that compare both engines themselves (tests/support/engines.ts): they need the run's PostgreSQL on any project. */
const NEEDS_POSTGRES_SERVER = [
  'tests/unit/server/attempt-log.test.ts',
  'tests/unit/server/copy-to-postgres.test.ts',
  'tests/unit/server/migrations-engines.test.ts',
  'tests/unit/server/postgres-pool.test.ts',
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
    // Two files at a time (the CI machine's two cores; vitest's default there was one): the files that build the site
    // wait for each other through the build's lock on the project folder (src/ops/astro-build.ts, decision 045).
    maxWorkers: 2,
    // A test that starts processes (the command line, a shop, scrypt) takes a few seconds on a quiet machine and
    // several times that while two files share two busy cores: vitest's 5 s (10 s for hooks) would fail it by chance.
    // No test measures time through these limits; its own figures and events say what it checks.
    testTimeout: 30_000,
    hookTimeout: 30_000,
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
        test: {
          name: 'api-postgres',
          include: API_SUITE,
          exclude: [...configDefaults.exclude, ...SQLITE_ONLY, ...NEEDS_POSTGRES_SERVER],
          globalSetup: POSTGRES,
          provide: { shopTestEngine: 'postgres' },
        },
      },
    ],
  },
});
