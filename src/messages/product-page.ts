/**
 * What only the built HTML of the product page (and the 404 page, and the category pages' listing) shows:
 * written at build time, so no browser downloads it, unlike the island's texts (product.ts).
 */
import { plural } from './plural.ts';

/** Worded by the spec: verbatim. */
const quoted = {
  notFound: 'Produit non trouvé',
  /** Carried by the category listing's `data-error`, shown by its script when the current stock cannot be read. */
  loadError: 'Impossible de charger les détails du produit. Veuillez réessayer plus tard.',
  noDescription: 'Aucune description disponible.',
} as const;

/** Our own wording (the spec words none of these). */
const own = {
  backToShop: 'Retour à la boutique',
  reviewCount: (n: number) => plural(n, 'avis', 'avis'),
  /**
   * What a customer gives back for the deposit, by the unit sold (src/domain/deposit-unit.ts): empty crates for a
   * crate, empty bottles for a bottle. `none`: the same after « pas ».
   */
  empties: {
    casier: { plural: 'casiers', none: 'de casiers' },
    pack: { plural: 'packs', none: 'de packs' },
    bouteille: { plural: 'bouteilles', none: 'de bouteilles' },
    canette: { plural: 'canettes', none: 'de canettes' },
    brique: { plural: 'briques', none: 'de briques' },
    bonbonne: { plural: 'bonbonnes', none: 'de bonbonnes' },
    article: { plural: 'emballages', none: "d'emballages" },
  },
  consigneQuestion: (empties: string) => `Avez-vous des ${empties} vides à échanger ?`,
  hasEmpties: (empties: string) => `Oui, j'ai des ${empties} à échanger`,
  hasNoEmpties: (none: string) => `Non, je n'ai pas ${none}`,
  depositIfNoEmpties: (pricePerUnit: string, none: string) => `${pricePerUnit}, si vous n'avez pas ${none} vides à échanger`,
} as const;

export const productPageMessages = { ...quoted, ...own } as const;
