import { describe, expect, it } from 'vitest';
import { type ProfileForm, splitFullName, validateProfileEdit } from '../../../../src/domain/validation/profile.ts';

const form = (over: Partial<ProfileForm> = {}): ProfileForm => ({
  fullName: 'Mado Kabila',
  email: 'mado@example.cd',
  phone: '+243812345678',
  ...over,
});

describe('splitFullName', () => {
  it.each([
    ['Mado Kabila', 'Mado', 'Kabila'],
    ['  Jean   Pierre  Mbemba ', 'Jean', 'Pierre Mbemba'],
    ['Mado', 'Mado', ''],
    ['', '', ''],
  ])('%j → %j + %j', (name, first, last) => {
    expect(splitFullName(name)).toEqual({ first_name: first, last_name: last });
  });
});

describe('validateProfileEdit', () => {
  it.each([
    [{ fullName: '' }, 'Veuillez remplir tous les champs obligatoires', 'fullName'],
    [{ email: ' ' }, 'Veuillez remplir tous les champs obligatoires', 'email'],
    [{ phone: '' }, 'Veuillez remplir tous les champs obligatoires', 'phone'],
    [{ newPassword: 'nouveaumdp' }, 'Veuillez entrer votre mot de passe actuel', 'currentPassword'],
    [
      { currentPassword: 'ancien', newPassword: 'nouveaumdp', confirmPassword: 'autre' },
      'Les nouveaux mots de passe ne correspondent pas',
      'confirmPassword',
    ],
    [
      { currentPassword: 'ancien', newPassword: 'court', confirmPassword: 'court' },
      'Le nouveau mot de passe doit contenir au moins 8 caractères',
      'newPassword',
    ],
  ])('%j → %s', (over, message, field) => {
    expect(validateProfileEdit(form(over))).toEqual({ ok: false, message, field });
  });

  it('splits the name and has no password change without a new password', () => {
    expect(validateProfileEdit(form({ currentPassword: 'ignored' }))).toEqual({
      ok: true,
      value: {
        profile: { first_name: 'Mado', last_name: 'Kabila', email: 'mado@example.cd', phone_number: '+243812345678' },
        passwordChange: null,
      },
    });
  });

  it('returns the password change and the address', () => {
    const r = validateProfileEdit(
      form({
        address: 'Av. A, N°1, Q, Gombe, Kinshasa',
        currentPassword: 'ancien',
        newPassword: 'nouveaumdp',
        confirmPassword: 'nouveaumdp',
      }),
    );
    expect(r.ok && r.value.passwordChange).toEqual({ current_password: 'ancien', new_password: 'nouveaumdp' });
    expect(r.ok && r.value.profile.address).toBe('Av. A, N°1, Q, Gombe, Kinshasa');
  });
});
