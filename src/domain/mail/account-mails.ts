/** E-mails about a customer's account and messages: the password reset link, the support form forwarded to the shop. */
import { mailMessages } from '../messages/mail.ts';
import { type MailShop, type RenderedMail, renderMail } from './layout.ts';

/** The reset link (absolute, valid one hour, single use). */
export function resetPasswordMail(link: string, shop: MailShop): RenderedMail {
  const r = mailMessages.reset;
  return renderMail(shop, r.subject(shop.name), [
    { kind: 'paragraph', text: mailMessages.greeting('') },
    { kind: 'paragraph', text: r.intro },
    { kind: 'link', label: r.button, href: link },
    { kind: 'paragraph', text: r.ignore },
  ]);
}

/** The link that proves the address before the orders placed without an account under it join the account (valid one day, once). */
export function guestOrdersMail(link: string, shop: MailShop): RenderedMail {
  const g = mailMessages.guestOrders;
  return renderMail(shop, g.subject(shop.name), [
    { kind: 'paragraph', text: mailMessages.greeting('') },
    { kind: 'paragraph', text: g.intro },
    { kind: 'link', label: g.button, href: link },
    { kind: 'paragraph', text: g.ignore },
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
