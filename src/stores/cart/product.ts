/** The product as the add-to-cart island knows it: first from the static page, then from the API. */
import type { Product } from '../../contract/product.ts';
import { centsToDecimalString, toCents } from '../../domain/money.ts';
import type { CartProduct } from './lines.ts';

/** Plain data the product page passes to the island (from its build-time view). */
export interface PageProduct {
  id: number;
  nom: string;
  priceCents: number;
  promoCents: number | null;
  consigneCents: number | null;
  venduAvecConsigne: boolean;
  stock: number;
  image: string | null;
  marque: string | null;
  unite: string | null;
}

export interface SoldProduct extends CartProduct {
  /** Deposit per unit (depositUnit says which) when the product is sold with one (> 0), else null: no checkbox, no dialog. */
  consigneCents: number | null;
}

function consigneOf(sold: boolean, cents: number | null): number | null {
  return sold && cents !== null && cents > 0 ? cents : null;
}

export function fromPage(page: PageProduct): SoldProduct {
  return {
    id: page.id,
    nom: page.nom,
    prix: centsToDecimalString(page.priceCents),
    prix_promo: page.promoCents === null ? null : centsToDecimalString(page.promoCents),
    prix_consigne: page.consigneCents === null ? null : centsToDecimalString(page.consigneCents),
    stock: page.stock,
    image: page.image,
    marque: page.marque,
    unite: page.unite,
    consigneCents: consigneOf(page.venduAvecConsigne, page.consigneCents),
  };
}

/** The current product from GET /products/produits/{id}/; the page's picture is kept (already optimised). */
export function fromApi(product: Product, page: SoldProduct): SoldProduct {
  return {
    id: product.id,
    nom: product.nom,
    prix: product.prix,
    prix_promo: product.prix_promo,
    prix_consigne: product.prix_consigne,
    stock: product.stock,
    image: page.image ?? product.image,
    marque: product.marque?.nom ?? page.marque ?? null,
    unite: product.unite ?? page.unite ?? null,
    consigneCents: consigneOf(product.vendu_avec_consigne, toCents(product.prix_consigne)),
  };
}
