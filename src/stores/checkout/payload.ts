/**
 * From a valid checkout form and the cart to the order payload the API takes (`articles` of
 * `{produit, quantite, avec_consigne, bouteilles_echangees: 0}`, the recipient's `nom_complet`, plus `email` for a
 * guest; pure: no store, no I/O) and the recap kept with the pending order (the notes: src/domain/order-notes.ts).
 */
import type { GuestOrderCreateInput, OrderCreateInput } from '../../contract/order.ts';
import { type CartLineInput, summarizeCart } from '../../domain/cart.ts';
import { formatFC } from '../../domain/money.ts';
import type { CheckoutValues } from '../../domain/validation/checkout.ts';
import { orderArticlesFromCart } from '../../domain/validation/order-payload.ts';
import { checkoutMessages } from '../../messages/checkout.ts';
import type { PendingRecap } from '../stored/orders.ts';
import type { PendingDraft } from './pending-order.ts';

/** What the pending notice and the phone fallback show: the ordered lines and the expected total. */
export function recapOf(lines: readonly CartLineInput[]): PendingRecap {
  const summary = summarizeCart(lines);
  return {
    lines: summary.validLines.map((l) => ({ nom: l.productName, quantite: l.quantity, avec_consigne: l.line.avec_consigne === true })),
    totalCents: summary.totalCents,
  };
}

/**
 * The pending order for these form values and cart lines: `POST /orders/commandes/` fields when signed in (with the
 * recipient's name as typed, `nom_complet`: the order goes by it), plus `email` for a guest.
 */
export function orderDraft(values: CheckoutValues, lines: readonly CartLineInput[], signedIn: boolean, notes: string): PendingDraft {
  const payload: OrderCreateInput = {
    nom_complet: values.nom_complet,
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
