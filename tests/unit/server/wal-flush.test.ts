import { describe, expect, it } from 'vitest';
import { flushGate } from '../../../src/server/db/wal-flush.ts';

/** A barrier the test lets return when it wants: how many ran, and the release of each. */
function controlledBarrier() {
  const releases: ((error?: Error) => void)[] = [];
  const barrier = () =>
    new Promise<void>((resolve, reject) => {
      releases.push((error) => (error ? reject(error) : resolve()));
    });
  return { barrier, releases };
}

const settledNow = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
};

describe('the flush barrier of transactions that released their locks first', () => {
  it('a call while one barrier runs waits for the next one, which leaves after it; a burst shares that next one', async () => {
    const { barrier, releases } = controlledBarrier();
    const flushed = flushGate(barrier);
    const first = flushed();
    const burst = Array.from({ length: 20 }, () => flushed());
    expect(releases).toHaveLength(1);
    releases[0]?.();
    await first;
    expect(await settledNow(Promise.all(burst))).toBe(false);
    expect(releases).toHaveLength(2);
    releases[1]?.();
    await Promise.all(burst);
    expect(releases).toHaveLength(2);
    // Nothing running: the next call runs a barrier of its own at once.
    const later = flushed();
    expect(releases).toHaveLength(3);
    releases[2]?.();
    await later;
  });

  it('a failed barrier fails its own callers only; the ones waiting for the next get the next', async () => {
    const { barrier, releases } = controlledBarrier();
    const flushed = flushGate(barrier);
    const first = flushed();
    const waiting = flushed();
    releases[0]?.(new Error('connexion perdue'));
    await expect(first).rejects.toThrow('connexion perdue');
    await new Promise((resolve) => setImmediate(resolve));
    releases[1]?.();
    await expect(waiting).resolves.toBeUndefined();
  });
});
