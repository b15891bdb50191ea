import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { opsRoutes } from '../../../src/ops/ops-routes.ts';
import { createRebuildQueue } from '../../../src/ops/rebuild-queue.ts';
import { releasesDir, switchCurrent } from '../../../src/ops/releases.ts';
import { staticSite } from '../../../src/ops/static-site.ts';
import { clientIp } from '../../../src/server/http/client-ip.ts';
import { completeRelease, fixtureFolder, writeFiles } from './fixture-release.ts';

const ID = '20261121T100000Z-000';

async function site() {
  const dataDir = await fixtureFolder({});
  await writeFiles(join(releasesDir(dataDir), ID), completeRelease);
  await switchCurrent(dataDir, ID);
  return new Hono().use(staticSite({ dataDir }));
}

describe('a Range header the shop does not understand is ignored', () => {
  it.each(['bytes=abc', 'bytes=0-1,3-4', 'octets=0-5', 'bytes=5'])('Range: %s → 200 and the whole page', async (range) => {
    const app = await site();
    const res = await app.request('/robots.txt', { headers: { Range: range } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Range')).toBeNull();
    expect(await res.text()).toBe(completeRelease['robots.txt']);
  });

  it('a well-formed range still gets its bytes (206)', async () => {
    const app = await site();
    const res = await app.request('/robots.txt', { headers: { Range: 'bytes=0-9' } });
    expect(res.status).toBe(206);
    expect(await res.text()).toBe('User-agent');
  });
});

describe('a page called with a method it does not take', () => {
  it.each([
    ['POST', '/'],
    ['PUT', '/produit/1'],
    ['DELETE', '/categorie/bieres/'],
    ['PATCH', '/categorie/BIERES'],
  ])('%s %s → 405 with Allow: GET, HEAD', async (method, path) => {
    const app = await site();
    const res = await app.request(path, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET, HEAD');
  });

  it('an address with no page stays a 404 whatever the method', async () => {
    const app = await site();
    expect((await app.request('/nulle-part', { method: 'POST' })).status).toBe(404);
  });
});

describe('/_ops called with a method it does not take', () => {
  it.each([
    ['GET', '/_ops/rebuild', 'OPTIONS, POST'],
    ['DELETE', '/_ops/rebuild', 'OPTIONS, POST'],
    ['POST', '/_ops/health', 'GET, HEAD, OPTIONS'],
    ['PUT', '/_ops/status', 'GET, HEAD, OPTIONS'],
  ])('%s %s → 405 with Allow: %s, nothing built', async (method, path, allow) => {
    let builds = 0;
    const queue = createRebuildQueue(async () => {
      builds += 1;
      return { id: 'r1' };
    });
    const app = new Hono().route(
      '/_ops',
      opsRoutes({ token: 'jeton-secret', queue, dataDir: await fixtureFolder({}), clientOf: (c) => clientIp(c) }),
    );
    const res = await app.request(path, { method, headers: { Authorization: 'Bearer jeton-secret' } });
    expect([res.status, res.headers.get('Allow')]).toEqual([405, allow]);
    await queue.idle();
    expect(builds).toBe(0);
  });
});
