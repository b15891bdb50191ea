import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { staffOrderSchema } from '../../../src/contract/staff-orders.ts';
import { formatFC, toCents } from '../../../src/domain/money.ts';
import { cashDifferencesOfDay } from '../../../src/server/db/daily-cash.ts';
import { guestOrder, json, makeShop, moveOrder, type OrderBody, TO_READY } from './helpers.ts';

type Shop = ReturnType<typeof makeShop>;
interface Stop {
  id: number;
  statut: string;
  total_commande: string;
  ordre_arret: number;
  articles: { id: number; produit: number | null }[];
  livraison: { resultat: string; especes: string; consigne_manquante: string; a_encaisser: string } | null;
}
interface Cash {
  livreur: number;
  attendu: string;
  remis: string | null;
  ecart: string | null;
  ecart_signe: number | null;
  fermee: boolean;
}

/** The depot: a manager, an admin who makes two riders from « Personnel », each signed in; the crate sold with a 12 000 FC deposit. */
async function depot(shop: Shop) {
  const admin = await shop.staff('admin@kinboissons.cd', 'admin');
  const manager = await shop.staff('gerant@kinboissons.cd', 'manager');
  const riders = [await shop.rider(admin, 'didier@kinboissons.cd', 'Didier'), await shop.rider(admin, 'eric@kinboissons.cd', 'Eric')];
  const [crate] = await shop.query<{ id: number }>(
    "SELECT id FROM produits WHERE unite = 'Casier de 20 bouteilles' AND prix_consigne_cents = 1200000 AND vendu_avec_consigne = 1 AND stock >= 10 ORDER BY id",
  );
  if (!crate) throw new Error('no crate of 20 with a 12 000 FC deposit in the seed');
  return { admin, manager, riders, crate: crate.id };
}

/** A guest order of `crates` crates exchanged (no deposit charged), moved by the manager to « Prête pour livraison ». */
async function readyOrder(shop: Shop, manager: string, crate: number, crates: number, phone = '2430812345678') {
  const placed = await json<OrderBody>(
    await shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
      json: guestOrder([{ produit: crate, quantite: crates, avec_consigne: false }], { telephone_livraison: phone }),
    }),
  );
  await moveOrder(shop, manager, placed.id, ...TO_READY);
  return placed;
}

const round = (shop: Shop, manager: string, livreur: number, commandes: number[]) =>
  shop.call('POST', '/api/v1/staff/tournees/', { token: manager, json: { livreur, commandes } });
