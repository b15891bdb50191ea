/**
 * What an order contains, as the orders page, the tracking page and the invoice show it: named lines
 * with their amounts, recomputed from the articles with the cart's rules, and the delivery fee and total
 * the order recorded (recomputed from the lines only when unreadable).
 */
import { type CartLineInput, lineProductId, summarizeCart } from './cart.ts';
import { toCents } from './money.ts';

/** One article of an order as the API may send it: `produit` (an id or a product) or `produit_info`, either deposit field. */
export interface OrderArticleInput {
  produit?: unknown;
  produit_info?: unknown;
  libelle?: unknown;
  quantite?: unknown;
  prix_unitaire?: unknown;
  avec_consigne?: unknown;
  prix_consigne?: unknown;
  prix_consigne_unitaire?: unknown;
}

export interface OrderSummaryInput {
  articles: readonly OrderArticleInput[];
  frais_livraison?: unknown;
  total_commande?: unknown;
}

interface OrderSummaryLine {
  /** Position of the article in the order. */
  index: number;
  productId: number | null;
  name: string;
  quantity: number;
  unitPriceCents: number;
  withConsigne: boolean;
  /** The product's unit (« Casier de 20 bouteilles »): what one deposit is charged for; absent when not sent. */
  unite: unknown;
  /** Deposit per unit: 0 when not chosen. */
  consigneCents: number;
  totalCents: number;
}

export interface OrderSummary {
  /** The articles with a readable price and quantity, in the order's order. */
  lines: OrderSummaryLine[];
  goodsCents: number;
  depositsCents: number;
  deliveryFeeCents: number;
  totalCents: number;
}

const nameOf = (value: unknown): unknown => (value && typeof value === 'object' && 'nom' in value ? value.nom : undefined);
const unitOf = (value: unknown): unknown => (value && typeof value === 'object' && 'unite' in value ? value.unite : undefined);

/** The article's name: its `libelle`, else the name of `produit_info`, else of `produit`; undefined when none is written. */
export function orderArticleName(article: OrderArticleInput): string | undefined {
  return [article.libelle, nameOf(article.produit_info), nameOf(article.produit)].find(
    (c): c is string => typeof c === 'string' && c.trim() !== '',
  );
}

/** The product an article was for (an article's own `id` names the article, never the product). */
export function orderArticleProductId(article: OrderArticleInput): number | null {
  return lineProductId({ produit: article.produit, produit_info: article.produit_info });
}

function cartLineOf(article: OrderArticleInput): CartLineInput {
  const nom = orderArticleName(article);
  return {
    ...(nom === undefined ? {} : { nom }),
    produit: article.produit,
    produit_info: article.produit_info,
    prix_unitaire: article.prix_unitaire,
    prix_consigne_unitaire: article.prix_consigne ?? article.prix_consigne_unitaire,
    quantite: article.quantite,
    avec_consigne: article.avec_consigne === true,
    unite: unitOf(article.produit_info) ?? unitOf(article.produit),
  };
}

/** Lines, goods and deposits from the articles; the order's own fee and total, or the recomputed ones when unreadable. */
export function orderSummary(order: OrderSummaryInput): OrderSummary {
  const summary = summarizeCart(order.articles.map(cartLineOf));
  const deliveryFeeCents = toCents(order.frais_livraison) ?? summary.deliveryFeeCents;
  return {
    lines: summary.validLines.map((l) => ({
      index: l.index,
      productId: lineProductId(l.line),
      name: l.productName,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      withConsigne: l.line.avec_consigne === true,
      unite: l.line.unite,
      consigneCents: l.consigneCents,
      totalCents: l.lineTotalCents,
    })),
    goodsCents: summary.goodsCents,
    depositsCents: summary.depositsCents,
    deliveryFeeCents,
    totalCents: toCents(order.total_commande) ?? summary.subtotalCents + deliveryFeeCents,
  };
}
