import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { RiderStop } from '../../../../src/contract/staff-orders.ts';
import { createRiderRound } from '../../../../src/stores/gestion/rider-round.ts';
import type { KeptRound, QueuedOutcome } from '../../../../src/stores/stored/rider-round.ts';
import { guestOrder, json, type OrderBody } from '../../server/helpers.ts';
import { gestionShop } from './shop.ts';

const RIDER = 'didier@kinboissons.cd';

/** A rider made from « Personnel », signed in on the staff client, with a round of two orders of two crates exchanged. */
async function riderWithRound() {
  const g = await gestionShop();
  const manager = g.session.token;
  const admin = await g.shop.staff('admin@kinboissons.cd', 'admin');
  const made = await g.shop.call('POST', '/api/v1/staff/personnel/', {
    token: admin,
    json: { email: RIDER, first_name: 'Didier', password: 'livreur-secret', role: 'livreur' },
  });
  const { id: livreur } = await json<{ id: number }>(made);
  const [crate] = await g.shop.query<{ id: number }>(
    "SELECT id FROM produits WHERE unite = 'Casier de 20 bouteilles' AND prix_consigne_cents = 1200000 AND vendu_avec_consigne = 1 AND stock >= 10 ORDER BY id",
  );
  const ids: number[] = [];
  for (const phone of ['2430812345678', '2430898765432']) {
    const placed = await json<OrderBody>(
      await g.shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
        json: guestOrder([{ produit: crate!.id, quantite: 2, avec_consigne: false }], { telephone_livraison: phone }),
      }),
    );
    for (const statut of ['confirmee', 'en_preparation', 'prete_livraison']) {
      await g.shop.call('POST', `/api/v1/orders/commandes/${placed.id}/statut/`, { token: manager, json: { statut } });
    }
    ids.push(placed.id);
  }
  await g.shop.call('POST', '/api/v1/staff/tournees/', { token: manager, json: { livreur, commandes: ids } });
  const login = await g.shop.call('POST', '/api/v1/token-auth/', { json: { username: RIDER, password: 'livreur-secret' } });
  g.session.token = (await json<{ token: string }>(login)).token;
  const $kept = atom<KeptRound | null>(null);
  const $queue = atom<QueuedOutcome[]>([]);
  let keys = 0;
  const make = (rider = RIDER) =>
    createRiderRound({
      api: g.api,
      $kept,
      $queue,
      rider: () => rider,
      onSessionEnded: () => undefined,
      newKey: () => `cle-${++keys}`,
      now: () => g.shop.clock.now,
    });
  const round = make();
  await round.load();
  return { g, manager, round, make, $kept, $queue, ids };
}

const outcomesOf = (g: Awaited<ReturnType<typeof gestionShop>>) =>
  g.shop.query<{ commande_id: number; resultat: string; a_encaisser_cents: number }>(
    'SELECT commande_id, resultat, a_encaisser_cents FROM livraisons ORDER BY id',
  );

/** « Livrée » at `stop` as prefilled, or with `crates` crates back on its one line. */
async function deliver(round: ReturnType<typeof createRiderRound>, stop: RiderStop, crates?: string) {
  round.open(stop, 'livree');
  if (crates !== undefined) round.editEmpties(stop.articles[0]!.id, { casiers: crates });
  return round.form.submit();
}

describe("the rider's round on his phone", () => {
  it('keeps the round as fetched, for his eyes only', async () => {
    const { round, make, ids } = await riderWithRound();
    expect(round.$round.get()).toMatchObject({ status: 'ready' });
    expect(round.$round.get().stops.map((s) => s.id)).toEqual(ids);
    expect(make('eric@kinboissons.cd').$round.get().stops).toEqual([]);
  });

  it('shows the deposit of a crate fewer before sending, by the rule the server stores, and the cash follows it', async () => {
    const { g, round } = await riderWithRound();
    const stop = round.$round.get().stops[0]!;
    round.open(stop, 'livree');
    const total = Number(stop.total_commande) * 100;
    expect(round.$preview.get()).toEqual({ depositCents: 0, toCollectCents: total });
    expect(round.form.$draft.get().especes).toBe(String(total / 100));
    round.editEmpties(stop.articles[0]!.id, { casiers: '1' });
    expect(round.$preview.get()).toEqual({ depositCents: 1_200_000, toCollectCents: total + 1_200_000 });
    expect(round.form.$draft.get().especes).toBe(String((total + 1_200_000) / 100));
    await round.form.submit();
    await round.flush();
    expect(await outcomesOf(g)).toEqual([{ commande_id: stop.id, resultat: 'livree', a_encaisser_cents: total + 1_200_000 }]);
  });

  it('an outcome recorded without network is stored with its key before the first send, and sent once when the network returns', async () => {
    const { g, round, $queue } = await riderWithRound();
    const stop = round.$round.get().stops[0]!;
    g.network.down = true;
    await deliver(round, stop);
    await round.flush();
    expect($queue.get()).toEqual([expect.objectContaining({ key: 'cle-1', commande: stop.id, rider: RIDER })]);
    expect(round.$state.get()).toEqual({ phase: 'waiting', failures: 1 });
    expect(await outcomesOf(g)).toEqual([]);

    // Back online, the answer lost on its way (a 502 after the server recorded it): kept, sent again with its key.
    g.network.down = false;
    g.network.failAfter = '/livraison/';
    await round.flush();
    expect($queue.get()).toHaveLength(1);
    expect(await outcomesOf(g)).toHaveLength(1);
    await round.flush();
    expect($queue.get()).toEqual([]);
    expect(round.$state.get()).toEqual({ phase: 'idle' });
    expect(round.$round.get().stops[0]!.livraison).toMatchObject({ resultat: 'livree' });
    expect(await outcomesOf(g)).toHaveLength(1);
  });

  it('a 409 (already recorded) is said in French and leaves the queue', async () => {
    const { g, manager, round, $queue } = await riderWithRound();
    const stop = round.$round.get().stops[1]!;
    await g.shop.call('POST', `/api/v1/staff/commandes/${stop.id}/livraison/`, {
      token: manager,
      json: { resultat: 'pas_livree', motif: 'absent' },
    });
    round.open(stop, 'pas_livree');
    round.form.edit({ motif: 'refuse' });
    await round.form.submit();
    await round.flush();
    expect($queue.get()).toEqual([]);
    expect(round.$notice.get()).toEqual({
      kind: 'error',
      text: `Commande ${stop.numero_commande} : Le résultat de cette livraison est déjà enregistré.`,
    });
    expect(await outcomesOf(g)).toEqual([{ commande_id: stop.id, resultat: 'pas_livree', a_encaisser_cents: 0 }]);
  });

  it('« Pas livrée » needs its reason, and « autre » its note, before anything is kept', async () => {
    const { round, $queue } = await riderWithRound();
    const stop = round.$round.get().stops[0]!;
    round.open(stop, 'pas_livree');
    expect(await round.form.submit()).toMatchObject({ ok: false });
    round.form.edit({ motif: 'autre' });
    expect(await round.form.submit()).toMatchObject({ ok: false, fieldErrors: { note: ['Précisez la raison (« Autre »).'] } });
    expect($queue.get()).toEqual([]);
  });
});