const deliver = (
  shop: Shop,
  token: string,
  id: number,
  especes: string,
  vides: { article: number; casiers: number; bouteilles: number }[],
  key?: string,
) =>
  shop.call('POST', `/api/v1/livreur/commandes/${id}/livraison/`, {
    token,
    json: { resultat: 'livree', especes, vides },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const cashOf = async (shop: Shop, manager: string, jour = '2026-11-21') =>
  (await json<{ caisses: Cash[] }>(await shop.call('GET', `/api/v1/staff/caisses/?jour=${jour}`, { token: manager }))).caisses;

describe("a rider's round: outcomes, the deposit of empties missing, the day closed", () => {
  it('delivers with one crate fewer than declared (12 000 FC more to collect), sends an absent customer back, closes with a 2 000 FC difference', async () => {
    const shop = makeShop();
    const { manager, riders, crate } = await depot(shop);
    const [didier, eric] = riders as [{ id: number; token: string }, { id: number; token: string }];
    const a = await readyOrder(shop, manager, crate, 2);
    const b = await readyOrder(shop, manager, crate, 1);
    expect((await round(shop, manager, didier.id, [b.id, a.id])).status).toBe(201);

    const mine = await json<{ commandes: Stop[] }>(await shop.call('GET', '/api/v1/livreur/tournee/', { token: didier.token }));
    expect(mine.commandes.map((s) => [s.id, s.ordre_arret, s.statut])).toEqual([
      [b.id, 1, 'en_livraison'],
      [a.id, 2, 'en_livraison'],
    ]);
    for (const s of mine.commandes) staffOrderSchema.parse(s);
    // Eric sees nothing of Didier's round, and can record nothing on it.
    expect(
      (await json<{ commandes: Stop[] }>(await shop.call('GET', '/api/v1/livreur/tournee/', { token: eric.token }))).commandes,
    ).toEqual([]);
    expect((await deliver(shop, eric.token, a.id, '0', [])).status).toBe(404);

    const line = mine.commandes[1]?.articles[0]?.id ?? 0;
    const total = toCents(a.total_commande) ?? 0;
    const key = 'livraison-a-1';
    const first = await deliver(
      shop,
      didier.token,
      a.id,
      String((total + 1_200_000) / 100),
      [{ article: line, casiers: 1, bouteilles: 0 }],
      key,
    );
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    const stop = JSON.parse(firstBody) as Stop;
    expect(stop.statut).toBe('livree');
    expect(stop.livraison?.consigne_manquante).toBe('12000.00');
    expect(toCents(stop.livraison?.a_encaisser ?? '')).toBe(total + 1_200_000);
    // Sent again after a lost answer: the same answer, one outcome stored.
    const again = await deliver(
      shop,
      didier.token,
      a.id,
      String((total + 1_200_000) / 100),
      [{ article: line, casiers: 1, bouteilles: 0 }],
      key,
    );
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(firstBody);
    expect(await shop.query('SELECT id FROM livraisons WHERE commande_id = ?', a.id)).toHaveLength(1);
    // Another tap without the key: refused, still one outcome.
    expect((await deliver(shop, didier.token, a.id, '1', [])).status).toBe(409);

    const absent = await shop.call('POST', `/api/v1/livreur/commandes/${b.id}/livraison/`, {
      token: didier.token,
      json: { resultat: 'pas_livree', motif: 'absent' },
    });
    expect(absent.status).toBe(201);
    expect((await json<Stop>(absent)).statut).toBe('prete_livraison');
    // The manager sees the customer's order with the same amount the rider saw.
    const seen = await json<Stop>(await shop.call('GET', `/api/v1/staff/commandes/${a.id}/`, { token: manager }));
    expect(seen.livraison?.a_encaisser).toBe(stop.livraison?.a_encaisser);
    // And the customer, through the tracking link of the guest order, reads the same figures.
    const tracked = await json<{ consigne_manquante: string; a_encaisser: string }>(
      await shop.call('GET', `/api/v1/orders/commandes/suivi/${a.token_suivi}/`),
    );
    expect([tracked.consigne_manquante, tracked.a_encaisser]).toEqual(['12000.00', stop.livraison?.a_encaisser]);

    const expected = total + 1_200_000;
    const before = (await cashOf(shop, manager)).find((c) => c.livreur === didier.id);
    expect(toCents(before?.attendu ?? '')).toBe(expected);
    const closing = await shop.call('POST', '/api/v1/staff/caisses/', {
      token: manager,
      json: { livreur: didier.id, jour: '2026-11-21', remis: String((expected - 200_000) / 100) },
    });
    expect(closing.status).toBe(201);
    const closed = await json<Cash>(closing);
    expect([closed.ecart, closed.ecart_signe, closed.fermee]).toEqual(['2000.00', -1, true]);
    // Frozen: no correction, no second closing.
    const correction = await shop.call('POST', `/api/v1/staff/commandes/${a.id}/livraison/correction/`, {
      token: manager,
      json: { livraison: { resultat: 'livree', especes: '1', vides: [] }, motif_correction: 'erreur de saisie' },
    });
    expect(correction.status).toBe(409);
    expect(
      (await shop.call('POST', '/api/v1/staff/caisses/', { token: manager, json: { livreur: didier.id, jour: '2026-11-21', remis: '0' } }))
        .status,
    ).toBe(409);
    expect((await cashOf(shop, manager)).find((c) => c.livreur === didier.id)?.ecart).toBe('2000.00');
    // The daily summary names the difference, short by 2 000 FC, under the rider's name; a day without closing has none.
    expect(await cashDifferencesOfDay(shop.engine.db, '2026-11-21')).toEqual([{ rider: 'Didier', differenceCents: -200_000 }]);
    expect(await cashDifferencesOfDay(shop.engine.db, '2026-11-20')).toBeNull();
    // « Journal »: the closing read as one sentence, under « Tournées, livraisons, caisse » (the manager, unnamed, by his own e-mail).
    const journal = await json<{ results: { texte: string }[] }>(
      await shop.call('GET', '/api/v1/staff/journal/?quoi=livraison', { token: manager }),
    );
    const expectedText = formatFC(expected);
    expect(journal.results.map((r) => r.texte)).toContain(
      `gerant@kinboissons.cd a fermé la caisse de Didier du 2026-11-21 : attendu ${expectedText}, remis ${formatFC(expected - 200_000)}, écart ${formatFC(-200_000)}`,
    );
    // « Aujourd'hui »: delivered revenue is the delivered outcome's amount, apart from the order still open.
    const day = await json<{ livre: string; especes_remises: string; en_cours: string }>(
      await shop.call('GET', '/api/v1/staff/jour/?date=2026-11-21', { token: manager }),
    );
    expect(toCents(day.livre)).toBe(expected);
    expect(toCents(day.especes_remises)).toBe(expected - 200_000);
    expect(toCents(day.en_cours)).toBe(toCents(b.total_commande));
  });

  it('a correction by the manager replaces the outcome, with its reason journaled, until the day is closed', async () => {
    const shop = makeShop();
    const { manager, riders, crate } = await depot(shop);
    const didier = riders[0] as { id: number; token: string };
    const a = await readyOrder(shop, manager, crate, 1);
    await round(shop, manager, didier.id, [a.id]);
    await deliver(shop, didier.token, a.id, '5000', []);
    const res = await shop.call('POST', `/api/v1/staff/commandes/${a.id}/livraison/correction/`, {
      token: manager,
      json: { livraison: { resultat: 'pas_livree', motif: 'refuse' }, motif_correction: 'le client a refusé le casier' },
    });
    expect(res.status).toBe(200);
    expect((await json<Stop>(res)).statut).toBe('prete_livraison');
    expect(toCents((await cashOf(shop, manager)).find((c) => c.livreur === didier.id)?.attendu ?? '')).toBe(0);
    const journal = await shop.query<{ action: string; details: string }>(
      "SELECT action, details FROM journal WHERE objet = 'commande' AND objet_id = ? AND action IN ('livraison', 'correction') ORDER BY id",
      a.id,
    );
    expect(journal.map((j) => j.action)).toEqual(['livraison', 'correction']);
    expect(journal[1]?.details).toContain('le client a refusé le casier');
    // The order's history in gestion names the correction and its reason, after the status moves.
    const history = await json<{ auteur: string; vers?: string; correction?: string }[]>(
      await shop.call('GET', `/api/v1/staff/commandes/${a.id}/historique/`, { token: manager }),
    );
    expect(history.at(-1)).toMatchObject({ auteur: 'gerant@kinboissons.cd', correction: 'le client a refusé le casier' });
    expect(history.filter((h) => h.vers !== undefined).length).toBeGreaterThan(0);
    // Without a reason: refused with the French message.
    const bare = await shop.call('POST', `/api/v1/staff/commandes/${a.id}/livraison/correction/`, {
      token: manager,
      json: { livraison: { resultat: 'livree', especes: '1', vides: [] }, motif_correction: '' },
    });
    expect(bare.status).toBe(400);
    expect(JSON.stringify(await bare.json())).toContain('Indiquez la raison de la correction.');
  });

  it("the day's rounds are listed with their rider's name and their orders stop by stop; another day has none", async () => {
    const shop = makeShop();
    const { manager, crate, riders } = await depot(shop);
    const [didier, eric] = riders as [{ id: number; token: string }, { id: number; token: string }];
    const a = await readyOrder(shop, manager, crate, 1);
    const b = await readyOrder(shop, manager, crate, 2);
    const c = await readyOrder(shop, manager, crate, 1);
    expect((await round(shop, manager, didier.id, [b.id, a.id])).status).toBe(201);
    expect((await round(shop, manager, eric.id, [c.id])).status).toBe(201);
    const list = async (jour: string) =>
      json<{ livreur: number; nom: string; jour: string; commandes: Stop[] }[]>(
        await shop.call('GET', `/api/v1/staff/tournees/?jour=${jour}`, { token: manager }),
      );
    const today = await list('2026-11-21');
    expect(today.map((r) => [r.livreur, r.nom, r.jour, r.commandes.map((s) => [s.id, s.ordre_arret])])).toEqual([
      [
        didier.id,
        'Didier',
        '2026-11-21',
        [
          [b.id, 1],
          [a.id, 2],
        ],
      ],
      [eric.id, 'Eric', '2026-11-21', [[c.id, 1]]],
    ]);
    for (const s of today.flatMap((r) => r.commandes)) staffOrderSchema.parse(s);
    expect(await list('2026-11-20')).toEqual([]);
    expect((await shop.call('GET', '/api/v1/staff/tournees/?jour=hier', { token: manager })).status).toBe(400);
  });

  it('a round takes only orders ready to leave, and only an active rider', async () => {
    const shop = makeShop();
    const { manager, crate, riders } = await depot(shop);
    const placed = await json<OrderBody>(
      await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder([{ produit: crate, quantite: 1 }]) }),
    );
    const notReady = await round(shop, manager, riders[0]?.id ?? 0, [placed.id]);
    expect(notReady.status).toBe(400);
    expect(JSON.stringify(await notReady.json())).toContain('seules les commandes prêtes partent en tournée');
    const managerId = (await shop.query<{ id: number }>("SELECT id FROM users WHERE email = 'gerant@kinboissons.cd'"))[0]?.id ?? 0;
    const ready = await readyOrder(shop, manager, crate, 1);
    expect((await round(shop, manager, managerId, [ready.id])).status).toBe(400);
    expect((await shop.query<{ statut: string }>('SELECT statut FROM commandes WHERE id = ?', ready.id))[0]?.statut).toBe(
      'prete_livraison',
    );
  });
});

