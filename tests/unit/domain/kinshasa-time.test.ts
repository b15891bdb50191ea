import { describe, expect, it } from 'vitest';
import {
  kinshasaCompactDay,
  kinshasaDay,
  kinshasaDayBounds,
  kinshasaParts,
  latestKinshasaTime,
  timeOf,
} from '../../../src/domain/kinshasa-time.ts';

describe('kinshasaDay', () => {
  it.each([
    ['2026-11-20T09:00:00Z', '2026-11-20'],
    ['2026-11-20T22:59:59Z', '2026-11-20'],
    ['2026-11-20T23:00:00Z', '2026-11-21'],
    ['2026-11-20T10:00:00+01:00', '2026-11-20'],
    ['2026-12-31T23:30:00Z', '2027-01-01'],
    ['2028-02-28T23:00:00Z', '2028-02-29'],
    ['pas une date', ''],
  ])('%s is the Kinshasa day %s', (iso, day) => {
    expect(kinshasaDay(iso)).toBe(day);
  });
});

describe("kinshasaDayBounds (the day figures and the staff orders' day filter)", () => {
  it('a Kinshasa day starts at 23:00 UTC the day before', () => {
    expect(kinshasaDayBounds('2026-11-21')).toEqual({ start: '2026-11-20T23:00:00.000Z', end: '2026-11-21T23:00:00.000Z' });
  });

  it.each(['2026-02-30', '21/11/2026', '2026-11-21T00:00', ''])('refuses %j', (day) => expect(kinshasaDayBounds(day)).toBeNull());
});

describe('kinshasaCompactDay (order numbers)', () => {
  it.each<[Date | string | number, string]>([
    [new Date('2026-11-21T08:00:00Z'), '20261121'],
    [new Date('2026-11-21T22:59:59.999Z'), '20261121'],
    [new Date('2026-11-21T23:00:00Z'), '20261122'],
    [Date.UTC(2026, 0, 1, 0, 0), '20260101'],
    ['2026-13-40', ''],
  ])('%s → %s', (value, day) => {
    expect(kinshasaCompactDay(value)).toBe(day);
  });
});

describe('kinshasaParts', () => {
  it.each([
    ['2026-11-21T13:05:00Z', { year: 2026, month: 10, day: 21, hours: 14, minutes: 5 }],
    ['2026-11-21T23:59:00Z', { year: 2026, month: 10, day: 22, hours: 0, minutes: 59 }],
    ['2026-11-21T14:05:00+01:00', { year: 2026, month: 10, day: 21, hours: 14, minutes: 5 }],
    ['2026-07-01T12:00:00Z', { year: 2026, month: 6, day: 1, hours: 13, minutes: 0 }],
    ['', null],
    ['demain', null],
  ])('%s → %o', (iso, parts) => {
    expect(kinshasaParts(iso)).toEqual(parts);
  });
});

describe('timeOf', () => {
  it.each<[Date | string | number, number]>([
    ['2026-11-21T00:00:00Z', Date.UTC(2026, 10, 21)],
    [Date.UTC(2026, 10, 21), Date.UTC(2026, 10, 21)],
    [new Date(Date.UTC(2026, 10, 21)), Date.UTC(2026, 10, 21)],
    ['abc', Number.NaN],
    [new Date(Number.NaN), Number.NaN],
  ])('%s → %d', (value, time) => {
    expect(timeOf(value)).toBe(time);
  });
});

describe('latestKinshasaTime: the last moment Kinshasa’s clock showed an hour', () => {
  it.each([
    ['2026-11-23T15:00:00Z', 3 * 60, '2026-11-23T02:00:00.000Z'],
    ['2026-11-23T01:59:59Z', 3 * 60, '2026-11-22T02:00:00.000Z'],
    ['2026-11-23T02:00:00Z', 3 * 60, '2026-11-23T02:00:00.000Z'],
    ['2026-11-23T23:30:00Z', 0, '2026-11-23T23:00:00.000Z'],
    ['2026-11-23T22:59:00Z', 0, '2026-11-22T23:00:00.000Z'],
    ['2027-01-01T00:10:00Z', 23 * 60 + 59, '2026-12-31T22:59:00.000Z'],
  ])('at %s, %i minutes after midnight → %s', (now, minuteOfDay, expected) => {
    expect(new Date(latestKinshasaTime(Date.parse(now), minuteOfDay)).toISOString()).toBe(expected);
  });
});
