import { describe, expect, it } from 'vitest';
import {
  accountPhone,
  checkoutPhoneInput,
  congolesePhone,
  digitsOnly,
  filledPhone,
  formatPhoneDisplay,
  SIGNUP_PHONE_PATTERN,
  toNineDigits,
  toOrderPhone,
  typedPhone,
} from '../../../src/domain/phone.ts';

describe('phone', () => {
  it.each([
    ['+243 812-345.678', '243812345678'],
    ['abc', ''],
  ])('digitsOnly(%j) → %j', (input, expected) => {
    expect(digitsOnly(input)).toBe(expected);
  });

  it.each([
    ['+243 812-345.678', '+243 812-345.678'],
    ['(+243) 812 345 678', '(+243) 812 345 678'],
    ['8123456789999', '8123456789999'],
    ['81a2', '812'],
    ['tél. 0812345678', '. 0812345678'],
  ])('a phone field keeps every digit and sign a number is written with: %j as %j', (input, expected) => {
    expect(typedPhone(input)).toBe(expected);
  });

  it.each([
    ['', '+', '+'],
    ['+24', '+243', '+243'],
    ['+243 812 345', '+243 812 345 ', '+243 812 345 '],
    ['243812345', '2438123456', '2438123456'],
    ['81234567', '812345678', '812345678'],
    ['812345678', '8123456789', '8123456789'],
    ['', '+243 812 345 678', '+243 812 345 678'],
    ['', '+243812345678', '812345678'],
    ['', '0812345678', '812345678'],
    ['', '+243 812', '+243 812'],
    ['812', '81a2', '812'],
  ])(
    'the checkout field after %j then %j shows %j (a number pasted whole shows its nine digits, or as a field left shows it)',
    (previous, value, expected) => {
      expect(checkoutPhoneInput(previous, value)).toBe(expected);
    },
  );

  it.each([
    ['812345678', '812345678'],
    ['+243812345678', '812345678'],
    ['+243 812 345 678', '812345678'],
    ['243812345678', '812345678'],
    ['2430812345678', '812345678'],
    ['0812345678', '812345678'],
    ['00243 812 345 678', '812345678'],
    ['81234567', null],
    ['+243 812 345 6789', null],
    ['081234567', null],
    ['1234567890', null],
    ['', null],
  ])('toNineDigits(%j) → %j', (input, expected) => {
    expect(toNineDigits(input)).toBe(expected);
  });

  it.each([
    ['+243 812 345 678', '+243812345678'],
    ['0812-345-678', '+243812345678'],
    ['812345678', '+243812345678'],
    ['00243812345678', '+243812345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033 6 12 34 56 78', '+33612345678'],
    ['+243 812 345 67', null],
    ['+243 812 345 6789', null],
    ['81234567', null],
    ['0812 345 67', null],
    ['+243abc', null],
    ['+1234567', null],
  ])('an account keeps the phone %j as %j (a Congolese number with a digit too few or too many is refused)', (input, expected) => {
    expect(accountPhone(input)).toBe(expected);
  });

  it.each([
    ['0812 345 678', '+243812345678'],
    ['+33 6 12 34 56 78', null],
  ])('a saved address keeps the phone %j as %j', (input, expected) => {
    expect(congolesePhone(input)).toBe(expected);
  });

  it('sends orders as 2430 + 9 digits', () => {
    expect(toOrderPhone('812345678')).toBe('2430812345678');
  });

  it.each([
    ['2430812345678', '+243 812 345 678'],
    ['0812345678', '+243 812 345 678'],
    ['+33 1 23', '+33 1 23'],
  ])('display %j → %j', (input, expected) => {
    expect(formatPhoneDisplay(input)).toBe(expected);
  });

  it.each([
    ['+243812345678', '+243 812 345 678'],
    ['2430812345678', '+243 812 345 678'],
    ['812345678', '+243 812 345 678'],
    ['+243 999 111 222', '+243 999 111 222'],
    ['+33612345678', ''],
    ['0812 345 67', ''],
    ['', ''],
  ])('a field filled in with the stored %j shows %j at once, as it shows that number once left', (stored, shown) => {
    expect(filledPhone(stored)).toBe(shown);
    if (shown !== '') expect(filledPhone(stored)).toBe(formatPhoneDisplay(stored));
    if (shown !== '') expect(toNineDigits(shown)).toBe(toNineDigits(stored));
  });

  it.each([
    ['+243812345678', true],
    ['12345678', true],
    ['123456789012345', true],
    ['1234567', false],
    ['1234567890123456', false],
    ['++243812345678', false],
    ['+243 812', false],
  ])('sign-up pattern %j → %s', (input, ok) => {
    expect(SIGNUP_PHONE_PATTERN.test(input)).toBe(ok);
  });
});
