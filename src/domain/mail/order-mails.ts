/**
 * E-mails about an order: the confirmation to the customer, the new-order alert to the shop, and
 * the status changes a customer wants to hear of by e-mail. Pure: the order comes in as recorded
 * (amounts in hundredths, fixed when it was placed), links come in absolute.
 */

import { cartMessages } from '../../messages/cart.ts';
import { mailMessages } from '../../messages/mail.ts';
import { ordersMessages } from '../../messages/orders.ts';
import { formatDeliveryFee } from '../cart.ts';
import { formatFC } from '../money.ts';
import { orderStatusLabel } from '../order-status.ts';
import { formatPhoneDisplay } from '../phone.ts';
import { lineTotalCents } from '../price.ts';
import { type MailBlock, type MailRow, type MailShop, type RenderedMail, renderMail } from './layout.ts';

interface MailOrderLine {
  nom: string;
  quantite: number;
  unitCents: number;
  /** Deposit per unit actually charged (0 without consigne). */
  consigneCents: number;
  avecConsigne: boolean;
}

export interface MailOrder {
  numero: string;
  statut: string;
  nomClient: string;
  telephone: string;
  adresse: string;
  email: string;
  /** The customer's note, with the « Je paie avec » line when they pay with a larger banknote. */
  notes: string;
  /** Placed by a signed-in customer (else a guest). */
  registered: boolean;
  /**
   * The customer proved the address the e-mail goes to (a signed-in customer whose address answered a link mailed
   * to it). Else the address is only what the sender typed: their e-mail says nothing they typed (name, address,
   * phone, notes), so the shop's sender never carries a stranger's text to someone else's mailbox.
   */
  addressProven: boolean;
  /** Held « à confirmer »: the shop calls before it takes the stock (src/domain/order-hold.ts). */
  held: boolean;
  goodsCents: number;
  depositsCents: number;
  feeCents: number;
  totalCents: number;
  lines: readonly MailOrderLine[];
}

const m = mailMessages.order;

function lineRows(order: MailOrder): MailRow[] {
  return order.lines.map((l) => ({
    label: ordersMessages.orderedLine(l.quantite, l.nom, l.avecConsigne),
    value: formatFC(lineTotalCents(l.unitCents, l.consigneCents, l.avecConsigne, l.quantite)),
  }));
}

function totalRows(order: MailOrder): MailRow[] {
  return [
    { label: cartMessages.goods, value: formatFC(order.goodsCents) },
    { label: cartMessages.deposits, value: formatFC(order.depositsCents) },
    { label: cartMessages.deliveryFee, value: formatDeliveryFee(order.feeCents) },
    { label: cartMessages.total, value: formatFC(order.totalCents), strong: true },
    { label: ordersMessages.toPay, value: formatFC(order.totalCents), strong: true },
  ];
}

const noteRows = (order: MailOrder): MailRow[] => (order.notes.trim() === '' ? [] : [{ label: m.notes, value: order.notes.trim() }]);

const delivery = (order: MailOrder): MailRow[] => [
  { label: ordersMessages.address, value: order.adresse },
  { label: ordersMessages.phone, value: formatPhoneDisplay(order.telephone) },
  ...noteRows(order),
];

/** « Bonjour Mireille, » to an address the customer proved; « Bonjour, » to one only typed (the name is typed too). */
const greeting = (order: MailOrder): string => mailMessages.greeting(order.addressProven ? order.nomClient.trim() : '');

/** Where the confirmation sends the customer: the guest's tracking link, or the account's orders page. */
export type ConfirmationLink = { tracking: string } | { orders: string };

export function orderConfirmationMail(order: MailOrder, link: ConfirmationLink, shop: MailShop): RenderedMail {
  const c = mailMessages.confirmation;
  const follow: MailBlock[] =
    'tracking' in link
      ? [
          { kind: 'paragraph', text: c.trackingIntro },
          { kind: 'link', label: c.trackingButton, href: link.tracking },
        ]
      : [
          { kind: 'paragraph', text: c.accountIntro },
          { kind: 'link', label: c.accountButton, href: link.orders },
        ];
  return renderMail(shop, c.subject(order.numero), [
    { kind: 'paragraph', text: greeting(order) },
    { kind: 'paragraph', text: order.held ? c.heldIntro(order.numero) : c.intro(order.numero) },
    { kind: 'heading', text: m.lines },
    { kind: 'rows', rows: lineRows(order) },
    { kind: 'rows', rows: totalRows(order) },
    ...(order.addressProven ? [{ kind: 'rows', rows: delivery(order) } as const] : []),
    ...follow,
  ]);
}

/**
 * The e-mail of a status change, or null when the status is not one a customer is e-mailed about:
 * only the rider on the way, the delivery and a cancellation are.
 */
export function orderStatusMail(order: MailOrder, shop: MailShop): RenderedMail | null {
  const s = mailMessages.status;
  const total = formatFC(order.totalCents);
  const texts: Partial<Record<string, string>> = {
    en_livraison: s.en_livraison(order.numero, total),
    livree: s.livree(order.numero),
    annulee: s.annulee(order.numero),
  };
  const text = texts[order.statut];
  if (text === undefined) return null;
  return renderMail(shop, s.subject(order.numero, orderStatusLabel(order.statut)), [
    { kind: 'paragraph', text: greeting(order) },
    { kind: 'paragraph', text },
    { kind: 'heading', text: m.lines },
    { kind: 'rows', rows: [...lineRows(order), { label: cartMessages.total, value: total, strong: true }] },
  ]);
}

/** The shop's alert: everything needed to call the customer and prepare the delivery. */
export function orderAlertMail(order: MailOrder, shop: MailShop): RenderedMail {
  const a = mailMessages.alert;
  const count = order.lines.reduce((sum, l) => sum + l.quantite, 0);
  return renderMail(shop, a.subject(order.numero, formatFC(order.totalCents)), [
    { kind: 'paragraph', text: order.held ? a.heldIntro(order.numero) : a.intro(order.numero) },
    {
      kind: 'rows',
      rows: [
        { label: a.customer, value: order.nomClient },
        { label: ordersMessages.phone, value: formatPhoneDisplay(order.telephone) },
        { label: ordersMessages.address, value: order.adresse },
        ...(order.email.trim() === '' ? [] : [{ label: a.email, value: order.email }]),
        { label: a.account, value: order.registered ? a.registered : a.guest },
        ...noteRows(order),
      ],
    },
    { kind: 'heading', text: a.lines(count) },
    { kind: 'rows', rows: lineRows(order) },
    { kind: 'rows', rows: totalRows(order) },
  ]);
}
