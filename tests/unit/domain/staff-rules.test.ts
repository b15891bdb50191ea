import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StaffOrder } from '../../../src/contract/staff-orders.ts';
import { slipOf } from '../../../src/domain/delivery-slip.ts';
import { notesWithPayWith } from '../../../src/domain/order-notes.ts';
import { changeDueCents, payWithFromNotes } from '../../../src/domain/pay-with.ts';
import { payWithOptions } from '../../../src/domain/payment.ts';
import { photoKind } from '../../../src/domain/photo.ts';
import {
  editableAmount,
  isAdminUser,
  isLowStock,
  isOpenOrder,
  lowStockThreshold,
  telHref,
  typedAmount,
  whatsappHref,
} from '../../../src/domain/staff.ts';

describe("'Je paie avec' read back from the checkout's note", () => {
  it('reads exactly what the checkout writes, whatever the note and the amounts', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 50_000_000 }), fc.nat(3), (note, totalCents, choice) => {
        const options = payWithOptions(totalCents);
        const payWith = options[Math.min(choice, options.length - 1)] ?? null;
        expect(payWithFromNotes(notesWithPayWith(note, payWith, totalCents))).toBe(payWith);
      }),
    );
  });

  it.each([
    ['', null],
    ['Sonner deux fois', null],
    ['Je paie avec : 20 000 FC (monnaie à rendre : 5 500 FC)', 2_000_000],
    ['Note\nJe paie avec : 1 000 000 FC (monnaie à rendre : 1 FC)', 100_000_000],
    ['Je paie avec : 20 000 FC (monnaie à rendre : 5 500 FC)\nmerci', null],
    ['Je paie avec : 20000 FC (monnaie à rendre : 5500 FC)', null],
    ['Je paie avec : beaucoup', null],
  ])('%j → %s', (notes, cents) => expect(payWithFromNotes(notes)).toBe(cents));

  it.each([
    [850_000, 2_000_000, 1_150_000],
    [850_000, 850_000, null],
    [850_000, 500_000, null],
    [850_000, null, null],
  ])('total %i paid with %s: change %s', (total, payWith, change) => expect(changeDueCents(total, payWith)).toBe(change));
});

describe('photo formats by their first bytes', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'png'],
    [[0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50], 'webp'],
    [[0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45], null],
    [[0x25, 0x50, 0x44, 0x46], null],
    [[0x47, 0x49, 0x46, 0x38], null],
    [[0xff, 0xd8], null],
    [[], null],
  ])('%j → %s', (bytes, kind) => expect(photoKind(new Uint8Array(bytes))).toBe(kind));
});

describe('staff rules', () => {
  it.each([
    [{ role: 'admin' }, true],
    [{ role: 'manager', is_superuser: true }, true],
    [{ role: 'manager', is_staff: true }, false],
    [{ role: 'client' }, false],
    [null, false],
  ])('%j is an admin: %s', (user, admin) => expect(isAdminUser(user)).toBe(admin));

  it.each([
    ['en_attente', true],
    ['en_livraison', true],
    ['livree', false],
    ['annulee', false],
  ] as const)('%s is open: %s', (statut, open) => expect(isOpenOrder(statut)).toBe(open));

  it.each([
    ['2430812345678', 'tel:+243812345678', 'https://wa.me/243812345678?text=Bonjour%20%26%20merci'],
    ['+243 812 345 678', 'tel:+243812345678', 'https://wa.me/243812345678?text=Bonjour%20%26%20merci'],
    ['+33 6 12 34 56 78', 'tel:+33612345678', null],
  ])('%s: %s, %s', (phone, tel, wa) => {
    expect(telHref(phone)).toBe(tel);
    expect(whatsappHref(phone, 'Bonjour & merci')).toBe(wa);
  });

  it.each([
    ['2500.00', '2500'],
    ['2500.50', '2500.50'],
    ['0.00', '0'],
    ['12500', '12500'],
  ])('the wire amount %s is edited as %s, and read back as the same amount', (wire, shown) => {
    expect(editableAmount(wire)).toBe(shown);
    expect(Number(typedAmount(shown))).toBe(Number(wire));
  });
});

