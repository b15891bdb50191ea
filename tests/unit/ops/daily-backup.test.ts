import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleDailyBackups } from '../../../src/ops/daily-backup.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** 16:00 in Kinshasa (UTC+1): the last 03:00 was 13 hours ago, the next is in 11 hours. */
const START = new Date('2026-11-23T15:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A backup job that records when it ran; `results` says how each run ends (default: written). */
function fakeJob(newest: number | null | (() => number | null), results: ('ok' | 'full' | 'hold')[] = []) {
  const runs: number[] = [];
  const held: (() => void)[] = [];
  let active = 0;
  let most = 0;
  const job = {
    newest: typeof newest === 'function' ? newest : () => newest,
    run: async (now: Date) => {
      runs.push(now.getTime());
      active++;
      most = Math.max(most, active);
      try {
        const result = results[runs.length - 1] ?? 'ok';
        if (result === 'hold') await new Promise<void>((resolve) => held.push(resolve));
        if (result === 'full') throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        return { file: `/srv/data/backups/shop-${runs.length}-quotidienne.sqlite`, bytes: 4096, removed: runs.length > 2 ? ['old'] : [] };
      } finally {
        active--;
      }
    },
  };
  return { job, runs, held, most: () => most };
}

function logger() {
  const lines: { line: string; failed: boolean }[] = [];
  return { lines, log: (line: string, failed = false) => void lines.push({ line, failed }) };
}

describe('daily backups of the serving process', () => {
  it.each([
    ['no backup yet', null, 0],
    ['the newest was made before the last 03:00 (the shop was stopped then)', START - 14 * HOUR, 0],
    ['the newest was made after the last 03:00', START - 2 * HOUR, 11 * HOUR],
    ['the newest is dated in the future (a clock set back)', START + HOUR, 11 * HOUR],
  ])('the first backup when %s: at the right moment, not a millisecond before', async (_, newest, delay) => {
    const { job, runs } = fakeJob(newest);
    const { log } = logger();
    const backups = scheduleDailyBackups(job, log);
    if (delay > 0) await vi.advanceTimersByTimeAsync(delay - 1);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([START + delay]);
    await backups.stop();
  });

  it('then every day at 03:00 in Kinshasa, whatever the hour the shop started at, saying each in French', async () => {
    const { job, runs } = fakeJob(null);
    const { lines, log } = logger();
    const backups = scheduleDailyBackups(job, log);
    await vi.advanceTimersByTimeAsync(3 * DAY);
    expect(runs.map((at) => new Date(at).toISOString())).toEqual([
      '2026-11-23T15:00:00.000Z',
      '2026-11-24T02:00:00.000Z',
      '2026-11-25T02:00:00.000Z',
      '2026-11-26T02:00:00.000Z',
    ]);
    expect(lines[0]).toEqual({
      line: 'Sauvegarde quotidienne écrite : /srv/data/backups/shop-1-quotidienne.sqlite (4096 octets).',
      failed: false,
    });
    expect(lines[2]?.line).toBe(
      'Sauvegarde quotidienne écrite : /srv/data/backups/shop-3-quotidienne.sqlite (4096 octets) ; 1 plus ancienne(s) supprimée(s).',
    );
    await backups.stop();
  });

  it('at the hour BACKUP_HOUR names (22:30 in Kinshasa is 21:30 UTC)', async () => {
    const { job, runs } = fakeJob(START - HOUR);
    const backups = scheduleDailyBackups(job, logger().log, { minuteOfDay: 22 * 60 + 30 });
    await vi.advanceTimersByTimeAsync(2 * DAY);
    expect(runs.map((at) => new Date(at).toISOString())).toEqual(['2026-11-23T21:30:00.000Z', '2026-11-24T21:30:00.000Z']);
    await backups.stop();
  });

  it('a failure is logged as a warning and tried again an hour later; nothing is thrown at the process', async () => {
    const { job, runs } = fakeJob(null, ['full', 'full', 'ok']);
    const { lines, log } = logger();
    const backups = scheduleDailyBackups(job, log);
    await vi.advanceTimersByTimeAsync(0);
    expect(lines).toEqual([
      {
        line: 'Sauvegarde quotidienne impossible (disque plein (ENOSPC)) : la boutique continue de servir ; nouvel essai dans 60 min.',
        failed: true,
      },
    ]);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(runs).toEqual([START, START + HOUR, START + 2 * HOUR]);
    expect(lines[2]?.failed).toBe(false);
    // Back on the hour: the next is at 03:00, not a day after the late one.
    await vi.advanceTimersByTimeAsync(9 * HOUR - 1);
    expect(runs).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.at(-1)).toBe(START + 11 * HOUR);
    await backups.stop();
  });

  it("each failure is handed to the shop's alert at once, with its cause in French; a success is not", async () => {
    const { job } = fakeJob(null, ['full', 'ok']);
    const { log } = logger();
    const alerts: string[] = [];
    const backups = scheduleDailyBackups(job, log, { onFailure: (cause) => alerts.push(cause) });
    await vi.advanceTimersByTimeAsync(0);
    expect(alerts).toEqual(['disque plein (ENOSPC)']);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(alerts).toHaveLength(1);
    await backups.stop();
  });

  it('an unreadable backups folder at start does not stop the first backup', async () => {
    const { job, runs } = fakeJob(() => {
      throw new Error('EACCES');
    });
    const backups = scheduleDailyBackups(job, logger().log);
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([START]);
    await backups.stop();
  });

  it('never two at once: a backup still running holds back the next, and a stop waits for it', async () => {
    const { job, runs, held, most } = fakeJob(null, ['hold']);
    const backups = scheduleDailyBackups(job, logger().log);
    await vi.advanceTimersByTimeAsync(2 * DAY);
    expect(runs).toEqual([START]);
    let stopped = false;
    const stopping = backups.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    held[0]?.();
    await stopping;
    await vi.advanceTimersByTimeAsync(2 * DAY);
    expect(runs).toEqual([START]);
    expect(most()).toBe(1);
  });
});
