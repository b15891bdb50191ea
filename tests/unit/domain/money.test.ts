import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimalString, formatFC, francs, toCents } from '../../../src/domain/money.ts';

describe('toCents', () => {
  it.each([
    ['2500.00', 250000],
    ['2500', 250000],
    ['2500.5', 250050],
    ['2500.10', 250010],
    ['0.20', 20],
    ['0.1', 10],
    [' 12500.00 ', 1250000],
    ['0', 0],
    ['1.005', 101],
    ['1.004', 100],
    ['0.999', 100],
    [2500, 250000],
    [2500.5, 250050],
    [0.1, 10],
    [1.15, 115],
    [19.99, 1999],
    [0, 0],
  ] as const)('%j → %i hundredths', (input, expected) => {
    expect(toCents(input)).toBe(expected);
  });

  it.each([
    ['abc'],
    [''],
    ['   '],
    ['-5'],
    ['-0.01'],
    ['2 500'],
    ['2500,50'],
    ['2500.'],
    ['.5'],
    ['1e3'],
    ['+3'],
    [Number.NaN],
    [Infinity],
    [-1],
    [null],
    [undefined],
    [{}],
    [true],
  ])('%j is not a price → null', (input) => {
    expect(toCents(input)).toBeNull();
  });

  it('sums "2500.10" and "0.20" exactly', () => {
    expect((toCents('2500.10') ?? 0) + (toCents('0.20') ?? 0)).toBe(250030);
    expect(centsToDecimalString((toCents('0.1') ?? 0) + (toCents('0.2') ?? 0))).toBe('0.30');
  });

  it('round-trips with centsToDecimalString for any amount', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => toCents(centsToDecimalString(cents)) === cents));
  });

  it('reads any 2-decimal number exactly', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 9 }), (cents) => toCents(Number(centsToDecimalString(cents))) === cents));
  });
});

describe('formatFC', () => {
  it.each([
    [1250000, '12 500 FC'],
    [0, '0 FC'],
    [100, '1 FC'],
    [99900, '999 FC'],
    [100000, '1 000 FC'],
    [600000, '6 000 FC'],
    [5800000, '58 000 FC'],
    [123456789, '1 234 568 FC'],
    [100000000000, '1 000 000 000 FC'],
    [149, '1 FC'],
    [150, '2 FC'],
    [49, '0 FC'],
    [50, '1 FC'],
    [-1250000, '-12 500 FC'],
  ])('%i hundredths → %s (no-break spaces)', (cents, expected) => {
    expect(formatFC(cents)).toBe(expected.replaceAll(' ', '\u00a0'));
  });

  it('never lets an amount split across lines: no-break spaces (U+00A0) between groups and before FC', () => {
    expect(formatFC(4800000)).toBe('48\u00a0000\u00a0FC');
    expect(formatFC(4800000)).not.toMatch(/[\u0020]/);
  });
});

describe('centsToDecimalString', () => {
  it.each([
    [1250000, '12500.00'],
    [250010, '2500.10'],
    [5, '0.05'],
    [0, '0.00'],
    [-250, '-2.50'],
  ])('%i → %s', (cents, expected) => {
    expect(centsToDecimalString(cents)).toBe(expected);
  });
});

describe('francs', () => {
  it.each([
    [6000, 600000],
    [58000, 5800000],
    [0.5, 50],
  ])('%d FC → %i', (amount, expected) => {
    expect(francs(amount)).toBe(expected);
  });
});
