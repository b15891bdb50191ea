import { describe, expect, it } from 'vitest';
import { scrubLogFields, scrubLogText } from '../../../src/ops/log-scrub.ts';

describe('scrubLogText: what never reaches a log line', () => {
  it.each([
    ['e-mail non envoyé, À : mireille@exemple.cd', 'e-mail non envoyé, À : [e-mail]'],
    ['Kin Boissons <commandes@kinboissons.cd>', 'Kin Boissons <[e-mail]>'],
    ['Téléphone : +243 812 345 678', 'Téléphone : [téléphone]'],
    ['tel 2430812345678.', 'tel [téléphone].'],
    ['tel 243812345678', 'tel [téléphone]'],
    ['appel 0812345678 demain', 'appel [téléphone] demain'],
    ['appel 081 234 5678', 'appel [téléphone]'],
    ['international +33 6 12 34 56 78', 'international [téléphone]'],
    ['Authorization: Bearer abc.DEF-123', 'Authorization: Bearer ***'],
    ['Token 9f8e7d6c5b4a', 'Token ***'],
    ['http://x/reset-password/MTI/abc-def-123 ok', 'http://x/reset-password/*** ok'],
    ['https://kinboissons.cd/suivi-commande#a1b2c3', 'https://kinboissons.cd/suivi-commande#***'],
    ['/api/v1/orders/commandes/suivi/a1b2c3/', '/api/v1/orders/commandes/suivi/***/'],
    ['password=hunter2&x=1', 'password=***&x=1'],
    ['"mot_de_passe": "hunter2"', '"mot_de_passe": "***"'],
  ])('%s → %s', (text, expected) => expect(scrubLogText(text)).toBe(expected));

  it.each([
    ['Release 20261123T150000Z-000 en ligne en 41.2 s'],
    ['[rebuild] réussie en 52.3 s : 20261123T150000Z-001'],
    ['pages 120/364, 12 s'],
    ['Kin Boissons : http://localhost:4321/ (données : /srv/kin-boissons-data)'],
    ['mémoire de pointe 734003200 octets'],
    ['GET /produit/12 200 3 ms'],
  ])('leaves operator facts alone: %s', (text) => expect(scrubLogText(text)).toBe(text));

  it('masks the strings of nested fields and keeps the rest', () => {
    expect(scrubLogFields({ path: '/reset-password/MTI/t', status: 200, to: ['a@b.cd'], inner: { phone: '+243 812 345 678' } })).toEqual({
      path: '/reset-password/***',
      status: 200,
      to: ['[e-mail]'],
      inner: { phone: '[téléphone]' },
    });
  });
});
