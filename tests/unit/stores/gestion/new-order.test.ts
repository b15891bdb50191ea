import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { createCustomerFinder } from '../../../../src/stores/gestion/customer-finder.ts';
import { createNewOrder } from '../../../../src/stores/gestion/new-order.ts';
import type { TakenOrder } from '../../../../src/stores/stored/taken-order.ts';
import { gestionShop } from './shop.ts';

/** « Nouvelle commande » on the reference API, its key kept in `stored` (what localStorage holds in the browser). */
async function desk(stored = atom<TakenOrder | null>(null), env?: Awaited<ReturnType<typeof gestionShop>>) {
  const g = env ?? (await gestionShop());
  let keys = 0;
  const make = () =>
    createNewOrder({
      api: g.api,
      attempt: g.attempt,
      $stored: stored,
      staff: () => 'gerant@kinboissons.cd',
      newKey: () => `cle-${++keys}`,
    });
  const order = make();
  await order.open();
  return { g, stored, order, make };
}

/** Maman Chantal's order typed in: 2 crates with their deposit and 12 bottles handed back, at Lemba. */
function typeChantal(order: ReturnType<typeof createNewOrder>) {
  order.addProduct(2);
  order.addProduct(2);
  order.editLine(2, { bouteilles: '12' });
  order.form.edit({
    nom: 'Maman Chantal Ilunga',
    telephone: '+243 897 654 321',
    rue: 'Av. de la Libération',
    numero: '8',
    quartier: 'Salongo',
    commune: 'Lemba',
    repere: "derrière l'école Saint-Raphaël",
  });
}

const ordersOf = (g: Awaited<ReturnType<typeof gestionShop>>) =>
  g.shop.query<{ nom_client: string; source: string; notes: string; adresse_livraison: string }>(
    'SELECT nom_client, source, notes, adresse_livraison FROM commandes',
  );

