import { afterEach, describe, expect, it } from 'vitest';
import { formatFC, toCents } from '../../../src/domain/money.ts';
import { amountText } from '../../amount-text.ts';
import { guestOrder, json, type OrderBody, type Page } from '../../unit/server/helpers.ts';
import { ALERT, type MailShop, mailShop, SITE } from './mail-shop.ts';

let current: MailShop | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});
async function setup(): Promise<MailShop> {
  current = await mailShop();
  return current;
}

const fc = (decimal: string) => formatFC(toCents(decimal) ?? Number.NaN);
const mailTo = (m: MailShop, address: string) => m.catcher.mails.filter((mail) => mail.to.includes(address));

interface FullOrder extends OrderBody {
  sous_total: string;
  total_consignes: string;
}

describe('e-mails reach a real SMTP server', () => {
  it('the password reset link has the configured origin, and it works', async () => {
    const m = await setup();
    await m.shop.register('jean@example.cd');
    await m.shop.call('POST', '/api/v1/accounts/password-reset/', { json: { email: 'jean@example.cd' } });
    expect(await m.worker.runOnce()).toBe(1);
    const [mail] = await m.catcher.waitFor((mails) => mails.length === 1);
    expect(mail).toMatchObject({
      to: ['jean@example.cd'],
      from: 'commandes@kinboissons.cd',
      subject: 'Réinitialisation de votre mot de passe Kin Boissons',
    });
    const link = /https:\/\/kinboissons\.cd\/reset-password\/([\w-]+)\/([0-9a-f]{40})/.exec(mail!.text);
    expect(link, mail!.text).not.toBeNull();
    expect(mail!.html).toContain(`href="${link![0]}"`);
    const [, uid, token] = link!;
    const confirm = await m.shop.call('POST', '/api/v1/accounts/password-reset/confirm/', {
      json: { uid, token, new_password: 'tout-nouveau-1' },
    });
    expect(confirm.status).toBe(200);
    expect((await m.outbox())[0]).toMatchObject({ statut: 'sent', attempts: 1, kind: 'reset' });
  });

  it("a registered customer's confirmation carries the lines and the right totals; the shop gets its alert", async () => {
    const m = await setup();
    const token = await m.shop.register('awa@example.cd', 'motdepasse1', 'Awa');
    const res = await m.shop.call('POST', '/api/v1/orders/commandes/', {
      token,
      json: guestOrder(
        [
          { produit: 1, quantite: 2, avec_consigne: true },
          { produit: 23, quantite: 3 },
        ],
        {
          notes: 'Je paie avec : 20 000 FC (monnaie à rendre : 4 100 FC)',
          // No recipient typed: the order goes by the account's name.
          nom_complet: null,
        },
      ),
    });
    const order = await json<FullOrder>(res);
    expect(await m.worker.runOnce()).toBe(2);
    const [confirmation] = mailTo(m, 'awa@example.cd');
    expect(confirmation!.subject).toBe(`Commande ${order.numero_commande} bien reçue`);
    for (const line of [
      `Sous-total : ${fc(order.sous_total)}`,
      `Consignes : ${fc(order.total_consignes)}`,
      `Frais de livraison : ${fc(order.frais_livraison)}`,
      `Total : ${fc(order.total_commande)}`,
      `À payer à la livraison : ${fc(order.total_commande)}`,
      amountText('2 × Primus 72 cl (avec consigne) : 6 000 FC'),
      `${SITE}/mes-commandes.html`,
    ])
      expect(confirmation!.text).toContain(line);
    expect(fc(order.total_commande)).toBe(amountText('15 900 FC'));

    const [alert] = mailTo(m, ALERT);
    expect(alert!.subject).toBe(`Nouvelle commande ${order.numero_commande} — 15 900 FC`);
    for (const line of [
      'Client : Awa Kabila',
      'Téléphone : +243 812 345 678',
      'Adresse de livraison : Av. Kasa-Vubu, N°12, Matonge, Kalamu, Kinshasa',
      'Compte : client inscrit',
      'Remarque : Je paie avec : 20 000 FC (monnaie à rendre : 4 100 FC)',
      amountText('Total : 15 900 FC'),
    ])
      expect(alert!.text).toContain(line);
  });

  it("a guest's confirmation carries a tracking link that opens the order; without an e-mail only the shop hears", async () => {
    const m = await setup();
    const order = await json<OrderBody>(
      await m.shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
        json: guestOrder([{ produit: 1 }], { email: 'mireille@example.cd' }),
      }),
    );
    await m.shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 1 }]) });
    expect(await m.worker.runOnce()).toBe(3);
    expect(mailTo(m, ALERT)).toHaveLength(2);
    const [confirmation] = mailTo(m, 'mireille@example.cd');
    expect(m.catcher.mails).toHaveLength(3);
    const link = new RegExp(`${SITE}/suivi-commande#([0-9a-f]{40})`).exec(confirmation!.text);
    expect(link?.[1]).toBe(order.token_suivi);
    expect(confirmation!.html).toContain(`href="${link![0]}"`);
    const tracked = await m.shop.call('GET', `/api/v1/orders/commandes/suivi/${link![1]}/`);
    expect(tracked.status).toBe(200);
    expect((await json<OrderBody>(tracked)).numero_commande).toBe(order.numero_commande);
  });

  it('status changes: on the way, delivered and cancelled are e-mailed, the others are not', async () => {
    const m = await setup();
    const staff = await m.shop.staff();
    const place = async () =>
      json<OrderBody>(
        await m.shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
          json: guestOrder([{ produit: 1 }], { email: 'mireille@example.cd' }),
        }),
      );
    const move = (id: number, statut: string) =>
      m.shop.call('POST', `/api/v1/orders/commandes/${id}/statut/`, { token: staff, json: { statut } });
    const delivered = await place();
    for (const statut of ['confirmee', 'en_preparation', 'prete_livraison', 'en_livraison', 'livree'])
      expect((await move(delivered.id, statut)).status).toBe(200);
    const cancelled = await place();
    await move(cancelled.id, 'annulee');
    await m.worker.runOnce();
    expect(mailTo(m, 'mireille@example.cd').map((mail) => mail.subject)).toEqual([
      `Commande ${delivered.numero_commande} bien reçue`,
      `Commande ${delivered.numero_commande} : En livraison`,
      `Commande ${delivered.numero_commande} : Livrée`,
      `Commande ${cancelled.numero_commande} bien reçue`,
      `Commande ${cancelled.numero_commande} : Annulée`,
    ]);
  });

  it("the support form's message goes to the shop with the customer as Reply-To", async () => {
    const m = await setup();
    const res = await m.shop.call('POST', '/api/v1/contact/message/', {
      json: { name: 'Patrick', email: 'patrick@example.cd', message: 'Livrez-vous à Kintambo ?\nMerci' },
    });
    expect(res.status).toBe(201);
    await m.worker.runOnce();
    const [mail] = m.catcher.mails;
    expect(mail).toMatchObject({ to: [ALERT], replyTo: 'patrick@example.cd', subject: "Message de Patrick (formulaire d'aide)" });
    expect(mail!.text).toContain('> Livrez-vous à Kintambo ?\n> Merci');
  });

  it("a name with <script> arrives escaped in the HTML part of the alert, and not at all in the guest's confirmation", async () => {
    const m = await setup();
    await m.shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
      json: guestOrder([{ produit: 1 }], { nom_complet: '<script>alert(1)</script> Mireille', email: 'mireille@example.cd' }),
    });
    await m.worker.runOnce();
    expect(m.catcher.mails).toHaveLength(2);
    for (const mail of m.catcher.mails) expect(mail.html).not.toContain('<script>');
    const alert = m.catcher.mails.find((mail) => mail.to.includes(ALERT));
    expect(alert?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Mireille');
    expect(alert?.text).toContain('<script>alert(1)</script> Mireille');
    // The guest's address is only typed: their confirmation says nothing typed with it.
    const confirmation = m.catcher.mails.find((mail) => mail.to.includes('mireille@example.cd'));
    expect(confirmation?.text).not.toContain('Mireille');
  });

  it('every message has its own stable Message-ID on the shop domain', async () => {
    const m = await setup();
    for (let i = 0; i < 3; i++)
      await m.shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: 1 }], { email: `c${i}@example.cd` }) });
    await m.worker.runOnce();
    const rows = await m.outbox();
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row.message_id).toMatch(new RegExp(`^<${row.id}\\.[\\w-]{12}@kinboissons\\.cd>$`));
    expect(m.catcher.mails.map((mail) => mail.messageId).sort()).toEqual(rows.map((row) => row.message_id).sort());
  });

  it('nothing is written when the cause fails: a refused order queues no e-mail', async () => {
    const m = await setup();
    const res = await m.shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
      json: guestOrder([{ produit: 1, quantite: 100_000 }], { email: 'a@example.cd' }),
    });
    expect(res.status).toBe(400);
    expect(await m.outbox()).toEqual([]);
    expect((await json<Page<unknown>>(await m.shop.call('GET', '/api/v1/staff/outbox/', { token: await m.shop.staff() }))).count).toBe(0);
  });
});
