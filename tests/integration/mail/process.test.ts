import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from '../../../scripts/lib/mail-catcher.ts';
import { type StartedShop, startShop } from '../../../scripts/lib/start-shop.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'kin-mail-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Resolves once the process has printed `text` (it keeps printing after announcing its address). */
function printed(shop: StartedShop, text: string): Promise<string> {
  return new Promise((resolve) => {
    const check = () => {
      const output = shop.output.join('');
      if (output.includes(text)) resolve(output);
    };
    shop.child.stdout?.on('data', check);
    check();
  });
}

describe('e-mail settings of a real process (npm run api)', () => {
  it.each([
    [
      { SMTP_URL: 'https://kin:secret@mail.kinboissons.cd' },
      'Configuration invalide : SMTP_URL doit être une adresse smtp:// ou smtps://, comme smtps://utilisateur:motdepasse@mail.kinboissons.cd:465 (reçu « https://kin:***@mail.kinboissons.cd »).',
    ],
    [
      { SMTP_URL: 'smtp://[::1', SHOP_ALERT_EMAIL: 'chef@kinboissons.cd;livraison' },
      'Configuration invalide : SMTP_URL doit être une adresse smtp:// ou smtps://, comme smtps://utilisateur:motdepasse@mail.kinboissons.cd:465 (reçu « smtp://[::1 ») ; ' +
        'SHOP_ALERT_EMAIL doit être une ou plusieurs adresses e-mail séparées par des virgules (reçu « chef@kinboissons.cd;livraison »).',
    ],
  ])(
    '%o stops it at start with a clear French message, no stack trace, no password',
    async (env, expected) => {
      const message = await startShop({ entry: 'src/server/main.ts', env: { DATA_DIR: dataDir, ...env } }).then(
        () => 'started',
        (error: Error) => error.message,
      );
      expect(message).toMatch(/s'est arrêté \(code 1\) avant d'écouter/);
      expect(message).toContain(expected);
      expect(message).not.toMatch(/\n\s+at /);
      expect(message).not.toContain('secret');
    },
    30_000,
  );

  it('delivers what its routes write, through the worker it starts; says where mail goes and what is missing', async () => {
    const catcher = await startMailCatcher();
    const api = await startShop({
      entry: 'src/server/main.ts',
      env: {
        DATA_DIR: dataDir,
        SMTP_URL: catcher.url,
        SHOP_ALERT_EMAIL: 'alerte@kinboissons.cd',
        MAIL_FROM: 'Kin Boissons <commandes@kinboissons.cd>',
      },
    });
    try {
      const output = await printed(api, `E-mail : envoi par smtp://127.0.0.1:${catcher.port}`);
      expect(output).toContain("Attention : SITE_URL n'est pas défini ; les liens des e-mails pointeront vers http://localhost:4321.");
      const res = await fetch(`${api.url}/api/v1/contact/message/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Patrick', email: 'patrick@example.cd', message: 'Bonjour' }),
      });
      expect(res.status).toBe(201);
      const [mail] = await catcher.waitFor((mails) => mails.length === 1);
      expect(mail).toMatchObject({ to: ['alerte@kinboissons.cd'], from: 'commandes@kinboissons.cd', replyTo: 'patrick@example.cd' });
    } finally {
      await api.stop();
      await catcher.close();
    }
  }, 30_000);

  it('without SMTP_URL, development mode prints each message to the log', async () => {
    const api = await startShop({
      entry: 'src/server/main.ts',
      env: { DATA_DIR: dataDir, SHOP_DEV: '1', SHOP_ALERT_EMAIL: 'alerte@kinboissons.cd' },
    });
    try {
      expect(await printed(api, 'E-mail non configuré (SMTP_URL absent)')).not.toContain('SITE_URL');
      await fetch(`${api.url}/api/v1/contact/message/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Awa', email: 'awa@example.cd', message: 'Livrez-vous à Limete ?' }),
      });
      expect(await printed(api, '> Livrez-vous à Limete ?')).toContain(
        "[e-mail non envoyé, SMTP_URL absent] À : alerte@kinboissons.cd — Sujet : Message de Awa (formulaire d'aide)",
      );
    } finally {
      await api.stop();
    }
  }, 30_000);
});
