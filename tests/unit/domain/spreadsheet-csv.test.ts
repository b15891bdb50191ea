import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from '../../../src/domain/money.ts';
import { amountCell, countCell, dateTimeCell, dayCell, decimalOfCell, textCell } from '../../../src/domain/spreadsheet-csv.ts';

describe('cells a spreadsheet runs as a formula are kept as text', () => {
  it.each([
    ['=HYPERLINK("http://evil.example")', '\'=HYPERLINK("http://evil.example")'],
    ['+243 81 234 5678', "'+243 81 234 5678"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['Hélène Kabeya', 'Hélène Kabeya'],
    ['Av. 24 Novembre = Kalamu', 'Av. 24 Novembre = Kalamu'],
    ['', ''],
  ])('%j → %j', (value, cell) => {
    expect(textCell(value)).toBe(cell);
  });

  it('no text cell ever begins with a formula character', () => {
    fc.assert(fc.property(fc.string(), (value) => !/^[=+\-@\t\r]/.test(textCell(value))));
  });
});

describe('amounts in FC as French Excel reads a number: decimal comma, no grouping', () => {
  it.each([
    [250_000, '2500,00'],
    [250_050, '2500,50'],
    [5, '0,05'],
    [0, '0,00'],
    [-123_450, '-1234,50'],
    [1_000_000_000, '10000000,00'],
  ])('%d hundredths → %s', (cents, cell) => {
    expect(amountCell(cents)).toBe(cell);
  });

  it('an amount cell read back is the same hundredths', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => toCents(decimalOfCell(amountCell(cents))) === cents));
  });

  it.each([
    ['2 600', '2600'],
    ['2\u00a0600,5', '2600.5'],
    ['2\u202f600 FC', '2600'],
    ["'2600,00", '2600.00'],
    ['', null],
    ['  ', null],
  ])('the cell %j is the decimal %j for the price rule', (cell, decimal) => {
    expect(decimalOfCell(cell)).toBe(decimal);
  });
});

describe('dates as Kinshasa dates (UTC+1)', () => {
  it.each([
    ['2026-10-31T23:30:00Z', '01/11/2026 00:30'],
    ['2026-11-27T13:05:00.000Z', '27/11/2026 14:05'],
    ['pas une date', ''],
  ])('%s → %j', (instant, cell) => {
    expect(dateTimeCell(instant)).toBe(cell);
  });

  it('a Kinshasa day reads as JJ/MM/AAAA', () => {
    expect(dayCell('2026-11-21')).toBe('21/11/2026');
    expect(dayCell('=1')).toBe("'=1");
  });

  it('counts are plain integers', () => {
    expect(countCell(12)).toBe('12');
  });
});