describe('the delivery slip', () => {
  const article = (id: number, over: Partial<StaffOrder['articles'][number]>): StaffOrder['articles'][number] => ({
    id,
    produit: id,
    libelle: `Produit ${id}`,
    quantite: 1,
    prix_unitaire: '2500.00',
    avec_consigne: false,
    prix_consigne_unitaire: '500.00',
    produit_archive: false,
    consigne: 'echange',
    unite: 'Bouteille 72 cl',
    bouteilles_echangees: 0,
    ...over,
  });
  const order = (articles: StaffOrder['articles'], more: Partial<StaffOrder> = {}): StaffOrder => ({
    id: 1,
    numero_commande: 'KB-20261121-0001',
    date_commande: '2026-11-21T10:00:00Z',
    statut: 'en_attente',
    sous_total: '0.00',
    total_consignes: '0.00',
    frais_livraison: '1000.00',
    total_commande: '9000.00',
    adresse_livraison: 'Av. Kasa-Vubu 12, Kalamu',
    telephone_livraison: '+243812345678',
    nom_client: 'Amani',
    email: 'amani@example.cd',
    notes: '',
    mode_paiement: 'paiement_livraison',
    client: null,
    paie_avec: null,
    monnaie_a_rendre: null,
    stock_restaure: false,
    a_confirmer: false,
    source: 'site',
    saisie_par: null,
    commune: 'Kalamu',
    quartier: '',
    livraison: null,
    articles,
    ...more,
  });

  it.each([
    {
      rule: 'a charged deposit is in the line and the deposits; an exchange asks the courier for as many empties',
      articles: [article(1, { quantite: 2, avec_consigne: true, consigne: 'facturee' }), article(2, { quantite: 1 })],
      more: {},
      expected: {
        lineTotals: [6000_00, 2500_00],
        goodsCents: 7500_00,
        depositsCents: 1000_00,
        emptiesToCollect: { casiers: 0, bouteilles: 1 },
        payWithCents: null,
        changeCents: null,
      },
    },
    {
      rule: "'Je paie avec' and the change to bring come with the order",
      articles: [article(1, { quantite: 3, consigne: 'sans' })],
      more: { paie_avec: '10000.00', monnaie_a_rendre: '1000.00' },
      expected: {
        lineTotals: [7500_00],
        goodsCents: 7500_00,
        depositsCents: 0,
        emptiesToCollect: { casiers: 0, bouteilles: 0 },
        payWithCents: 10000_00,
        changeCents: 1000_00,
      },
    },
    {
      rule: 'a crate taken with its deposit and 12 bottles handed back, a crate exchanged: crates and loose bottles apart',
      articles: [
        article(1, { quantite: 2, avec_consigne: true, consigne: 'facturee', unite: 'Casier de 20 bouteilles', bouteilles_echangees: 12 }),
        article(2, { quantite: 1, consigne: 'echange', unite: 'Casier de 24 bouteilles', prix_consigne_unitaire: '9000.00' }),
      ],
      more: {},
      expected: {
        lineTotals: [6000_00, 2500_00],
        goodsCents: 7500_00,
        depositsCents: 1000_00,
        emptiesToCollect: { casiers: 1, bouteilles: 12 },
        payWithCents: null,
        changeCents: null,
      },
    },
  ])('$rule', ({ articles, more, expected }) => {
    const slip = slipOf(order(articles, more));
    expect({
      lineTotals: slip.lines.map((l) => l.totalCents),
      goodsCents: slip.goodsCents,
      depositsCents: slip.depositsCents,
      emptiesToCollect: slip.emptiesToCollect,
      payWithCents: slip.payWithCents,
      changeCents: slip.changeCents,
    }).toEqual(expected);
    expect([slip.feeCents, slip.totalCents]).toEqual([1000_00, 9000_00]);
  });
});

describe('low stock: a crate is not a can', () => {
  it.each([
    ['Casier de 20 bouteilles', null, 5],
    ['Casiers de 24 bouteilles', null, 5],
    ['Bouteille 72 cl', null, 24],
    ['Canette 33 cl', null, 24],
    ['Pack de 6 canettes', null, 6],
    ['Brique 1 L', null, 12],
    ['Bonbonne 19 L', null, 5],
    ['Fût 30 L', null, 10],
    ['', null, 10],
    ['Casier de 20 bouteilles', 12, 12],
    ['Canette 33 cl', 0, 0],
  ])('« %s » with its own threshold %s is low at %i or less', (unite, seuil_stock, threshold) => {
    expect(lowStockThreshold({ unite, seuil_stock })).toBe(threshold);
    expect(isLowStock({ unite, seuil_stock, stock: threshold })).toBe(true);
    expect(isLowStock({ unite, seuil_stock, stock: threshold + 1 })).toBe(false);
  });
});
