/**
 * Gestion's stores on the reference API (in-memory database) through the real staff client: the
 * app's `request` as `fetch`, a manual poll clock, and a way to answer some requests as if offline.
 */
import { createStaffApi } from '../../../../src/api/staff/client.ts';
import { createAttempt } from '../../../../src/stores/gestion/attempt.ts';
import type { PollEnvironment } from '../../../../src/stores/gestion/poller.ts';
import { guestOrder, json, makeShop, ORIGIN, type OrderBody } from '../../server/helpers.ts';

/** Timers run by hand: `fire()` runs the one due (the poller schedules one at a time) and waits for its request. */
export function manualPoll(visible = true) {
  const timers: { run: () => Promise<void>; ms: number }[] = [];
  const listeners = new Set<() => Promise<void>>();
  const state = { visible };
  const env: PollEnvironment = {
    visible: () => state.visible,
    onWake: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    later: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return () => {
        const index = timers.indexOf(timer);
        if (index >= 0) timers.splice(index, 1);
      };
    },
  };
  return {
    env,
    timers,
    /** Runs the pending timer (a poll) to its end; its delay, or undefined when none was pending. */
    async fire() {
      const timer = timers.shift();
      await timer?.run();
      return timer?.ms;
    },
    /** The tab becomes visible or hidden, or the network comes back: every listener runs to its end. */
    async wake(visibleNow = state.visible) {
      state.visible = visibleNow;
      await Promise.all([...listeners].map((listener) => listener()));
    },
  };
}

export async function gestionShop(options: { role?: 'admin' | 'manager'; mediaDir?: string; pushKey?: string } = {}) {
  const shop = makeShop({
    ...(options.mediaDir ? { mediaDir: options.mediaDir } : {}),
    ...(options.pushKey ? { push: { publicKey: options.pushKey } } : {}),
  });
  const session = { token: '', ended: 0 };
  /** `down`: nothing reaches the server; `failAfter`: the next request to that path reaches it, but its answer is a 502. */
  const network: { down: boolean; failAfter: string | null } = { down: false, failAfter: null };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (network.down) throw new TypeError('Failed to fetch');
    const request = input instanceof Request ? input : new Request(input, init);
    const answer = await shop.app.request(request);
    if (network.failAfter === null || !new URL(request.url).pathname.endsWith(network.failAfter)) return answer;
    network.failAfter = null;
    return new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } });
  };
  const api = createStaffApi({ baseUrl: `${ORIGIN}/api/v1`, getToken: () => session.token || null, fetch });
  const attempt = createAttempt(() => {
    session.ended += 1;
  });
  session.token = await shop.staff('gerant@kinboissons.cd', options.role ?? 'manager');
  return {
    shop,
    api,
    attempt,
    session,
    network,
    async guestOrder(extra: Record<string, unknown> = {}, articles = [{ produit: 1 }]) {
      return json<OrderBody>(await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: guestOrder(articles, extra) }));
    },
  };
}
