import { mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerFromMemory } from '../../../src/ops/file-memory.ts';
import { precompressRelease } from '../../../src/ops/precompress.ts';

let dir: string;
let page: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kin-memory-'));
  page = join(dir, 'index.html');
  await writeFile(page, `<!doctype html><html lang="fr"><body>${'<p>Primus 72 cl</p>'.repeat(200)}</body></html>`);
  await writeFile(join(dir, 'photo.webp'), Buffer.alloc(2048, 7));
  await precompressRelease(dir);
});

/** The same request answered from memory and by serveStatic from disk. */
async function both(file: string, headers: Record<string, string>) {
  const memory = new Hono().get('*', (c: Context) => answerFromMemory(c, file)?.response ?? c.text('aucune', 500));
  const disk = new Hono().get('*', serveStatic({ path: file, precompressed: true }));
  return Promise.all([memory.request('/x', { headers }), disk.request('/x', { headers })]);
}

const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => name !== 'date'));

describe('a file of the release answered from memory', () => {
  for (const acceptEncoding of ['br, gzip', 'gzip', '']) {
    it(`sends what serveStatic sends from disk (Accept-Encoding: "${acceptEncoding}")`, async () => {
      for (const file of [page, join(dir, 'photo.webp')]) {
        const [memory, disk] = await both(file, { 'accept-encoding': acceptEncoding });
        expect(memory.status).toBe(200);
        expect(headersOf(memory)).toEqual(headersOf(disk));
        expect(Buffer.from(await memory.arrayBuffer())).toEqual(Buffer.from(await disk.arrayBuffer()));
      }
    });
  }

  it('a file rewritten with another size or time is read again', async () => {
    const file = join(dir, 'changing.txt');
    await writeFile(file, 'première version');
    const [first] = await both(file, {});
    expect(await first.text()).toBe('première version');
    await writeFile(file, 'deuxième, plus longue');
    const [second] = await both(file, {});
    expect(await second.text()).toBe('deuxième, plus longue');
    await writeFile(file, 'troisième, même taille');
    await utimes(file, new Date('2026-11-23T12:00:00Z'), new Date('2026-11-23T12:00:00Z'));
    const [third] = await both(file, {});
    expect(await third.text()).toBe('troisième, même taille');
  });

  it('leaves ranges, HEAD and missing files to serveStatic', async () => {
    const fromMemory = async (file: string, init: RequestInit = {}) => {
      let answered: boolean | undefined;
      await new Hono()
        .on(['GET', 'HEAD'], '*', (c: Context) => {
          answered = answerFromMemory(c, file) !== null;
          return c.body(null, 204);
        })
        .request('/x', init);
      return answered;
    };
    expect(await fromMemory(page, { headers: { range: 'bytes=0-9' } })).toBe(false);
    expect(await fromMemory(page, { method: 'HEAD' })).toBe(false);
    expect(await fromMemory(join(dir, 'absent.html'))).toBe(false);
    expect(await fromMemory(page)).toBe(true);
  });
});
