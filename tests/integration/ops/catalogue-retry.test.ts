/**
 * The first start with the catalogue API unreachable: the cause is logged, the holding page tells the
 * operator what to do, the build is tried again with backoff, and the shop goes online as soon as the
 * API answers.
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type StartedShop, startShop } from '../../../scripts/lib/start-shop.ts';
import { TOKEN } from './shop-process.ts';

const started: StartedShop[] = [];
let proxy: Server | undefined;
let dataDir = '';
afterAll(async () => {
  for (const child of started) await child.stop();
  proxy?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A port the system gave this test, closed again: connections to it are refused until `proxy` listens there. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

async function until(shop: StartedShop, text: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!shop.output.join('').includes(text)) {
    if (Date.now() > end) throw new Error(`« ${text} » absent après ${timeoutMs} ms :\n${shop.output.join('').slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('first start with the catalogue API down', () => {
  it('says why, retries with backoff, and goes online once the API answers', async () => {
    const port = await closedPort();
    dataDir = await mkdtemp(join(tmpdir(), 'kin-retry-'));
    const shop = await startShop({
      env: { DATA_DIR: dataDir, REBUILD_TOKEN: TOKEN, SHOP_DEV: '1', CATALOGUE_API_URL: `http://127.0.0.1:${port}/api/v1` },
    });
    started.push(shop);
    await until(shop, 'la construction a échoué (connexion refusée (ECONNREFUSED)) : nouvel essai dans 5 s', 60_000);
    const holding = await fetch(`${shop.url}/`);
    expect(holding.status).toBe(503);
    const page = await holding.text();
    expect(page).toContain('Le site se prépare, réessayez dans un instant.');
    expect(page).toContain('Note pour l&#39;exploitant : la construction du site a échoué (connexion refusée (ECONNREFUSED))');
    expect(page).toContain('CATALOGUE_API_URL');
    await until(shop, 'nouvel essai dans 10 s', 60_000);

    // The API comes up behind the address the shop was given.
    const api = await startShop({ entry: 'src/server/main.ts', env: { DATA_DIR: join(dataDir, 'api') } });
    started.push(api);
    proxy = createServer((incoming, outgoing) => {
      const forward = request(`${api.url}${incoming.url ?? '/'}`, { method: incoming.method, headers: incoming.headers }, (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      });
      incoming.pipe(forward);
    });
    await new Promise<void>((resolve) => proxy?.listen(port, '127.0.0.1', resolve));
    await until(shop, 'Boutique en ligne : http://localhost:', 240_000);
    expect((await fetch(`${shop.url}/`)).status).toBe(200);
    expect(shop.output.join('')).toContain('Catalogue lu : 46 produits');
  }, 300_000);
});
