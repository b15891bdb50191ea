import type { Brand, Category, Product } from '../contract/product.ts';
import type { Review } from '../contract/review.ts';
import { toCents } from '../domain/money.ts';
import { promoPriceCents } from '../domain/price.ts';
import { slugify } from '../domain/slug.ts';

/** A catalogue record with the key of its prepared picture (catalogue-loader.ts). */
export type WithKey<T> = T & { image_key: string | null };

export interface CategoryView {
  id: number;
  nom: string;
  slug: string;
  description: string | null;
  imageKey: string | null;
}

export interface ProductView {
  id: number;
  nom: string;
  description: string | null;
  priceCents: number;
  /** Promo price, only when one applies (the domain's promo rule). */
  promoCents: number | null;
  consigneCents: number | null;
  venduAvecConsigne: boolean;
  stock: number;
  unite: string | null;
  imageKey: string | null;
  marque: string | null;
  categorie: { nom: string; slug: string } | null;
  dateAjout: string | null;
  rating: { average: number; count: number } | null;
}

export interface ReviewView {
  id: number;
  note: number;
  commentaire: string;
  auteur: string | null;
  date: string | null;
}

/** A category's page-ready view; `slug` is its address among all the catalogue's (domain `uniqueSlugs`). */
export function categoryView(category: WithKey<Category>, slug: string): CategoryView {
  return {
    id: category.id,
    nom: category.nom,
    slug,
    description: category.description,
    imageKey: category.image_key,
  };
}

/** Average of approved reviews, rounded to one decimal; null without any. */
export function ratingOf(reviews: readonly { note: number }[]): ProductView['rating'] {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((total, review) => total + review.note, 0);
  return { average: Math.round((sum / reviews.length) * 10) / 10, count: reviews.length };
}

export function productView(
  product: WithKey<Product>,
  approved: readonly Review[],
  categoryNames: ReadonlyMap<number, string>,
  brandNames: ReadonlyMap<number, string>,
  categorySlugs: ReadonlyMap<number, string> = new Map(),
): ProductView {
  const categoryName = product.categorie ? (product.categorie.nom ?? categoryNames.get(product.categorie.id) ?? null) : null;
  return {
    id: product.id,
    nom: product.nom,
    description: product.description?.trim() ? product.description : null,
    priceCents: toCents(product.prix) ?? 0,
    promoCents: promoPriceCents(product),
    consigneCents: toCents(product.prix_consigne),
    venduAvecConsigne: product.vendu_avec_consigne,
    stock: product.stock,
    unite: product.unite,
    imageKey: product.image_key,
    marque: product.marque ? (product.marque.nom ?? brandNames.get(product.marque.id) ?? null) : null,
    categorie:
      product.categorie && categoryName
        ? { nom: categoryName, slug: categorySlugs.get(product.categorie.id) ?? slugify(categoryName) }
        : null,
    dateAjout: product.date_ajout,
    rating: ratingOf(approved),
  };
}

export function reviewView(review: Review): ReviewView {
  return {
    id: review.id,
    note: review.note,
    commentaire: review.commentaire,
    auteur: review.auteur ?? null,
    date: review.date ?? review.date_creation ?? null,
  };
}

/** Newest first by `date_ajout`, then by id. */
export function byNewest(a: ProductView, b: ProductView): number {
  return (b.dateAjout ?? '').localeCompare(a.dateAjout ?? '') || b.id - a.id;
}

export const brandNamesOf = (brands: readonly Brand[]) => new Map(brands.map((b) => [b.id, b.nom]));
