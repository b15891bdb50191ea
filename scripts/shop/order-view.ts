import { formatFC } from '../../src/domain/money.ts';
import { orderStatusLabel } from '../../src/domain/order-status.ts';
import { formatPhoneDisplay } from '../../src/domain/phone.ts';
import { terminalSafe } from '../../src/domain/terminal-text.ts';
import { cartMessages } from '../../src/messages/cart.ts';
import { cliMessages } from '../../src/messages/cli.ts';
import type { OrderArticleRow, OrderRow } from '../../src/server/db/orders.ts';

const o = cliMessages.out.order;
/** Stored text as the terminal may print it (control characters shown, never obeyed). */
const safe = (text: string): string => terminalSafe(text);
const date = (iso: string): string => iso.slice(0, 16).replace('T', ' ');

/** One line per order, tab-separated: id, number, date, status, total, name, phone, address, items. */
export function orderListLine(order: OrderRow, articles: readonly OrderArticleRow[]): string {
  return [
    order.id,
    safe(order.numero_commande),
    date(order.date_commande),
    orderStatusLabel(order.statut),
    formatFC(order.total_cents),
    safe(order.nom_client),
    safe(formatPhoneDisplay(order.telephone_livraison)),
    safe(order.adresse_livraison),
    articles.map((a) => `${a.quantite} × ${safe(a.nom)}${a.avec_consigne ? ' (+ consigne)' : ''}`).join(', '),
  ].join('\t');
}

/** The whole order: who, where, each line with its consigne, then the amounts as the invoice names them. */
export function orderDetail(order: OrderRow, articles: readonly OrderArticleRow[]): string {
  const field = (label: string, value: string): string => `${label} : ${value === '' ? o.none : safe(value)}`;
  const lines = articles.flatMap((a) => {
    const goods = o.line(a.quantite, safe(a.nom), formatFC(a.prix_unitaire_cents), formatFC(a.quantite * a.prix_unitaire_cents));
    const deposit = a.avec_consigne
      ? [`      ${o.deposit(a.quantite, formatFC(a.prix_consigne_unitaire_cents), formatFC(a.quantite * a.prix_consigne_unitaire_cents))}`]
      : [];
    return [`  ${goods}`, ...deposit];
  });
  return [
    o.title(safe(order.numero_commande), order.id, orderStatusLabel(order.statut)),
    field(o.date, date(order.date_commande)),
    field(o.customer, order.nom_client),
    field(o.phone, formatPhoneDisplay(order.telephone_livraison)),
    field(o.email, order.email),
    field(o.address, order.adresse_livraison),
    field(o.payment, order.mode_paiement),
    field(o.notes, order.notes),
    o.lines,
    ...lines,
    `${cartMessages.goods} : ${formatFC(order.goods_cents)}`,
    `${cartMessages.deposits} : ${formatFC(order.deposits_cents)}`,
    `${cartMessages.deliveryFee} : ${formatFC(order.frais_livraison_cents)}`,
    `${cartMessages.total} : ${formatFC(order.total_cents)}`,
  ].join('\n');
}
