import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { priceImportSchema } from '../../../src/contract/staff-exports.ts';
import { toCents } from '../../../src/domain/money.ts';
import { exportsMessages } from '../../../src/messages/exports.ts';
import { deliverOrders, novemberOrders } from './export-helpers.ts';
import { conforming, guestOrder, json, makeShop, moveOrder, TO_READY } from './helpers.ts';

type Shop = ReturnType<typeof makeShop>;
const t = exportsMessages;

/** Reads a CSV body as French Excel would: BOM, `;`, CRLF; every row of cells (the header first). */
async function csvOf(res: Response): Promise<string[][]> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
  return parse(text, { delimiter: ';', bom: true, record_delimiter: '\r\n' });
}

/** `2 500,00`-style cells back to hundredths (the test's own reading: no comma, no amount). */
const cents = (cell: string | undefined): number => {
  expect(cell).toMatch(/^-?\d+,\d\d$/);
  return Number((cell ?? '').replace(',', ''));
};

const exportCsv = (shop: Shop, token: string | undefined, kind: string, query = '?du=2026-11-01&au=2026-11-30') =>
  shop.call('GET', `/api/v1/staff/exports/${kind}/${query}`, { token });

describe('exports for the accountant: orders with their lines over Kinshasa days', () => {
  it('writes one row per line of each order placed in the period, amounts with a decimal comma that add up per order and in total', async () => {
    const shop = makeShop();
    const { placed } = await novemberOrders(shop);
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const res = await exportCsv(shop, manager, 'commandes');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="commandes-2026-11-01-au-2026-11-30.csv"');
    const [header, ...rows] = await csvOf(res);
    expect(header).toEqual(t.columns.commandes);
    const inMonth = placed.slice(0, 4);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r[0]))).toEqual(new Set(inMonth.map((o) => o.numero_commande)));
    // The Kinshasa date of the first order, placed on 31 October in UTC.
    expect(rows[0]?.[1]).toBe('01/11/2026 00:30');
    expect(rows.map((r) => r[4])).toContain('Béatrice Ngalula');
    expect(rows.map((r) => r[4])).toContain('\'=HYPERLINK("http://evil.example")');
    // Per order: lines + delivery fee = the order's total; over the file: the same sum both ways.
    const col = (name: string) => t.columns.commandes.indexOf(name as (typeof t.columns.commandes)[number]);
    let byLines = 0;
    for (const order of inMonth) {
      const own = rows.filter((r) => r[0] === order.numero_commande);
      const lines = own.reduce((sum, r) => sum + cents(r[col('Montant de la ligne (FC)')]), 0);
      const fee = cents(own[0]?.[col('Frais de livraison (FC)')]);
      expect(lines + fee).toBe(cents(own[0]?.[col('Total de la commande (FC)')]));
      expect(cents(own[0]?.[col('Total de la commande (FC)')])).toBe(toCents(order.total_commande));
      byLines += lines + fee;
    }
    const total = inMonth.reduce((sum, o) => sum + (toCents(o.total_commande) ?? 0), 0);
    expect(byLines).toBe(total);
    // The order's amounts on its first row only: the total column summed down the sheet counts each order once.
    const cell = (r: string[]) => r[col('Total de la commande (FC)')] ?? '';
    expect(rows.reduce((sum, r) => sum + (cell(r) === '' ? 0 : cents(cell(r))), 0)).toBe(total);
    expect(rows.filter((r) => cell(r) !== '')).toHaveLength(inMonth.length);
  });

  it('refuses a period it cannot read, in French, on the field', async () => {
    const shop = makeShop();
    const admin = await shop.staff();
    for (const [query, field, message] of [
      ['', 'du', t.dayRequired(t.from)],
      ['?du=2026-11-01', 'au', t.dayRequired(t.to)],
      ['?du=2026-13-01&au=2026-11-30', 'du', t.dayInvalid],
      ['?du=2026-11-30&au=2026-11-01', 'au', t.rangeReversed],
      ['?du=2024-01-01&au=2026-11-01', 'au', t.rangeTooLong(366)],
    ] as const) {
      const res = await exportCsv(shop, admin, 'commandes', query);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ [field]: [message] });
    }
    expect((await exportCsv(shop, admin, 'inconnu')).status).toBe(404);
  });
});

