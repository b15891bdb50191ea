/**
 * Phone numbers of Kinshasa: 9 national digits, prefix 243, sent with orders as `2430` + digits. The one rule of every
 * phone field (checkout, address book, profile, sign-up): the field keeps what the customer types or pastes, key by
 * key, without cutting a digit (`typedPhone`); the number is read from the whole of it once typed (`toNineDigits`), so
 * `+243 812 345 678`, `0812 345 678` or `812-345-678` all give `812345678`, and a number with a digit too few or too
 * many is refused with a message, never shortened. Once the customer leaves a phone field (blur), it shows the number
 * read, `+243 812 345 678` (`formatPhoneDisplay`); what does not read as a Congolese number stays as typed. A field the
 * shop fills in (profile, saved address, guest order, the checkout's first paint) shows the number that way at once.
 */

/** Example shown in the sign-up phone error. */
export const PHONE_EXAMPLE = '+243812345678';

/** Sign-up pattern: optional `+` then 8 to 15 digits. */
export const SIGNUP_PHONE_PATTERN = /^\+?\d{8,15}$/;

export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

/** What a phone number may be written with besides digits: spaces, `+`, `.`, `-`, parentheses (one line, no letters). */
const PHONE_WRITING = /^[\d +().-]+$/;

/**
 * What a phone field keeps of what was typed or pasted: digits and the signs a number is written with (spaces, `+`,
 * `.`, `-`, parentheses), every one of them; a letter or another sign is left out. Nothing is cut: the number is read
 * from the whole of it (`toNineDigits`), once typed.
 */
export function typedPhone(value: string): string {
  return value.replace(/[^\d +().-]+/g, '');
}

/**
 * The checkout's phone field after a change: what was typed (`typedPhone`); a number pasted or filled in at once
 * (more than one character more than before) shows as its nine digits when it reads as one, unless it is written as a
 * field left shows it (`formatPhoneDisplay`: the field's own blur, or that number pasted), which stays.
 */
export function checkoutPhoneInput(previous: string, value: string): string {
  const typed = typedPhone(value);
  const atOnce = typed.length - previous.length > 1;
  return (atOnce && typed !== formatPhoneDisplay(typed) && toNineDigits(typed)) || typed;
}

/**
 * The 9 national digits of a number written any usual way (`+243 812 345 678`, `243812345678`,
 * `2430812345678`, `0812345678`, `812345678`, `00243 812 345 678`); null when it does not come down to 9 digits, or to
 * 9 digits that start with the trunk `0` (`0812 345 67` is a number with a digit missing).
 */
export function toNineDigits(value: string): string | null {
  let digits = digitsOnly(value);
  if (digits.startsWith('00243')) digits = digits.slice(2);
  if (digits.length === 13 && digits.startsWith('2430')) digits = digits.slice(4);
  else if (digits.length === 12 && digits.startsWith('243')) digits = digits.slice(3);
  else if (digits.length === 10 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[1-9]\d{8}$/.test(digits) ? digits : null;
}

/**
 * The 9 national digits of an order's phone, or null: the checkout's rule (9 digits after 243) for a number
 * written any usual way, and nothing but digits and separators (« 0 » and « javascript:alert(1) » are refused).
 */
export function orderPhoneDigits(value: string): string | null {
  return PHONE_WRITING.test(value) ? toNineDigits(value) : null;
}

/**
 * A customer's phone as the account keeps it (profile, sign-up, saved address): `+243` and the nine digits of a
 * Congolese number written any usual way; another country's number written internationally (`+` or `00`, then 8 to 15
 * digits) as `+` and its digits; null for anything else (a Congolese number with a digit too few or too many, letters).
 */
export function accountPhone(value: string): string | null {
  if (!PHONE_WRITING.test(value)) return null;
  const nine = toNineDigits(value);
  if (nine) return `+243${nine}`;
  const written = value.trim();
  if (!written.startsWith('+') && !written.startsWith('00')) return null;
  const digits = digitsOnly(written).replace(/^00/, '');
  return !digits.startsWith('243') && SIGNUP_PHONE_PATTERN.test(`+${digits}`) ? `+${digits}` : null;
}

/** A Congolese phone as the account keeps it: `+243` and the nine digits. */
export function congolesePhone(value: string): string | null {
  const nine = orderPhoneDigits(value);
  return nine === null ? null : `+243${nine}`;
}

/** A phone as an order sends it: `2430` followed by the 9 digits. */
export function toOrderPhone(nineDigits: string): string {
  return `2430${digitsOnly(nineDigits)}`;
}

/**
 * A Congolese number kept by the shop (a profile, a saved address, a guest order) as a phone field filled in with it
 * shows it at once: as the field shows a number once left (`formatPhoneDisplay`); '' when it is not one an order takes.
 */
export function filledPhone(value: string): string {
  return toNineDigits(value) ? formatPhoneDisplay(value) : '';
}

/** `+243 812 345 678` for display; the input unchanged when it is not a Congolese number. */
export function formatPhoneDisplay(value: string): string {
  const nine = toNineDigits(value);
  return nine ? `+243 ${nine.slice(0, 3)} ${nine.slice(3, 6)} ${nine.slice(6)}` : value;
}
