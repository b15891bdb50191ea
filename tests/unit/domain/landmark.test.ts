import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StaffOrder } from '../../../src/contract/staff-orders.ts';
import { KINSHASA_COMMUNES } from '../../../src/domain/communes.ts';
import { slipOf } from '../../../src/domain/delivery-slip.ts';
import { invoiceDocument } from '../../../src/domain/invoice.ts';
import { landmarkFromNotes, notesWithLandmark } from '../../../src/domain/landmark.ts';
import { payWithFromNotes } from '../../../src/domain/pay-with.ts';

const payWithLine = 'Je paie avec : 50\u00a0000\u00a0FC (monnaie à rendre : 3\u00a0450\u00a0FC)';
/** What the read gives for a typed landmark: one line, spaces collapsed, ends trimmed. */
const asOneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('notesWithLandmark and landmarkFromNotes', () => {
  it.each([
    ["en face de l'église Saint-Joseph", '', "Point de repère : en face de l'église Saint-Joseph"],
    ['derrière le marché', 'Sonner deux fois', 'Point de repère : derrière le marché\nSonner deux fois'],
    ['  près du\nrond-point  ', '', 'Point de repère : près du rond-point'],
    ['', 'Sonner deux fois', 'Sonner deux fois'],
    ['   ', '', ''],
  ])('landmark %j and notes %j are sent as %j', (landmark, notes, sent) => {
    expect(notesWithLandmark(landmark, notes)).toBe(sent);
  });

  it.each([
    ['Point de repère : Station Total\nSonner', { landmark: 'Station Total', notes: 'Sonner' }],
    ['Point de repère : Station Total', { landmark: 'Station Total', notes: '' }],
    ['Sonner\nPoint de repère : Station Total', { landmark: '', notes: 'Sonner\nPoint de repère : Station Total' }],
    ['', { landmark: '', notes: '' }],
    [null, { landmark: '', notes: '' }],
    [undefined, { landmark: '', notes: '' }],
  ])('%j reads as %j', (notes, expected) => {
    expect(landmarkFromNotes(notes)).toEqual(expected);
  });

  it('reads back any landmark and the notes it was written with', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (landmark, notes) => {
        fc.pre(asOneLine(landmark) !== '');
        expect(landmarkFromNotes(notesWithLandmark(landmark, notes))).toEqual({ landmark: asOneLine(landmark), notes });
      }),
    );
  });

  it('reads a landmark typed as one line exactly as typed', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const landmark = asOneLine(typed);
        fc.pre(landmark !== '');
        expect(landmarkFromNotes(notesWithLandmark(landmark, '')).landmark).toBe(landmark);
      }),
    );
  });

  it('reads notes without a landmark as they are', () => {
    fc.assert(
      fc.property(fc.string(), (notes) => {
        fc.pre(!notes.startsWith('Point de repère : '));
        expect(landmarkFromNotes(notes)).toEqual({ landmark: '', notes });
        expect(notesWithLandmark('', notes)).toBe(notes);
      }),
    );
  });

  it("keeps the 'Je paie avec' line last, read as before", () => {
    fc.assert(
      fc.property(fc.string(), (landmark) => {
        const notes = notesWithLandmark(landmark, `Sonner\n${payWithLine}`);
        expect(payWithFromNotes(notes)).toBe(5_000_000);
      }),
    );
    expect(payWithFromNotes(notesWithLandmark('Station Total', ''))).toBeNull();
  });
});

describe('KINSHASA_COMMUNES', () => {
  it('names the 24 communes once each, in alphabetical order', () => {
    expect(KINSHASA_COMMUNES).toHaveLength(24);
    expect(new Set(KINSHASA_COMMUNES).size).toBe(24);
    expect([...KINSHASA_COMMUNES].sort((a, b) => a.localeCompare(b, 'fr'))).toEqual([...KINSHASA_COMMUNES]);
  });
});

describe('the landmark on the invoice and the delivery slip', () => {
  const base = {
    numero_commande: 'KB-20261121-0001',
    date_commande: '2026-11-21T10:00:00Z',
    statut: 'en_attente' as const,
    frais_livraison: '1000.00',
    total_commande: '3500.00',
    adresse_livraison: 'Av. Kasa-Vubu, N°12, Matonge, Kalamu, Kinshasa',
    telephone_livraison: '2430812345678',
    nom_client: 'Amani',
    articles: [{ libelle: 'Primus 72 cl', quantite: 1, prix_unitaire: '2500.00' }],
  };

  it.each([
    [
      "Point de repère : en face de l'église <Saint-Joseph>\nSonner",
      '<p>Point de repère : en face de l&#39;église &lt;Saint-Joseph&gt;</p>',
    ],
    ['Sonner deux fois', null],
  ])('an order noted %j prints %j', (notes, line) => {
    const doc = invoiceDocument({ ...base, notes }, { name: 'Kin Boissons', contact: 'Gombe' });
    if (line === null) expect(doc).not.toContain('Point de repère');
    else expect(doc).toContain(line);
    expect(doc).not.toContain('Sonner');
  });

  it.each([
    ['Point de repère : Station Total\nSonner deux fois', { landmark: 'Station Total', notes: 'Sonner deux fois' }],
    ['Sonner deux fois', { landmark: '', notes: 'Sonner deux fois' }],
  ])('the slip of an order noted %j shows %j', (notes, expected) => {
    const slip = slipOf({
      ...base,
      id: 1,
      sous_total: '2500.00',
      total_consignes: '0.00',
      email: '',
      notes,
      mode_paiement: 'paiement_livraison',
      client: null,
      paie_avec: null,
      monnaie_a_rendre: null,
      stock_restaure: false,
      a_confirmer: false,
      source: 'site',
      saisie_par: null,
      commune: '',
      quartier: '',
      livraison: null,
      articles: [
        {
          id: 1,
          produit: 3,
          libelle: 'Primus 72 cl',
          quantite: 1,
          prix_unitaire: '2500.00',
          avec_consigne: false,
          prix_consigne_unitaire: '0.00',
          produit_archive: false,
          consigne: 'sans',
          unite: 'Bouteille 72 cl',
          bouteilles_echangees: 0,
        },
      ],
    } satisfies StaffOrder);
    expect({ landmark: slip.landmark, notes: slip.notes }).toEqual(expected);
  });
});
