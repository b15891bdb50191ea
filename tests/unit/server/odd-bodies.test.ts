import { describe, expect, it } from 'vitest';
import { nestedDeeperThan } from '../../../src/server/http/json-depth.ts';
import { guestOrder, makeShop, ORIGIN } from './helpers.ts';

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('a deeply nested body is refused before anything walks it', () => {
  it('an order with an Idempotency-Key and 30 000 nested lists (under the body limit) → 400, not a stack overflow', async () => {
    const shop = makeShop();
    const order = JSON.stringify(guestOrder([{ produit: 1 }]));
    const body = `${order.slice(0, -1)},"x":${deep(30_000)}}`;
    const res = await shop.app.request(`${ORIGIN}/api/v1/orders/commandes/anonyme/`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: "Le corps de la requête imbrique plus de 32 niveaux de listes ou d'objets." });
  });

  it.each([
    [deep(32), false],
    [deep(33), true],
    [`{"a":"${'['.repeat(100)}"}`, false],
    [`{"a":"\\"${'['.repeat(100)}"}`, false],
    [`[{"a":[{"b":[1]}]}]`, false],
  ])('%# nests deeper than 32: %s', (text, expected) => {
    expect(nestedDeeperThan(text)).toBe(expected);
  });
});

describe('an order names a payment the shop offers', () => {
  it.each(['carte', 'mobile_money', 'bitcoin'])('mode_paiement %j → 400, no order', async (mode_paiement) => {
    const shop = makeShop();
    const res = await shop.call('POST', '/api/v1/orders/commandes/anonyme/', { json: { ...guestOrder([{ produit: 1 }]), mode_paiement } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ mode_paiement: [`« ${mode_paiement} » n'est pas un mode de paiement proposé.`] });
    expect((await shop.query('SELECT COUNT(*) AS n FROM commandes'))[0]).toEqual({ n: 0 });
  });
});
