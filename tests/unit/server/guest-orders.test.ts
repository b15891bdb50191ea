import { describe, expect, it } from 'vitest';
import { guestOrdersAnswerSchema } from '../../../src/contract/guest-orders.ts';
import { conforming, guestOrder, json, makeShop, type OrderBody, type Page } from './helpers.ts';

type Shop = ReturnType<typeof makeShop>;
const VICTIM = 'mireille@example.cd';

async function guestOrderOf(shop: Shop, email: string) {
  const res = await shop.call('POST', '/api/v1/orders/commandes/anonyme/', {
    json: guestOrder([{ produit: 3, quantite: 2 }], { email, notes: "Point de repère : en face de l'église Saint-Joseph" }),
  });
  expect(res.status).toBe(201);
  return json<OrderBody>(res);
}
const claim = (shop: Shop, token: string, body: Record<string, unknown> = {}) =>
  shop.call('POST', '/api/v1/accounts/commandes-invite/', { token, json: body });
const confirm = (shop: Shop, secret: string) =>
  shop.call('POST', '/api/v1/accounts/commandes-invite/confirmer/', { json: { token: secret } });
const myOrders = async (shop: Shop, token: string) =>
  (await json<Page<OrderBody>>(await shop.call('GET', '/api/v1/orders/commandes/', { token }))).results.map((o) => o.numero_commande);
const mails = async (shop: Shop) =>
  (await shop.query("SELECT destinataire, corps FROM outbox WHERE kind = 'guest-orders' ORDER BY id")) as {
    destinataire: string;
    corps: string;
  }[];
/** The secret of the last link mailed (it rides in the fragment of /rattacher-commandes#…). */
const mailedSecret = async (shop: Shop): Promise<string> => {
  const body = (await mails(shop)).at(-1)?.corps ?? '';
  const secret = /\/rattacher-commandes#([0-9a-f]+)/.exec(body)?.[1];
  if (!secret) throw new Error(`Aucun lien dans : ${body}`);
  return secret;
};

describe('guest orders joining the account made afterwards', () => {
  it('the order whose tracking token the customer holds joins at once; the others after the mailed link', async () => {
    const shop = makeShop();
    const earlier = await guestOrderOf(shop, VICTIM);
    const latest = await guestOrderOf(shop, 'Mireille@Example.cd');
    const token = await shop.register(VICTIM);
    const answer = await conforming(await claim(shop, token, { token_suivi: latest.token_suivi }), guestOrdersAnswerSchema);
    expect(answer).toEqual({ rattachees: 1, lien_envoye: true });
    expect(await myOrders(shop, token)).toEqual([latest.numero_commande]);
    expect((await mails(shop)).map((m) => m.destinataire)).toEqual([VICTIM]);
    const confirmed = await conforming(await confirm(shop, await mailedSecret(shop)), guestOrdersAnswerSchema);
    expect(confirmed.rattachees).toBe(1);
    expect((await myOrders(shop, token)).sort()).toEqual([earlier.numero_commande, latest.numero_commande].sort());
  });

  it("someone who signs up with another person's e-mail sees none of their orders, and the link goes to that person", async () => {
    const shop = makeShop();
    const victims = [await guestOrderOf(shop, VICTIM), await guestOrderOf(shop, VICTIM)];
    const attacker = await shop.register(VICTIM.toUpperCase());
    const answer = await conforming(await claim(shop, attacker), guestOrdersAnswerSchema);
    expect(answer).toEqual({ rattachees: 0, lien_envoye: true });
    expect(await myOrders(shop, attacker)).toEqual([]);
    for (const order of victims) {
      expect((await shop.call('GET', `/api/v1/orders/commandes/${order.id}/`, { token: attacker })).status).toBe(404);
    }
    // The link left for the victim's mailbox only; guessing it gets nothing.
    expect((await mails(shop)).map((m) => m.destinataire)).toEqual([VICTIM.toUpperCase()]);
    const wrong = await confirm(shop, 'a'.repeat(40));
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toEqual({
      detail:
        "Ce lien n'est plus valable : il a déjà servi, il a expiré, ou l'adresse e-mail du compte a changé. Demandez-en un nouveau depuis « Rattacher mes commandes ».",
    });
    expect(await myOrders(shop, attacker)).toEqual([]);
  });

  it("another person's tracking token attaches nothing once their order is in an account, and a wrong one is unknown", async () => {
    const shop = makeShop();
    const order = await guestOrderOf(shop, VICTIM);
    const owner = await shop.register(VICTIM);
    expect((await claim(shop, owner, { token_suivi: order.token_suivi })).status).toBe(200);
    const other = await shop.register('autre@example.cd');
    expect((await claim(shop, other, { token_suivi: order.token_suivi })).status).toBe(404);
    expect((await claim(shop, other, { token_suivi: 'f'.repeat(40) })).status).toBe(404);
    expect(await myOrders(shop, other)).toEqual([]);
    expect(await myOrders(shop, owner)).toEqual([order.numero_commande]);
  });

  it('a link works once, for one day, and not after the account changed its e-mail', async () => {
    const shop = makeShop();
    await guestOrderOf(shop, VICTIM);
    const token = await shop.register(VICTIM);
    await claim(shop, token);
    const secret = await mailedSecret(shop);
    expect((await confirm(shop, secret)).status).toBe(200);
    expect((await confirm(shop, secret)).status).toBe(400);

    await guestOrderOf(shop, VICTIM);
    shop.clock.now = new Date(shop.clock.now.getTime() + 11 * 60_000);
    await claim(shop, token);
    const late = await mailedSecret(shop);
    shop.clock.now = new Date(shop.clock.now.getTime() + 25 * 3_600_000);
    expect((await confirm(shop, late)).status).toBe(400);

    await claim(shop, token);
    const moved = await mailedSecret(shop);
    const patch = await shop.call('PATCH', '/api/v1/accounts/me/', {
      token,
      json: { email: 'nouvelle@example.cd', current_password: 'motdepasse1' },
    });
    expect(patch.status).toBe(200);
    expect((await confirm(shop, moved)).status).toBe(400);
  });

  it('one e-mail per ten minutes however often it is asked, none for an address without guest orders, none without a public origin', async () => {
    const shop = makeShop();
    await guestOrderOf(shop, VICTIM);
    const token = await shop.register(VICTIM);
    for (let i = 0; i < 5; i++) expect((await claim(shop, token)).status).toBe(200);
    expect(await mails(shop)).toHaveLength(1);

    const nobody = await shop.register('personne@example.cd');
    await claim(shop, nobody);
    expect(await mails(shop)).toHaveLength(1);

    const closed = makeShop({ mail: { siteUrl: undefined } });
    const order = await guestOrderOf(closed, VICTIM);
    const customer = await closed.register(VICTIM);
    const answer = await conforming(await claim(closed, customer, { token_suivi: order.token_suivi }), guestOrdersAnswerSchema);
    expect(answer).toEqual({ rattachees: 1, lien_envoye: false });
    expect(await mails(closed)).toHaveLength(0);
  });

  it('asks for a signed-in customer', async () => {
    const shop = makeShop();
    expect((await shop.call('POST', '/api/v1/accounts/commandes-invite/', { json: {} })).status).toBe(401);
  });
});
