/**
 * Writes the shop's e-mails to the outbox, always inside the transaction of what causes them (the
 * reset request, the order, the status change, the support message): they commit together or not
 * at all. The worker (worker.ts) sends them afterwards.
 */

import { paths, trackingPathFor } from '../../config/paths.ts';
import { shop, shopAddressLine } from '../../config/shop.ts';
import {
  emailChangedMail,
  guestOrdersMail,
  loginLinkMail,
  resetPasswordMail,
  staffUnderAttackMail,
  supportForwardMail,
} from '../../domain/mail/account-mails.ts';
import type { MailShop, RenderedMail } from '../../domain/mail/layout.ts';
import { type MailOrder, orderAlertMail, orderConfirmationMail, orderStatusMail } from '../../domain/mail/order-mails.ts';
import { emailProven } from '../db/email-proof.ts';
import { type OrderArticleRow, type OrderRow, orderArticles } from '../db/orders.ts';
import { enqueueMail, type MailKind } from '../db/outbox.ts';
import type { Db } from '../db/tables.ts';
import type { Deps } from '../http/env.ts';

/** The shop's identity as its e-mails sign (src/config/shop.ts). */
export const mailShop: MailShop = { name: shop.name, addressLine: shopAddressLine, phone: shop.phone, email: shop.email };

/** `commandes@kinboissons.cd` → `kinboissons.cd`: the domain of the Message-IDs. */
export const mailDomainOf = (address: string): string => address.slice(address.lastIndexOf('@') + 1);

async function queue(deps: Deps, db: Db, kind: MailKind, to: string, mail: RenderedMail, replyTo?: string): Promise<void> {
  await enqueueMail(db, { kind, to, ...(replyTo ? { replyTo } : {}), ...mail }, deps.now(), deps.mail.domain);
}

/** An order as its e-mails read it: amounts and lines as recorded when it was placed (`articles`: given, else read). */
async function mailOrderOf(db: Db, order: OrderRow, articles?: readonly OrderArticleRow[]): Promise<MailOrder> {
  return {
    numero: order.numero_commande,
    statut: order.statut,
    nomClient: order.nom_client,
    telephone: order.telephone_livraison,
    adresse: order.adresse_livraison,
    email: order.email,
    notes: order.notes,
    registered: order.user_id !== null,
    addressProven: order.user_id !== null && (await emailProven(db, order.user_id, order.email)),
    held: order.a_confirmer === 1,
    goodsCents: order.goods_cents,
    depositsCents: order.deposits_cents,
    feeCents: order.frais_livraison_cents,
    totalCents: order.total_cents,
    lines: (articles ?? (await orderArticles(db, order.id))).map((a) => ({
      nom: a.nom,
      quantite: a.quantite,
      unitCents: a.prix_unitaire_cents,
      consigneCents: a.prix_consigne_unitaire_cents,
      avecConsigne: a.avec_consigne === 1,
    })),
  };
}

/**
 * A new order: its confirmation to the customer when an address is known (a guest's with the tracking
 * link, the only place its token is ever written down; nothing the sender typed unless the customer proved the
 * address), and the alert, with everything, to each of the shop's addresses.
 */
export async function queueNewOrderMails(
  deps: Deps,
  db: Db,
  order: OrderRow,
  linkOrigin: string,
  trackingToken: string | null,
  articles?: readonly OrderArticleRow[],
): Promise<void> {
  if (order.email.trim() === '' && deps.mail.alertEmails.length === 0) return;
  const mailOrder = await mailOrderOf(db, order, articles);
  if (order.email.trim() !== '') {
    const link =
      trackingToken === null ? { orders: `${linkOrigin}${paths.orders}` } : { tracking: `${linkOrigin}${trackingPathFor(trackingToken)}` };
    await queue(deps, db, 'order-confirmation', order.email, orderConfirmationMail(mailOrder, link, deps.mail.shop));
  }
  if (deps.mail.alertEmails.length === 0) return;
  const alert = orderAlertMail(mailOrder, deps.mail.shop);
  for (const to of deps.mail.alertEmails) await queue(deps, db, 'order-alert', to, alert);
}

/** A status change the customer hears of by e-mail (on the way, delivered, cancelled), when an address is known. */
export async function queueStatusMail(deps: Deps, db: Db, order: OrderRow): Promise<void> {
  if (order.email.trim() === '') return;
  const mail = orderStatusMail(await mailOrderOf(db, order), deps.mail.shop);
  if (mail) await queue(deps, db, 'order-status', order.email, mail);
}

export async function queueResetMail(deps: Deps, db: Db, to: string, link: string): Promise<void> {
  await queue(deps, db, 'reset', to, resetPasswordMail(link, deps.mail.shop));
}

/** The link that proves the account's address before the orders placed without an account under it join the account. */
export async function queueGuestOrdersMail(deps: Deps, db: Db, to: string, link: string): Promise<void> {
  await queue(deps, db, 'guest-orders', to, guestOrdersMail(link, deps.mail.shop));
}

/** The one-time login link of an account that received too many wrong passwords. */
export async function queueLoginLinkMail(deps: Deps, db: Db, to: string, link: string): Promise<void> {
  await queue(deps, db, 'login-link', to, loginLinkMail(link, deps.mail.shop));
}

/** Tells each admin that the staff account `email` receives wrong passwords from everywhere. */
export async function queueStaffUnderAttackMails(
  deps: Deps,
  db: Db,
  admins: readonly string[],
  email: string,
  count: number,
): Promise<void> {
  const mail = staffUnderAttackMail(email, count, deps.mail.shop);
  for (const to of admins) await queue(deps, db, 'staff-attack', to, mail);
}

/** The notice to the former address of an account whose e-mail just changed. */
export async function queueEmailChangedMail(deps: Deps, db: Db, formerEmail: string, newEmail: string): Promise<void> {
  await queue(deps, db, 'email-changed', formerEmail, emailChangedMail(newEmail, deps.mail.shop));
}

/** The support form's message to each of the shop's addresses; « Répondre » writes to the customer. */
export async function queueSupportMail(deps: Deps, db: Db, contact: { name: string; email: string; message: string }): Promise<void> {
  const mail = supportForwardMail(contact, deps.mail.shop);
  for (const to of deps.mail.alertEmails) await queue(deps, db, 'support', to, mail, contact.email);
}
