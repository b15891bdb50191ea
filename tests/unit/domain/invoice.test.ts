import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../src/domain/html-escape.ts';
import { type InvoiceOrder, invoiceDocument, invoiceFileName } from '../../../src/domain/invoice.ts';
import { amountText } from '../../amount-text.ts';

const shop = { name: 'Kin Boissons', contact: '12, avenue du Commerce, Gombe, Kinshasa — contact@kinboissons.cd' };

const order: InvoiceOrder = {
  numero_commande: 'KB-20261121-0001',
  date_commande: '2026-11-21T09:30:00Z',
  statut: 'en_preparation',
  total_commande: '63450.00',
  frais_livraison: '6000.00',
  adresse_livraison: 'Avenue de la Paix, N°12, Golf, Gombe, Kinshasa',
  telephone_livraison: '2430812345678',
  nom_client: 'Mado Kabila',
  articles: [
    { produit_info: { nom: 'Primus 72 cl' }, quantite: 20, prix_unitaire: '2500.00', avec_consigne: true, prix_consigne: '300.00' },
    {
      produit: { id: 4, nom: 'Eau Vitale 1,5 L' },
      quantite: 5,
      prix_unitaire: '290.00',
      avec_consigne: false,
      prix_consigne_unitaire: null,
    },
  ],
};

describe('escapeHtml', () => {
  it('prints the fee and total the order recorded', () => {
    const doc = invoiceDocument({ ...order, frais_livraison: '0.00', total_commande: '57450.00' }, shop);
    expect(doc).toContain('<td>Frais de livraison</td><td class="n">Gratuite</td>');
    expect(doc).toContain(amountText('<td>Total</td><td class="n">57 450 FC</td>'));
  });

  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
    [`"Tom" & 'Jerry'`, '&quot;Tom&quot; &amp; &#39;Jerry&#39;'],
    [12, '12'],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});

describe('invoiceDocument', () => {
  const html = invoiceDocument(order, shop);

  it('is a complete standalone document', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<link|<script|src=/);
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it.each([
    ['order number', 'KB-20261121-0001'],
    ['date', '21 novembre 2026 à 10:30'],
    ['status label', 'En préparation'],
    ['customer', 'Mado Kabila'],
    ['address', 'Avenue de la Paix, N°12, Golf, Gombe, Kinshasa'],
    ['phone as a person reads it', '+243 812 345 678'],
    ['line name', 'Primus 72 cl'],
    ['second line name', 'Eau Vitale 1,5 L'],
    ['unit price', amountText('2 500 FC')],
    ['consigne (a unit the order line does not say)', amountText('300 FC par article')],
    ['no consigne', 'Sans consigne'],
    ['line total', amountText('56 000 FC')],
    ['sub-total', amountText('<td>Sous-total</td><td class="n">51 450 FC</td>')],
    ['deposits', amountText('<td>Consignes</td><td class="n">6 000 FC</td>')],
    ['delivery fee', amountText('<td>Frais de livraison</td><td class="n">6 000 FC</td>')],
    ['total', amountText('<td>Total</td><td class="n">63 450 FC</td>')],
    ['shop name', 'Kin Boissons'],
    ['shop contact', 'contact@kinboissons.cd'],
  ])('shows the %s', (_what, text) => {
    expect(html).toContain(text);
  });

  it('never shows the phone in its wire form', () => {
    expect(html).not.toContain('2430812345678');
  });

  it('says what one deposit is charged for, from the unit of the order line: a crate is « par casier »', () => {
    const crate = {
      produit: 4,
      produit_info: { id: 4, nom: 'Primus casier 20 × 72 cl', unite: 'Casier de 20 bouteilles' },
      quantite: 1,
      prix_unitaire: '48000.00',
      avec_consigne: true,
      prix_consigne: '12000.00',
    };
    const doc = invoiceDocument({ ...order, articles: [crate] }, shop);
    expect(doc).toContain(amountText('<td class="n" data-label="Consigne">12 000 FC par casier</td>'));
    expect(doc).not.toContain('par bouteille');
  });

  it('recomputes fee and total when the order does not carry them', () => {
    const { total_commande: _t, frais_livraison: _f, ...bare } = order;
    const doc = invoiceDocument(bare, shop);
    expect(doc).toContain(amountText('<td>Frais de livraison</td><td class="n">6 000 FC</td>'));
    expect(doc).toContain(amountText('<td>Total</td><td class="n">63 450 FC</td>'));
  });

  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)&gt;'],
  ])('escapes %s in every field', (evil, escaped) => {
    const doc = invoiceDocument(
      {
        ...order,
        numero_commande: evil,
        nom_client: evil,
        adresse_livraison: evil,
        telephone_livraison: evil,
        statut: evil,
        articles: [{ libelle: evil, quantite: 1, prix_unitaire: '100.00' }],
      },
      { name: evil, contact: evil },
    );
    expect(doc).not.toContain(evil);
    expect(doc.split(escaped).length - 1).toBeGreaterThanOrEqual(8);
    expect(doc).not.toMatch(/<script|<img/i);
  });
});

describe('invoiceFileName', () => {
  it.each([
    ['KB-20261121-0001', 'facture_KB-20261121-0001.html'],
    ['CMD/42 x', 'facture_CMD_42_x.html'],
  ])('%s → %s', (numero, expected) => {
    expect(invoiceFileName({ numero_commande: numero })).toBe(expected);
  });
});
