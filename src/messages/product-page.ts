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
  depositIfNoBottles: (pricePerUnit: string) => `${pricePerUnit}, si vous n'avez pas de bouteilles vides à échanger`,
} as const;

export const productPageMessages = { ...quoted, ...own } as const;
