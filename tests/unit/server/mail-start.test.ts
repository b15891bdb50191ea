import { describe, expect, it } from 'vitest';
import { shopConfig } from '../../../src/config/environment.ts';
import { createMail, mailDeps } from '../../../src/server/mail/start.ts';
import { freshEngine } from '../../support/test-engine.ts';

const config = (env: Record<string, string>) => shopConfig(env, '/srv/kin-boissons');

describe('where e-mail links point', () => {
  it.each([
    [{ SITE_URL: 'https://kinboissons.cd/' }, 'https://kinboissons.cd'],
    [{ SITE_URL: 'https://kinboissons.cd', SHOP_DEV: '1' }, 'https://kinboissons.cd'],
    // Development: each request's own origin (a shop on PORT=0 links to itself).
    [{ SHOP_DEV: '1' }, undefined],
    // Production without SITE_URL: never a Host header's choice; the default site, with a warning at start.
    [{}, 'http://localhost:4321'],
  ])('%o → %s', (env, siteUrl) => expect(mailDeps(config(env)).siteUrl).toBe(siteUrl));

  it('Message-IDs take the sender’s domain', () => {
    expect(mailDeps(config({})).domain).toBe('kinboissons.cd');
    expect(mailDeps(config({ MAIL_FROM: 'Boutique <commandes@boutique.example.cd>' })).domain).toBe('boutique.example.cd');
  });
});

describe('createMail: what the process says, and the status it reports', () => {
  it.each([
    [
      {},
      [
        "Attention : SITE_URL n'est pas défini ; les liens des e-mails pointeront vers http://localhost:4321.",
        "E-mail non configuré (SMTP_URL absent) : chaque message est écrit dans ce journal au lieu d'être envoyé.",
        'SHOP_ALERT_EMAIL absent : la boutique ne reçoit ni les alertes de nouvelle commande ni les messages du formulaire.',
      ],
      { configured: false, pending: 0, failed: 0 },
    ],
    [
      {
        SITE_URL: 'https://kinboissons.cd',
        SMTP_URL: 'smtps://kin:secret@mail.kinboissons.cd:465',
        SHOP_ALERT_EMAIL: 'a@kinboissons.cd,b@kinboissons.cd',
      },
      ['E-mail : envoi par smtps://mail.kinboissons.cd:465'],
      {
        configured: true,
        server: 'smtps://mail.kinboissons.cd:465',
        from: 'contact@kinboissons.cd',
        alert_addresses: 2,
        pending: 0,
        failed: 0,
      },
    ],
  ])('%o', async (env, notices, status) => {
    const engine = freshEngine({ seed: false });
    const mail = createMail(config(env), engine, () => {});
    expect(mail.notices).toEqual(notices);
    expect(await mail.status()).toMatchObject(status);
    expect(JSON.stringify(await mail.status())).not.toContain('secret');
    await mail.stop();
  });
});
