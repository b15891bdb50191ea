/**
 * `src/serve.ts` started the way an operator does, with a wrong configuration or a busy port: the French
 * message, a non-zero exit and no stack trace; and what a correct start tells about the rebuild token and
 * SITE_URL.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { startShop } from '../../../scripts/lib/start-shop.ts';
import { migrations } from '../../../src/server/db/migrations.ts';
import { openDatabase } from '../../../src/server/db/open.ts';
import { projectDir } from './shop-process.ts';

const root = mkdtempSync(join(tmpdir(), 'kin-start-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const freshDataDir = () => join(root, `data-${++folders}`);

/** Runs serve.ts to its end (these starts never listen): exit code and everything it printed. */
function run(env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['src/serve.ts'],
      { cwd: projectDir, env: { ...process.env, SHOP_DEV: '1', ...env }, timeout: 30_000 },
      (error, stdout, stderr) =>
        resolve({ code: typeof error?.code === 'number' ? error.code : error ? -1 : 0, out: `${stdout}${stderr}` }),
    );
  });
}

async function busyPort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, server };
}

const noStack = /\n\s+at /;
const openDatabaseReadOnly = (file: string) => new DatabaseSync(file, { readOnly: true });

describe('a start that cannot go on', () => {
  it.each([
    [
      { PORT: 'abc', SITE_URL: 'kinboissons.cd' },
      'Configuration invalide : PORT doit être un nombre entier de 0 à 65535 (reçu « abc ») ; SITE_URL',
    ],
    [{ REBUILD_TOKEN: 'secret-token' }, "REBUILD_TOKEN doit être un secret d'au moins 32 caractères"],
    [{ SMTP_URL: 'smtps://chef:mot-de-passe@' }, 'SMTP_URL'],
    [{ DATA_DIR: '/etc/hostname/boutique' }, "Le dossier de données /etc/hostname/boutique n'est pas accessible en écriture (ENOTDIR)"],
  ])(
    '%o → its message, exit 1, no stack trace',
    async (env, expected) => {
      const { code, out } = await run({ DATA_DIR: freshDataDir(), ...env });
      expect(out).toContain(expected);
      expect(code).toBe(1);
      expect(out).not.toMatch(noStack);
      expect(out).not.toContain('secret-token');
      expect(out).not.toContain('mot-de-passe');
    },
    30_000,
  );

  it('a database written by a newer version of the shop: refused in French, exit 1, nothing changed', async () => {
    const dataDir = freshDataDir();
    mkdirSync(dataDir, { recursive: true });
    const db = openDatabase(join(dataDir, 'shop.sqlite'), { seed: false });
    db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(migrations.length + 3);
    db.close();
    const { code, out } = await run({ DATA_DIR: dataDir });
    expect(out).toContain(
      `La base de données vient d'une version plus récente de la boutique (migration ${migrations.length + 3} ; ce code en connaît ${migrations.length}) : démarrage refusé`,
    );
    expect(code).toBe(1);
    expect(out).not.toMatch(noStack);
    const after = openDatabaseReadOnly(join(dataDir, 'shop.sqlite'));
    expect(after.prepare('SELECT MAX(version) AS v FROM schema_version').get()).toEqual({ v: migrations.length + 3 });
    after.close();
  }, 30_000);

  it('a busy port names the port; the token generated before it is printed, and only that once', async () => {
    const { port, server } = await busyPort();
    const dataDir = freshDataDir();
    try {
      const { code, out } = await run({ DATA_DIR: dataDir, PORT: String(port) });
      expect(out).toContain(`Le port ${port} est déjà utilisé par un autre programme (EADDRINUSE)`);
      expect(code).toBe(1);
      expect(out).not.toMatch(noStack);
      const saved = /REBUILD_TOKEN généré et conservé dans (\S+) \(affiché cette seule fois\) : (\S+)/.exec(out);
      expect(saved?.[1]).toBe(join(dataDir, 'rebuild-token'));
      expect(saved?.[2]?.length).toBeGreaterThanOrEqual(32);
      expect(statSync(join(dataDir, 'rebuild-token')).mode & 0o777).toBe(0o600);

      const again = await run({ DATA_DIR: dataDir, PORT: String(port) });
      expect(again.out).toContain(`Jeton de reconstruction : ${join(dataDir, 'rebuild-token')} (ou REBUILD_TOKEN).`);
      expect(again.out).not.toContain(saved?.[2] ?? '?');
    } finally {
      server.close();
    }
  }, 60_000);
});

describe('a start that goes on', () => {
  it('outside development mode without SITE_URL: warns where canonical links point', async () => {
    const dataDir = freshDataDir();
    const shop = await startShop({ env: { DATA_DIR: dataDir, SHOP_DEV: '0', SITE_URL: '' } });
    // Its first release is still being built: not ready for traffic yet.
    const health = await fetch(`${shop.url}/_ops/health`);
    await shop.stop();
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'indisponible', release: null, database: 'ok' });
    const out = shop.output.join('');
    expect(out).toContain(
      "Attention : SITE_URL n'est pas défini ; les liens canoniques et le sitemap des pages, et les liens des e-mails, pointent vers http://localhost:4321.",
    );
    expect(out.split("SITE_URL n'est pas défini")).toHaveLength(2);
    expect(out).toContain('REBUILD_TOKEN généré et conservé dans');
    // What only the shop's user may read: the data folder, the database, the token.
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    for (const file of ['shop.sqlite', 'rebuild-token']) expect(statSync(join(dataDir, file)).mode & 0o777, file).toBe(0o600);
  }, 60_000);

  it('in development mode or with SITE_URL: no warning', async () => {
    for (const env of [{ SHOP_DEV: '1' }, { SHOP_DEV: '0', SITE_URL: 'https://kinboissons.cd' }]) {
      const shop = await startShop({ env: { DATA_DIR: freshDataDir(), ...env } });
      await shop.stop();
      expect(shop.output.join('')).not.toContain('SITE_URL');
    }
  }, 60_000);
});
