import { describe, expect, it } from 'vitest';
import { validateResetLink, validateResetPassword } from '../../../../src/domain/validation/password.ts';

describe('validateResetPassword', () => {
  it.each([
    ['motdepasse', 'autrechose', { ok: false, message: 'Les mots de passe ne correspondent pas.', field: 'confirm' }],
    ['court', 'court', { ok: false, message: 'Le mot de passe doit contenir au moins 8 caractères.', field: 'password' }],
    ['1234567', '1234567', { ok: false, message: 'Le mot de passe doit contenir au moins 8 caractères.', field: 'password' }],
    ['12345678', '12345678', { ok: true, value: '12345678' }],
    [undefined, undefined, { ok: false, message: 'Le mot de passe doit contenir au moins 8 caractères.', field: 'password' }],
  ])('%j / %j → %j', (password, confirm, expected) => {
    expect(validateResetPassword({ password, confirm })).toEqual(expected);
  });
});

describe('validateResetLink', () => {
  it.each([
    ['MQ', 'abc-123', { ok: true, value: { uid: 'MQ', token: 'abc-123' } }],
    ['', 'abc', { ok: false, message: 'Lien de réinitialisation invalide ou expiré.' }],
    ['MQ', undefined, { ok: false, message: 'Lien de réinitialisation invalide ou expiré.' }],
  ])('%j / %j', (uid, token, expected) => {
    expect(validateResetLink(uid, token)).toEqual(expected);
  });
});
