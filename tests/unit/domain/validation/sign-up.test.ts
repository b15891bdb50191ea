import { describe, expect, it } from 'vitest';
import { registrationSchema } from '../../../../src/contract/account.ts';
import { type SignUpForm, validateSignUp } from '../../../../src/domain/validation/sign-up.ts';

const form = (over: Partial<SignUpForm> = {}): SignUpForm => ({
  firstName: 'Mado',
  lastName: 'Kabila',
  email: 'mado@example.cd',
  phone: '',
  password: 'motdepasse',
  passwordConfirm: 'motdepasse',
  ...over,
});

describe('validateSignUp', () => {
  it.each([
    [{ firstName: '' }, 'Veuillez remplir tous les champs obligatoires', 'firstName'],
    [{ lastName: '  ' }, 'Veuillez remplir tous les champs obligatoires', 'lastName'],
    [{ email: undefined }, 'Veuillez remplir tous les champs obligatoires', 'email'],
    [{ password: '', passwordConfirm: '' }, 'Veuillez remplir tous les champs obligatoires', 'password'],
    [{ passwordConfirm: '' }, 'Veuillez remplir tous les champs obligatoires', 'passwordConfirm'],
    [{ passwordConfirm: 'autrechose' }, 'Les mots de passe ne correspondent pas', 'passwordConfirm'],
    [{ password: 'court', passwordConfirm: 'court' }, 'Le mot de passe doit contenir au moins 8 caractères.', 'password'],
    [{ phone: '12345' }, 'Format de numéro de téléphone invalide. Utilisez le format international (ex: +243812345678)', 'phone'],
    [{ phone: '+243abc' }, 'Format de numéro de téléphone invalide. Utilisez le format international (ex: +243812345678)', 'phone'],
  ])('%j → %s', (over, message, field) => {
    expect(validateSignUp(form(over))).toEqual({ ok: false, message, field });
  });

  it.each([[''], ['+243812345678'], ['+243 812 345 678'], ['0812345678']])('accepts phone %j', (phone) => {
    expect(validateSignUp(form({ phone })).ok).toBe(true);
  });

  it('builds the registration payload the contract accepts', () => {
    const r = validateSignUp(form({ email: ' mado@example.cd ', phone: '+243 812 345 678' }));
    expect(r).toEqual({
      ok: true,
      value: {
        username: 'mado@example.cd',
        email: 'mado@example.cd',
        password: 'motdepasse',
        password_confirm: 'motdepasse',
        first_name: 'Mado',
        last_name: 'Kabila',
        phone_number: '+243812345678',
        role: 'client',
      },
    });
    expect(r.ok && registrationSchema.safeParse(r.value).success).toBe(true);
  });
});
