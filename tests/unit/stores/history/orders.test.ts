import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../src/contract/order.ts';
import { formatFC, toCents } from '../../../../src/domain/money.ts';
import { createOrdersStore, filterOrders, invoiceFile, noOrderFilters, type OrderFilters } from '../../../../src/stores/history/orders.ts';
import { historyShop } from './orders-test-shop.ts';

const order = (numero_commande: string, statut: Order['statut'], date_commande: string, id = 1): Order => ({
  id,
  numero_commande,
  statut,
  date_commande,
  total_commande: '1000.00',
  frais_livraison: '0.00',
  adresse_livraison: 'Av. du Port, N°3, Gombe',
  telephone_livraison: '2430812345678',
  nom_client: 'Awa',
  articles: [],
});

const orders = [
  order('CMD-20261120-0001', 'en_attente', '2026-11-20T09:00:00Z', 1),
  order('CMD-20261120-0002', 'livree', '2026-11-20T23:30:00Z', 2),
  order('CMD-20261118-0107', 'livree', '2026-11-18T12:00:00Z', 3),
];

describe('filterOrders', () => {
  const cases: [string, Partial<OrderFilters>, number[]][] = [
    ['no filter', {}, [1, 2, 3]],
    ['part of the number, any case', { search: 'cmd-20261120' }, [1, 2]],
    ['number with spaces around', { search: '  0107 ' }, [3]],
    ['unknown number', { search: 'XYZ' }, []],
    ['spaces where the number has dashes', { search: 'cmd 20261120 0002' }, [2]],
    ['no dash, other case', { search: 'Cmd20261120-0001' }, [1]],
    ['the day and rank without prefix', { search: '20261118 0107' }, [3]],
    ['dashes typed as other dashes', { search: 'CMD–20261118–0107' }, [3]],
    ['a wrong rank', { search: 'CMD-20261120-0003' }, []],
    ['status', { statut: 'livree' }, [2, 3]],
    ['status nobody has', { statut: 'annulee' }, []],
    ['Kinshasa day (23:30 UTC is the next day)', { date: '2026-11-21' }, [2]],
    ['day', { date: '2026-11-20' }, [1]],
    ['every filter together', { search: '0002', statut: 'livree', date: '2026-11-21' }, [2]],
    ['filters that contradict', { search: '0001', statut: 'livree' }, []],
  ];
  it.each(cases)('%s', (_name, filters, ids) => {
    expect(filterOrders(orders, { ...noOrderFilters, ...filters }).map((o) => o.id)).toEqual(ids);
  });
});

describe('orders store against the reference API', () => {
  it('is signed out without a token, and sends nothing', async () => {
    const h = historyShop();
    const store = createOrdersStore(h.client);
    await store.loadOrders();
    expect(store.$orders.get()).toEqual({ status: 'signed-out', orders: [], error: null });
    expect(h.sent).toEqual([]);
  });

  it('loads every order of the customer, then filters and resets locally', async () => {
    const h = historyShop();
    await h.signIn();
    const first = await h.order([1]);
    const second = await h.order([2, 3]);
    await h.deliver(second.id);
    const store = createOrdersStore(h.client);
    const loading = store.loadOrders();
    expect(store.$orders.get().status).toBe('loading');
    await loading;
    expect(store.$orders.get().status).toBe('ready');
    expect(
      store.$visibleOrders
        .get()
        .map((o) => o.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());

    store.setOrderFilter('statut', 'livree');
    expect(store.$visibleOrders.get().map((o) => o.id)).toEqual([second.id]);
    store.setOrderFilter('search', first.numero_commande);
    expect(store.$visibleOrders.get()).toEqual([]);
    store.resetOrderFilters();
    expect(store.$orderFilters.get()).toEqual(noOrderFilters);
    store.setOrderFilter('search', first.numero_commande.toLowerCase());
    expect(store.$visibleOrders.get().map((o) => o.id)).toEqual([first.id]);
  });

  it('follows the pages of a long history', async () => {
    const h = historyShop();
    await h.signIn();
    for (let i = 0; i < 23; i++) await h.order([1]);
    const store = createOrdersStore(h.client);
    await store.loadOrders();
    expect(store.$orders.get().orders).toHaveLength(23);
    expect(h.sent.filter((s) => s === 'GET /api/v1/orders/commandes/')).toHaveLength(2);
  });

  it.each([
    [500, { detail: 'Base indisponible' }, 'Base indisponible'],
    [502, 'Bad Gateway', 'Erreur lors de la récupération des commandes (502)'],
  ])('a %i answer is an error state with the spec message', async (status, body, message) => {
    const h = historyShop();
    await h.signIn();
    h.failWhen((r) =>
      r.url.includes('/orders/') ? (typeof body === 'string' ? new Response(body, { status }) : Response.json(body, { status })) : null,
    );
    const store = createOrdersStore(h.client);
    await store.loadOrders();
    expect(store.$orders.get()).toEqual({ status: 'error', orders: [], error: message });
  });

  it('a network failure is an error state', async () => {
    const h = historyShop();
    await h.signIn();
    h.failWhen(() => {
      throw new TypeError('fetch failed');
    });
    const store = createOrdersStore(h.client);
    await store.loadOrders();
    expect(store.$orders.get()).toEqual({ status: 'error', orders: [], error: 'Erreur de connexion au serveur' });
  });
});

describe('invoiceFile', () => {
  it('is facture_{numero}.html with the order totals and every value escaped', async () => {
    const h = historyShop();
    await h.signIn();
    const placed = await h.order([1, 2], {
      adresse_livraison: 'Av. <script>alert(1)</script>, N°1, Gombe',
    });
    const [loaded] = await h.client.listOrders();
    const file = invoiceFile({ ...loaded!, nom_client: '<img src=x onerror=alert(2)>' });
    if (!file.ok) throw new Error(file.message);
    expect(file.fileName).toBe(`facture_${placed.numero_commande}.html`);
    expect(file.html).toContain(formatFC(toCents(placed.total_commande)!));
    expect(file.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(file.html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(file.html).not.toMatch(/<script|<img/);
    expect(file.html).toContain('Kin Boissons');
  });

  it('refuses an order without lines with the spec alert', () => {
    expect(invoiceFile(orders[0]!)).toEqual({ ok: false, message: 'Impossible de télécharger la facture. Veuillez réessayer plus tard.' });
  });
});