const ops = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('deliver' as const), order: fc.nat(3), especes: fc.nat(200_000), back: fc.nat(3) }),
    fc.record({ kind: fc.constant('fail' as const), order: fc.nat(3) }),
    fc.record({
      kind: fc.constant('correct' as const),
      order: fc.nat(3),
      especes: fc.nat(200_000),
      back: fc.nat(3),
      delivered: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('close' as const), rider: fc.nat(1), remis: fc.nat(500_000) }),
  ),
  { maxLength: 12 },
);

describe('property: cash expected and empties balance are the sums of the recorded outcomes', () => {
  it('for any sequence of deliveries, failures, corrections and closings, per rider and per customer', async () => {
    await fc.assert(
      fc.asyncProperty(ops, async (sequence) => {
        const shop = makeShop();
        const { manager, riders, crate } = await depot(shop);
        // Four orders of 1 to 4 crates exchanged, two customers, two per rider.
        const orders: { id: number; line: number; rider: number; customer: string; crates: number }[] = [];
        for (let i = 0; i < 4; i++) {
          const phone = i % 2 === 0 ? '2430812345678' : '2430998765432';
          const placed = await readyOrder(shop, manager, crate, i + 1, phone);
          const rider = i < 2 ? 0 : 1;
          orders.push({ id: placed.id, line: 0, rider, customer: phone, crates: i + 1 });
        }
        for (const r of [0, 1]) {
          const res = await round(
            shop,
            manager,
            riders[r]?.id ?? 0,
            orders.filter((o) => o.rider === r).map((o) => o.id),
          );
          expect(res.status).toBe(201);
          const body = await json<{ commandes: Stop[] }>(res);
          for (const s of body.commandes) {
            const o = orders.find((x) => x.id === s.id);
            if (o) o.line = s.articles[0]?.id ?? 0;
          }
        }
        const model = new Map<number, { delivered: boolean; especes: number; back: number }>();
        const closed = new Map<number, number>();
        const onRoad = new Set(orders.map((o) => o.id));
        for (const op of sequence) {
          if (op.kind === 'close') {
            const rider = riders[op.rider];
            if (!rider) continue;
            const res = await shop.call('POST', '/api/v1/staff/caisses/', {
              token: manager,
              json: { livreur: rider.id, jour: '2026-11-21', remis: String(op.remis / 100) },
            });
            const expected = [...model].filter(([id, m]) => m.delivered && orders.find((o) => o.id === id)?.rider === op.rider);
            expect(res.status).toBe(closed.has(op.rider) ? 409 : 201);
            if (!closed.has(op.rider))
              closed.set(
                op.rider,
                expected.reduce((s, [, m]) => s + m.especes, 0),
              );
            continue;
          }
          const o = orders[op.order];
          if (!o) continue;
          const token = riders[o.rider]?.token ?? '';
          const dayClosed = closed.has(o.rider);
          if (op.kind === 'deliver' || op.kind === 'fail') {
            const res =
              op.kind === 'deliver'
                ? await deliver(shop, token, o.id, String(op.especes / 100), [{ article: o.line, casiers: op.back, bouteilles: 0 }])
                : await shop.call('POST', `/api/v1/livreur/commandes/${o.id}/livraison/`, {
                    token,
                    json: { resultat: 'pas_livree', motif: 'absent' },
                  });
            const allowed = onRoad.has(o.id) && !dayClosed;
            // Delivered, sent back to the depot, or his day closed: settled.
            expect(res.status).toBe(allowed ? 201 : 409);
            if (allowed) {
              onRoad.delete(o.id);
              model.set(
                o.id,
                op.kind === 'deliver' ? { delivered: true, especes: op.especes, back: op.back } : { delivered: false, especes: 0, back: 0 },
              );
            }
          } else {
            const res = await shop.call('POST', `/api/v1/staff/commandes/${o.id}/livraison/correction/`, {
              token: manager,
              json: {
                livraison: op.delivered
                  ? { resultat: 'livree', especes: String(op.especes / 100), vides: [{ article: o.line, casiers: op.back, bouteilles: 0 }] }
                  : { resultat: 'pas_livree', motif: 'autre', note: 'erreur' },
                motif_correction: 'saisie corrigée',
              },
            });
            const allowed = model.has(o.id) && !dayClosed;
            expect(res.status).toBe(allowed ? 200 : 409);
            if (allowed)
              model.set(
                o.id,
                op.delivered ? { delivered: true, especes: op.especes, back: op.back } : { delivered: false, especes: 0, back: 0 },
              );
          }
        }
        // Cash per rider: frozen at its closing, else the sum of his current delivered outcomes; both ways.
        const cash = await cashOf(shop, manager);
        for (const [r, rider] of riders.entries()) {
          const open = [...model]
            .filter(([id, m]) => m.delivered && orders.find((o) => o.id === id)?.rider === r)
            .reduce((s, [, m]) => s + m.especes, 0);
          const shown = toCents(cash.find((c) => c.livreur === rider.id)?.attendu ?? '');
          expect(shown).toBe(closed.get(r) ?? open);
          const [summed] = await shop.query<{ n: number | null }>(
            "SELECT SUM(especes_cents) AS n FROM livraisons WHERE livreur_id = ? AND actuelle = 1 AND resultat = 'livree'",
            rider.id,
          );
          expect(Number(summed?.n ?? 0)).toBe(open);
        }
        // Empties per customer: out − back, as the depot's « Vides » shows it, summed per order and per customer.
        const balances = await json<{ telephone: string; sortis: number; rendus: number; solde: number }[]>(
          await shop.call('GET', '/api/v1/staff/vides/', { token: manager }),
        );
        for (const phone of ['2430812345678', '2430998765432']) {
          const mine = orders.filter((o) => o.customer === phone && model.get(o.id)?.delivered);
          const out = mine.reduce((s, o) => s + o.crates * 20, 0);
          const back = mine.reduce((s, o) => s + (model.get(o.id)?.back ?? 0) * 20, 0);
          const row = balances.find((b) => b.telephone === phone);
          expect(row?.sortis ?? 0).toBe(out);
          expect(row?.rendus ?? 0).toBe(back);
          expect(row?.solde ?? 0).toBe(out - back);
        }
        const total = balances.reduce((s, b) => s + b.solde, 0);
        const [all] = await shop.query<{ n: number | null }>(
          "SELECT SUM(v.sortis) - SUM(v.rendus) AS n FROM livraison_vides v JOIN livraisons l ON l.id = v.livraison_id WHERE l.actuelle = 1 AND l.resultat = 'livree'",
        );
        expect(total).toBe(Number(all?.n ?? 0));
        await shop.engine.close();
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