describe('« Nouvelle commande »', () => {
  it('places the order typed, priced as the server prices it, then starts the next one with a new key', async () => {
    const { g, stored, order } = await desk();
    expect(stored.get()).toMatchObject({ key: 'cle-1', staff: 'gerant@kinboissons.cd' });
    typeChantal(order);
    // 2 × (46 000 + 12 000): 116 000 FC, delivered free; « Je paie avec » offers the next round amounts.
    expect(order.$summary.get().totalCents).toBe(116_000_00);
    expect(order.$payWithChoices.get()).toEqual([117_000_00, 120_000_00, 150_000_00, 200_000_00]);
    order.form.edit({ payWith: String(120_000_00) });
    const result = await order.form.submit();
    expect(result).toMatchObject({ ok: true, order: { nom_client: 'Maman Chantal Ilunga', total_commande: '116000.00' } });
    expect(await ordersOf(g)).toEqual([
      {
        nom_client: 'Maman Chantal Ilunga',
        source: 'telephone',
        adresse_livraison: 'Av. de la Libération, N°8, Salongo, Lemba, Kinshasa',
        notes:
          "Point de repère : derrière l'école Saint-Raphaël\nJe paie avec : 120\u00a0000\u00a0FC (monnaie à rendre : 4\u00a0000\u00a0FC)",
      },
    ]);
    const lines = await g.shop.query('SELECT quantite, avec_consigne, bouteilles_echangees FROM commande_articles');
    expect(lines).toEqual([{ quantite: 2, avec_consigne: 1, bouteilles_echangees: 12 }]);
    expect(stored.get()).toEqual({ key: 'cle-2', staff: 'gerant@kinboissons.cd', createdAt: expect.any(String) });
    expect(order.form.$draft.get().lines).toEqual([]);
    expect(order.$placed.get()?.numero_commande).toBe('KB-20261121-0001');
  });

  it('keeps an order the network lost, and sends it once more as it was, after a reload too: one order', async () => {
    const { g, stored, order, make } = await desk();
    typeChantal(order);
    g.network.down = true;
    expect(await order.form.submit()).toMatchObject({ ok: false, reason: 'offline' });
    expect(order.$waiting.get()).toBe('Maman Chantal Ilunga');
    const sent = stored.get();
    expect(sent?.payload).toMatchObject({ nom_complet: 'Maman Chantal Ilunga', source: 'telephone' });
    // The server got it after all, the answer was lost: simulated by sending it with the key behind the store's back.
    g.network.down = false;
    expect((await g.api.takeOrder(sent?.payload as never, sent?.key ?? '')).numero_commande).toBe('KB-20261121-0001');
    // The page is reloaded: the form opens again and sends the kept order, with its key.
    const reloaded = make();
    await reloaded.open();
    expect(reloaded.$placed.get()?.numero_commande).toBe('KB-20261121-0001');
    expect(reloaded.$waiting.get()).toBeNull();
    expect(await ordersOf(g)).toHaveLength(1);
  });

  it('after a server error, keeps the order as sent: another order waits until it is sent again, which places it once', async () => {
    const { g, stored, order } = await desk();
    typeChantal(order);
    g.network.failAfter = '/staff/commandes/';
    expect(await order.form.submit()).toMatchObject({ ok: false, reason: 'server' });
    expect(await ordersOf(g)).toHaveLength(1);
    expect(order.$waiting.get()).toBe('Maman Chantal Ilunga');
    order.form.edit({ nom: 'Papa Jules' });
    expect(await order.form.submit()).toMatchObject({
      ok: false,
      reason: 'rule',
      message: "Une commande attend encore la réponse du serveur : renvoyez-la ou abandonnez-la avant d'en enregistrer une autre.",
    });
    expect(await order.retry.submit()).toMatchObject({ ok: true, order: { nom_client: 'Maman Chantal Ilunga' } });
    expect(await ordersOf(g)).toHaveLength(1);
    expect(stored.get()?.payload).toBeUndefined();
    // The order typed meanwhile is still there, and now leaves with a new key.
    expect(order.form.$draft.get().nom).toBe('Papa Jules');
    order.startAnother();
    expect(await order.form.submit()).toMatchObject({ ok: true, order: { nom_client: 'Papa Jules' } });
    expect(await ordersOf(g)).toHaveLength(2);
  });

  it('keeps its key after a refusal, for the corrected order', async () => {
    const { g, stored, order } = await desk();
    typeChantal(order);
    order.editLine(2, { quantite: '31' });
    const refused = await order.form.submit();
    expect(refused).toMatchObject({ ok: false, message: 'Primus casier 20 × 72 cl : Désolé, il ne reste que 30 unités en stock.' });
    expect(stored.get()).toEqual({ key: 'cle-1', staff: 'gerant@kinboissons.cd', createdAt: expect.any(String) });
    order.editLine(2, { quantite: '3' });
    expect(await order.form.submit()).toMatchObject({ ok: true });
    expect(await ordersOf(g)).toHaveLength(1);
  });

  it.each([
    [
      'no line',
      (o: ReturnType<typeof createNewOrder>) => o.form.edit({ lines: [] }),
      'Ajoutez au moins un produit à la commande.',
      'produit',
    ],
    [
      'a phone without 9 digits',
      (o: ReturnType<typeof createNewOrder>) => o.form.edit({ telephone: '0897' }),
      'Le numéro de téléphone doit contenir exactement 9 chiffres (sans le préfixe 243).',
      'telephone',
    ],
    [
      'no quartier',
      (o: ReturnType<typeof createNewOrder>) => o.form.edit({ quartier: ' ' }),
      'Indiquez au moins la rue, le quartier et la commune.',
      'quartier',
    ],
    [
      'more bottles than the line sells',
      (o: ReturnType<typeof createNewOrder>) => o.editLine(2, { casiers: '2', bouteilles: '1' }),
      'Primus casier 20 × 72 cl : au plus 40 bouteilles rendues, autant que la ligne en vend.',
      'vides-2',
    ],
    [
      'empties on an exchange',
      (o: ReturnType<typeof createNewOrder>) => o.editLine(2, { avecConsigne: false }),
      'Primus casier 20 × 72 cl sans consigne : le client échange déjà un vide par unité, laissez les vides rendus à 0.',
      'vides-2',
    ],
    [
      'a quantity of 0',
      (o: ReturnType<typeof createNewOrder>) => o.editLine(2, { quantite: '0' }),
      'La quantité est un nombre entier de 1 ou plus.',
      'quantite-2',
    ],
  ])('refuses %s before sending anything, and says which field', async (_case, spoil, message, field) => {
    const { g, order } = await desk();
    typeChantal(order);
    spoil(order);
    expect(await order.form.submit()).toMatchObject({ ok: false, reason: 'rule', message });
    expect(order.form.$state.get().focus).toEqual({ field });
    expect(await ordersOf(g)).toEqual([]);
  });

  it('drops a key kept for another staff member, and a kept order that is not one', async () => {
    const stored = atom<TakenOrder | null>({ key: 'cle-de-jeanne', staff: 'jeanne@kinboissons.cd', createdAt: new Date().toISOString() });
    await desk(stored);
    expect(stored.get()?.key).toBe('cle-1');
    const garbage = atom<TakenOrder | null>({
      key: 'cle-x',
      staff: 'gerant@kinboissons.cd',
      createdAt: new Date().toISOString(),
      payload: { articles: 'tout' },
    });
    const { order, g } = await desk(garbage);
    expect(order.retry.$state.get().notice?.kind).toBe('error');
    expect(garbage.get()?.payload).toBeUndefined();
    expect(await ordersOf(g)).toEqual([]);
  });
});

describe('the customer of an order taken by phone', () => {
  it('is found by phone, and fills the form with their name, phone, e-mail and latest address with its landmark', async () => {
    const g = await gestionShop();
    await g.guestOrder({
      nom_complet: 'Chantal Ilunga',
      telephone_livraison: '2430897654321',
      email: 'chantal.ilunga@example.cd',
      adresse_livraison: 'Av. de la Libération, N°8, Salongo, Lemba, Kinshasa',
      notes: 'Point de repère : Station Total',
    });
    const { order } = await desk(undefined, g);
    const finder = createCustomerFinder({ api: g.api, attempt: g.attempt, fill: order.form.edit });
    finder.type('0897 654 321');
    await finder.find();
    const search = finder.$search.get();
    expect(search.status === 'ready' ? search.customers.map((c) => c.nom) : search).toEqual(['Chantal Ilunga']);
    if (search.status === 'ready' && search.customers[0]) finder.choose(search.customers[0]);
    expect(order.form.$draft.get()).toMatchObject({
      client: null,
      nom: 'Chantal Ilunga',
      telephone: '+243 897 654 321',
      email: 'chantal.ilunga@example.cd',
      rue: 'Av. de la Libération',
      numero: '8',
      quartier: 'Salongo',
      commune: 'Lemba',
      repere: 'Station Total',
    });
    finder.type('Personne');
    await finder.find();
    expect(finder.$search.get()).toEqual({ status: 'ready', q: 'Personne', customers: [] });
  });
});
