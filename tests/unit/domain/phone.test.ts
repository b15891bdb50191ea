import { describe, expect, it } from 'vitest';
import {
  checkoutPhoneInput,
  digitsOnly,
  formatPhoneDisplay,
  SIGNUP_PHONE_PATTERN,
  toNineDigits,
  toOrderPhone,
} from '../../../src/domain/phone.ts';

describe('phone', () => {
  it.each([
    ['+243 812-345.678', '243812345678'],
    ['abc', ''],
  ])('digitsOnly(%j) → %j', (input, expected) => {
    expect(digitsOnly(input)).toBe(expected);
  });

  it.each([
    ['81 234 5678', '812345678'],
    ['8123456789999', '812345678'],
    ['81a2', '812'],
  ])('checkout field keeps %j as %j', (input, expected) => {
    expect(checkoutPhoneInput(input)).toBe(expected);
  });

  it.each([
    ['812345678', '812345678'],
    ['+243812345678', '812345678'],
    ['+243 812 345 678', '812345678'],
    ['243812345678', '812345678'],
    ['2430812345678', '812345678'],
    ['0812345678', '812345678'],
    ['81234567', null],
    ['1234567890', null],
    ['', null],
  ])('toNineDigits(%j) → %j', (input, expected) => {
    expect(toNineDigits(input)).toBe(expected);
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
