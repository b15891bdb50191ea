/**
 * How a customer pays: the methods the checkout offers, and the banknotes they may hand the
 * rider ('Je paie avec'). Apart from the checkout's validation, so that the form shows them without it.
 */
import { checkoutMessages } from '../messages/checkout.ts';

/** Cash on delivery: the only method that creates a real order. */
export const CASH_ON_DELIVERY = 'paiement_livraison';

/** Payment options of the checkout; the disabled ones are shown with 'non disponible pour l'instant'. */
export const PAYMENT_METHODS = [
  { id: CASH_ON_DELIVERY, label: checkoutMessages.cashOnDelivery, available: true },
  { id: 'carte', label: checkoutMessages.card, available: false },
  { id: 'mobile_money', label: checkoutMessages.mobileMoney, available: false },
] as const;

/** The method the checkout starts with: the only one available (none while several are: the customer chooses). */
export function preselectedPayment(): string {
  const available = PAYMENT_METHODS.filter((m) => m.available);
  return available.length === 1 ? (available[0]?.id ?? '') : '';
}

export function isPaymentMethodAvailable(id: unknown): boolean {
  return PAYMENT_METHODS.some((m) => m.id === id && m.available);
}

/** Banknote totals a customer may hand over, above the amount due: the next multiples of these (in FC). */
const ROUNDINGS_FC = [1_000, 5_000, 10_000, 20_000, 50_000, 100_000] as const;

/** Choices of 'Je paie avec' for a total: up to 4 round amounts strictly above it (cents), smallest first. */
export function payWithOptions(totalCents: number): number[] {
  if (totalCents <= 0) return [];
  const amounts = ROUNDINGS_FC.map((step) => {
    const stepCents = step * 100;
    return (Math.floor(totalCents / stepCents) + 1) * stepCents;
  });
  return [...new Set(amounts)].sort((a, b) => a - b).slice(0, 4);
}

/** Whether `amountCents` is one of the 'Je paie avec' choices the checkout offers for this total. */
export function isOfferedPayWith(totalCents: number, amountCents: number): boolean {
  return payWithOptions(totalCents).includes(amountCents);
}
