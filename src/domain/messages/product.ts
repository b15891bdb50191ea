/** Product page and stock texts (areas `product` and `stock` of `messages`), kept apart so that the product page's island loads only these. */
import { plural } from './plural.ts';

export const product = {
  notFound: 'Produit non trouvé',
  noDescription: 'Aucune description disponible.',
  loadError: 'Impossible de charger les détails du produit. Veuillez réessayer plus tard.',
  backToShop: 'Retour à la boutique', // wording not in the spec
  inStock: 'En stock',
  exactStock: (n: number) => `${n} en stock`,
  outOfStockLabel: 'Rupture de stock', // wording not in the spec
  addToCart: 'Ajouter au panier', // wording not in the spec
  addedToCart: (product: string) => `${product} a été ajouté à votre panier.`,
  addError: "Une erreur est survenue lors de l'ajout au panier. Veuillez réessayer.",
  withConsigne: 'Avec consigne', // wording not in the spec
  total: 'Total', // wording not in the spec
  reviewCount: (n: number) => plural(n, 'avis', 'avis'), // wording not in the spec
  consigneQuestion: 'Avez-vous des bouteilles vides à échanger ?', // wording not in the spec
  hasBottles: "Oui, j'ai des bouteilles à échanger", // wording not in the spec
  hasNoBottles: "Non, je n'ai pas de bouteilles", // wording not in the spec
} as const;

export const stock = {
  invalidQuantity: 'Veuillez sélectionner une quantité valide.',
  onlyNInStock: (n: number) => `Désolé, il n'y a que ${n} unités disponibles en stock pour ce produit.`,
  insufficient: 'Stock insuffisant pour la quantité demandée.',
  onlyNLeft: (n: number) => `Désolé, il ne reste que ${n} unités en stock.`,
  outOfStock: (product: string) => `Désolé, ${product} est actuellement en rupture de stock.`,
} as const;
