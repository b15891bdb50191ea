import { describe, expect, it } from 'vitest';
import {
  loginResponseSchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetResponseSchema,
  profileUpdateSchema,
  registrationSchema,
} from '../../../src/contract/account.ts';
import { userSchema } from '../../../src/contract/user.ts';

const user = {
  id: 4,
  username: 'mbuyi@example.cd',
  email: 'mbuyi@example.cd',
  first_name: 'Mbuyi',
  last_name: 'Kalala',
  phone_number: '+243812345678',
  address: 'Avenue du Commerce, N°12, Gombe, Gombe, Kinshasa',
  role: 'client',
  is_staff: false,
  is_superuser: false,
};

describe('userSchema', () => {
  it.each([
    ['phone_number', { phone_number: '+243812345678' }, { phone_number: '+243812345678' }],
    ['phone instead of phone_number', { phone_number: undefined, phone: '+243990000000' }, { phone_number: '+243990000000' }],
    ['no phone at all', { phone_number: null }, { phone_number: '' }],
    ['a null address', { address: null }, { address: '' }],
    ['the manager role', { role: 'manager' }, { role: 'manager' }],
    ['an unknown role (least privilege)', { role: 'superviseur' }, { role: 'client' }],
    ['staff flags missing', { is_staff: undefined, is_superuser: undefined }, { is_staff: false, is_superuser: false }],
  ])('reads %s', (_name, override, expected) => {
    expect(userSchema.parse({ ...user, ...override })).toMatchObject(expected);
  });

  it('drops the `phone` alias from the output', () => {
    expect(userSchema.parse({ ...user, phone: '+243990000000' })).not.toHaveProperty('phone');
  });

  it.each([[{ ...user, email: undefined }], [{ ...user, username: 5 }], [null]])('rejects %j', (input) => {
    expect(userSchema.safeParse(input).success).toBe(false);
  });
});

describe('registrationSchema', () => {
  const payload = {
    username: 'mbuyi@example.cd',
    email: 'mbuyi@example.cd',
    password: 'motdepasse1',
    password_confirm: 'motdepasse1',
    first_name: 'Mbuyi',
    last_name: 'Kalala',
    phone_number: '',
    role: 'client',
  };
  it.each([
    ['a complete payload', {}, null],
    ['an international phone', { phone_number: '+243812345678' }, null],
    ['role and phone left out', { role: undefined, phone_number: undefined }, null],
    ['mismatching passwords', { password_confirm: 'autre chose' }, 'password_confirm'],
    ['a short password', { password: 'court', password_confirm: 'court' }, 'password'],
    ['a malformed email', { email: 'mbuyi' }, 'email'],
    ['a phone with letters', { phone_number: '08123abc' }, 'phone_number'],
    ['the admin role', { role: 'admin' }, 'role'],
    ['no first name', { first_name: '' }, 'first_name'],
  ])('%s', (_name, override, failingField) => {
    const result = registrationSchema.safeParse({ ...payload, ...override });
    expect(result.success).toBe(failingField === null);
    if (failingField) expect(result.error?.issues.map((issue) => issue.path[0])).toContain(failingField);
  });

  it('explains a mismatch in French', () => {
    const result = registrationSchema.safeParse({ ...payload, password_confirm: 'x' });
    expect(result.error?.issues[0]?.message).toBe('Les deux mots de passe ne correspondent pas.');
  });
});

describe('small account payloads', () => {
  it.each([
    ['login', loginSchema, { username: 'a@b.cd', password: 'x' }, true],
    ['login without password', loginSchema, { username: 'a@b.cd', password: '' }, false],
    ['login response', loginResponseSchema, { token: '9944b09199c62bcf9418ad846dd0e4bbdfc6ee4b' }, true],
    ['login response without token', loginResponseSchema, { non_field_errors: ['x'] }, false],
    ['reset request', passwordResetRequestSchema, { email: 'a@b.cd' }, true],
    ['reset request, bad email', passwordResetRequestSchema, { email: 'ab' }, false],
    ['reset response, message only', passwordResetResponseSchema, { message: 'ok' }, true],
    [
      'reset response, dev link',
      passwordResetResponseSchema,
      { reset_link: 'http://x/reset-password/MQ/abc', debug_info: { reset_url: 'http://x' } },
      true,
    ],
    ['reset confirm', passwordResetConfirmSchema, { uid: 'MQ', token: 'abc-123', new_password: 'motdepasse1' }, true],
    ['reset confirm, short password', passwordResetConfirmSchema, { uid: 'MQ', token: 'abc', new_password: 'court' }, false],
    ['reset confirm, no uid', passwordResetConfirmSchema, { token: 'abc', new_password: 'motdepasse1' }, false],
    ['profile update, address only', profileUpdateSchema, { address: 'Avenue X, N°1, Q, Gombe, Kinshasa' }, true],
    [
      'profile update, names',
      profileUpdateSchema,
      { first_name: 'Mbuyi', last_name: 'Kalala', email: 'a@b.cd', phone_number: '+243812345678' },
      true,
    ],
    ['profile update, nothing', profileUpdateSchema, {}, false],
    ['profile update, bad email', profileUpdateSchema, { email: 'x' }, false],
    ['password change', passwordChangeSchema, { current_password: 'ancien', new_password: 'nouveau123' }, true],
    ['password change, short', passwordChangeSchema, { current_password: 'ancien', new_password: 'court' }, false],
  ] as const)('%s', (_name, schema, input, ok) => {
    expect(schema.safeParse(input).success).toBe(ok);
  });
});
