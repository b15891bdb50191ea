/**
 * The reference API on an in-memory database, reached through the shop's real API client
 * (`createApi` with the app's `request` as `fetch`): store tests run the real client and server.
 */
import { type Api, createApi } from '../../../../src/api/client.ts';
import type { Order } from '../../../../src/contract/order.ts';
import { guestOrder, json, makeShop, ORIGIN } from '../../server/helpers.ts';

export type Intercept = (request: Request) => Response | null;

export function historyShop() {
  const shop = makeShop();
  const session = { token: '' };
  /** Requests the client sent, as `METHOD /path`. */
  const sent: string[] = [];
  let intercept: Intercept = () => null;
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    return intercept(request) ?? shop.app.request(request);
  };
  const client: Api = createApi({ baseUrl: `${ORIGIN}/api/v1`, getToken: () => session.token || null, fetch });
  let staffToken: string | null = null;

  return {
    shop,
    session,
    sent,
    client,
    /** Answers matching requests with a canned response instead of the server (null = pass through). */
    failWhen(rule: Intercept) {
      intercept = rule;
    },
    async signIn(email = 'client@example.cd') {
      session.token = await shop.register(email);
      return session.token;
    },
    async order(produits: number[], extra: Record<string, unknown> = {}): Promise<Order> {
      const res = await shop.call('POST', '/api/v1/orders/commandes/', {
        token: session.token,
        json: guestOrder(
          produits.map((produit) => ({ produit, avec_consigne: true })),
          extra,
        ),
      });
      if (res.status !== 201) throw new Error(`commande refusée : ${res.status} ${await res.text()}`);
      return json(res);
    },
    async staff() {
      staffToken ??= await shop.staff();
      return staffToken;
    },
    /** Moves an order forward status by status up to `livree` (staff, through the API). */
    async deliver(orderId: number) {
      const token = await this.staff();
      for (const statut of ['confirmee', 'en_preparation', 'prete_livraison', 'en_livraison', 'livree']) {
        const res = await shop.call('POST', `/api/v1/orders/commandes/${orderId}/statut/`, { token, json: { statut } });
        if (res.status !== 200) throw new Error(`statut ${statut} refusé : ${res.status}`);
      }
    },
    async approve(reviewId: number) {
      const res = await shop.call('PATCH', `/api/v1/products/avis/${reviewId}/`, { token: await this.staff(), json: { approuve: true } });
      if (res.status !== 200) throw new Error(`approbation refusée : ${res.status}`);
    },
  };
}

/** A timer the test fires by hand. */
export function manualTimers() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 1;
  return {
    setTimer: (run: () => void, ms: number) => {
      pending.set(next, { run, ms });
      return next++;
    },
    clearTimer: (handle: unknown) => void pending.delete(handle as number),
    /** Durations of the timers still pending. */
    durations: () => [...pending.values()].map((t) => t.ms),
    fireAll() {
      const due = [...pending.values()];
      pending.clear();
      for (const t of due) t.run();
    },
  };
}
