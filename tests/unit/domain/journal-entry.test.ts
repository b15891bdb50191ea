import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOURNAL_KINDS, JOURNAL_OBJECTS, type JournalFacts, journalSentence } from '../../../src/domain/journal-entry.ts';

/** The no-break space formatFC writes inside amounts. */
const fc = (text: string) => text.replaceAll(' ', '\u00a0');

const facts = (objet: string, action: string, details: unknown, name: string | null = null, objetId: number | null = 7): JournalFacts => ({
  who: 'Jean',
  action,
  objet,
  objetId,
  name,
  details,
});

describe('« Journal »: each staff action read as one French sentence', () => {
  it.each([
    // The catalogue
    [
      'a price change: who, what, from what to what',
      facts('produit', 'modification', { prix_cents: [250000, 260000] }, 'Primus 72 cl'),
      `Jean a changé le prix de Primus 72 cl : ${fc('2 500')} → ${fc('2 600 FC')}`,
    ],
    [
      'a promo price set where there was none',
      facts('produit', 'modification', { prix_promo_cents: [null, 200000] }, 'Primus 72 cl'),
      `Jean a changé le prix promo de Primus 72 cl : aucun → ${fc('2 000 FC')}`,
    ],
    [
      'a deposit no longer charged',
      facts('produit', 'modification', { vendu_avec_consigne: [true, false] }, 'Primus 72 cl'),
      'Jean a changé la vente avec consigne de Primus 72 cl : oui → non',
    ],
    [
      'a description changed: said, not quoted',
      facts('produit', 'modification', { description: ['Bière', 'Bière blonde'] }, 'Primus 72 cl'),
      'Jean a changé la description de Primus 72 cl',
    ],
    [
      'several fields at once: one sentence, each change',
      facts('produit', 'modification', { nom: ['Primus 72cl', 'Primus 72 cl'], prix_consigne_cents: [50000, 60000] }, 'Primus 72 cl'),
      `Jean a modifié Primus 72 cl : le nom Primus 72cl → Primus 72 cl ; la consigne ${fc('500')} → ${fc('600 FC')}`,
    ],
    [
      'a low-stock threshold set, then back to its unit',
      facts('produit', 'modification', { seuil_stock: [null, 5] }, 'Casier Primus'),
      'Jean a changé le seuil de stock bas de Casier Primus : celui de son unité → 5',
    ],
    ['an edit whose changes cannot be read', facts('produit', 'modification', 'garbage', 'Malta'), 'Jean a modifié Malta'],
    ['a new product', facts('produit', 'creation', { nom: 'Malta 33 cl' }, 'Malta 33 cl'), 'Jean a créé le produit Malta 33 cl'],
    [
      'an archived product',
      facts('produit', 'archivage', { nom: 'Malta 33 cl' }, 'Malta 33 cl'),
      'Jean a retiré de la vente Malta 33 cl (archivé)',
    ],
    ['a product back on sale', facts('produit', 'remise_en_vente', { nom: 'Malta' }, 'Malta'), 'Jean a remis en vente Malta'],
    [
      'a deleted product, by the name it kept',
      facts('produit', 'suppression', { nom: 'Malta 33 cl' }),
      'Jean a supprimé le produit Malta 33 cl',
    ],
    ["a product's photo", facts('produit', 'photo', { photo: 'a.webp' }, 'Malta'), 'Jean a changé la photo de Malta'],
    ['a new category', facts('categorie', 'creation', { nom: 'Jus' }, 'Jus'), 'Jean a créé la catégorie Jus'],
    [
      'a category renamed',
      facts('categorie', 'modification', { avant: 'Jus', apres: 'Jus de fruits' }),
      'Jean a renommé la catégorie Jus en Jus de fruits',
    ],
    ['a category deleted', facts('categorie', 'suppression', { nom: 'Jus' }), 'Jean a supprimé la catégorie Jus'],
    ["a category's photo", facts('categorie', 'photo', { photo: 'b.webp' }, 'Bières'), 'Jean a changé la photo de la catégorie Bières'],
    ['a new brand', facts('marque', 'creation', { nom: 'Tembo' }), 'Jean a créé la marque Tembo'],
    [
      'a brand renamed',
      facts('marque', 'modification', { avant: 'Tembo', apres: 'Tembo Bralima' }),
      'Jean a renommé la marque Tembo en Tembo Bralima',
    ],
    ['a brand deleted', facts('marque', 'suppression', { nom: 'Tembo' }), 'Jean a supprimé la marque Tembo'],
    // Stock
    [
      'a delivery received',
      facts('produit', 'reception', { quantite: 40, stock: [29, 69] }, 'Primus 72 cl'),
      'Jean : Primus 72 cl, réception +40 (29 → 69)',
    ],
    [
      'a count, with its reason',
      facts('produit', 'inventaire', { quantite: -3, stock: [69, 66], motif: 'casse' }, 'Primus 72 cl'),
      'Jean : Primus 72 cl, inventaire −3 (69 → 66) — casse',
    ],
    // Orders
    [
      'a status move',
      facts('commande', 'statut', { de: 'en_attente', vers: 'confirmee' }, 'KB-20261127-0001'),
      'Jean a passé la commande KB-20261127-0001 de En attente à Confirmée',
    ],
    [
      'an order taken by phone',
      facts('commande', 'saisie', { numero: 'KB-20261127-0002', source: 'telephone' }),
      'Jean a saisi la commande KB-20261127-0002 (téléphone)',
    ],
    // Reviews and messages
    ['a review approved', facts('avis', 'approbation', { produit: 3 }, 'Primus 72 cl'), 'Jean a approuvé un avis sur Primus 72 cl'],
    ['a review withdrawn', facts('avis', 'retrait', { produit: 3 }, 'Primus 72 cl'), 'Jean a retiré un avis publié sur Primus 72 cl'],
    [
      'a review rejected, with its words',
      facts('avis', 'rejet', { produit: 3, note: 1, commentaire: 'Trop chère' }, 'Primus 72 cl'),
      'Jean a rejeté un avis sur Primus 72 cl (1/5) : « Trop chère »',
    ],
    ['a message handled', facts('message', 'traite', {}, null, 12), 'Jean a marqué le message n° 12 comme traité'],
    ['a message reopened', facts('message', 'a_traiter', {}, null, 12), 'Jean a remis le message n° 12 à traiter'],
    // Staff
    ['an account created', facts('compte', 'creation', { email: 'g@kb.cd' }, 'Marie Ilunga'), 'Jean a créé le compte de Marie Ilunga'],
    ['an account deactivated', facts('compte', 'desactivation', { email: 'g@kb.cd' }, 'Marie'), 'Jean a désactivé le compte de Marie'],
    ['an account reactivated', facts('compte', 'reactivation', { email: 'g@kb.cd' }, 'Marie'), 'Jean a réactivé le compte de Marie'],
    [
      "an account's sessions ended",
      facts('compte', 'deconnexion', { email: 'g@kb.cd', sessions: 2 }, 'Marie'),
      'Jean a fermé les sessions de Marie (2 sessions)',
    ],
    [
      'a new password given',
      facts('compte', 'mot_de_passe', { email: 'g@kb.cd' }, 'Marie'),
      'Jean a donné un nouveau mot de passe à Marie',
    ],
    [
      'an account gone since: the address it kept',
      facts('compte', 'mot_de_passe', { email: 'g@kb.cd' }),
      'Jean a donné un nouveau mot de passe à g@kb.cd',
    ],
    // Publication
    [
      'the site put back',
      facts('publication', 'retour_arriere', { de: '20261127-1', vers: '20261126-3' }, null, null),
      "Jean a remis le site d'avant (version 20261127-1 → 20261126-3)",
    ],
    [
      'a round built',
      facts('tournee', 'tournee', { livreur: 3, commandes: [11, 12, 13] }, 'Didier', 4),
      'Jean a formé la tournée n° 4 de Didier : 3 commandes',
    ],
    [
      'a delivery recorded',
      facts('commande', 'livraison', { resultat: 'livree', especes: 3_600_000, a_encaisser: 3_600_000 }, 'KB-20261121-0001'),
      `Jean a enregistré la commande KB-20261121-0001 livrée, ${fc('36 000 FC')} encaissés`,
    ],
    [
      'an order not delivered',
      facts('commande', 'livraison', { resultat: 'pas_livree', motif: 'adresse_introuvable' }, 'KB-20261121-0002'),
      'Jean a enregistré la commande KB-20261121-0002 non livrée (adresse introuvable)',
    ],
    [
      'a delivery corrected',
      facts('commande', 'correction', { resultat: 'pas_livree', motif: 'absent', motif_correction: 'erreur de saisie' }, 'KB-1'),
      'Jean a corrigé la livraison de la commande KB-1 : non livrée (absent) — erreur de saisie',
    ],
    [
      "a rider's cash closed",
      facts('caisse', 'caisse', { jour: '2026-11-21', attendu: 3_800_000, remis: 3_600_000, ecart: -200_000 }, 'Didier', 3),
      `Jean a fermé la caisse de Didier du 2026-11-21 : attendu ${fc('38 000 FC')}, remis ${fc('36 000 FC')}, écart ${fc('-2 000 FC')}`,
    ],
    // What a newer version may write, and rows that cannot be read
    ['an action this version has no sentence for', facts('caisse', 'ecart', {}, null, 4), 'Jean : ecart (caisse n° 4)'],
    ['details that are not an object', facts('produit', 'creation', 'garbage', null, 9), 'Jean a créé le produit n° 9'],
    ['a status move with unknown statuses', facts('commande', 'statut', { de: 5 }, 'KB-1'), 'Jean a passé la commande KB-1 de ? à ?'],
  ])('%s', (_, entry, sentence) => expect(journalSentence(entry)).toBe(sentence));

  /** Every (objet, action) pair a `recordAction(…)` call of the API writes, read from the source. */
  function writtenPairs(): [string, string][] {
    const root = join(import.meta.dirname, '../../../src/server');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const pairs = new Set<string>();
    for (const file of files) {
      const source = readFileSync(join(root, file), 'utf8');
      // The call's arguments up to its details object (or its end): who, when, the action(s) and the object.
      for (const [, call = ''] of source.matchAll(/recordAction\(([^{;]*)/g)) {
        const words = [...call.matchAll(/'([a-z_]+)'/g)].map(([, w = '']) => w);
        const objet = words.find((w) => (JOURNAL_OBJECTS as readonly string[]).includes(w));
        if (!objet) continue;
        for (const action of words.slice(0, words.indexOf(objet))) pairs.add(`${objet}:${action}`);
      }
    }
    return [...pairs].sort().map((pair) => pair.split(':') as [string, string]);
  }

  it('every action the API writes today has its own sentence (none falls to the generic one)', () => {
    const pairs = writtenPairs();
    // The catalogue's, the stock's (written with the movement's type), the orders', reviews', messages', staff's and publication's.
    expect(pairs.length).toBeGreaterThanOrEqual(25);
    const generic = pairs.filter(([objet, action]) => journalSentence(facts(objet, action, {}, 'X')).startsWith(`Jean : ${action} (`));
    expect(generic).toEqual([]);
  });

  it('every kind of « Quoi » names objects the journal keeps', () => {
    for (const kind of Object.values(JOURNAL_KINDS)) {
      for (const objet of kind.objets) expect(JOURNAL_OBJECTS).toContain(objet);
    }
  });
});
