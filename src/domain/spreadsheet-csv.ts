/**
 * The CSV dialect French Excel opens as it is (docs/decisions/044): cells written here, lines and quoting by
 * csv-stringify. Amounts with a decimal comma and no grouping, Kinshasa dates as `JJ/MM/AAAA`, and text that a
 * spreadsheet would run as a formula (first character `= + - @`, tab or carriage return) kept as text.
 */
import { kinshasaParts } from './kinshasa-time.ts';

/** A spreadsheet runs a cell beginning with one of these as a formula (or, for tab and CR, after trimming them). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell: neutralised by a leading apostrophe when a spreadsheet would read it as a formula. */
export function textCell(value: string | null | undefined): string {
  const text = value ?? '';
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** An amount in hundredths as French Excel reads a number: `-123450` → `-1234,50`, `250000` → `2500,00`. */
export function amountCell(cents: number): string {
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  return `${rounded < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A count (quantity, bottles, an id) as a plain integer. */
export function countCell(n: number): string {
  return String(Math.trunc(n));
}

const two = (n: number) => String(n).padStart(2, '0');

/** The Kinshasa date and time of an instant, as French Excel reads a date: `27/11/2026 14:05`; '' when unreadable. */
export function dateTimeCell(value: string | number | Date): string {
  const p = kinshasaParts(value);
  return p ? `${two(p.day)}/${two(p.month + 1)}/${p.year} ${two(p.hours)}:${two(p.minutes)}` : '';
}

/** A Kinshasa day `2026-11-27` as `27/11/2026`; anything else as text. */
export function dayCell(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : textCell(day);
}

/** Spaces a spreadsheet or a person may put inside an amount: space, no-break and narrow no-break space. */
const AMOUNT_SPACES = /[ \u00a0\u202f]/g;

/**
 * An amount cell read back as the contract's decimal text (`2 500,50` → `2500.50`), for the catalogue's own price
 * rule to judge; null for an empty cell. A leading apostrophe (a text cell) is dropped.
 */
export function decimalOfCell(cell: string): string | null {
  const text = cell.replace(/^'/, '').replace(AMOUNT_SPACES, '').replace(/FC$/i, '').trim();
  if (text === '') return null;
  return text.replace(',', '.');
}
