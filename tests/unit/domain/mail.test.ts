import { describe, expect, it } from 'vitest';
import { resetPasswordMail, supportForwardMail } from '../../../src/domain/mail/account-mails.ts';
import type { MailShop, RenderedMail } from '../../../src/domain/mail/layout.ts';
import { type MailOrder, orderAlertMail, orderConfirmationMail, orderStatusMail } from '../../../src/domain/mail/order-mails.ts';
import { ORDER_STATUSES } from '../../../src/domain/order-status.ts';
import { amountText } from '../../amount-text.ts';

const shop: MailShop = {
  name: 'Kin Boissons',
  addressLine: '12, avenue du Commerce, Gombe, Kinshasa, RD Congo',
  phone: '+243 812 345 678',
  email: 'contact@kinboissons.cd',
};

const order: MailOrder = {
  numero: 'KB-20261121-0007',
  statut: 'en_attente',
  nomClient: 'Mireille Tshala',
  telephone: '2430812345678',
  adresse: 'Av. Kasa-Vubu, N°12, Matonge, Kalamu, Kinshasa',
  email: 'mireille@example.cd',
  notes: amountText('Je paie avec : 50 000 FC (monnaie à rendre : 8 500 FC)'),
  registered: false,
  addressProven: true,
  held: false,
  goodsCents: 3_000_000,
  depositsCents: 500_000,
  feeCents: 600_000,
  totalCents: 4_100_000,
  lines: [
    { nom: 'Primus 72 cl', quantite: 12, unitCents: 250_000, consigneCents: 0, avecConsigne: false },
    { nom: 'Eau Vitale 1,5 L', quantite: 2, unitCents: 0, consigneCents: 250_000, avecConsigne: true },
  ],
};

const tracking = 'https://kinboissons.cd/suivi-commande#0123456789abcdef0123456789abcdef01234567';
const orders = 'https://kinboissons.cd/mes-commandes.html';

/** Text of the HTML part a person reads: tags dropped, the escapes of escapeHtml read back. */
const visible = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

const cases: [name: string, mail: RenderedMail, subject: string, says: string[]][] = [
  [
    'password reset',
    resetPasswordMail('https://kinboissons.cd/reset-password/MQ/abc', shop),
    'Réinitialisation de votre mot de passe Kin Boissons',
    ['https://kinboissons.cd/reset-password/MQ/abc', 'valable 1 heure', 'ignorez ce message'],
  ],
  [
    'an order confirmation to an address the customer proved',
    orderConfirmationMail(order, { tracking }, shop),
    'Commande KB-20261121-0007 bien reçue',
    [
      'Bonjour Mireille Tshala,',
      amountText('12 × Primus 72 cl : 30 000 FC'),
      amountText('2 × Eau Vitale 1,5 L (avec consigne) : 5 000 FC'),
      amountText('Sous-total : 30 000 FC'),
      amountText('Consignes : 5 000 FC'),
      amountText('Frais de livraison : 6 000 FC'),
      amountText('Total : 41 000 FC'),
      amountText('À payer à la livraison : 41 000 FC'),
      'Adresse de livraison : Av. Kasa-Vubu, N°12, Matonge, Kalamu, Kinshasa',
      'Téléphone : +243 812 345 678',
      amountText('Remarque : Je paie avec : 50 000 FC (monnaie à rendre : 8 500 FC)'),
      tracking,
    ],
  ],
  [
    "a registered customer's order confirmation",
    orderConfirmationMail({ ...order, registered: true, feeCents: 0, notes: ' ' }, { orders }, shop),
    'Commande KB-20261121-0007 bien reçue',
    ['Frais de livraison : Gratuite', orders],
  ],
  [
    "a large order held for the shop's call",
    orderConfirmationMail({ ...order, held: true }, { tracking }, shop),
    'Commande KB-20261121-0007 bien reçue',
    ['Nous vous appelons pour la confirmer avant de la préparer', tracking],
  ],
  [
    'the rider is on the way',
    orderStatusMail({ ...order, statut: 'en_livraison' }, shop) as RenderedMail,
    'Commande KB-20261121-0007 : En livraison',
    ['est en route', amountText('Préparez 41 000 FC'), amountText('12 × Primus 72 cl : 30 000 FC')],
  ],
  [
    'delivered',
    orderStatusMail({ ...order, statut: 'livree' }, shop) as RenderedMail,
    'Commande KB-20261121-0007 : Livrée',
    ['a été livrée'],
  ],
  [
    'cancelled',
    orderStatusMail({ ...order, statut: 'annulee' }, shop) as RenderedMail,
    'Commande KB-20261121-0007 : Annulée',
    ['a été annulée'],
  ],
  [
    "the shop's new-order alert",
    orderAlertMail(order, shop),
    // A subject is one line: its spaces are ordinary ones.
    'Nouvelle commande KB-20261121-0007 — 41 000 FC',
    [
      'Client : Mireille Tshala',
      'Téléphone : +243 812 345 678',
      'Adresse de livraison : Av. Kasa-Vubu, N°12, Matonge, Kalamu, Kinshasa',
      'E-mail : mireille@example.cd',
      'Compte : invité',
      amountText('Remarque : Je paie avec : 50 000 FC (monnaie à rendre : 8 500 FC)'),
      'Articles (14 unités)',
      amountText('12 × Primus 72 cl : 30 000 FC'),
      amountText('Total : 41 000 FC'),
    ],
  ],
  [
    "the shop's alert of a held order",
    orderAlertMail({ ...order, held: true }, shop),
    'Nouvelle commande KB-20261121-0007 — 41 000 FC',
    ["à confirmer par téléphone avant d'en prendre le stock", "Son stock n'est pris qu'à la confirmation.", 'Client : Mireille Tshala'],
  ],
  [
    'the support form forwarded',
    supportForwardMail({ name: 'Jean', email: 'jean@example.cd', message: 'Bonjour,\nma commande ?' }, shop),
    "Message de Jean (formulaire d'aide)",
    ["Jean <jean@example.cd> a écrit depuis la page d'aide :", '> Bonjour,\n> ma commande ?', 'Répondez à ce message'],
  ],
];

