import { describe, expect, it } from 'vitest';
import { guestOrder, json, makeShop, type OrderBody } from './helpers.ts';

const KEY = 'c9a1e5b2-7d3f-4e8a-9b6c-1f2e3d4c5b6a';
const first = guestOrder([{ produit: 1 }], { email: 'mireille@example.cd' });
const post = (shop: ReturnType<typeof makeShop>, body: unknown, key: string) =>
  shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: body, headers: { 'idempotency-key': key } });

describe("a guest's Idempotency-Key", () => {
  it('must be a random UUID: anything else is refused in French', async () => {
    const shop = makeShop();
    for (const key of ['1', 'commande-de-mireille', '00000000-0000-0000-0000-000000000000']) {
      const res = await post(shop, first, key);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        detail: "Pour une commande sans compte, l'en-tête Idempotency-Key doit être un UUID aléatoire (version 4).",
      });
    }
  });

  it('replays to its sender byte for byte (an answer lost on the way), tracking token included', async () => {
    const shop = makeShop();
    const placed = await post(shop, first, KEY);
    const text = await placed.text();
    expect(JSON.parse(text).token_suivi).toMatch(/^[0-9a-f]{40}$/);
    const again = await post(shop, first, KEY.toUpperCase());
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(text);
  });

  it('another guest with the same key gets nothing of the first order', async () => {
    const shop = makeShop();
    const placed = await json<OrderBody>(await post(shop, first, KEY));
    const intruder = guestOrder([{ produit: 1 }], { nom_complet: 'Intrus', telephone_livraison: '2430899999999', email: 'x@example.cd' });
    const res = await post(shop, intruder, KEY);
    expect(res.status).toBe(422);
    const text = await res.text();
    for (const secret of [
      placed.token_suivi ?? '-',
      placed.numero_commande,
      'Mireille',
      '2430812345678',
      'Kasa-Vubu',
      'mireille@example.cd',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('the stored answer is sealed: the database alone yields neither the tracking token nor the customer', async () => {
    const shop = makeShop();
    const placed = await json<OrderBody>(await post(shop, first, KEY));
    const rows = JSON.stringify(await shop.query('SELECT * FROM idempotency_keys'));
    for (const secret of [placed.token_suivi ?? '-', KEY, 'Mireille', '2430812345678', 'mireille@example.cd']) {
      expect(rows).not.toContain(secret);
    }
  });
});
