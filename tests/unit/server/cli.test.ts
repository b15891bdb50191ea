import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import { sqliteEngine } from '../../../src/server/db/engine.ts';
import { openDatabase } from '../../../src/server/db/open.ts';
import { cli } from './cli-runner.ts';
import { guestOrder } from './helpers.ts';

describe('operator command line (npm run shop)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kb-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const shop = (...args: string[]) => cli(dir, args);
  const withPassword = (password: string, ...args: string[]) => cli(dir, args, `${password}\n`);

  it('creates staff, imports a catalogue, lists orders and moves one, in French and without stack traces', async () => {
    const created = await withPassword('un-secret-long', 'create-staff', '--create', '--email', 'chef@kinboissons.cd', '--role', 'manager');
    expect(created.out).toContain('Compte manager créé : chef@kinboissons.cd');
    expect((await withPassword('un-secret-long', 'create-staff', '--email', 'chef@kinboissons.cd', '--role', 'manager')).err).toContain(
      'existe déjà',
    );
    expect((await withPassword('court', 'create-staff', '--email', 'x@kinboissons.cd', '--role', 'admin')).code).toBe(1);
    // A name, so that the screens greet « Bonjour Jeanne », not the address's « Bonjour gerant »; a name that turns text around is refused.
    const args = ['create-staff', '--email', 'gerant@kinboissons.cd', '--role', 'manager', '--nom', 'Mbala'];
    expect((await withPassword('un-secret-long', ...args, '--prenom', 'Jeanne\u202e')).err).toContain('--prenom :');
    expect((await withPassword('un-secret-long', ...args, '--prenom', 'Jeanne')).code).toBe(0);
    const named = openDatabase(join(dir, 'shop.sqlite'));
    expect(named.prepare("SELECT first_name, last_name FROM users WHERE email = 'gerant@kinboissons.cd'").get()).toEqual({
      first_name: 'Jeanne',
      last_name: 'Mbala',
    });
    named.close();

    const file = join(dir, 'catalogue.json');
    writeFileSync(
      file,
      JSON.stringify({
        marques: [{ nom: 'Bralima Malt' }],
        categories: [{ nom: 'Maltés' }],
        produits: [
          { nom: 'Malta 33 cl', prix: '1800.00', stock: 10, marque: 'Bralima Malt', categorie: 'Maltés' },
          { nom: 'Primus 72 cl', prix: '2600.00', prix_consigne: '500', stock: 90, marque: 'Primus', categorie: 'Bières' },
        ],
      }),
    );
    expect((await shop('import-catalogue', file)).out).toContain('1 produits créés, 1 mis à jour');
    writeFileSync(file, '{"produits":[{"nom":"x"}]}');
    const bad = await shop('import-catalogue', file);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/^Fichier de catalogue invalide/);
    expect(bad.err).not.toMatch(/\n\s+at /);

    const db = openDatabase(join(dir, 'shop.sqlite'));
    const app = createApp({ engine: sqliteEngine(db) });
    const res = await app.request('http://shop.test/api/v1/orders/commandes/anonyme/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(guestOrder([{ produit: 1 }])),
    });
    const order = (await res.json()) as { numero_commande: string; total_commande: string };
    db.close();
    expect(order.total_commande).toBe('8600.00');

    expect((await shop('list-orders')).out).toContain(`${order.numero_commande}`);
    expect((await shop('set-status', order.numero_commande, 'confirmee')).out).toContain('En attente → Confirmée');
    const refused = await shop('set-status', order.numero_commande, 'livree');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('Transition impossible');
    expect((await shop('set-status', 'KB-inconnue', 'annulee')).err).toContain('Commande introuvable');
    expect((await shop('nimporte-quoi')).err).toContain('Utilisation');
  }, 60_000);

  it('help on stdout with exit 0, for all commands and for one', async () => {
    for (const args of [['--help'], ['-h'], ['help']]) {
      const help = await shop(...args);
      expect(help.code).toBe(0);
      expect(help.err).toBe('');
      for (const name of ['create-staff', 'import-catalogue', 'list-orders', 'show-order', 'set-status', 'backup', 'restore'])
        expect(help.out).toContain(name);
    }
    const one = await shop('list-orders', '--help');
    expect(one.code).toBe(0);
    expect(one.out).toContain('npm run shop -- list-orders [--limit 50]');
    expect(one.out).toContain('--limit <n>');
  }, 30_000);

  it.each([
    [['nimporte-quoi'], 'Commande inconnue : « nimporte-quoi ».'],
    [[], 'Aucune commande donnée.'],
    [['list-orders', '--frob'], 'Option inconnue pour list-orders : --frob.'],
    [['list-orders', '--limit', 'abc'], '--limit doit être un nombre entier de 1 à 1000 (reçu « abc »).'],
    [['list-orders', '--limit', '0'], '--limit doit être un nombre entier de 1 à 1000 (reçu « 0 »).'],
    [['list-orders', '--limit'], "L'option --limit attend une valeur."],
    [['show-order'], 'Argument manquant : <numéro ou id de commande>.'],
    [['show-order', '1', '2'], 'Argument en trop pour show-order : « 2 ».'],
    [['set-status', '1', 'perdue'], 'Statut inconnu : « perdue »'],
    [['create-staff', '--email', 'a@b.cd', '--role', 'admin', '--password', 'secret'], 'Le mot de passe ne se donne pas en argument'],
    [['create-staff', '--email', 'a@b.cd', '--role', 'chef'], '--role doit être admin ou manager (reçu « chef »).'],
  ])(
    '%j → names the problem, usage, exit 2',
    async (args, message) => {
      const res = await shop(...args);
      expect(res.err).toContain(message);
      expect(res.err).toContain('Utilisation : npm run shop --');
      expect(res.code).toBe(2);
      expect(res.out).toBe('');
    },
    30_000,
  );

  it('from a folder without a database: refuses to create one unless --create, and names the file', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'kb-cli-vide-'));
    try {
      const refused = await cli(empty, ['list-orders']);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(`Aucune base de données dans ${join(empty, 'shop.sqlite')}`);
      expect(refused.out).not.toContain('Aucune commande.');
      expect(() => statSync(join(empty, 'shop.sqlite'))).toThrow();
      const created = await cli(empty, ['list-orders', '--create']);
      expect(created.out).toContain(`Base de données créée : ${join(empty, 'shop.sqlite')}`);
      expect(statSync(join(empty, 'shop.sqlite')).mode & 0o777).toBe(0o600);
      const backup = await cli(empty, ['backup', join(empty, 'copie.sqlite')]);
      expect(backup.out).toContain(`Base de données : ${join(empty, 'shop.sqlite')}`);
      expect(backup.out).toContain('Sauvegarde écrite');
      expect(statSync(join(empty, 'copie.sqlite')).mode & 0o777).toBe(0o600);
      expect((await cli(empty, ['backup', join(empty, 'copie.sqlite')])).err).toContain('existe déjà');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 30_000);

  it('with DATABASE_URL: backup and restore refused in French (PostgreSQL has its own tools), the SQLite file untouched', async () => {
    const place = mkdtempSync(join(tmpdir(), 'kb-cli-pg-'));
    const postgres = { DATABASE_URL: 'postgres://kin@/kin?host=/nulle-part' };
    try {
      for (const args of [
        ['backup', join(place, 'copie.sqlite')],
        ['restore', join(place, 'copie.sqlite')],
      ]) {
        const refused = await cli(place, args, '', postgres);
        expect(refused.code).toBe(1);
        expect(refused.err).toContain('sauvegardez PostgreSQL avec ses propres outils (pg_dump, pg_restore)');
      }
      expect(() => statSync(join(place, 'copie.sqlite'))).toThrow();
      expect(() => statSync(join(place, 'shop.sqlite'))).toThrow();
    } finally {
      rmSync(place, { recursive: true, force: true });
    }
  }, 30_000);

  it('shows an order whole, and never lets stored control characters act on the terminal', async () => {
    const db = openDatabase(join(dir, 'shop.sqlite'));
    const app = createApp({ engine: sqliteEngine(db) });
    const hostile = '\u001b[2J\u001b[HMireille\nKB-FAUSSE\tLivrée\u001b]52;c;cm0gLXJmIH4=\u0007';
    const res = await app.request('http://shop.test/api/v1/orders/commandes/anonyme/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(guestOrder([{ produit: 1, quantite: 2, avec_consigne: true }, { produit: 2 }])),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const order = (await res.json()) as { numero_commande: string };
    // The API refuses control characters now; a row written before that rule (or by hand) may still hold them.
    db.prepare('UPDATE commandes SET nom_client = ? WHERE numero_commande = ?').run(hostile, order.numero_commande);
    db.close();
    const shown = await shop('show-order', order.numero_commande);
    expect(shown.code).toBe(0);
    for (const text of [
      `Commande ${order.numero_commande}`,
      'Adresse : Av. Kasa-Vubu, N°12, Matonge, Kalamu, Kinshasa',
      'Téléphone : ',
      'Articles :',
      '2 × ',
      'consigne 2 × ',
      'Sous-total : ',
      'Consignes : ',
      'Frais de livraison : ',
      'Total : ',
    ])
      expect(shown.out).toContain(text);
    const listed = await shop('list-orders', '--limit', '1');
    for (const output of [shown.out, listed.out]) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: no control character may reach the terminal.
      expect(output).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
      expect(output).toContain('\\x1b[2J\\x1b[HMireille\\nKB-FAUSSE\\tLivrée\\x1b]52;c;');
    }
    expect(listed.out.trim().split('\n')).toHaveLength(2);
    expect(listed.out).toContain('Av. Kasa-Vubu');
    expect(listed.out).toContain('2 × ');
  }, 30_000);
});
