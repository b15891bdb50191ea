import { beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../../../src/api/client.ts';
import type { Order } from '../../../../src/contract/order.ts';
import { orderView } from '../../../../src/islands/history/order-view.ts';
import { $tracking, openTracking, tokenOf } from '../../../../src/stores/history/order-tracking.ts';
import { base, fakeServer, json } from '../../api/fake-server.ts';

const token = '0123456789abcdef0123456789abcdef01234567';
const order = {
  id: 7,
  numero_commande: 'KB-20261121-0007',
  date_commande: '2026-11-21T09:30:00Z',
  statut: 'en_livraison',
  total_commande: '11000.00',
  frais_livraison: '6000.00',
  adresse_livraison: 'Av. X',
  telephone_livraison: '2430812345678',
  nom_client: 'Mireille',
  articles: [{ produit: 1, quantite: 2, prix_unitaire: '2500.00', avec_consigne: false, libelle: 'Primus 72 cl' }],
};
const client = (routes: Parameters<typeof fakeServer>[0]) => {
  const server = fakeServer(routes);
  return { server, api: createApi({ baseUrl: base, fetch: server.fetch }) };
};

beforeEach(() => $tracking.set({ status: 'idle' }));

describe('the tracking page reads the order of its link', () => {
  it.each([
    ['#abc', 'abc'],
    ['abc', 'abc'],
    ['# abc ', 'abc'],
    ['', ''],
    ['#', ''],
  ])('fragment %j → token %j', (fragment, expected) => expect(tokenOf(fragment)).toBe(expected));

  it('a link with its token: the order, without login', async () => {
    const { server, api } = client({ [`GET /api/v1/orders/commandes/suivi/${token}/`]: json(order) });
    await openTracking(`#${token}`, api);
    const state = $tracking.get();
    expect(state).toMatchObject({ status: 'found', token, order: { numero_commande: 'KB-20261121-0007', statut: 'en_livraison' } });
    expect(server.requests[0]?.headers.get('authorization')).toBeNull();
  });

  it.each([
    ['no token in the link', '', null, 'Ce lien de suivi est incomplet. Ouvrez le lien complet reçu par e-mail.'],
    [
      'a wrong or expired token',
      `#${token}`,
      json({ detail: 'Pas trouvé.' }, 404, 'Not Found'),
      "Ce lien de suivi n'est pas valide ou a expiré. Vérifiez le lien reçu par e-mail, ou appelez-nous.",
    ],
    ['the network is down', `#${token}`, () => Promise.reject(new TypeError('Failed to fetch')), 'Erreur de connexion au serveur'],
  ] as const)('%s: a clear French message', async (_, fragment, answer, message) => {
    const { server, api } = client(answer ? { [`GET /api/v1/orders/commandes/suivi/${token}/`]: answer } : {});
    await openTracking(fragment, api);
    expect($tracking.get()).toEqual({ status: 'error', message });
    if (!answer) expect(server.requests).toEqual([]);
  });

  it('a newer link opened meanwhile wins over a slow answer', async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { api } = client({
      'GET /api/v1/orders/commandes/suivi/ancien/': async () => {
        await slow;
        return Response.json({ ...order, numero_commande: 'ANCIEN' });
      },
      [`GET /api/v1/orders/commandes/suivi/${token}/`]: json(order),
    });
    const first = openTracking('#ancien', api);
    await openTracking(`#${token}`, api);
    release();
    await first;
    expect($tracking.get()).toMatchObject({ status: 'found', order: { numero_commande: 'KB-20261121-0007' } });
  });

  it('its lines say which carry a consigne', () => {
    const view = orderView({
      ...order,
      articles: [
        { quantite: 1, prix_unitaire: '2500.00', avec_consigne: true, prix_consigne: '500.00', libelle: 'Primus' },
        { quantite: 1, prix_unitaire: '1000.00', avec_consigne: false, libelle: 'Eau' },
      ],
    } as Order);
    expect(view.lines.map((line) => line.withConsigne)).toEqual([true, false]);
  });
});
