/** Phone numbers of Kinshasa: 9 national digits, prefix 243, sent with orders as `2430` + digits. */

/** Example shown in the sign-up phone error. */
export const PHONE_EXAMPLE = '+243812345678';

/** Sign-up pattern: optional `+` then 8 to 15 digits. */
export const SIGNUP_PHONE_PATTERN = /^\+?\d{8,15}$/;

export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** What the checkout phone field keeps while typing: digits only, at most 9. */
export function checkoutPhoneInput(value: string): string {
  return digitsOnly(value).slice(0, 9);
}

/**
 * The 9 national digits of a number written any usual way (`+243 812 345 678`, `243812345678`,
 * `2430812345678`, `0812345678`, `812345678`); null when it does not come down to 9 digits.
 */
export function toNineDigits(value: string): string | null {
  let digits = digitsOnly(value);
  if (digits.length === 13 && digits.startsWith('2430')) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('243')) digits = digits.slice(3);
  else if (digits.length === 10 && digits.startsWith('0')) digits = digits.slice(1);
  return /^\d{9}$/.test(digits) ? digits : null;
}

/** What a phone number may be written with besides digits: spaces, `+`, `.`, `-`, parentheses (one line, no letters). */
const PHONE_WRITING = /^[\d +().-]+$/;

/**
 * The 9 national digits of an order's phone, or null: the checkout's rule (9 digits after 243) for a number
 * written any usual way, and nothing but digits and separators (« 0 » and « javascript:alert(1) » are refused).
 */
export function orderPhoneDigits(value: string): string | null {
  return PHONE_WRITING.test(value) ? toNineDigits(value) : null;
}

/** A phone as an order sends it: `2430` followed by the 9 digits. */
export function toOrderPhone(nineDigits: string): string {
  return `2430${digitsOnly(nineDigits)}`;
}

/** `+243 812 345 678` for display; the input unchanged when it is not a Congolese number. */
export function formatPhoneDisplay(value: string): string {
  const nine = toNineDigits(value);
  return nine ? `+243 ${nine.slice(0, 3)} ${nine.slice(3, 6)} ${nine.slice(6)}` : value;
}
