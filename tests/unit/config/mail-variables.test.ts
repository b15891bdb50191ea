import { describe, expect, it } from 'vitest';
import { ConfigError, shopConfig } from '../../../src/config/environment.ts';

const project = '/srv/kin-boissons';
const mail = (env: Record<string, string>) => shopConfig(env, project).mail;
const problem = (env: Record<string, string>): string => {
  try {
    shopConfig(env, project);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('no error');
};

describe('SMTP_URL, MAIL_FROM, SHOP_ALERT_EMAIL', () => {
  it.each([
    [{}, { smtpUrl: undefined, from: { name: 'Kin Boissons', address: 'contact@kinboissons.cd' }, alertEmails: [] }],
    [
      { SMTP_URL: ' ', MAIL_FROM: '', SHOP_ALERT_EMAIL: '' },
      { smtpUrl: undefined, alertEmails: [] },
    ],
    [{ SMTP_URL: 'smtps://kin:secret@mail.kinboissons.cd:465' }, { smtpUrl: 'smtps://kin:secret@mail.kinboissons.cd:465' }],
    [{ SMTP_URL: 'smtp://127.0.0.1:2525' }, { smtpUrl: 'smtp://127.0.0.1:2525' }],
    [{ MAIL_FROM: 'commandes@kinboissons.cd' }, { from: { name: '', address: 'commandes@kinboissons.cd' } }],
    [
      { MAIL_FROM: 'Kin Boissons, Gombe <commandes@kinboissons.cd>' },
      { from: { name: 'Kin Boissons, Gombe', address: 'commandes@kinboissons.cd' } },
    ],
    [{ MAIL_FROM: '"Kin Boissons" <commandes@kinboissons.cd>' }, { from: { name: 'Kin Boissons', address: 'commandes@kinboissons.cd' } }],
    [{ SHOP_ALERT_EMAIL: 'chef@kinboissons.cd' }, { alertEmails: ['chef@kinboissons.cd'] }],
    [
      { SHOP_ALERT_EMAIL: 'chef@kinboissons.cd, livraison@kinboissons.cd' },
      { alertEmails: ['chef@kinboissons.cd', 'livraison@kinboissons.cd'] },
    ],
  ])('%o → %o', (env, expected) => expect(mail(env)).toMatchObject(expected));

  it.each([
    [
      { SMTP_URL: 'https://mail.kinboissons.cd' },
      'Configuration invalide : SMTP_URL doit être une adresse smtp:// ou smtps://, comme smtps://utilisateur:motdepasse@mail.kinboissons.cd:465 (reçu « https://mail.kinboissons.cd »).',
    ],
    [
      { SMTP_URL: 'mail.kinboissons.cd:465' },
      'Configuration invalide : SMTP_URL doit être une adresse smtp:// ou smtps://, comme smtps://utilisateur:motdepasse@mail.kinboissons.cd:465 (reçu « mail.kinboissons.cd:465 »).',
    ],
    [
      { MAIL_FROM: 'Kin Boissons' },
      'Configuration invalide : MAIL_FROM doit être une adresse e-mail, seule ou sous la forme Nom <adresse>, comme Kin Boissons <commandes@kinboissons.cd> (reçu « Kin Boissons »).',
    ],
    [
      { SHOP_ALERT_EMAIL: 'chef@kinboissons.cd, livraison' },
      'Configuration invalide : SHOP_ALERT_EMAIL doit être une ou plusieurs adresses e-mail séparées par des virgules (reçu « chef@kinboissons.cd, livraison »).',
    ],
    [
      { SHOP_ALERT_EMAIL: 'chef@kinboissons.cd,' },
      'Configuration invalide : SHOP_ALERT_EMAIL doit être une ou plusieurs adresses e-mail séparées par des virgules (reçu « chef@kinboissons.cd, »).',
    ],
  ])('%o → %s', (env, expected) => expect(problem(env)).toBe(expected));

  it.each([
    ['https://kin:secret@mail.kinboissons.cd', 'https://kin:***@mail.kinboissons.cd'],
    ['smtp://kin:s3cr@t@:25', 'smtp://kin:***@:25'],
  ])('a refused SMTP_URL is shown without its password: %s', (value, shown) => {
    const message = problem({ SMTP_URL: value });
    expect(message).toContain(`(reçu « ${shown} »)`);
    expect(message).not.toContain('secret');
    expect(message).not.toContain('s3cr');
  });
});
