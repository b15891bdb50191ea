/**
 * The real reference API on an in-memory database, reached through the shop's real API client
 * with an injected `fetch` whose network can fail on demand (offline, response lost, 503, 500).
 */
import { cleanTestStorage } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { createApi } from '../../../../src/api/client.ts';
import { createApp } from '../../../../src/server/app.ts';
import { sqliteEngine } from '../../../../src/server/db/engine.ts';
import { openDatabase } from '../../../../src/server/db/open.ts';
import { $sendState } from '../../../../src/stores/checkout/send-state.ts';
import { $confirmedOrder, $failedOrder, $pendingOrder } from '../../../../src/stores/stored/orders.ts';

/**
 * offline: nothing reaches the server; lost: the server acts but the answer never arrives; 503: a proxy
 * answers instead of the server; placed-500: the server acts, then answers 500 all the same; garbled: it
 * acts and answers 201 with an unreadable body.
 */
export type Fault = 'offline' | 'lost' | '503' | 'placed-500' | 'garbled';

export function makeCheckoutShop() {
  const db = openDatabase(':memory:');
  const app = createApp({ engine: sqliteEngine(db), now: () => new Date('2026-11-21T10:00:00Z'), passwordCost: 10 });
  /** Faults applied to the next requests, one each, in order. */
  const faults: Fault[] = [];
  const sent: { path: string; key: string | null; body: string }[] = [];
  const $token = atom('');

  const fetchThroughNetwork = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const fault = faults.shift();
    if (fault === 'offline') throw new TypeError('Failed to fetch');
    if (fault === '503') return new Response('Service indisponible', { status: 503, statusText: 'Service Unavailable' });
    sent.push({ path: new URL(request.url).pathname, key: request.headers.get('idempotency-key'), body: await request.clone().text() });
    const response = await app.request(request);
    if (fault === 'lost') throw new TypeError('Failed to fetch');
    if (fault === 'placed-500') return new Response('', { status: 500, statusText: 'Internal Server Error' });
    if (fault === 'garbled') return new Response('{"ok": true}', { status: 201, headers: { 'content-type': 'application/json' } });
    return response;
  };

  const api = createApi({
    baseUrl: 'http://shop.test/api/v1',
    fetch: fetchThroughNetwork as typeof fetch,
    getToken: () => $token.get() || null,
  });

  const orderCount = () => (db.prepare('SELECT COUNT(*) AS n FROM commandes').get() as { n: number }).n;
  const stockOf = (id: number) => (db.prepare('SELECT stock FROM produits WHERE id = ?').get(id) as { stock: number }).stock;

  async function signUp(email: string): Promise<void> {
    const password = 'motdepasse1';
    await api.register({
      username: email,
      email,
      password,
      password_confirm: password,
      first_name: 'Jean',
      last_name: 'Kabila',
      phone_number: '',
      role: 'client',
    });
    $token.set((await api.login({ username: email, password })).token);
  }

  return { db, api, $token, faults, sent, orderCount, stockOf, signUp, signOut: () => $token.set('') };
}

/** A guest payload exactly as the checkout sends it (articles, address, phone `2430…`, `nom_complet`, `email`). */
export function guestPayload(articles: { produit: number; quantite: number; avec_consigne?: boolean }[]) {
  return {
    address_id: null,
    adresse_livraison: 'Avenue du Commerce, N°12, Golf, Gombe, Kinshasa',
    telephone_livraison: '2430812345678',
    notes: '',
    mode_paiement: 'paiement_livraison',
    use_saved_address: false,
    articles: articles.map((a) => ({
      produit: a.produit,
      quantite: a.quantite,
      avec_consigne: a.avec_consigne ?? false,
      bouteilles_echangees: 0 as const,
    })),
    email: '',
    nom_complet: 'Mireille Tshala',
  };
}

/** Before each test: empty test storage, no pending or confirmed order, nothing being sent. */
export function freshPendingOrderState(): void {
  cleanTestStorage();
  $pendingOrder.set(null);
  $failedOrder.set(null);
  $confirmedOrder.set(null);
  $sendState.set({ phase: 'idle' });
}
