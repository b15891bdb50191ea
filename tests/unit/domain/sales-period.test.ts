import { describe, expect, it } from 'vitest';
import { daysOf, percentChange, presetPeriod, previousPeriod, salesPeriod } from '../../../src/domain/sales-period.ts';
import { gestionMessages } from '../../../src/messages/gestion.ts';

const t = gestionMessages.sales;

describe('a period of Kinshasa days and the one just before it', () => {
  it.each([
    [{ du: '2026-11-21', au: '2026-11-21' }, { du: '2026-11-20', au: '2026-11-20' }, 1],
    [{ du: '2026-11-15', au: '2026-11-21' }, { du: '2026-11-08', au: '2026-11-14' }, 7],
    [{ du: '2026-03-01', au: '2026-03-31' }, { du: '2026-01-29', au: '2026-02-28' }, 31],
    [{ du: '2028-01-01', au: '2028-12-31' }, { du: '2026-12-31', au: '2027-12-31' }, 366],
  ])('%o is preceded by %o, both %i days long', (period, before, length) => {
    expect(previousPeriod(period)).toEqual(before);
    expect(daysOf(period)).toHaveLength(length);
    expect(daysOf(before)).toHaveLength(length);
  });

  it.each([
    ['today', { du: '2026-11-21', au: '2026-11-21' }],
    ['week', { du: '2026-11-15', au: '2026-11-21' }],
    ['month', { du: '2026-11-01', au: '2026-11-21' }],
  ] as const)('the preset %s from the 21st of November', (preset, period) => {
    expect(presetPeriod(preset, '2026-11-21')).toEqual(period);
  });

  it.each([
    ['2026-11-01', '2026-11-21', { ok: true, value: { du: '2026-11-01', au: '2026-11-21' } }],
    ['2026-02-30', '2026-03-01', { ok: false, message: t.badDay, field: 'du' }],
    ['2026-11-01', '', { ok: false, message: t.badDay, field: 'au' }],
    ['2026-11-02', '2026-11-01', { ok: false, message: t.reversed, field: 'au' }],
    ['2027-01-01', '2028-01-01', { ok: true, value: { du: '2027-01-01', au: '2028-01-01' } }],
    ['2026-01-01', '2027-01-02', { ok: false, message: t.tooLong(366), field: 'au' }],
  ])('the period from %s to %s', (du, au, result) => {
    expect(salesPeriod(du, au)).toEqual(result);
  });
});

describe('a figure against the period before', () => {
  it.each([
    [112, 100, 12, '+12\u00a0%'],
    [95, 100, -5, '−5\u00a0%'],
    [100, 100, 0, '0\u00a0%'],
    [1, 3, -67, '−67\u00a0%'],
    [3, 2, 50, '+50\u00a0%'],
    [5, 0, null, '—'],
    [0, 0, null, '—'],
  ])('%i against %i is %s %', (now, before, percent, text) => {
    expect(percentChange(now, before)).toBe(percent);
    expect(t.change(percentChange(now, before))).toBe(text);
  });
});