describe('e-mails: subject, text part and HTML part say the same, signed by the shop', () => {
  it.each(cases)('%s', (_, mail, subject, says) => {
    expect(mail.subject).toBe(subject);
    for (const text of says) expect(mail.text).toContain(text);
    const html = visible(mail.html);
    // In the HTML a row's label and value sit in two cells, a quote's lines in one block.
    for (const piece of says.flatMap((text) => text.split(/ : |\n/))) expect(html).toContain(piece.replace(/^> /, ''));
    for (const part of [mail.text, html]) {
      for (const signature of [shop.name, shop.addressLine, shop.phone, shop.email]) expect(part).toContain(signature);
    }
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(mail.html).toContain(`<title>${subject.replaceAll("'", '&#39;')}</title>`);
  });
});

describe('every value is escaped in the HTML part', () => {
  const hostile = '<script>alert("x")</script> & \'o\'';
  const everywhere: MailOrder = {
    ...order,
    nomClient: hostile,
    adresse: hostile,
    telephone: hostile,
    email: hostile,
    notes: hostile,
    numero: hostile,
    lines: [{ ...order.lines[0]!, nom: hostile }],
  };
  it.each<[string, RenderedMail]>([
    ['confirmation', orderConfirmationMail(everywhere, { tracking: `${tracking}"><script>` }, shop)],
    ['status', orderStatusMail({ ...everywhere, statut: 'annulee' }, shop) as RenderedMail],
    ['alert', orderAlertMail(everywhere, shop)],
    ['support', supportForwardMail({ name: hostile, email: hostile, message: hostile }, shop)],
    ['reset', resetPasswordMail(`${tracking}"><script>`, shop)],
  ])('%s', (_, mail) => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('<script>');
  });

  it('the escaped value reads as typed', () => {
    const html = orderAlertMail(everywhere, shop).html;
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;o&#39;');
  });

  it('a subject is one line whatever a name holds', () => {
    expect(supportForwardMail({ name: 'Jean\r\nBcc: x@y.cd', email: 'a@b.cd', message: '' }, shop).subject).toBe(
      "Message de Jean Bcc: x@y.cd (formulaire d'aide)",
    );
  });
});

describe('an e-mail to an address only typed carries nothing the sender typed', () => {
  const typed: MailOrder = {
    ...order,
    addressProven: false,
    nomClient: 'Votre compte est suspendu',
    adresse: 'Appelez le 0999 999 999',
    telephone: '2430999999999',
    notes: 'http://piege.example/connexion',
  };
  it.each<[string, RenderedMail]>([
    ['confirmation', orderConfirmationMail(typed, { tracking }, shop)],
    ['rider on the way', orderStatusMail({ ...typed, statut: 'en_livraison' }, shop) as RenderedMail],
    ['cancelled', orderStatusMail({ ...typed, statut: 'annulee' }, shop) as RenderedMail],
  ])('%s: the order number, its lines and totals, the link; no name, address, phone or notes', (_, mail) => {
    for (const part of [mail.text, visible(mail.html)]) {
      expect(part).toContain('KB-20261121-0007');
      expect(part).toContain('Bonjour,');
      for (const text of [typed.nomClient, typed.adresse, '999 999 999', typed.notes]) expect(part).not.toContain(text);
    }
    if (mail.subject.includes('reçue')) expect(mail.text).toContain(tracking);
  });

  it("the shop's alert still carries everything", () => {
    const alert = orderAlertMail(typed, shop).text;
    for (const text of [typed.nomClient, typed.adresse, '+243 999 999 999', typed.notes]) expect(alert).toContain(text);
  });
});

describe('which status changes are e-mailed', () => {
  it.each(ORDER_STATUSES.map((statut) => [statut, ['en_livraison', 'livree', 'annulee'].includes(statut)] as const))(
    '%s → %s',
    (statut, mailed) => expect(orderStatusMail({ ...order, statut }, shop) !== null).toBe(mailed),
  );
});
