/** E-mails about a customer's account and messages: the password reset link, the support form forwarded to the shop. */
import { mailMessages } from '../../messages/mail.ts';
import { type MailShop, type RenderedMail, renderMail } from './layout.ts';

/** A mail whose point is one single-use link: greeting, what it is for, the button, what to do if not asked for. */
function linkMail(
  texts: { subject: (shop: string) => string; intro: string; button: string; ignore: string },
  link: string,
  shop: MailShop,
) {
  return renderMail(shop, texts.subject(shop.name), [
    { kind: 'paragraph', text: mailMessages.greeting('') },
    { kind: 'paragraph', text: texts.intro },
    { kind: 'link', label: texts.button, href: link },
    { kind: 'paragraph', text: texts.ignore },
  ]);
}

/** The reset link (absolute, valid one hour, single use). */
export function resetPasswordMail(link: string, shop: MailShop): RenderedMail {
  return linkMail(mailMessages.reset, link, shop);
}

/** The link that proves the address before the orders placed without an account under it join the account (valid one day, once). */
export function guestOrdersMail(link: string, shop: MailShop): RenderedMail {
  return linkMail(mailMessages.guestOrders, link, shop);
}

/** The one-time login link of an account that received too many wrong passwords (valid 30 minutes, once). */
export function loginLinkMail(link: string, shop: MailShop): RenderedMail {
  return linkMail(mailMessages.loginLink, link, shop);
}

/** To each admin: a staff account receives wrong passwords from everywhere (a guessing campaign). */
export function staffUnderAttackMail(email: string, count: number, shop: MailShop): RenderedMail {
  const m = mailMessages.staffUnderAttack;
  return renderMail(shop, m.subject(email), [
    { kind: 'paragraph', text: m.intro(email, count) },
    { kind: 'paragraph', text: m.effect },
  ]);
}

/** To the former address after an e-mail change: if the owner did not make it, they know whom to call. */
export function emailChangedMail(newEmail: string, shop: MailShop): RenderedMail {
  const m = mailMessages.emailChanged;
  return renderMail(shop, m.subject(shop.name), [
    { kind: 'paragraph', text: mailMessages.greeting('') },
    { kind: 'paragraph', text: m.intro(newEmail) },
    { kind: 'paragraph', text: m.notYou },
  ]);
}

/** The support form's message as the shop reads it; the shop answers with « Répondre » (Reply-To is the customer). */
export function supportForwardMail(contact: { name: string; email: string; message: string }, shop: MailShop): RenderedMail {
  const s = mailMessages.support;
  return renderMail(shop, s.subject(contact.name), [
    { kind: 'paragraph', text: s.intro(contact.name, contact.email) },
    { kind: 'quote', text: contact.message },
    { kind: 'paragraph', text: s.replyHint },
  ]);
}
