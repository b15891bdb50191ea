/** What one product costs the customer: promo rule and line total, apart from the cart's totals so that the product page loads only these. */
import { toCents } from './money.ts';

type Priced = { prix?: unknown; prix_promo?: unknown };

/**
 * The promotion that applies: `prix_promo` when it is a valid price above 0 and below a valid `prix`
 * (a "promotion" never raises a price); null otherwise.
 */
export function promoPriceCents(product: Priced): number | null {
  const price = toCents(product.prix);
  const promo = toCents(product.prix_promo);
  return price !== null && promo !== null && promo > 0 && promo < price ? promo : null;
}

/** The price a customer pays: the promotion when one applies, else `prix`. Null when `prix` is unparsable. */
export function effectiveUnitPriceCents(product: Priced): number | null {
  const price = toCents(product.prix);
  return price === null ? null : (promoPriceCents(product) ?? price);
}

/** Line total = (price + deposit if chosen) × quantity, in hundredths. */
export function lineTotalCents(unitPriceCents: number, consigneCents: number, withConsigne: boolean, quantity: number): number {
  return (unitPriceCents + (withConsigne ? consigneCents : 0)) * quantity;
}
