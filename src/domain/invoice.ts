/**
 * Invoice of an order (sub-total, deposits, delivery fee, total, status label, the shop's name and
 * contact): a standalone HTML document the browser downloads as `facture_{numero_commande}.html`.
 * Every interpolated value goes through escapeHtml.
 */

import { cartMessages } from '../messages/cart.ts';
import { invoiceMessages } from '../messages/invoice.ts';
import { formatDeliveryFee } from './cart.ts';
import { depositPerUnit } from './deposit-unit.ts';
import { escapeHtml } from './html-escape.ts';
import { landmarkFromNotes } from './landmark.ts';
import { formatFC } from './money.ts';
import { orderStatusLabel } from './order-status.ts';
import { type OrderSummaryInput, orderSummary } from './order-summary.ts';
import { formatPhoneDisplay } from './phone.ts';
import { formatDateTime } from './relative-time.ts';

/** Structural view of an order as the API returns it. */
export interface InvoiceOrder extends OrderSummaryInput {
  numero_commande: string;
  date_commande: string;
  statut: string;
  adresse_livraison: string;
  telephone_livraison: string;
  nom_client?: string | null;
  /** Carries the « Point de repère » (landmark.ts); the rest of the notes stays off the invoice. */
  notes?: string | null | undefined;
}

export interface InvoiceShop {
  name: string;
  /** Contact address printed in the footer (postal line and/or email). */
  contact: string;
}

/**
 * Readable on the phone that downloads it (a viewport, text at its normal size, no sideways scroll: on a narrow
 * screen each line is a block of labelled values) and printable on A4 as on A5 (the page's size is the printer's;
 * margins, font size and unbroken rows for paper).
 */
const STYLE = `body{font-family:system-ui,Arial,sans-serif;color:#1a1a1a;max-width:800px;margin:2rem auto;padding:0 1rem;line-height:1.4;overflow-wrap:anywhere}
h1{margin:0 0 .25rem}table{width:100%;border-collapse:collapse;margin:1.5rem 0}
th,td{border-bottom:1px solid #ddd;padding:.5rem;text-align:left}td.n,th.n{text-align:right}
.totals td{border:none}.totals tr:last-child td{font-weight:bold;font-size:1.1em}
footer{margin-top:2rem;border-top:1px solid #ddd;padding-top:1rem;font-size:.9em;color:#555}
@media screen and (max-width:36em){body{margin:1rem auto}.lines thead{display:none}.lines,.lines tbody,.lines tr,.lines td{display:block}
.lines tr{border-bottom:1px solid #ddd;padding:.5rem 0}.lines td{border:none;padding:.1rem 0}.lines td:first-child{font-weight:bold}
.lines td.n{display:flex;justify-content:space-between;gap:1rem;text-align:right}.lines td.n::before{content:attr(data-label);text-align:left;color:#555}}
@page{margin:12mm}
@media print{body{max-width:none;margin:0;padding:0;font-size:10pt}h1{font-size:16pt}table{margin:.75rem 0}th,td{padding:.25rem .35rem}
tr{break-inside:avoid}footer{break-inside:avoid}}`;

/** The document: the order's summary (lines and amounts, see order-summary.ts), its customer and the shop. */
export function invoiceDocument(order: InvoiceOrder, shop: InvoiceShop): string {
  const summary = orderSummary(order);
  const e = escapeHtml;
  const { landmark } = landmarkFromNotes(order.notes);
  const rows = summary.lines
    .map((l) => {
      const consigne = l.withConsigne ? depositPerUnit(l.consigneCents, l.unite) : invoiceMessages.noConsigne;
      const cell = (label: string, value: string | number) => `<td class="n" data-label="${e(label)}">${e(value)}</td>`;
      return `<tr><td>${e(l.name)}</td>${cell(invoiceMessages.quantity, l.quantity)}${cell(invoiceMessages.unitPrice, formatFC(l.unitPriceCents))}${cell(invoiceMessages.consigne, consigne)}${cell(invoiceMessages.lineTotal, formatFC(l.totalCents))}</tr>`;
    })
    .join('\n');
  const totalRow = (label: string, amount: string) => `<tr><td>${e(label)}</td><td class="n">${e(amount)}</td></tr>`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(`${invoiceMessages.title} ${order.numero_commande}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${e(shop.name)}</h1>
<p>${e(invoiceMessages.title)} — ${e(invoiceMessages.orderNumber)} ${e(order.numero_commande)}</p>
<p>${e(invoiceMessages.date)} : ${e(formatDateTime(order.date_commande) || order.date_commande)}</p>
<p>${e(invoiceMessages.status)} : ${e(orderStatusLabel(order.statut))}</p>
</header>
<section>
<p>${e(invoiceMessages.customer)} : ${e(order.nom_client ?? '')}</p>
<p>${e(invoiceMessages.address)} : ${e(order.adresse_livraison)}</p>
${landmark === '' ? '' : `<p>${e(invoiceMessages.landmark)} : ${e(landmark)}</p>\n`}<p>${e(invoiceMessages.phone)} : ${e(formatPhoneDisplay(order.telephone_livraison))}</p>
</section>
<table class="lines">
<thead><tr><th>${e(invoiceMessages.product)}</th><th class="n">${e(invoiceMessages.quantity)}</th><th class="n">${e(invoiceMessages.unitPrice)}</th><th class="n">${e(invoiceMessages.consigne)}</th><th class="n">${e(invoiceMessages.lineTotal)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<table class="totals">
${totalRow(cartMessages.goods, formatFC(summary.goodsCents))}
${totalRow(cartMessages.deposits, formatFC(summary.depositsCents))}
${totalRow(cartMessages.deliveryFee, formatDeliveryFee(summary.deliveryFeeCents))}
${totalRow(cartMessages.total, formatFC(summary.totalCents))}
</table>
<footer>
<p>${e(invoiceMessages.thanks)}</p>
<p>${e(shop.name)} — ${e(shop.contact)}</p>
</footer>
</body>
</html>
`;
}

/** `facture_{numero_commande}.html`, with characters unsafe in file names replaced by `_`. */
export function invoiceFileName(order: { numero_commande: string }): string {
  return `facture_${order.numero_commande.replace(/[^\p{L}\p{N}._-]+/gu, '_')}.html`;
}
