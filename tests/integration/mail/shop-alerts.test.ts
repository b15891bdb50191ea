import { afterEach, describe, expect, it } from 'vitest';
import type { MailDeps } from '../../../src/server/http/env.ts';
import { mailShop as shopIdentity } from '../../../src/server/mail/queue.ts';
import { writeDailySummary, writeFailureAlert } from '../../../src/server/mail/shop-alerts.ts';
import { amountText } from '../../amount-text.ts';
import { guestOrder } from '../../unit/server/helpers.ts';
import { ALERT, type MailShop, mailShop } from './mail-shop.ts';

let current: MailShop | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

const alertDeps = (alertEmails: string[] = [ALERT]): MailDeps => ({
  shop: shopIdentity,
  siteUrl: 'https://kinboissons.cd',
  resets: true,
  domain: 'kinboissons.cd',
  alertEmails,
  queued: () => {},
});

describe('alerts that reach someone, through a real SMTP server', () => {
  it("the daily summary says yesterday's sales and each product under its own or its unit's threshold, once a day", async () => {
    current = await mailShop();
    const { shop, worker, catcher } = current;
    // Yesterday in Kinshasa (the 20th): two orders of 2 Primus 72 cl (2 500 FC each, 6 000 FC delivery), one cancelled.
    shop.clock.now = new Date('2026-11-20T09:00:00Z');
    const placed: { id: number }[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
        json: guestOrder([{ produit: 1, quantite: 2 }], { email: `client${i}@example.cd` }),
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
      expect(res.status).toBe(201);
      placed.push((await res.json()) as { id: number });
    }
    const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
    await shop.call('POST', `/api/v1/orders/commandes/${placed[1]?.id}/statut/`, { token: manager, json: { statut: 'annulee' } });
    // A crate at 4 is under its unit's 5; Primus 72 cl at 30 bottles gets a threshold of its own, 40.
    await shop.call('PATCH', '/api/v1/products/produits/7/', { token: manager, json: { stock: 4 } });
    await shop.call('PATCH', '/api/v1/products/produits/1/', { token: manager, json: { stock: 30, seuil_stock: 40 } });

    // 07:00 in Kinshasa on the 21st is 06:00 UTC: the summary of the 20th.
    shop.clock.now = new Date('2026-11-21T06:30:00Z');
    await worker.runOnce();
    catcher.mails.length = 0;
    const deps = alertDeps();
    // Two processes at the same hour: one summary.
    const written = await Promise.all([
      writeDailySummary(shop.engine, deps, shop.clock.now),
      writeDailySummary(shop.engine, deps, shop.clock.now),
    ]);
    expect(written.sort()).toEqual(['2026-11-20', null]);
    expect(await worker.runOnce()).toBe(1);
    const [mail] = await catcher.waitFor((mails) => mails.length === 1);
    expect(mail).toMatchObject({ to: [ALERT], subject: 'Résumé du 20 novembre 2026' });
    for (const line of [
      'Commandes reçues : 2',
      'Annulées : 1',
      amountText("Chiffre d'affaires (hors annulées et à confirmer) : 11 000 FC"),
      "Aucune caisse de livreur n'a été fermée ce jour-là.",
      'Primus 72 cl : stock 30 (seuil 40)',
    ])
      expect(mail!.text).toContain(line);
    expect(mail!.text).toMatch(/ : stock 4 \(seuil 5\)/);
    expect(mail!.html).toContain('Stock bas');
    // Later the same day, and again after a restart: nothing more.
    shop.clock.now = new Date('2026-11-21T18:00:00Z');
    expect(await writeDailySummary(shop.engine, deps, shop.clock.now)).toBeNull();
    // The next day's hour: the 21st.
    shop.clock.now = new Date('2026-11-22T06:00:00Z');
    expect(await writeDailySummary(shop.engine, deps, shop.clock.now)).toBe('2026-11-21');
    expect(await shop.query('SELECT jour FROM resumes_quotidiens ORDER BY jour')).toEqual([{ jour: '2026-11-20' }, { jour: '2026-11-21' }]);
  });

  it('without an alert address, no summary is written nor claimed', async () => {
    current = await mailShop();
    expect(await writeDailySummary(current.shop.engine, alertDeps([]), current.shop.clock.now)).toBeNull();
    expect(await current.shop.query('SELECT COUNT(*) AS n FROM resumes_quotidiens')).toEqual([{ n: 0 }]);
  });

  it.each([
    ['build', 'Échec : construction du site', "Le site en ligne reste celui d'avant"],
    ['backup', 'Échec : sauvegarde quotidienne', 'une nouvelle sauvegarde est tentée dans une heure'],
    ['changes', 'Échec : publication des seules pages modifiées', 'publiée par une construction complète du site'],
  ] as const)('a failed %s is mailed at once with its cause', async (what, subject, effect) => {
    current = await mailShop();
    const { shop, worker, catcher } = current;
    await writeFailureAlert(shop.engine, alertDeps(), what, 'disque plein (ENOSPC)', shop.clock.now);
    expect(await worker.runOnce()).toBe(1);
    const [mail] = await catcher.waitFor((mails) => mails.length === 1);
    expect(mail).toMatchObject({ to: [ALERT], subject });
    expect(mail!.text).toContain('Cause : disque plein (ENOSPC)');
    expect(mail!.text).toContain(effect);
    expect((await current.outbox())[0]).toMatchObject({ kind: 'failure-alert', statut: 'sent' });
  });
});
