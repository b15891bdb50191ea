import { describe, expect, it } from 'vitest';
import { retryingFetch } from '../../../src/catalogue/retrying-fetch.ts';

function scripted(outcomes: (number | 'network')[]) {
  let calls = 0;
  const fetchImpl = (async () => {
    const outcome = outcomes[Math.min(calls++, outcomes.length - 1)] ?? 200;
    if (outcome === 'network') throw new TypeError('fetch failed');
    return new Response('x', { status: outcome });
  }) as typeof fetch;
  return { fetchImpl, count: () => calls };
}

describe('retryingFetch', () => {
  it.each([
    { outcomes: [200], status: 200, calls: 1 },
    { outcomes: [503, 200], status: 200, calls: 2 },
    { outcomes: ['network', 'network', 200], status: 200, calls: 3 },
    { outcomes: [404], status: 404, calls: 1 },
    { outcomes: [400, 200], status: 400, calls: 1 },
    { outcomes: [500, 502, 503], status: 503, calls: 3 },
  ] as const)('$outcomes → status $status after $calls call(s)', async ({ outcomes, status, calls }) => {
    const delays: number[] = [];
    const { fetchImpl, count } = scripted([...outcomes]);
    const response = await retryingFetch(fetchImpl, {
      attempts: 3,
      baseDelayMs: 10,
      sleep: async (ms) => {
        delays.push(ms);
      },
    })('http://x/');
    expect(response.status).toBe(status);
    expect(count()).toBe(calls);
    expect(delays).toEqual([10, 20].slice(0, calls - 1));
  });

  it('gives up on repeated network failures with the last error', async () => {
    const { fetchImpl, count } = scripted(['network']);
    await expect(retryingFetch(fetchImpl, { attempts: 4, sleep: async () => {} })('http://x/')).rejects.toThrow('fetch failed');
    expect(count()).toBe(4);
  });
});
