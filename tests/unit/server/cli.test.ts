import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app.ts';
import { openDatabase } from '../../../src/server/db/open.ts';
import { guestOrder } from './helpers.ts';

const run = promisify(execFile);

describe('operator command line (npm run shop)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kb-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const shop = (...args: string[]) =>
    run(process.execPath, ['scripts/shop.ts', ...args], { env: { ...process.env, DATA_DIR: dir, NODE_NO_WARNINGS: '1' } }).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
    );

  it('creates staff, imports a catalogue, lists orders and moves one, in French and without stack traces', async () => {
    const created = await shop('create-staff', '--email', 'chef@kinboissons.cd', '--password', 'un-secret-long', '--role', 'manager');
    expect(created.out).toContain('Compte manager créé : chef@kinboissons.cd');
    expect(
      (await shop('create-staff', '--email', 'chef@kinboissons.cd', '--password', 'un-secret-long', '--role', 'manager')).err,
    ).toContain('existe déjà');
    expect((await shop('create-staff', '--email', 'x@kinboissons.cd', '--password', 'court', '--role', 'admin')).code).toBe(1);

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
    const app = createApp({ db });
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
});
