import { describe, expect, it } from 'vitest';
import type { Engine } from '../../../src/server/db/engine.ts';
import { AttemptLog } from '../../../src/server/http/attempt-log.ts';
import { engineCases } from '../../support/engines.ts';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 23, 12);

/** A fresh, empty place for the attempts on each engine, and a way to open another connection to it (another process). */
const engines = engineCases('attempt log');

describe.each(engines)('password attempts kept in the database (%s)', (_name, place) => {
  const connect = async (open: () => Promise<Engine>) => new AttemptLog(await open());
  const fresh = async () => connect(await place({ seed: false }));
  const pair = { bucket: 'login:jean@example.cd|10.0.0.1', windowMs: 15 * MINUTE, max: 5 };

  it('20 concurrent wrong passwords let at most 5 through', async () => {
    const log = await fresh();
    const waits = await Promise.all(Array.from({ length: 20 }, () => log.reserve([pair], NOW)));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
    expect(waits.filter((w) => w > 0)).toHaveLength(15);
  });

  it('20 concurrent attempts spread over two connections (two processes) still let at most 5 through', async () => {
    const open = await place({ seed: false });
    const logs = [await connect(open), await connect(open)];
    const waits = await Promise.all(Array.from({ length: 20 }, (_, i) => logs[i % 2]!.reserve([pair], NOW)));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
    expect(waits.filter((w) => w > 0)).toHaveLength(15);
  });

  it('refuses all buckets or none, and says how long to wait', async () => {
    const log = await fresh();
    const address = { bucket: 'scrypt:10.0.0.1', windowMs: MINUTE, max: 30 };
    for (let i = 0; i < 5; i++) expect(await log.reserve([pair, address], NOW + i * 1000)).toBe(0);
    // The oldest of the last 5 leaves the 15-minute window 15 min after NOW: 14 min 55 s from NOW + 5 s.
    expect(await log.reserve([pair, address], NOW + 5000)).toBe(15 * 60 - 5);
    // The refused attempt took nothing from the address: 25 more fit in its minute.
    for (let i = 0; i < 25; i++) expect(await log.reserve([address], NOW + 6000)).toBe(0);
    expect(await log.reserve([address], NOW + 6000)).toBeGreaterThan(0);
  });

  it('a refund gives back one event, a clear forgets the bucket, the window lets new ones in', async () => {
    const log = await fresh();
    for (let i = 0; i < 5; i++) await log.reserve([pair], NOW);
    expect(await log.reserve([pair], NOW)).toBeGreaterThan(0);
    await log.refund(pair.bucket);
    expect(await log.reserve([pair], NOW)).toBe(0);
    expect(await log.reserve([pair], NOW)).toBeGreaterThan(0);
    await log.clear(pair.bucket);
    for (let i = 0; i < 5; i++) expect(await log.reserve([pair], NOW)).toBe(0);
    expect(await log.reserve([pair], NOW + 15 * MINUTE)).toBe(0);
  });

  it('a refusal is remembered until its wait ends: asked again, refused without a query', async () => {
    const engine = await (await place())();
    const log = new AttemptLog(engine);
    for (let i = 0; i < 5; i++) await log.reserve([pair], NOW);
    expect(await log.reserve([pair], NOW)).toBe(15 * 60);
    await engine.close();
    expect(await log.reserve([pair], NOW + 1000)).toBe(15 * 60 - 1);
  });
});
