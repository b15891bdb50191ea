/**
 * Invoice of an order (spec §7, §9): a standalone HTML document the browser downloads as
 * `facture_{numero_commande}.html`. Every interpolated value goes through escapeHtml.
 */
import { formatDeliveryFee, summarizeCart, type CartLineInput } from './cart.ts';
import { depositPerUnit } from './deposit-unit.ts';
import { escapeHtml } from './html-escape.ts';
import { invoiceMessages } from './messages/invoice.ts';
import { cartMessages } from './messages/cart.ts';
import { formatFC, toCents } from './money.ts';
import { orderStatusLabel } from './order-status.ts';
import { formatPhoneDisplay } from './phone.ts';
import { formatDateTime } from './relative-time.ts';

/** Structural view of an order as the API returns it. */
export interface InvoiceOrder {
  numero_commande: string;
  date_commande: string;
  statut: string;
  total_commande?: unknown;
  frais_livraison?: unknown;
  adresse_livraison: string;
  telephone_livraison: string;
  nom_client?: string | null;
  articles: readonly InvoiceArticle[];
}

export interface InvoiceArticle {
  produit?: unknown;
  produit_info?: { nom?: unknown; unite?: unknown } | null;
  libelle?: string | null;
  quantite: unknown;
  prix_unitaire: unknown;
  avec_consigne?: unknown;
  prix_consigne?: unknown;
  prix_consigne_unitaire?: unknown;
}

export interface InvoiceShop {
  name: string;
  /** Contact address printed in the footer (postal line and/or email). */
  contact: string;
}

function articleName(a: InvoiceArticle): string | undefined {
  const candidates = [
    a.libelle,
    a.produit_info?.nom,
    a.produit && typeof a.produit === 'object' ? (a.produit as { nom?: unknown }).nom : undefined,
  ];
  return candidates.find((c): c is string => typeof c === 'string' && c.trim() !== '');
}

/** The product's unit, from `produit_info` or a nested `produit` (a backend that sends neither: « par article »). */
function articleUnit(a: InvoiceArticle): unknown {
  const nested = a.produit && typeof a.produit === 'object' ? (a.produit as { unite?: unknown }).unite : undefined;
  return a.produit_info?.unite ?? nested;
}

function toCartLine(a: InvoiceArticle): CartLineInput {
  const name = articleName(a);
  return {
    ...(name === undefined ? {} : { nom: name }),
    unite: articleUnit(a),
    prix_unitaire: a.prix_unitaire,
    prix_consigne_unitaire: a.prix_consigne ?? a.prix_consigne_unitaire,
    quantite: a.quantite,
    avec_consigne: a.avec_consigne === true,
  };
}

const STYLE = `body{font-family:system-ui,Arial,sans-serif;color:#1a1a1a;max-width:800px;margin:2rem auto;padding:0 1rem}
h1{margin:0 0 .25rem}table{width:100%;border-collapse:collapse;margin:1.5rem 0}
th,td{border-bottom:1px solid #ddd;padding:.5rem;text-align:left}td.n,th.n{text-align:right}
.totals td{border:none}.totals tr:last-child td{font-weight:bold;font-size:1.1em}
footer{margin-top:2rem;border-top:1px solid #ddd;padding-top:1rem;font-size:.9em;color:#555}`;

/**
 * The document. Sub-total, deposits and lines are recomputed from the articles with the cart
 * rules; the delivery fee and total are the order's recorded ones when readable, else recomputed.
 */
export function invoiceDocument(order: InvoiceOrder, shop: InvoiceShop): string {
  const summary = summarizeCart(order.articles.map(toCartLine));
  const fee = toCents(order.frais_livraison) ?? summary.deliveryFeeCents;
  const total = toCents(order.total_commande) ?? summary.subtotalCents + fee;
  const e = escapeHtml;
  const rows = summary.validLines
    .map((l) => {
      const consigne = l.line.avec_consigne === true ? depositPerUnit(l.consigneCents, l.line.unite) : invoiceMessages.noConsigne;
      return `<tr><td>${e(l.productName)}</td><td class="n">${e(l.quantity)}</td><td class="n">${e(formatFC(l.unitPriceCents))}</td><td class="n">${e(consigne)}</td><td class="n">${e(formatFC(l.lineTotalCents))}</td></tr>`;
    })
    .join('\n');
  const totalRow = (label: string, amount: string) => `<tr><td>${e(label)}</td><td class="n">${e(amount)}</td></tr>`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
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
<p>${e(invoiceMessages.phone)} : ${e(formatPhoneDisplay(order.telephone_livraison))}</p>
</section>
<table>
<thead><tr><th>${e(invoiceMessages.product)}</th><th class="n">${e(invoiceMessages.quantity)}</th><th class="n">${e(invoiceMessages.unitPrice)}</th><th class="n">${e(invoiceMessages.consigne)}</th><th class="n">${e(invoiceMessages.lineTotal)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<table class="totals">
${totalRow(cartMessages.goods, formatFC(summary.goodsCents))}
${totalRow(cartMessages.deposits, formatFC(summary.depositsCents))}
${totalRow(cartMessages.deliveryFee, formatDeliveryFee(fee))}
${totalRow(cartMessages.total, formatFC(total))}
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
