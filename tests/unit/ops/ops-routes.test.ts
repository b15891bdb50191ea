import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { opsRoutes } from '../../../src/ops/ops-routes.ts';
import { createRebuildQueue } from '../../../src/ops/rebuild-queue.ts';
import { switchCurrent } from '../../../src/ops/releases.ts';
import { clientIp } from '../../../src/server/http/client-ip.ts';
import { writeFiles } from './fixture-release.ts';

async function setup(options: { trustProxy?: string } = {}) {
  let builds = 0;
  const queue = createRebuildQueue(async () => {
    builds += 1;
    return { id: `r${builds}` };
  });
  const dataDir = await mkdtemp(join(tmpdir(), 'kin-ops-routes-'));
  const clientOf = (c: Context) => clientIp(c, options.trustProxy);
  const app = new Hono().route('/_ops', opsRoutes({ token: 'jeton-secret', queue, dataDir, clientOf }));
  return { app, queue, builds: () => builds };
}

describe('/_ops', () => {
  it.each([
    ['POST', '/_ops/rebuild', undefined],
    ['POST', '/_ops/rebuild', 'Bearer mauvais'],
    ['POST', '/_ops/rebuild', 'Token jeton-secret'],
    ['POST', '/_ops/rebuild', 'jeton-secret'],
    ['GET', '/_ops/status', undefined],
    ['GET', '/_ops/status', 'Bearer jeton-secret-mais-plus-long'],
  ])('%s %s with %s → 401, nothing started', async (method, path, authorization) => {
    const { app, queue, builds } = await setup();
    const res = await app.request(path, { method, headers: authorization ? { Authorization: authorization } : {} });
    expect(res.status).toBe(401);
    expect(res.headers.get('WWW-Authenticate')).toMatch(/^Bearer\b/);
    await queue.idle();
    expect(builds()).toBe(0);
    expect(queue.state().builds).toBe(0);
  });

  it('POST /_ops/rebuild with the token answers 202 at once and starts a build', async () => {
    const { app, queue, builds } = await setup();
    const res = await app.request('/_ops/rebuild', { method: 'POST', headers: { Authorization: 'Bearer jeton-secret' } });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ detail: 'Reconstruction programmée.', running: true });
    await queue.idle();
    expect(builds()).toBe(1);
  });

  it('GET /_ops/status reports the last build', async () => {
    const { app, queue } = await setup();
    queue.trigger('essai');
    await queue.idle();
    const res = await app.request('/_ops/status', { headers: { Authorization: 'Bearer jeton-secret' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toMatchObject({
      current: null,
      releases: [],
      running: false,
      last: { reason: 'essai', result: 'réussie', release: 'r1' },
    });
  });

  it('GET /_ops/status says whether e-mail is configured, with the outbox counts, when the process sends mail', async () => {
    const queue = createRebuildQueue(async () => ({ id: 'r1' }));
    const dataDir = await mkdtemp(join(tmpdir(), 'kin-ops-routes-'));
    const mail = () => ({ configured: false, detail: 'E-mail non configuré', pending: 2, sent: 0, failed: 1, oldestPending: null });
    const app = new Hono().route('/_ops', opsRoutes({ token: 'jeton-secret', queue, dataDir, mail, clientOf: (c) => clientIp(c) }));
    const res = await app.request('/_ops/status', { headers: { Authorization: 'Bearer jeton-secret' } });
    expect(await res.json()).toMatchObject({ mail: { configured: false, pending: 2, failed: 1 } });
    const { app: without } = await setup();
    const plain = await without.request('/_ops/status', { headers: { Authorization: 'Bearer jeton-secret' } });
    expect(await plain.json()).not.toHaveProperty('mail');
  });

  it('after 10 wrong tokens from one address, its wrong tokens wait (429), its right token still passes, another address is not slowed', async () => {
    const { app, builds } = await setup();
    const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
    const ask = (address: string, authorization: string) =>
      app.request('/_ops/status', { headers: { Authorization: authorization } }, from(address));
    for (let i = 0; i < 10; i++) expect((await ask('10.0.0.1', 'Bearer faux')).status).toBe(401);
    const refused = await ask('10.0.0.1', 'Bearer faux');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ detail: expect.stringContaining('Trop de jetons invalides') });
    expect((await ask('10.0.0.1', 'Bearer jeton-secret')).status).toBe(200);
    expect((await ask('10.0.0.2', 'Bearer faux')).status).toBe(401);
    expect(builds()).toBe(0);
  });

  it('behind the trusted proxy, wrong tokens are counted per client it names, not for everyone it carries', async () => {
    const { app } = await setup({ trustProxy: '127.0.0.1' });
    const ask = (client: string, authorization: string) =>
      app.request(
        '/_ops/status',
        { headers: { Authorization: authorization, 'X-Forwarded-For': client } },
        { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
      );
    for (let i = 0; i < 10; i++) expect((await ask('41.243.0.9', 'Bearer faux')).status).toBe(401);
    expect((await ask('41.243.0.9', 'Bearer faux')).status).toBe(429);
    expect((await ask('197.157.0.4', 'Bearer faux')).status).toBe(401);
    expect((await ask('197.157.0.4', 'Bearer jeton-secret')).status).toBe(200);
  });

  describe('GET /_ops/health, without a token', () => {
    async function probe(live: boolean, database: boolean | undefined) {
      const queue = createRebuildQueue(async () => ({ id: 'r1' }));
      const dataDir = await mkdtemp(join(tmpdir(), 'kin-ops-health-'));
      if (live) {
        await writeFiles(dataDir, { 'releases/20261123T150000Z-000/index.html': 'Kin Boissons' });
        await switchCurrent(dataDir, '20261123T150000Z-000');
      }
      const app = new Hono().route(
        '/_ops',
        opsRoutes({
          token: 'jeton-secret',
          queue,
          dataDir,
          clientOf: (c) => clientIp(c),
          ...(database === undefined ? {} : { databaseReachable: async () => database }),
        }),
      );
      const res = await app.request('/_ops/health');
      return { status: res.status, cache: res.headers.get('Cache-Control'), body: await res.json() };
    }

    it.each([
      [true, true, 200, { status: 'ok', release: '20261123T150000Z-000', database: 'ok', building: false }],
      [true, undefined, 200, { status: 'ok', release: '20261123T150000Z-000', database: 'absente' }],
      [false, true, 503, { status: 'indisponible', release: null, database: 'ok' }],
      [true, false, 503, { status: 'indisponible', release: '20261123T150000Z-000', database: 'injoignable' }],
      [false, false, 503, { status: 'indisponible', release: null, database: 'injoignable' }],
    ])('release live: %s, database reachable: %s → %i', async (live, database, code, body) => {
      const res = await probe(live, database);
      expect(res.status).toBe(code);
      expect(res.cache).toBe('no-store');
      expect(res.body).toMatchObject(body);
    });
  });
});
