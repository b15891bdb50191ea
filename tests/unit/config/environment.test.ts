import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildConfig, ConfigError, scriptConfig, shopConfig } from '../../../src/config/environment.ts';
import { findProjectDir } from '../../../src/config/project-dir.ts';

const project = '/srv/kin-boissons';

describe('shopConfig: defaults and empty strings', () => {
  const defaults = {
    port: 4321,
    dataDir: '/srv/kin-boissons/var',
    externalCatalogueApiUrl: undefined,
    embeddedApi: true,
    publicApiUrl: '/api/v1',
    rebuildToken: undefined,
    siteUrl: undefined,
    dev: false,
    log: { level: 'info', requests: false },
    backup: { daily: true, minuteOfDay: 180, keep: 14 },
    guestOrderLimit: 5,
    pushPrivateNetwork: false,
    mail: { smtpUrl: undefined, from: { name: 'Kin Boissons', address: 'contact@kinboissons.cd' }, alertEmails: [] },
  };
  const blank = {
    PORT: '',
    DATA_DIR: ' ',
    CATALOGUE_API_URL: '',
    PUBLIC_API_URL: '',
    REBUILD_TOKEN: '',
    SITE_URL: '  ',
    SHOP_DEV: '',
    EMBEDDED_API: '',
    BACKUP_DAILY: '',
    GUEST_ORDER_LIMIT: ' ',
    BACKUP_KEEP: ' ',
  };
  it.each([
    ['nothing set', {}],
    ['every variable empty or blank', blank],
  ])('%s → the README defaults', (_, env) => expect(shopConfig(env, project)).toEqual({ projectDir: project, ...defaults }));

  it.each([
    [{ PORT: '0' }, { port: 0 }],
    [{ PORT: '65535' }, { port: 65535 }],
    [{ PORT: ' 8080 ' }, { port: 8080 }],
    [{ DATA_DIR: 'data/shop' }, { dataDir: '/srv/kin-boissons/data/shop' }],
    [{ DATA_DIR: './var/../prod' }, { dataDir: '/srv/kin-boissons/prod' }],
    [{ DATA_DIR: '/var/lib/kin' }, { dataDir: '/var/lib/kin' }],
    [{ DATABASE_URL: ' postgres://kin:secret@db:5432/kin ' }, { databaseUrl: 'postgres://kin:secret@db:5432/kin' }],
    [{ DATABASE_URL: 'postgresql://kin@/kin?host=/run/postgresql' }, { databaseUrl: 'postgresql://kin@/kin?host=/run/postgresql' }],
    [
      { CATALOGUE_API_URL: 'https://api.kin-boissons.cd/api/v1/' },
      { externalCatalogueApiUrl: 'https://api.kin-boissons.cd/api/v1', embeddedApi: false },
    ],
    [{ CATALOGUE_API_URL: 'https://api.kin-boissons.cd/api/v1', EMBEDDED_API: '1' }, { embeddedApi: true }],
    [{ EMBEDDED_API: '0' }, { embeddedApi: false }],
    [{ PUBLIC_API_URL: 'https://api.kin-boissons.cd/api/v1/' }, { publicApiUrl: 'https://api.kin-boissons.cd/api/v1' }],
    [{ PUBLIC_API_URL: '/boutique-api/' }, { publicApiUrl: '/boutique-api' }],
    [{ REBUILD_TOKEN: ' un-secret-de-32-caracteres-au-moins ' }, { rebuildToken: 'un-secret-de-32-caracteres-au-moins' }],
    [{ SITE_URL: 'https://kinboissons.cd/' }, { siteUrl: 'https://kinboissons.cd' }],
    [{ SHOP_DEV: '1' }, { dev: true }],
    [{ SHOP_DEV: '0' }, { dev: false }],
    [{ TRUST_PROXY: ' 127.0.0.1 ' }, { trustProxy: '127.0.0.1' }],
    [{ TRUST_PROXY: '::1' }, { trustProxy: '::1' }],
    [{ BACKUP_DAILY: '0' }, { backup: { daily: false, minuteOfDay: 180, keep: 14 } }],
    [{ BACKUP_KEEP: '30' }, { backup: { daily: true, minuteOfDay: 180, keep: 30 } }],
    [{ BACKUP_HOUR: '22:30' }, { backup: { daily: true, minuteOfDay: 1350, keep: 14 } }],
  ])('%o → %o', (env, expected) => expect(shopConfig(env, project)).toMatchObject(expected));
});

