/** What one product costs the customer: promo rule and line total, apart from the cart's totals so that the product page loads only these. */
import { toCents } from './money.ts';

/**
 * The price a customer pays: `prix_promo` when it is a valid price above 0 and below `prix`
 * (a "promotion" never raises a price), else `prix`. Null when `prix` is unparsable.
 */
export function effectiveUnitPriceCents(product: { prix?: unknown; prix_promo?: unknown }): number | null {
  const price = toCents(product.prix);
  if (price === null) return null;
  const promo = toCents(product.prix_promo);
  return promo !== null && promo > 0 && promo < price ? promo : price;
}

/** Line total = (price + deposit if chosen) × quantity, in hundredths. */
export function lineTotalCents(unitPriceCents: number, consigneCents: number, withConsigne: boolean, quantity: number): number {
  return (unitPriceCents + (withConsigne ? consigneCents : 0)) * quantity;
}
