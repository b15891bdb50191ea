import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { opsRoutes } from '../../../src/ops/ops-routes.ts';
import { createRebuildQueue } from '../../../src/ops/rebuild-queue.ts';

async function setup() {
  let builds = 0;
  const queue = createRebuildQueue(async () => {
    builds += 1;
    return { id: `r${builds}` };
  });
  const dataDir = await mkdtemp(join(tmpdir(), 'kin-ops-routes-'));
  const app = new Hono().route('/_ops', opsRoutes({ token: 'jeton-secret', queue, dataDir }));
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
    expect(res.headers.get('WWW-Authenticate')).toBe('Bearer');
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
    const app = new Hono().route('/_ops', opsRoutes({ token: 'jeton-secret', queue, dataDir, mail }));
    const res = await app.request('/_ops/status', { headers: { Authorization: 'Bearer jeton-secret' } });
    expect(await res.json()).toMatchObject({ mail: { configured: false, pending: 2, failed: 1 } });
    const { app: without } = await setup();
    const plain = await without.request('/_ops/status', { headers: { Authorization: 'Bearer jeton-secret' } });
    expect(await plain.json()).not.toHaveProperty('mail');
  });
});