describe('exports for the brewery: sales per product, and the price list', () => {
  it('sums the delivered lines per product, equal to the delivered orders summed one by one', async () => {
    const shop = makeShop();
    const { placed } = await novemberOrders(shop);
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    // Delivered in November: the first three; the fourth stays open; the fifth is delivered on 1 December in Kinshasa.
    await deliverOrders(shop, manager, placed.slice(0, 3), '2026-11-30T10:00:00Z');
    await deliverOrders(shop, manager, placed.slice(4, 5), '2026-11-30T23:45:00Z');
    const [header, ...rows] = await csvOf(await exportCsv(shop, manager, 'ventes'));
    expect(header).toEqual(t.columns.ventes);
    const lines = await shop.query<{ produit_id: number; quantite: number; prix_unitaire_cents: number }>(
      'SELECT produit_id, quantite, prix_unitaire_cents FROM commande_articles WHERE commande_id IN (?, ?, ?)',
      placed[0]?.id,
      placed[1]?.id,
      placed[2]?.id,
    );
    const revenue = rows.reduce((sum, r) => sum + cents(r[3]), 0);
    expect(revenue).toBe(lines.reduce((sum, l) => sum + l.quantite * l.prix_unitaire_cents, 0));
    const quantities = Object.fromEntries(rows.map((r) => [r[1], Number(r[2])]));
    const expected: Record<string, number> = {};
    for (const l of lines) expected[String(l.produit_id)] = (expected[String(l.produit_id)] ?? 0) + l.quantite;
    expect(quantities).toEqual(expected);
  });

  it('lists every product on sale with its prices, the file the import reads back', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const [header, ...rows] = await csvOf(await exportCsv(shop, manager, 'prix', ''));
    expect(header).toEqual(t.columns.prix);
    const products = await shop.query<{ id: number; prix_cents: number }>(
      'SELECT id, prix_cents FROM produits WHERE archive = 0 ORDER BY id',
    );
    expect(rows.map((r) => [Number(r[0]), cents(r[5])])).toEqual(products.map((p) => [p.id, p.prix_cents]));
  });
});

/** The price list as exported, with `edit` applied to its rows; as a file's text. */
async function editedPriceList(shop: Shop, token: string, edit: (rows: string[][]) => void): Promise<string> {
  const res = await exportCsv(shop, token, 'prix', '');
  const text = await res.text();
  const rows: string[][] = parse(text, { delimiter: ';', bom: true });
  edit(rows);
  return `\ufeff${rows.map((r) => r.map((cell) => (/[;"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(';')).join('\r\n')}\r\n`;
}

const importPrices = (shop: Shop, token: string, body: string, apply = false) =>
  shop.app.request(`http://shop.test/api/v1/staff/prix/import/${apply ? '?appliquer=1' : ''}`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'text/csv' },
    body,
  });

describe('the price list imported back: all or nothing, previewed, journaled, republished', () => {
  it('refuses a file with one bad line, naming the line, and changes nothing', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const before = await shop.query('SELECT id, prix_cents, prix_promo_cents, prix_consigne_cents FROM produits ORDER BY id');
    const file = await editedPriceList(shop, manager, (rows) => {
      (rows[1] as string[])[5] = '2600,00';
      (rows[4] as string[])[5] = 'deux mille';
      (rows[6] as string[])[0] = '999999';
    });
    for (const apply of [false, true]) {
      const res = await importPrices(shop, manager, file, apply);
      expect(res.status).toBe(400);
      const body = await json<{ detail: string; fichier: string[] }>(res);
      expect(body.detail).toBe(t.refused);
      // Each line is read first (the id of line 7 is a number): the file's own mistakes, before the catalogue's.
      expect(body.fichier).toEqual([t.line(5, t.fieldError('Prix (FC)', 'Saisissez un montant positif en francs, par exemple 2500.'))]);
    }
    expect(await shop.query('SELECT id, prix_cents, prix_promo_cents, prix_consigne_cents FROM produits ORDER BY id')).toEqual(before);
    expect(await shop.query("SELECT id FROM journal WHERE action = 'modification'")).toEqual([]);
    expect(shop.changes.count).toBe(0);
  });

  it('shows the changes of a good file, then applies them in one go, each journaled as a price changed', async () => {
    const shop = makeShop();
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    const [first, second] = await shop.query<{ id: number; nom: string; prix_cents: number }>(
      'SELECT id, nom, prix_cents FROM produits WHERE archive = 0 ORDER BY id LIMIT 2',
    );
    const file = await editedPriceList(shop, manager, (rows) => {
      (rows[1] as string[])[5] = '2 600';
      (rows[2] as string[])[6] = '1000,50';
    });
    const preview = await conforming(await importPrices(shop, manager, file), priceImportSchema);
    expect(preview.applique).toBe(false);
    expect(preview.changements.map((c) => [c.id, c.avant.prix, c.apres.prix, c.apres.prix_promo])).toEqual([
      [first?.id, ((first?.prix_cents ?? 0) / 100).toFixed(2), '2600.00', null],
      [second?.id, ((second?.prix_cents ?? 0) / 100).toFixed(2), ((second?.prix_cents ?? 0) / 100).toFixed(2), '1000.50'],
    ]);
    // The preview wrote nothing.
    expect((await shop.query<{ prix_cents: number }>('SELECT prix_cents FROM produits WHERE id = ?', first?.id))[0]?.prix_cents).toBe(
      first?.prix_cents,
    );
    expect(shop.changes.count).toBe(0);

    const applied = await conforming(await importPrices(shop, manager, file, true), priceImportSchema);
    expect(applied).toEqual({ ...preview, applique: true });
    expect((await shop.query<{ prix_cents: number }>('SELECT prix_cents FROM produits WHERE id = ?', first?.id))[0]?.prix_cents).toBe(
      260_000,
    );
    expect(shop.changes).toEqual({
      count: 1,
      last: [
        { kind: 'price', productId: first?.id },
        { kind: 'price', productId: second?.id },
      ],
    });
    const journal = await json<{ results: { texte: string }[] }>(
      await shop.call('GET', '/api/v1/staff/journal/?quoi=produit', { token: manager }),
    );
    expect(journal.results.map((e) => e.texte)).toContain(
      `gerant@kinboissons.cd a changé le prix de ${first?.nom} : ${((first?.prix_cents ?? 0) / 100).toLocaleString('fr-FR').replace(/\u202f/g, '\u00a0')} → 2\u00a0600\u00a0FC`,
    );
    // The same file again changes nothing more.
    expect((await conforming(await importPrices(shop, manager, file, true), priceImportSchema)).changements).toEqual([]);
    expect(shop.changes.count).toBe(1);
  });
});

