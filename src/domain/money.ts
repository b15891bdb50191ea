/**
 * Money is an integer count of hundredths of a franc (centimes of FC); see docs/decisions/003.
 * Only this module converts from the wire (decimal strings or numbers) and back.
 */

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

function decimalStringToCents(text: string): number | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(3, '0');
  // Third decimal and beyond: round half up to the centime (DRF sends at most 2 decimals).
  const roundUp = Number(fraction[2]) >= 5 ? 1 : 0;
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2)) + roundUp;
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * Parses a price to integer hundredths, exactly: `"2500.10"` → 250010, `2500` → 250000.
 * Null for anything that is not a non-negative finite decimal (`"abc"`, `""`, NaN, `"-5"`, `"2 500"`, `"2500,5"`).
 */
export function toCents(value: unknown): number | null {
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? null : decimalStringToCents(text);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    // The shortest decimal form of the number is exact as text ("0.1", not 0.1000000000000000055).
    const exact = decimalStringToCents(String(value));
    if (exact !== null) return exact;
    const cents = Math.round(value * 100);
    return Number.isSafeInteger(cents) ? cents : null;
  }
  return null;
}

/**
 * The space inside an amount: a no-break space (U+00A0), so that `48 000 FC` never splits across
 * two lines on a narrow phone. It looks like the ordinary space the spec asks for.
 */
const AMOUNT_SPACE = '\u00a0';

/** Groups digits by three with a no-break space: `12500` → `"12 500"`. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, AMOUNT_SPACE);
}

/**
 * Display form `12 500 FC`: whole francs (half a franc rounds away from zero, so 50 centimes
 * count as one more franc), thousands separated by a no-break space, another before `FC`, no decimals.
 */
export function formatFC(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const francs = Math.floor((Math.abs(Math.round(cents)) + 50) / 100);
  return `${francs === 0 ? '' : sign}${groupThousands(String(francs))}${AMOUNT_SPACE}FC`;
}

/** Wire form of DRF decimals: `1250000` → `"12500.00"`. */
export function centsToDecimalString(cents: number): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${Math.floor(abs / 100)}.${fraction}`;
}

/** Whole francs to hundredths (constants are written in francs in the spec). */
export function francs(amount: number): number {
  return Math.round(amount * 100);
}
