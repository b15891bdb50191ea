import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { z } from 'zod';
import { startShop as startOnFreePort } from '../../../scripts/lib/start-shop.ts';
import { writeManifest } from '../../../src/ops/release-manifest.ts';
import { switchCurrent } from '../../../src/ops/releases.ts';
import { completeRelease, writeFiles } from '../../unit/ops/fixture-release.ts';

export { projectDir } from '../../../scripts/lib/start-shop.ts';
export const TOKEN = 'jeton-de-test-des-operations-0123456789';

export type Shop = { origin: string; child: ChildProcess; output: string[]; stop: () => Promise<void> };

/** `node src/serve.ts` exactly as `npm start` runs it, on its own data folder and a port the system picks. */
export async function startShop(dataDir: string, env: Record<string, string> = {}): Promise<Shop> {
  const { url, child, output, stop } = await startOnFreePort({ env: { DATA_DIR: dataDir, REBUILD_TOKEN: TOKEN, SHOP_DEV: '1', ...env } });
  return { origin: url, child, output, stop };
}

const statusSchema = z.object({
  current: z.string().nullable(),
  releases: z.array(z.string()),
  running: z.boolean(),
  waiting: z.boolean(),
  builds: z.number(),
  last: z.object({ result: z.string(), error: z.string().nullable(), release: z.string().nullable(), reason: z.string() }).nullable(),
});
export type Status = z.infer<typeof statusSchema>;

export async function status(shop: Shop): Promise<Status> {
  const res = await fetch(`${shop.origin}/_ops/status`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  if (!res.ok) throw new Error(`status ${res.status}`);
  return statusSchema.parse(await res.json());
}

export async function triggerRebuild(shop: Shop): Promise<number> {
  return (await fetch(`${shop.origin}/_ops/rebuild`, { method: 'POST', headers: { Authorization: `Bearer ${TOKEN}` } })).status;
}

/** Waits until no build runs or waits (and, with `after`, until more than `after` builds started). */
export async function settled(shop: Shop, after = -1, timeoutMs = 120_000): Promise<Status> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const s = await status(shop);
    if (!s.running && !s.waiting && s.builds > after) return s;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`builds still running after ${timeoutMs} ms:\n${shop.output.join('').slice(-3000)}`);
}

/** A small live release already in `dataDir`: a shop started there serves it and builds nothing. */
export async function writeLiveRelease(dataDir: string, id = '20261123T150000Z-000'): Promise<void> {
  const dir = join(dataDir, 'releases', id);
  await writeFiles(dir, completeRelease);
  await writeManifest(dir, {
    id,
    built_at: '2026-11-23T15:00:00Z',
    duration_ms: 1,
    catalogue_api_url: 'http://127.0.0.1:9/api/v1',
    counts: { products: 2, categories: 2, files: 1 },
    csp: "default-src 'self'",
  });
  await switchCurrent(dataDir, id);
}
