import { formatFC } from '../domain/money.ts';
import type { ProductView } from './views.ts';

/** One product in a category's compact search index (`/categorie/{slug}/produits.json`). */
export interface SearchEntry {
  /** id */ i: number;
  /** name */ n: string;
  /** brand */ b: string;
  /** price shown */ p: string;
  /** crossed-out regular price when on promotion */ o: string | null;
  /** image key */ k: string | null;
  /** out of stock */ x: boolean;
}

export function searchEntry(product: ProductView): SearchEntry {
  const onPromo = product.promoCents !== null;
  return {
    i: product.id,
    n: product.nom,
    b: product.marque ?? '',
    p: formatFC(onPromo ? (product.promoCents ?? 0) : product.priceCents),
    o: onPromo ? formatFC(product.priceCents) : null,
    k: product.imageKey,
    x: product.stock <= 0,
  };
}
