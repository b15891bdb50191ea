import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/open.ts';
import { cli } from './cli-runner.ts';

describe('exports and the price list from the operator command line (npm run shop)', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'kb-cli-exports-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const shop = (...args: string[]) => cli(dir, args);
  const priceOf = (id: number) => {
    const db = openDatabase(join(dir, 'shop.sqlite'));
    try {
      return (db.prepare('SELECT prix_cents FROM produits WHERE id = ?').get(id) as { prix_cents: number }).prix_cents;
    } finally {
      db.close();
    }
  };

  it('writes the CSV alone on the standard output (what it says goes to the standard error), or to --out', async () => {
    const orders = await shop('export', 'orders', '--du', '2026-11-01', '--au', '2026-11-30', '--create');
    expect(orders.code).toBe(0);
    expect(orders.out).toBe(
      '\ufeffCommande;Date;Statut;Source;Client;Téléphone;E-mail;Commune;Adresse;Paiement;Produit;Quantité;Prix unitaire (FC);Consigne unitaire (FC);Montant de la ligne (FC);Frais de livraison (FC);Total de la commande (FC)\r\n',
    );
    expect(orders.err).toContain('Base de données créée');
    const file = join(dir, 'prix.csv');
    const prices = await shop('export', 'prices', '--out', file);
    expect(prices.out).toContain(`Export écrit : ${file}`);
    expect(readFileSync(file, 'utf8')).toMatch(/^\ufeffId;Produit;.*\r\n1;Primus 72 cl;Primus;Bières;Bouteille 72 cl;2500,00;;500,00\r\n/);
  });

  it('refuses a period or an export it does not know, in French, exit 2', async () => {
    for (const [args, message] of [
      [['export', 'sales', '--du', '2026-11-01'], '--au : Indiquez la date « Au » (AAAA-MM-JJ).'],
      [['export', 'sales', '--du', '2026-11-31', '--au', '2026-12-01'], '--du : Une date au format AAAA-MM-JJ.'],
      [['export', 'tout'], 'Export inconnu : « tout » (exports : orders, deliveries, cash, sales, prices).'],
      [['import', 'stock', 'x.csv'], "Import inconnu : « stock » (seul « prices » s'importe)."],
    ] as const) {
      const run = await shop(...args);
      expect({ args, code: run.code }).toEqual({ args, code: 2 });
      expect(run.err).toContain(message);
    }
  });

  it('shows the changes of a price list, applies them only with --appliquer, and refuses a bad line with its number', async () => {
    const file = join(dir, 'prix-modifies.csv');
    await shop('export', 'prices', '--out', file);
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        '\r\n1;Primus 72 cl;Primus;Bières;Bouteille 72 cl;2500,00;',
        '\r\n1;Primus 72 cl;Primus;Bières;Bouteille 72 cl;2 600;',
      ),
    );
    const preview = await shop('import', 'prices', file);
    expect(preview.out).toContain('1 Primus 72 cl : Prix : 2\u00a0500\u00a0FC → 2\u00a0600\u00a0FC');
    expect(preview.out).toContain("Rien n'est changé : relancez avec --appliquer.");
    expect(priceOf(1)).toBe(250_000);

    const bad = join(dir, 'prix-faux.csv');
    writeFileSync(bad, readFileSync(file, 'utf8').replace('\r\n2;', '\r\nx2;'));
    const refused = await shop('import', 'prices', bad, '--appliquer');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('Ligne 3 : identifiant « x2 » : un nombre entier attendu.');
    expect(priceOf(1)).toBe(250_000);

    const applied = await shop('import', 'prices', file, '--appliquer');
    expect(applied.code).toBe(0);
    expect(applied.out).toContain('1 produit(s) ont changé de prix');
    expect(priceOf(1)).toBe(260_000);
    const db = openDatabase(join(dir, 'shop.sqlite'));
    expect(db.prepare("SELECT auteur, details FROM journal WHERE action = 'modification' AND objet_id = 1").all()).toEqual([
      { auteur: 'npm run shop', details: JSON.stringify({ prix_cents: [250_000, 260_000] }) },
    ]);
    db.close();
  });
});
