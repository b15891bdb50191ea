/**
 * A change saved in gestion is never lost on a stop: a shop killed right after « Enregistrer » answered (before its
 * publication started), or stopped while the publication runs, publishes the change at its next start.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { renderFunctionsDir } from '../../../src/ops/releases.ts';
import { waitingChangesFile } from '../../../src/ops/waiting-changes.ts';
import { projectDir, type Shop, settled, startShop } from './shop-process.ts';
import { staffToken } from './staff.ts';

let dataDir: string;
let shop: Shop;
let token: string;

beforeAll(async () => {
  await mkdir(join(projectDir, 'var'), { recursive: true });
  dataDir = await mkdtemp(join(projectDir, 'var', 'test-waiting-changes-'));
  shop = await startShop(dataDir);
  const first = await settled(shop, 0, 240_000);
  expect(first.last?.result, shop.output.join('')).toBe('réussie');
  token = await staffToken(shop.origin, dataDir);
}, 300_000);

afterAll(async () => {
  await shop?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const newestId = async (): Promise<number> => {
  const list = (await (await fetch(`${shop.origin}/api/v1/products/produits/?page_size=1`)).json()) as { results: { id: number }[] };
  return list.results[0]?.id ?? 0;
};

async function savePrice(id: number, prix: string): Promise<void> {
  const res = await fetch(`${shop.origin}/api/v1/products/produits/${id}/`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
    body: JSON.stringify({ prix }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** Waits for the shop to print `text` after its first `from` lines (it prints each step of a publication). */
async function lineSeen(text: string, from: number): Promise<void> {
  while (!shop.output.slice(from).join('').includes(text)) {
    if (shop.child.exitCode !== null) throw new Error(`shop exited:\n${shop.output.join('').slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const served = async (id: number) => (await (await fetch(`${shop.origin}/produit/${id}`)).text()).replace(/&nbsp;|\u00a0|\u202f/g, ' ');

/** Starts the shop again on the same data folder and waits for the publication it makes of what waited. */
async function restarted(): Promise<void> {
  shop = await startShop(dataDir);
  const done = await settled(shop, 0, 240_000);
  expect(done.last?.result, shop.output.join('').slice(-3000)).toBe('réussie');
  expect(done.last?.reason).toBe('modifications en attente au dernier arrêt');
  expect(shop.output.join('')).toContain('restée(s) en attente au dernier arrêt : publication.');
  // Published: nothing waits any more, the next start publishes nothing.
  expect(JSON.parse(await readFile(waitingChangesFile(dataDir), 'utf8'))).toEqual([]);
}

it('publishes at the next start a price saved just before the shop was killed', async () => {
  await settled(shop);
  const id = await newestId();
  await savePrice(id, '31415.00');
  // Killed at once, as a crash would: the publication a second after the change never started.
  const gone = new Promise((resolve) => shop.child.once('exit', resolve));
  shop.child.kill('SIGKILL');
  await gone;
  await restarted();
  expect(await served(id)).toContain('31 415 FC');
}, 600_000);

it('publishes at the next start a price whose publication the stop abandoned', async () => {
  const start = await settled(shop);
  if (!start.current) throw new Error('aucune release en ligne');
  // The live release's render functions broken: the price is published by a whole build, long enough to stop it.
  await writeFile(join(renderFunctionsDir(dataDir, start.current), 'render-state.json'), '{');
  const id = await newestId();
  const from = shop.output.length;
  await savePrice(id, '27182.00');
  await lineSeen('construction complète du site', from);
  // Stopped (SIGTERM, as systemd or docker stop) while the publication runs.
  await shop.stop();
  expect(shop.output.join('')).toContain('Construction en cours abandonnée');
  await restarted();
  expect(await served(id)).toContain('27 182 FC');
}, 600_000);
