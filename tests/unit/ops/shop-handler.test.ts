import { Writable } from 'node:stream';
import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/ops/logger.ts';
import { shopHandler } from '../../../src/ops/shop-handler.ts';

/** Each part answers with its own name, so a test sees who answered. */
const api = { fetch: (request: Request) => new Response(`api ${new URL(request.url).pathname}`) };
const ops = new Hono().all('*', (c) => c.text(`ops ${c.req.path}`));
const site: MiddlewareHandler = async (c) => c.text(`site ${c.req.path}`, c.req.path === '/absente' ? 404 : 200);

const answer = async (handler: ReturnType<typeof shopHandler>, path: string, method = 'GET') =>
  (await handler(new Request(`http://shop.test${path}`, { method }), {})).text();

describe('shopHandler: which part answers', () => {
  const withApi = shopHandler({ api, ops, site: site, requestLog: null });
  const withoutApi = shopHandler({ api: null, ops, site: site, requestLog: null });

  it.each([
    ['/api/v1/products/produits/', 'api /api/v1/products/produits/'],
    ['/api/v1', 'api /api/v1'],
    ['/media/produits/1.svg', 'api /media/produits/1.svg'],
    ['/_ops/status', 'ops /_ops/status'],
    ['/', 'site /'],
    ['/api/v10/', 'site /api/v10/'],
    ['/mediatheque', 'site /mediatheque'],
    ['/_ops', 'site /_ops'],
  ])('with the embedded API: %s → %s', async (path, expected) => {
    expect(await answer(withApi, path)).toBe(expected);
  });

  it.each([
    ['/api/v1/products/produits/', 'site /api/v1/products/produits/'],
    ['/media/produits/1.svg', 'site /media/produits/1.svg'],
    ['/_ops/health', 'ops /_ops/health'],
  ])('without it (CATALOGUE_API_URL): %s → %s', async (path, expected) => {
    expect(await answer(withoutApi, path)).toBe(expected);
  });

  it('a query does not change who answers', async () => {
    expect(await answer(withApi, '/api/v1/products/produits/?categorie=2')).toBe('api /api/v1/products/produits/');
    expect(await answer(withApi, '/?api/v1/')).toBe('site /');
  });
});

describe('shopHandler: the request log (LOG_REQUESTS=1)', () => {
  function logged() {
    const records: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        records.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    return { records, logger: createLogger({ level: 'info', terminal: false, destination }) };
  }

  it('one record per request: method, path without its query, status, duration', async () => {
    const { records, logger } = logged();
    const handler = shopHandler({ api, ops, site: site, requestLog: logger });
    await answer(handler, '/absente?jeton=secret');
    await answer(handler, '/api/v1/products/produits/?page=2', 'HEAD');
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ level: 'info', msg: 'requête', method: 'GET', path: '/absente', status: 404 });
    expect(records[1]).toMatchObject({ method: 'HEAD', path: '/api/v1/products/produits/', status: 200 });
    for (const record of records) expect(record.ms).toEqual(expect.any(Number));
    expect(JSON.stringify(records)).not.toContain('secret');
  });

  it('each record names the request id its answer carries (the one nginx sent, when it sent one)', async () => {
    const { records, logger } = logged();
    const handler = shopHandler({ api, ops, site: site, requestLog: logger });
    const page = await handler(new Request('http://shop.test/'), {});
    const operations = await handler(new Request('http://shop.test/_ops/status', { headers: { 'X-Request-Id': 'a1b2c3d4nginx' } }), {});
    expect(page.headers.get('X-Request-Id')).toMatch(/^[\w-]{36}$/);
    expect(operations.headers.get('X-Request-Id')).toBe('a1b2c3d4nginx');
    expect(records.map((record) => record.requestId)).toEqual([page.headers.get('X-Request-Id'), 'a1b2c3d4nginx']);
  });

  it('off: nothing is logged', async () => {
    const { records } = logged();
    await answer(shopHandler({ api, ops, site: site, requestLog: null }), '/');
    expect(records).toEqual([]);
  });
});
