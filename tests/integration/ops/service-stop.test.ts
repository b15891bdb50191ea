/**
 * `npm start` stops like a service: SIGTERM sent to the npm process alone (what docker stop and a process
 * manager send) reaches node, which answers every request it accepted, abandons the running build
 * without touching the live release, and leaves no process and a free port.
 */

import { mkdir, mkdtemp, readdir, readlink, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StartedShop, startShop } from '../../../scripts/lib/start-shop.ts';
import { projectDir, settled, TOKEN, triggerRebuild } from './shop-process.ts';

let dataDir: string;
let shop: StartedShop;
const origin = () => shop.url;
const asShop = () => ({ origin: shop.url, child: shop.child, output: shop.output, stop: shop.stop });

beforeAll(async () => {
  await mkdir(join(projectDir, 'var'), { recursive: true });
  dataDir = await mkdtemp(join(projectDir, 'var', 'test-stop-'));
  shop = await startShop({
    command: ['npm', 'start'],
    group: true,
    env: { DATA_DIR: dataDir, REBUILD_TOKEN: TOKEN, SHOP_DEV: '1', NO_UPDATE_NOTIFIER: '1' },
  });
  const first = await settled(asShop(), 0, 240_000);
  expect(first.last?.result, shop.output.join('')).toBe('réussie');
}, 300_000);

afterAll(async () => {
  await shop?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

type Outcome = { status: number; bytes: number; length: number } | { error: string; answered: boolean };

/** One request on its own connection; `slow`: the body is read only after `release` resolves. */
function get(path: string, release?: Promise<void>): { headers: Promise<void>; done: Promise<Outcome> } {
  let headersSeen: () => void = () => {};
  const headers = new Promise<void>((resolve) => {
    headersSeen = resolve;
  });
  const done = new Promise<Outcome>((resolve) => {
    let answered = false;
    const req = request(`${origin()}${path}`, { agent: false, headers: { 'Accept-Encoding': 'identity' } }, (res) => {
      answered = true;
      headersSeen();
      let bytes = 0;
      const read = () => {
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, length: Number(res.headers['content-length'] ?? bytes) }));
      };
      res.on('error', (error) => resolve({ error: error.message, answered }));
      res.pause();
      void (release ?? Promise.resolve()).then(() => {
        read();
        res.resume();
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message, answered }));
    req.end();
  });
  return { headers, done };
}

const groupAlive = (pgid: number): boolean => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

const portRefuses = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('SIGTERM to npm start', () => {
  it('during a request burst and a build: every accepted request answered, live release intact, no process left within 15 s', async () => {
    const releasesDir = join(dataDir, 'releases');
    const live = await readlink(join(releasesDir, 'current'));
    const before = (await readdir(releasesDir)).sort();
    // The biggest asset of the live release, read slowly: it is still being sent when the stop is asked.
    const assets = await readdir(join(releasesDir, live, '_astro'));
    const sized = await Promise.all(
      assets.filter((a) => a.endsWith('.js')).map(async (a) => ({ a, size: (await stat(join(releasesDir, live, '_astro', a))).size })),
    );
    const biggest = sized.sort((x, y) => y.size - x.size)[0]?.a;
    expect(biggest).toBeDefined();

    expect(await triggerRebuild(asShop())).toBe(202);
    for (;;) {
      const names = await readdir(releasesDir);
      if (names.some((name) => !before.includes(name) && !name.startsWith('.'))) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    let releaseSlow: () => void = () => {};
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    const slow = Array.from({ length: 4 }, () => get(`/_astro/${biggest}`, slowGate));
    await Promise.all(slow.map((s) => s.headers));

    let bursting = true;
    const burst: Outcome[] = [];
    const loops = Array.from({ length: 6 }, async (_, i) => {
      while (bursting) burst.push(await get(i % 2 === 0 ? '/' : '/api/v1/products/produits/').done);
    });
    while (burst.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));

    const pgid = shop.child.pid as number;
    const stoppedAt = Date.now();
    shop.child.kill('SIGTERM');
    // The slow readers resume only once node has stopped accepting (the port refuses new connections).
    while (!(await portRefuses(shop.port)) && Date.now() - stoppedAt < 15_000) await new Promise((resolve) => setTimeout(resolve, 20));
    releaseSlow();
    const slowOutcomes = await Promise.all(slow.map((s) => s.done));
    bursting = false;
    await Promise.all(loops);
    while (groupAlive(pgid) && Date.now() - stoppedAt < 15_000) await new Promise((resolve) => setTimeout(resolve, 100));

    expect(groupAlive(pgid), shop.output.join('')).toBe(false);
    expect(await portRefuses(shop.port)).toBe(true);
    for (const outcome of slowOutcomes) expect(outcome).toMatchObject({ status: 200, bytes: expect.any(Number) });
    for (const outcome of slowOutcomes) if ('bytes' in outcome) expect(outcome.bytes).toBe(outcome.length);
    // A request the server answered is answered whole; the others never reached it (connection refused).
    const cut = burst.filter((o) =>
      'error' in o ? o.answered || !/ECONNREFUSED|ECONNRESET/.test(o.error) : o.status >= 500 || o.bytes !== o.length,
    );
    expect(cut).toEqual([]);
    expect(burst.filter((o) => 'status' in o).length).toBeGreaterThanOrEqual(30);

    expect(await readlink(join(releasesDir, 'current'))).toBe(live);
    expect((await readdir(releasesDir)).sort()).toEqual(before);
    const log = shop.output.join('');
    for (const line of [
      'Arrêt demandé (SIGTERM)',
      'Requêtes en cours terminées.',
      `la release en ligne (${live}) reste en place`,
      'Base de données fermée.',
      'Kin Boissons arrêté.',
    ])
      expect(log).toContain(line);
  }, 120_000);
});
