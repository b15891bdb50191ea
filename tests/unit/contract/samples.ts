import type { AnonymousProductStatus } from '../../../src/contract/cart.ts';

/** DRF-shaped bodies as the Django backend and the reference API send them. */
export const drfProduct = {
  id: 12,
  nom: 'Primus 72 cl',
  description: 'Bière blonde de Bralima',
  prix: '2500.00',
  prix_promo: null,
  prix_consigne: '500.00',
  stock: 48,
  unite: 'bouteille',
  image: 'http://127.0.0.1:4321/media/produits/12.svg',
  marque: { id: 3, nom: 'Bralima' },
  categorie: { id: 1, nom: 'Bières' },
  date_ajout: '2026-11-01T10:00:00Z',
  vendu_avec_consigne: true,
};

export const drfOrder = {
  id: 7,
  numero_commande: 'CMD-20261121-0007',
  date_commande: '2026-11-21T09:30:00Z',
  statut: 'en_attente',
  total_commande: '31000.00',
  frais_livraison: '6000.00',
  adresse_livraison: 'Avenue du Commerce, N°12, Gombe, Gombe, Kinshasa',
  telephone_livraison: '2430812345678',
  nom_client: 'Mbuyi Kalala',
  articles: [
    { produit: 12, quantite: 10, prix_unitaire: '2500.00', avec_consigne: false, prix_consigne: '500.00', libelle: 'Primus 72 cl' },
    {
      produit_info: { id: 13, nom: 'Maltina', image: null },
      quantite: 1,
      prix_unitaire: 2500,
      avec_consigne: true,
      prix_consigne_unitaire: 500,
    },
  ],
};

export const orderPayload = {
  address_id: null,
  adresse_livraison: 'Avenue du Commerce, N°12, Gombe, Gombe, Kinshasa',
  telephone_livraison: '2430812345678',
  notes: '',
  mode_paiement: 'paiement_livraison',
  use_saved_address: false,
  articles: [{ produit: 12, quantite: 2, avec_consigne: true, bouteilles_echangees: 0 }],
};

/** Primus 72 cl's id and prices, as every answer about it carries them (a test adds what its own answer holds). */
export const primusPrices = { id: 1, nom: 'Primus 72 cl', prix: '2500.00', prix_promo: null, prix_consigne: '500.00' };

/** A product of a catalogue page, as the list endpoints send it: `Produit {id}`, 2 500 FC, 5 in stock. */
export const listedProduct = (id: number) => ({
  id,
  nom: `Produit ${id}`,
  prix: '2500.00',
  prix_promo: null,
  stock: 5,
  image: null,
  marque: { id: 1, nom: 'Bralima' },
  categorie: { id: 1, nom: 'Bières' },
});

/** A product as /cart/anonymous/validate/ answers about it today: sold with a deposit when it has one. */
export const productStatus = (
  id: number,
  nom: string,
  prix: string,
  stock: number,
  prix_consigne: string | null = '500.00',
  prix_promo: string | null = null,
): AnonymousProductStatus => ({ id, nom, prix, prix_promo, prix_consigne, stock, vendu_avec_consigne: prix_consigne !== null });
