import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import { sqliteEngine } from '../../../src/server/db/engine.ts';
import { openDatabase } from '../../../src/server/db/open.ts';
import { cli } from './cli-runner.ts';

const MANAGER = 'gerant@kinboissons.cd';

describe('npm run shop -- set-password: a locked-out staff member back in without a mail server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kb-set-password-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const withPassword = (password: string, ...args: string[]) => cli(dir, args, `${password}\n`);

  it('the new password signs in; the old one and every open session stop working; journaled as the command line', async () => {
    expect(process.env['SMTP_URL']).toBeUndefined();
    expect((await withPassword('ancien-secret', 'create-staff', '--create', '--email', MANAGER, '--role', 'manager')).code).toBe(0);
    const db = openDatabase(join(dir, 'shop.sqlite'));
    try {
      const app = createApp({ engine: sqliteEngine(db) });
      const login = (password: string) =>
        app.request('http://shop.test/api/v1/token-auth/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: MANAGER, password }),
        });
      const me = (token: string) => app.request('http://shop.test/api/v1/accounts/me/', { headers: { authorization: `Token ${token}` } });
      const { token } = (await (await login('ancien-secret')).json()) as { token: string };
      expect((await me(token)).status).toBe(200);

      const set = await withPassword('nouveau-secret', 'set-password', '--email', MANAGER);
      expect(set.err).toBe('');
      expect(set.out).toContain(`Nouveau mot de passe enregistré pour ${MANAGER} ; ses sessions ouvertes sont fermées.`);
      expect((await me(token)).status).toBe(401);
      expect((await login('ancien-secret')).status).toBe(400);
      expect((await login('nouveau-secret')).status).toBe(200);
      expect(db.prepare("SELECT user_id, auteur, action, objet, details FROM journal WHERE action = 'mot_de_passe'").all()).toEqual([
        { user_id: null, auteur: 'npm run shop', action: 'mot_de_passe', objet: 'compte', details: JSON.stringify({ email: MANAGER }) },
      ]);
      // Nothing was mailed: the operator hands the password over.
      expect(db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  }, 60_000);

  it.each([
    ['an unknown address', ['set-password', '--email', 'personne@kinboissons.cd'], 'nouveau-secret', 1, "Aucun compte avec l'adresse"],
    ['a password too short (the rule of « Personnel »)', ['set-password', '--email', MANAGER], 'court', 1, 'au moins 8 caractères'],
    ['an empty password', ['set-password', '--email', MANAGER], '', 1, 'Mot de passe vide.'],
    ['the password as an argument', ['set-password', '--email', MANAGER, '--password', 'x'], '', 2, 'ne se donne pas en argument'],
    ['no --email', ['set-password'], '', 2, 'Option manquante : --email <adresse>.'],
    [
      'create-staff on an address that exists: the command that changes its password instead',
      ['create-staff', '--email', MANAGER, '--role', 'manager'],
      'autre-secret',
      1,
      `existe déjà. Pour lui donner un nouveau mot de passe : npm run shop -- set-password --email ${MANAGER}`,
    ],
  ])('refuses %s in French, without a stack trace', async (_, args, password, code, message) => {
    const result = await withPassword(password, ...args);
    expect(result.code).toBe(code);
    expect(result.err).toContain(message);
    expect(result.err).not.toMatch(/\n\s+at /);
  });

  it("refuses a customer's account: a customer changes a password by « Mot de passe oublié »", async () => {
    const db = openDatabase(join(dir, 'shop.sqlite'));
    const app = createApp({ engine: sqliteEngine(db) });
    const email = 'client@example.cd';
    const res = await app.request('http://shop.test/api/v1/accounts/register/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...{ username: email, email, password: 'client-secret', password_confirm: 'client-secret' },
        ...{ first_name: 'Ami', last_name: 'Kabila', phone_number: '', role: 'client' },
      }),
    });
    db.close();
    expect(res.status).toBe(201);
    const result = await withPassword('nouveau-secret', 'set-password', '--email', email);
    expect(result.code).toBe(1);
    expect(result.err).toContain('est un compte client');
  });
});
