/**
 * A media outage during a rebuild keeps the real pictures: the shop (`node src/serve.ts`) builds from an API
 * behind a proxy; once the proxy fails every /media/ request, a rebuild either reuses the earlier copy of each
 * picture or fails and leaves the live release; a product's image is the same bytes before and after.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type StartedShop, startShop as startProcess } from '../../../scripts/lib/start-shop.ts';
import { type Shop, settled, startShop, triggerRebuild } from './shop-process.ts';

const started: { stop: () => Promise<void> }[] = [];
let proxy: Server | undefined;
let dataDir = '';
afterAll(async () => {
  for (const child of started) await child.stop();
  proxy?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The first product's first picture on the live site: its address and its bytes. */
async function productImage(shop: Shop): Promise<{ src: string; bytes: Buffer }> {
  const page = await (await fetch(`${shop.origin}/produit/1/`)).text();
  const src = /\/img\/[\w-]+\.webp/.exec(page)?.[0];
  if (!src) throw new Error(`aucune image sur /produit/1/ :\n${page.slice(0, 2000)}`);
  const res = await fetch(`${shop.origin}${src}`);
  expect(res.status).toBe(200);
  return { src, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('a media outage during a rebuild', () => {
  it('leaves the live pictures as they were, byte for byte', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kin-media-outage-'));
    const api: StartedShop = await startProcess({ entry: 'src/server/main.ts', env: { DATA_DIR: join(dataDir, 'api') } });
    started.push(api);
    let mediaDown = false;
    let refused = 0;
    proxy = createServer((incoming, outgoing) => {
      if (mediaDown && incoming.url?.startsWith('/media/')) {
        refused += 1;
        outgoing.writeHead(503).end('panne des médias');
        return;
      }
      const forward = request(`${api.url}${incoming.url ?? '/'}`, { method: incoming.method, headers: incoming.headers }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      incoming.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy?.listen(0, '127.0.0.1', resolve));
    const port = (proxy.address() as AddressInfo).port;
    const shop = await startShop(join(dataDir, 'shop'), { CATALOGUE_API_URL: `http://127.0.0.1:${port}/api/v1` });
    started.push(shop);
    const first = await settled(shop, 0, 300_000);
    expect(first.last?.result, first.last?.error ?? '').toBe('réussie');
    const before = await productImage(shop);

    mediaDown = true;
    expect(await triggerRebuild(shop)).toBe(202);
    const after = await settled(shop, first.builds, 300_000);
    expect(refused).toBeGreaterThan(0);
    // Reusing the earlier copies or refusing to publish: both keep the pictures.
    expect(['réussie', 'échouée']).toContain(after.last?.result);
    const now = await productImage(shop);
    expect(now.src).toBe(before.src);
    expect(now.bytes.equals(before.bytes)).toBe(true);
  }, 600_000);
});
