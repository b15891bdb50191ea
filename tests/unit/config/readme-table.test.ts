import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildConfig, scriptConfig, shopConfig } from '../../../src/config/environment.ts';
import { operatorVariables, toolVariables } from '../../../src/config/variables.ts';

const root = join(import.meta.dirname, '../../..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** Items of the README list that follows `heading`'s text (`- \`NAME\` — meaning. Default: value.`): variable → default. */
function table(after: string): Map<string, string> {
  const start = readme.indexOf(after);
  expect(start, `README: ${after}`).toBeGreaterThanOrEqual(0);
  const items: string[] = [];
  for (const line of readme.slice(start).split('\n')) {
    if (line.startsWith('- ')) items.push(line);
    else if (line.startsWith('  ') && items.length > 0) items[items.length - 1] += ` ${line.trim()}`;
    else if (items.length > 0) break;
  }
  const rows = new Map<string, string>();
  for (const item of items) {
    const name = /^- `([A-Z0-9_]+)` — /.exec(item)?.[1];
    const defaultAt = item.lastIndexOf(' Default: ');
    if (name) rows.set(name, defaultAt < 0 ? '' : item.slice(defaultAt + ' Default: '.length));
  }
  return rows;
}

/** The literal default written first in a default cell (`4321`), or null for a sentence ("off"). */
const literal = (cell: string) => /^`([^`$]+)`/.exec(cell)?.[1] ?? null;

const project = '/srv/kin-boissons';
type Env = Record<string, string>;
/**
 * Where each variable's value ends up, and another valid value: "unset" must give what the README's
 * default gives, and not what the other value gives (so the comparison can fail).
 */
const read: Record<string, [get: (env: Env) => unknown, other: string]> = {
  PORT: [(env) => shopConfig(env, project).port, '8080'],
  DATA_DIR: [(env) => shopConfig(env, project).dataDir, './data'],
  PUBLIC_API_URL: [(env) => shopConfig(env, project).publicApiUrl, 'https://api.kinboissons.cd/api/v1'],
  SITE_URL: [(env) => buildConfig(env, project).siteUrl, 'https://kinboissons.cd'],
  MAIL_FROM: [(env) => shopConfig(env, project).mail.from, 'Boutique <boutique@example.cd>'],
  LOG_LEVEL: [(env) => shopConfig(env, project).log.level, 'debug'],
  BACKUP_DAILY: [(env) => shopConfig(env, project).backup.daily, '0'],
  BACKUP_KEEP: [(env) => shopConfig(env, project).backup.keep, '30'],
  BACKUP_HOUR: [(env) => shopConfig(env, project).backup.minuteOfDay, '22:30'],
  GUEST_ORDER_LIMIT: [(env) => shopConfig(env, project).guestOrderLimit, '50'],
  BENCH_DURATION: [(env) => scriptConfig(env, project).bench.durationSeconds, '9'],
  BENCH_WORKERS: [(env) => scriptConfig(env, project).bench.workers, '9'],
  BENCH_RUNS: [(env) => scriptConfig(env, project).bench.runs, '9'],
  BASE_URL: [(env) => scriptConfig(env, project).benchBaseUrl, 'https://kinboissons.cd'],
  CHROMIUM_PATH: [(env) => scriptConfig(env, project).chromium.path, '/opt/chromium'],
  E2E_DATA_DIR: [(env) => scriptConfig(env, project).e2e.dataDir, 'var/e2e-2'],
  E2E_WORKERS: [(env) => scriptConfig(env, project).e2e.workers, '9'],
  TEST_PARALLEL_INDEX: [(env) => scriptConfig(env, project).e2e.slot, '9'],
};

describe.each([
  ['Configuration', 'Read once per process by `src/config/`', Object.keys(operatorVariables(project))],
  ['Scripts', "Their variables and the test tooling's", Object.keys(toolVariables)],
])('README %s table and the schema', (_, after, names) => {
  const rows = table(after);

  it('list the same variables, in the same order', () => expect([...rows.keys()]).toEqual(names));

  it('agree on every written default', () => {
    const defaults = [...rows].flatMap(([name, cell]) => {
      const value = literal(cell);
      return value === null ? [] : [[name, value] as const];
    });
    expect(defaults.length).toBeGreaterThan(2);
    for (const [name, value] of defaults) {
      const entry = read[name];
      if (!entry) throw new Error(`${name}: say in this test where its value goes`);
      const [get, other] = entry;
      expect(get({}), `${name} unset`).toEqual(get({ [name]: value }));
      expect(get({}), `${name} unset`).not.toEqual(get({ [name]: other }));
    }
  });
});
