/**
 * From a valid checkout form and the cart to the order payload the API takes (`articles` of
 * `{produit, quantite, avec_consigne, bouteilles_echangees: 0}`, plus `email` and `nom_complet` for a
 * guest; pure: no store, no I/O), the 'Je paie avec' note and the recap kept with the pending order.
 */
import type { GuestOrderCreateInput, OrderCreateInput } from '../../contract/order.ts';
import { type CartLineInput, summarizeCart } from '../../domain/cart.ts';
import { formatFC } from '../../domain/money.ts';
import type { CheckoutValues } from '../../domain/validation/checkout.ts';
import { orderArticlesFromCart } from '../../domain/validation/order-payload.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import type { PendingRecap } from '../stored/orders.ts';
import type { PendingDraft } from './pending-order.ts';

/** The customer's note, then the 'Je paie avec' line when they pay with more than the total. */
export function composeNotes(note: string, payWithCents: number | null, totalCents: number): string {
  const lines = [note.trim()];
  if (payWithCents !== null && payWithCents > totalCents) {
    lines.push(checkoutMessages.payWithNote(formatFC(payWithCents), formatFC(payWithCents - totalCents)));
  }
  return lines.filter((line) => line !== '').join('\n');
}

/** What the pending notice and the phone fallback show: the ordered lines and the expected total. */
export function recapOf(lines: readonly CartLineInput[]): PendingRecap {
  const summary = summarizeCart(lines);
  return {
    lines: summary.validLines.map((l) => ({ nom: l.productName, quantite: l.quantity, avec_consigne: l.line.avec_consigne === true })),
    totalCents: summary.totalCents,
  };
}

/**
 * The pending order for these form values and cart lines: `POST /orders/commandes/` fields when
 * signed in, plus `email` and `nom_complet` for a guest.
 */
export function orderDraft(values: CheckoutValues, lines: readonly CartLineInput[], signedIn: boolean, notes: string): PendingDraft {
  const payload: OrderCreateInput = {
    address_id: values.address_id,
    adresse_livraison: values.adresse_livraison,
    telephone_livraison: values.telephone_livraison,
    notes,
    mode_paiement: values.mode_paiement,
    use_saved_address: values.use_saved_address,
    articles: orderArticlesFromCart(lines),
  };
  const recap = recapOf(lines);
  if (signedIn) return { kind: 'compte', payload, recap };
  const guest: GuestOrderCreateInput = { ...payload, email: values.email, nom_complet: values.nom_complet };
  return { kind: 'invite', payload: guest, recap };
}

/** WhatsApp link of the phone fallback: the shop's number and a ready-to-send message with the order. */
export function whatsappOrderLink(
  whatsappBase: string,
  recap: PendingRecap,
  customer: { name: string; phone: string; address: string },
): string {
  const text = [
    checkoutMessages.whatsappGreeting,
    ...recap.lines.map((l) => checkoutMessages.whatsappLine(l.quantite, l.nom, l.avec_consigne)),
    checkoutMessages.whatsappTotal(formatFC(recap.totalCents)),
    customer.name ? checkoutMessages.whatsappName(customer.name) : '',
    customer.phone ? checkoutMessages.whatsappPhone(customer.phone) : '',
    customer.address ? checkoutMessages.whatsappAddress(customer.address) : '',
  ].filter((line) => line !== '');
  return `${whatsappBase}?text=${encodeURIComponent(text.join('\n'))}`;
}