describe("exports for the accountant: deliveries and each rider's cash", () => {
  it('lists the current outcomes of the days and the days closed, cash summed the same per delivery and per closing', async () => {
    const shop = makeShop();
    const admin = await shop.staff();
    const rider = await shop.rider(admin, 'didier@kinboissons.cd');
    const [product] = await shop.query<{ id: number }>('SELECT id FROM produits WHERE archive = 0 AND stock >= 10 ORDER BY id LIMIT 1');
    const orders: { id: number; numero_commande: string; total_commande: string }[] = [];
    for (const [i, name] of ['Hélène Kabeya', '@Patrick'].entries()) {
      const res = await shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
        json: guestOrderFor(product?.id ?? 0, name, `24308123456${i}0`),
      });
      const order = await json<{ id: number; numero_commande: string; total_commande: string }>(res);
      await moveOrder(shop, admin, order.id, ...TO_READY);
      orders.push(order);
    }
    expect(
      (
        await shop.call('POST', '/api/v1/staff/tournees/', {
          token: admin,
          json: { livreur: rider.id, commandes: orders.map((o) => o.id) },
        })
      ).status,
    ).toBe(201);
    const [paid, absent] = orders as [(typeof orders)[number], (typeof orders)[number]];
    const outcome = (id: number, body: unknown) =>
      shop.call('POST', `/api/v1/staff/commandes/${id}/livraison/`, { token: admin, json: body });
    expect((await outcome(paid.id, { resultat: 'livree', especes: paid.total_commande, vides: [] })).status).toBe(201);
    expect((await outcome(absent.id, { resultat: 'pas_livree', motif: 'absent', note: '' })).status).toBe(201);
    const handed = (toCents(paid.total_commande) ?? 0) - 50_000;
    expect(
      (
        await shop.call('POST', '/api/v1/staff/caisses/', {
          token: admin,
          json: { livreur: rider.id, jour: '2026-11-21', remis: String(handed / 100) },
        })
      ).status,
    ).toBe(201);

    const [head, ...deliveries] = await csvOf(await exportCsv(shop, admin, 'livraisons', '?du=2026-11-21&au=2026-11-21'));
    expect(head).toEqual(t.columns.livraisons);
    expect(deliveries.map((r) => [r[0], r[1], r[2], r[3], r[4], r[5]])).toEqual([
      ['21/11/2026', 'Didier', paid.numero_commande, 'Hélène Kabeya', 'livrée', ''],
      ['21/11/2026', 'Didier', absent.numero_commande, "'@Patrick", 'non livrée', 'absent'],
    ]);
    const [cashHead, ...cash] = await csvOf(await exportCsv(shop, admin, 'caisses', '?du=2026-11-01&au=2026-11-30'));
    expect(cashHead).toEqual(t.columns.caisses);
    expect(cash.map((r) => r.slice(0, 5))).toEqual([
      ['21/11/2026', 'Didier', amountOf(toCents(paid.total_commande) ?? 0), amountOf(handed), '-500,00'],
    ]);
    // Expected cash: the same whether summed over the deliveries or read from the closing.
    expect(deliveries.reduce((sum, r) => sum + cents(r[7]), 0)).toBe(cents(cash[0]?.[2]));
    // Another period has none of it.
    expect(await csvOf(await exportCsv(shop, admin, 'livraisons', '?du=2026-11-22&au=2026-11-30'))).toEqual([head]);
  });
});

const amountOf = (c: number) => `${Math.floor(c / 100)},${String(c % 100).padStart(2, '0')}`;
const guestOrderFor = (produit: number, name: string, phone: string) =>
  guestOrder([{ produit, quantite: 1 }], { nom_complet: name, telephone_livraison: phone });
