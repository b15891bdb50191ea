/** Pure conversions between products, server cart lines and the local `panier` lines. */
import type { LocalCartLine, ServerCart } from '../../contract/cart.ts';
import { productIdOf } from '../../contract/product.ts';
import { effectiveUnitPriceCents, lineProductId, parseQuantity } from '../../domain/cart.ts';
import { centsToDecimalString } from '../../domain/money.ts';

/** What the cart needs to know about a product to add it (from the API or the static page). */
export interface CartProduct {
  id: number;
  nom: string;
  prix: string | number;
  prix_promo?: string | number | null;
  prix_consigne?: string | number | null;
  stock: number;
  image?: string | null;
  marque?: string | null;
  /** « Casier de 20 bouteilles »: says what one deposit is charged for. */
  unite?: string | null;
}

/** The unit kept on a line only when known (older lines and DRF answers may have none). */
const unitOf = (unite: string | null | undefined): { unite?: string } => (unite ? { unite } : {});

export function findLine(lines: readonly LocalCartLine[], productId: number): LocalCartLine | undefined {
  return lines.find((line) => lineProductId(line) === productId);
}

/** Valid quantity of a line, 0 when it is garbage. */
export function quantityOf(line: LocalCartLine | undefined): number {
  return line ? (parseQuantity(line.quantite) ?? 0) : 0;
}

/** A new local line: the price stored is the one the customer pays (promo applied). */
export function lineFromProduct(product: CartProduct, quantity: number, withConsigne: boolean): LocalCartLine {
  const cents = effectiveUnitPriceCents(product);
  return {
    id: product.id,
    produit: product.id,
    titre: product.nom,
    nom: product.nom,
    marque: product.marque ?? null,
    prix: cents === null ? null : centsToDecimalString(cents),
    prix_consigne: product.prix_consigne ?? null,
    quantite: quantity,
    image: product.image ?? null,
    avec_consigne: withConsigne,
    ...unitOf(product.unite),
  };
}

/** Replaces the line of `productId` (or appends `line` when there is none). */
export function upsertLine(lines: readonly LocalCartLine[], line: LocalCartLine): LocalCartLine[] {
  const productId = lineProductId(line);
  const index = lines.findIndex((candidate) => lineProductId(candidate) === productId);
  return index === -1 ? [...lines, line] : lines.map((candidate, i) => (i === index ? line : candidate));
}

export function withoutProduct(lines: readonly LocalCartLine[], productId: number): LocalCartLine[] {
  return lines.filter((line) => lineProductId(line) !== productId);
}

/** Anonymous copy of a line (no server article id), as kept after logout. */
export function anonymousLine({ articleId: _articleId, ...line }: LocalCartLine): LocalCartLine {
  return line;
}

/**
 * Local lines of a server cart. Names, brands and pictures missing from the server answer (a DRF
 * backend may send `produit` as a bare id) are taken from the previous local line of the product.
 */
export function linesFromServer(cart: ServerCart, previous: readonly LocalCartLine[]): LocalCartLine[] {
  return cart.articles.map((article) => {
    const productId = productIdOf(article.produit);
    const product = typeof article.produit === 'number' ? undefined : article.produit;
    const before = findLine(previous, productId);
    const name = product?.nom ?? before?.titre ?? before?.nom;
    return {
      id: productId,
      produit: productId,
      articleId: article.id,
      ...(name === undefined ? {} : { titre: name, nom: name }),
      marque: product?.marque?.nom ?? before?.marque ?? null,
      prix: article.prix_unitaire,
      prix_consigne: article.prix_consigne_unitaire ?? product?.prix_consigne ?? before?.prix_consigne ?? null,
      quantite: article.quantite,
      image: product?.image ?? before?.image ?? null,
      avec_consigne: article.avec_consigne,
      ...unitOf(product?.unite ?? before?.unite),
    };
  });
}

/** Product ids of the lines, each once (for /cart/anonymous/validate/). */
export function productIds(lines: readonly LocalCartLine[]): number[] {
  return [...new Set(lines.map((line) => lineProductId(line)))];
}
