import { describe, expect, it } from 'vitest';
import { formatDateTime, formatFullDate, relativeTime } from '../../../src/domain/relative-time.ts';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it.each([
    [0, "À l'instant"],
    [-30, "À l'instant"],
    [59, "À l'instant"],
    [60, 'Il y a 1 minute'],
    [119, 'Il y a 1 minute'],
    [120, 'Il y a 2 minutes'],
    [3599, 'Il y a 59 minutes'],
    [3600, 'Il y a 1 heure'],
    [7200, 'Il y a 2 heures'],
    [86399, 'Il y a 23 heures'],
    [86400, 'Il y a 1 jour'],
    [2 * 86400, 'Il y a 2 jours'],
    [7 * 86400 - 1, 'Il y a 6 jours'],
    [7 * 86400, '14 novembre 2026'],
    [365 * 86400, '21 novembre 2025'],
  ])('%i s ago → %s', (seconds, expected) => {
    expect(relativeTime(ago(seconds), now)).toBe(expected);
  });

  it('accepts ISO strings and timestamps', () => {
    expect(relativeTime('2026-11-21T11:55:00Z', now.getTime())).toBe('Il y a 5 minutes');
  });

  it('returns empty for an invalid date', () => {
    expect(relativeTime('pas une date', now)).toBe('');
  });
});

describe('formatFullDate', () => {
  it.each([
    ['2026-11-21T12:00:00Z', '21 novembre 2026'],
    ['2026-01-01T00:30:00Z', '1 janvier 2026'],
    ['2026-12-31T23:30:00Z', '1 janvier 2027'],
    ['2026-08-15T10:00:00Z', '15 août 2026'],
    ['2026-02-03T10:00:00+01:00', '3 février 2026'],
    ['garbage', ''],
  ])('%s → %s (Kinshasa day)', (iso, expected) => {
    expect(formatFullDate(iso)).toBe(expected);
  });

  it('adds the Kinshasa time', () => {
    expect(formatDateTime('2026-11-21T13:05:00Z')).toBe('21 novembre 2026 à 14:05');
    expect(formatDateTime('nope')).toBe('');
  });
});
