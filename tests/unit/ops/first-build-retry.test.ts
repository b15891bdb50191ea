import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFirstBuildRetry, nextRetryDelay } from '../../../src/ops/first-build-retry.ts';

describe('nextRetryDelay: 5 s, then twice the previous wait, 5 min at most', () => {
  it('from a first failure to the ceiling', () => {
    const waits: number[] = [];
    let wait = 0;
    for (let i = 0; i < 9; i++) {
      wait = nextRetryDelay(wait);
      waits.push(wait);
    }
    expect(waits.map((ms) => ms / 1000)).toEqual([5, 10, 20, 40, 80, 160, 300, 300, 300]);
  });
});

describe('createFirstBuildRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setUp() {
    const lines: { line: string; failed: boolean | undefined }[] = [];
    let tries = 0;
    const retry = createFirstBuildRetry(
      () => (tries += 1),
      (line, failed) => lines.push({ line, failed }),
    );
    return { retry, lines, tries: () => tries };
  }

  it('after each failure: a warning with the cause and the wait, the holding page counting down, and the next try on time', () => {
    const { retry, lines, tries } = setUp();
    expect(retry.note()).toBeNull();
    retry.failed('connexion refusée (ECONNREFUSED)');
    expect(lines).toEqual([
      {
        line: 'Aucune release en ligne et la construction a échoué (connexion refusée (ECONNREFUSED)) : nouvel essai dans 5 s.',
        failed: true,
      },
    ]);
    expect(retry.note()).toContain(
      'la construction du site a échoué (connexion refusée (ECONNREFUSED)). Nouvel essai automatique dans 5 s.',
    );
    vi.advanceTimersByTime(2_000);
    expect(retry.note()).toContain('Nouvel essai automatique dans 3 s.');
    vi.advanceTimersByTime(2_999);
    expect(tries()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(tries()).toBe(1);
    expect(retry.note()).toContain('dans 0 s.');

    retry.failed('réponse HTTP 502');
    expect(lines.at(-1)?.line).toContain('(réponse HTTP 502) : nouvel essai dans 10 s.');
    vi.advanceTimersByTime(10_000);
    expect(tries()).toBe(2);
  });

  it('a success clears the note and the next failure waits 5 s again', () => {
    const { retry, lines } = setUp();
    retry.failed('a');
    retry.failed('b');
    retry.succeeded();
    expect(retry.note()).toBeNull();
    retry.failed('c');
    expect(lines.map(({ line }) => /dans (\d+) s/.exec(line)?.[1])).toEqual(['5', '10', '5']);
  });

  it('a failure while a try is planned replaces it: one try, after the new wait', () => {
    const { retry, tries } = setUp();
    retry.failed('a');
    vi.advanceTimersByTime(4_000);
    retry.failed('b');
    vi.advanceTimersByTime(9_999);
    expect(tries()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(tries()).toBe(1);
  });

  it('once the process stops: the planned try never comes and a failure plans none', () => {
    const { retry, lines, tries } = setUp();
    retry.failed('a');
    retry.stop();
    retry.failed('b');
    vi.advanceTimersByTime(600_000);
    expect(tries()).toBe(0);
    expect(lines).toHaveLength(1);
  });
});
