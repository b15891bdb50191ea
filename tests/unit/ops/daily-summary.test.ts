import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleDailySummary } from '../../../src/ops/daily-summary.ts';

const HOUR = 60 * 60 * 1000;
/** 16:00 in Kinshasa (UTC+1): the next 07:00 is in 15 hours. */
const START = new Date('2026-11-23T15:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the daily summary of the serving process', () => {
  it('is tried at start (a missed one is made up), then at 07:00 in Kinshasa every day; a failure is tried again an hour later', async () => {
    const calls: number[] = [];
    const results: (string | null | Error)[] = ['2026-11-22', new Error('base indisponible'), '2026-11-23'];
    const lines: { line: string; failed: boolean }[] = [];
    const summary = scheduleDailySummary(
      async (now) => {
        calls.push(now.getTime());
        const result = results[calls.length - 1] ?? null;
        if (result instanceof Error) throw result;
        return result;
      },
      (line, failed = false) => void lines.push({ line, failed }),
      { minuteOfDay: 7 * 60 },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([START]);
    await vi.advanceTimersByTimeAsync(15 * HOUR - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.at(-1)).toBe(START + 15 * HOUR);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(calls.at(-1)).toBe(START + 16 * HOUR);
    expect(lines).toEqual([
      { line: 'Résumé du 2026-11-22 écrit pour SHOP_ALERT_EMAIL.', failed: false },
      { line: 'Résumé quotidien impossible (base indisponible) : nouvel essai dans 60 min.', failed: true },
      { line: 'Résumé du 2026-11-23 écrit pour SHOP_ALERT_EMAIL.', failed: false },
    ]);
    await summary.stop();
  });
});
