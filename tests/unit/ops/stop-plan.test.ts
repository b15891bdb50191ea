import { mkdtemp } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { releasesDir, switchCurrent } from '../../../src/ops/releases.ts';
import { STOP_LIMITS, stopPlan } from '../../../src/ops/stop-plan.ts';
import { writeFiles } from './fixture-release.ts';

const LIVE = '20261121T100000Z-000';
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

async function listening(handler: Parameters<typeof createServer>[1] = (_req, res) => res.end('ok')) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

async function dataDirWithLiveRelease(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kin-stop-'));
  await writeFiles(join(releasesDir(dataDir), LIVE), { 'index.html': 'Kin Boissons' });
  await switchCurrent(dataDir, LIVE);
  return dataDir;
}

/** Everything the stop touches, recorded: the log lines in order, what was stopped, and the exit code. */
function recorded() {
  const lines: string[] = [];
  const done: string[] = [];
  let exited: (code: number) => void = () => {};
  const exit = new Promise<number>((resolve) => {
    exited = resolve;
  });
  return {
    lines,
    done,
    exit,
    log: (line: string, failed?: boolean) => lines.push(failed ? `! ${line}` : line),
    onExit: (code: number) => exited(code),
  };
}

const noBuild = { stop: () => false, idle: () => Promise.resolve() };

describe('stopPlan: the serving process stops like a service', () => {
  it('each step in order — requests, the running build, e-mail, database — logged, then exit with the code asked', async () => {
    const { server } = await listening();
    const dataDir = await dataDirWithLiveRelease();
    const r = recorded();
    const stop = stopPlan({
      server,
      dataDir,
      builds: {
        stop: () => {
          r.done.push('builds stopped');
          return true;
        },
        idle: async () => void r.done.push('build ended'),
      },
      mail: { stop: async () => void r.done.push('mail') },
      database: { close: async () => void r.done.push('database') },
      log: r.log,
      exit: r.onExit,
    });
    void stop('SIGTERM', 3);
    expect(await r.exit).toBe(3);
    expect(r.lines).toEqual([
      'Arrêt demandé (SIGTERM) : plus aucune nouvelle connexion acceptée.',
      'Requêtes en cours terminées.',
      `Construction en cours abandonnée ; la release en ligne (${LIVE}) reste en place.`,
      'Envoi des e-mails arrêté.',
      'Base de données fermée.',
      'Kin Boissons arrêté.',
    ]);
    expect(r.done).toEqual(['builds stopped', 'build ended', 'mail', 'database']);
    expect(server.listening).toBe(false);
  });

  it('without a build running, an e-mail worker or a database (CATALOGUE_API_URL): only the requests', async () => {
    const { server } = await listening();
    const r = recorded();
    const stop = stopPlan({
      server,
      dataDir: await mkdtemp(join(tmpdir(), 'kin-stop-')),
      builds: noBuild,
      mail: null,
      database: null,
      log: r.log,
      exit: r.onExit,
    });
    void stop('SIGINT');
    expect(await r.exit).toBe(0);
    expect(r.lines).toEqual([
      'Arrêt demandé (SIGINT) : plus aucune nouvelle connexion acceptée.',
      'Requêtes en cours terminées.',
      'Kin Boissons arrêté.',
    ]);
  });

  it('a request in flight is answered whole before the process exits', async () => {
    let answer: () => void = () => {};
    const { server, port } = await listening((_req, res) => {
      res.writeHead(200);
      res.write('début ');
      answer = () => res.end('fin');
    });
    const r = recorded();
    const body = new Promise<string>((resolve) => {
      request(`http://127.0.0.1:${port}/`, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve(text));
        // The stop is asked while the answer is still being written.
        void stopPlan({ server, dataDir: tmpdir(), builds: noBuild, mail: null, database: null, log: r.log, exit: r.onExit })('SIGTERM');
        setImmediate(() => answer());
      }).end();
    });
    expect(await body).toBe('début fin');
    expect(await r.exit).toBe(0);
    expect(r.lines).toContain('Requêtes en cours terminées.');
  });

  it('a step that fails is logged as a warning, the next ones still run, and the exit code is 1', async () => {
    const { server } = await listening();
    const r = recorded();
    const stop = stopPlan({
      server,
      dataDir: tmpdir(),
      builds: noBuild,
      mail: { stop: () => Promise.reject(new Error('SMTP muet')) },
      database: { close: async () => void r.done.push('database') },
      log: r.log,
      exit: r.onExit,
    });
    void stop('SIGTERM');
    expect(await r.exit).toBe(1);
    expect(r.lines).toContain('! Envoi des e-mails arrêté. : échec (SMTP muet)');
    expect(r.lines).toContain('Base de données fermée.');
    expect(r.done).toEqual(['database']);
  });

  it('a build that does not end in time is said so', async () => {
    const { server } = await listening();
    const r = recorded();
    const stuck = { stop: () => true, idle: () => new Promise<void>(() => {}) };
    const limits = { ...STOP_LIMITS, buildMs: 20 };
    void stopPlan({ server, dataDir: tmpdir(), builds: stuck, mail: null, database: null, log: r.log, exit: r.onExit, limits })('SIGTERM');
    expect(await r.exit).toBe(1);
    expect(r.lines).toContain(
      "! Construction en cours abandonnée ; la release en ligne (aucune) reste en place. : échec (La construction en cours ne s'est pas arrêtée en 0.02 s.)",
    );
  });

  it('asked again while it runs: only logged; past the whole limit: forced, exit 1', async () => {
    const { server } = await listening();
    const r = recorded();
    const limits = { ...STOP_LIMITS, limitMs: 50 };
    const never = { close: () => new Promise<void>(() => {}) };
    const stop = stopPlan({ server, dataDir: tmpdir(), builds: noBuild, mail: null, database: never, log: r.log, exit: r.onExit, limits });
    void stop('SIGTERM');
    await stop('SIGINT');
    expect(await r.exit).toBe(1);
    expect(r.lines).toEqual([
      'Arrêt demandé (SIGTERM) : plus aucune nouvelle connexion acceptée.',
      "SIGINT reçu de nouveau : l'arrêt est déjà en cours.",
      'Requêtes en cours terminées.',
      "Arrêt forcé : le processus ne s'est pas arrêté proprement en 0.05 s.",
    ]);
  });
});
