import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const projectDir = fileURLToPath(new URL('../../..', import.meta.url));
export const TOKEN = 'jeton-de-test-ops';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type Shop = { origin: string; child: ChildProcess; output: string[]; stop: () => Promise<void> };

/** `node src/serve.ts` exactly as `npm start` runs it, on its own port and data folder. */
export async function startShop(dataDir: string, env: Record<string, string> = {}): Promise<Shop> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['src/serve.ts'], {
    cwd: projectDir,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, REBUILD_TOKEN: TOKEN, SHOP_DEV: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${origin}/_ops/status`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { origin, child, output, stop };
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