describe('bad values: one French message naming every bad variable', () => {
  const message = (env: Record<string, string>) => {
    try {
      shopConfig(env, project);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('no error');
  };
  it.each([
    [{ PORT: 'abc' }, 'Configuration invalide : PORT doit être un nombre entier de 0 à 65535 (reçu « abc »).'],
    [{ PORT: '65536' }, 'Configuration invalide : PORT doit être un nombre entier de 0 à 65535 (reçu « 65536 »).'],
    [{ PORT: '-1' }, 'Configuration invalide : PORT doit être un nombre entier de 0 à 65535 (reçu « -1 »).'],
    [{ PORT: '80.5' }, 'Configuration invalide : PORT doit être un nombre entier de 0 à 65535 (reçu « 80.5 »).'],
    [
      { SITE_URL: 'kinboissons.cd' },
      'Configuration invalide : SITE_URL doit être une adresse http(s) absolue, comme https://kinboissons.cd (reçu « kinboissons.cd »).',
    ],
    [
      { CATALOGUE_API_URL: 'ftp://x/api/v1' },
      'Configuration invalide : CATALOGUE_API_URL doit être une adresse http(s) absolue, comme https://kinboissons.cd (reçu « ftp://x/api/v1 »).',
    ],
    [
      { PUBLIC_API_URL: 'api/v1' },
      'Configuration invalide : PUBLIC_API_URL doit être une adresse http(s) absolue ou un chemin commençant par / (reçu « api/v1 »).',
    ],
    [
      { PUBLIC_API_URL: '//api.kinboissons.cd' },
      'Configuration invalide : PUBLIC_API_URL doit être une adresse http(s) absolue ou un chemin commençant par / (reçu « //api.kinboissons.cd »).',
    ],
    [{ SHOP_DEV: 'oui' }, 'Configuration invalide : SHOP_DEV doit être 0 ou 1 (reçu « oui »).'],
    [
      { DATABASE_URL: 'mysql://kin:secret@db/kin' },
      'Configuration invalide : DATABASE_URL doit être une adresse PostgreSQL, comme postgres://kin:motdepasse@localhost:5432/kinboissons (reçu « mysql://kin:***@db/kin »).',
    ],
    [{ EMBEDDED_API: 'true' }, 'Configuration invalide : EMBEDDED_API doit être 0 ou 1 (reçu « true »).'],
    [{ TRUST_PROXY: 'nginx' }, 'Configuration invalide : TRUST_PROXY doit être une adresse IP, comme 127.0.0.1 (reçu « nginx »).'],
    [{ BACKUP_KEEP: '0' }, 'Configuration invalide : BACKUP_KEEP doit être un nombre entier supérieur à 0 (reçu « 0 »).'],
    [{ BACKUP_DAILY: 'non' }, 'Configuration invalide : BACKUP_DAILY doit être 0 ou 1 (reçu « non »).'],
    [
      { REBUILD_TOKEN: 'secret-token' },
      "Configuration invalide : REBUILD_TOKEN doit être un secret d'au moins 32 caractères parmi les lettres, les chiffres et . _ ~ + / - = (par exemple la sortie de « openssl rand -base64 32 ») (reçu 12 caractères).",
    ],
    [
      { REBUILD_TOKEN: ' 0123456789012345678901234567890 ' },
      "Configuration invalide : REBUILD_TOKEN doit être un secret d'au moins 32 caractères parmi les lettres, les chiffres et . _ ~ + / - = (par exemple la sortie de « openssl rand -base64 32 ») (reçu 31 caractères).",
    ],
    [
      { REBUILD_TOKEN: 'un secret de plus de trente-deux caractères' },
      `Configuration invalide : ${"REBUILD_TOKEN doit être un secret d'au moins 32 caractères parmi les lettres, les chiffres et . _ ~ + / - = (par exemple la sortie de « openssl rand -base64 32 »)"} (reçu 43 caractères).`,
    ],
    [
      { BACKUP_HOUR: '3h' },
      'Configuration invalide : BACKUP_HOUR doit être une heure de Kinshasa au format HH:MM, comme 03:00 (reçu « 3h »).',
    ],
    [
      { BACKUP_HOUR: '24:00' },
      'Configuration invalide : BACKUP_HOUR doit être une heure de Kinshasa au format HH:MM, comme 03:00 (reçu « 24:00 »).',
    ],
    [
      { PORT: 'abc', SHOP_DEV: '2', SITE_URL: 'x' },
      'Configuration invalide : PORT doit être un nombre entier de 0 à 65535 (reçu « abc ») ; ' +
        'SITE_URL doit être une adresse http(s) absolue, comme https://kinboissons.cd (reçu « x ») ; SHOP_DEV doit être 0 ou 1 (reçu « 2 »).',
    ],
  ])('%o', (env, expected) => expect(message(env)).toBe(expected));

  it('names the tooling variables together with the shop ones', () => {
    expect(() => scriptConfig({ PORT: 'x', BENCH_RUNS: '0' }, project)).toThrow(
      'Configuration invalide : PORT doit être un nombre entier de 0 à 65535 (reçu « x ») ; BENCH_RUNS doit être un nombre entier supérieur à 0 (reçu « 0 »).',
    );
  });
});

describe('buildConfig', () => {
  it.each([
    [{}, 'http://127.0.0.1:4321/api/v1'],
    [{ PORT: '8080' }, 'http://127.0.0.1:8080/api/v1'],
    [{ CATALOGUE_API_URL: 'https://shop.cd/api/v1/' }, 'https://shop.cd/api/v1'],
    [{ CATALOGUE_API_URL: '  ', PORT: '4400' }, 'http://127.0.0.1:4400/api/v1'],
  ])('catalogue API of %o → %s', (env, expected) => expect(buildConfig(env, project).catalogueApiUrl).toBe(expected));

  it.each([
    [
      {},
      {
        siteUrl: 'http://localhost:4321',
        publicApiUrl: '/api/v1',
        dataDir: '/srv/kin-boissons/var',
        outDir: './dist',
        cacheDir: './node_modules/.astro',
      },
    ],
    [
      { ASTRO_OUT_DIR: '', ASTRO_CACHE_DIR: '', SITE_URL: '' },
      { outDir: './dist', cacheDir: './node_modules/.astro', siteUrl: 'http://localhost:4321' },
    ],
    [
      { ASTRO_OUT_DIR: '/data/releases/1', ASTRO_CACHE_DIR: '/data/cache/astro', SITE_URL: 'https://kinboissons.cd' },
      { outDir: '/data/releases/1', cacheDir: '/data/cache/astro', siteUrl: 'https://kinboissons.cd' },
    ],
  ])('%o → %o', (env, expected) => expect(buildConfig(env, project)).toMatchObject(expected));

  it('reads only the variables of a build (a bad SHOP_DEV is not its concern)', () => {
    expect(() => buildConfig({ SHOP_DEV: 'oui' }, project)).not.toThrow();
    expect(() => buildConfig({ PUBLIC_API_URL: 'x' }, project)).toThrow(ConfigError);
  });
});

describe('scriptConfig', () => {
  it.each([
    [
      {},
      {
        bench: { durationSeconds: 5, workers: 1, runs: 7, buildOut: undefined },
        chromium: { path: '/usr/bin/chromium', fromEnvironment: false },
        benchBaseUrl: 'http://127.0.0.1:4321',
        shopUrl: 'http://127.0.0.1:4321',
        e2e: { dataDir: 'var/e2e', workers: 1, baseUrls: [], slot: 0 },
      },
    ],
    [
      { BENCH_DURATION: '2', BENCH_WORKERS: '', BENCH_RUNS: '3', CHROMIUM_PATH: '/opt/chromium', PORT: '5000' },
      {
        bench: { durationSeconds: 2, workers: 1, runs: 3, buildOut: undefined },
        chromium: { path: '/opt/chromium', fromEnvironment: true },
        shopUrl: 'http://127.0.0.1:5000',
      },
    ],
    [
      { SHOP_URL: 'https://kinboissons.cd/', E2E_BASE_URL: 'http://127.0.0.1:40000', E2E_DATA_DIR: 'var/e2e-2' },
      { shopUrl: 'https://kinboissons.cd', e2e: { dataDir: 'var/e2e-2', baseUrls: ['http://127.0.0.1:40000'] } },
    ],
    [
      { E2E_BASE_URL: ' http://127.0.0.1:40000  http://127.0.0.1:40001/ ', E2E_WORKERS: '2', TEST_PARALLEL_INDEX: '1' },
      { e2e: { workers: 2, baseUrls: ['http://127.0.0.1:40000', 'http://127.0.0.1:40001'], slot: 1 } },
    ],
  ])('%o → %o', (env, expected) => expect(scriptConfig(env, project)).toMatchObject(expected));
});

describe('findProjectDir: the folder holding package.json above the running script, outside node_modules', () => {
  const root = mkdtempSync(join(tmpdir(), 'kin-project-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(join(root, 'package.json'), '{}');
  for (const dir of ['src/server', 'scripts', 'node_modules/astro/bin']) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'node_modules/astro/package.json'), '{}');

  it.each([
    ['src/serve.ts'],
    ['src/server/main.ts'],
    ['scripts/shop.ts'],
    ['node_modules/astro/bin/astro.mjs'],
    ['node_modules/.bin/astro'],
  ])('%s → the project', (script) => expect(findProjectDir(join(root, script), '/elsewhere')).toBe(root));

  it('falls back to the given folder without a script or a project above it', () => {
    expect(findProjectDir(undefined, root)).toBe(root);
    expect(findProjectDir('/no-such-folder/x.ts', root)).toBe(root);
  });
});
