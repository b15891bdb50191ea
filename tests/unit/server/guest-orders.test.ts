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
  it('the tracking token alone attaches nothing; once the mailed link proved the address, every order of it joins, and later ones by their token', async () => {
    const shop = makeShop();
    const earlier = await guestOrderOf(shop, VICTIM);
    const latest = await guestOrderOf(shop, 'Mireille@Example.cd');
    const token = await shop.register(VICTIM);
    const answer = await conforming(await claim(shop, token, { token_suivi: latest.token_suivi }), guestOrdersAnswerSchema);
    expect(answer).toEqual({ rattachees: 0, lien_envoye: true });
    expect(await myOrders(shop, token)).toEqual([]);
    expect((await mails(shop)).map((m) => m.destinataire)).toEqual([VICTIM]);
    const confirmed = await conforming(await confirm(shop, await mailedSecret(shop)), guestOrdersAnswerSchema);
    expect(confirmed.rattachees).toBe(2);
    expect((await myOrders(shop, token)).sort()).toEqual([earlier.numero_commande, latest.numero_commande].sort());
    // The address is proven now: the next guest order placed with it joins by its token at once.
    const next = await guestOrderOf(shop, VICTIM);
    expect(await conforming(await claim(shop, token, { token_suivi: next.token_suivi }), guestOrdersAnswerSchema)).toMatchObject({
      rattachees: 1,
    });
    expect(await myOrders(shop, token)).toContain(next.numero_commande);
  });

  it('a forwarded tracking link hands nobody the order: its holder gets nothing, the customer who proves the address gets it', async () => {
    const shop = makeShop();
    const order = await guestOrderOf(shop, VICTIM);
    // Someone the link was forwarded to, signed in with an account of their own (its address proven too).
    const holder = await shop.register('voisin@example.cd');
    await shop.query("UPDATE users SET email_prouve = email WHERE email = 'voisin@example.cd'");
    const taken = await conforming(await claim(shop, holder, { token_suivi: order.token_suivi }), guestOrdersAnswerSchema);
    expect(taken.rattachees).toBe(0);
    expect(await myOrders(shop, holder)).toEqual([]);
    expect((await shop.call('GET', `/api/v1/orders/commandes/${order.id}/`, { token: holder })).status).toBe(404);
    // The customer's own claim afterwards: the link to their mailbox, then the order.
    const owner = await shop.register(VICTIM);
    expect((await claim(shop, owner, { token_suivi: order.token_suivi })).status).toBe(200);
    expect((await conforming(await confirm(shop, await mailedSecret(shop)), guestOrdersAnswerSchema)).rattachees).toBe(1);
    const mine = await shop.call('GET', `/api/v1/orders/commandes/${order.id}/`, { token: owner });
    expect(await json(mine)).toMatchObject({ notes: "Point de repère : en face de l'église Saint-Joseph", email: VICTIM });
  });

  it('an order attached with its link alone before this rule goes to the customer who proves its address', async () => {
    const shop = makeShop();
    const order = await guestOrderOf(shop, VICTIM);
    const holder = await shop.register('voisin@example.cd');
    const holderId = (await shop.query<{ id: number }>("SELECT id FROM users WHERE email = 'voisin@example.cd'"))[0]?.id;
    // As the earlier rules left it: joined with the tracking token alone.
    await shop.query('UPDATE commandes SET user_id = ?, rattachee_par_lien = 1 WHERE id = ?', holderId, order.id);
    expect(await myOrders(shop, holder)).toEqual([order.numero_commande]);
    const owner = await shop.register(VICTIM);
    expect((await claim(shop, owner)).status).toBe(200);
    expect((await conforming(await confirm(shop, await mailedSecret(shop)), guestOrdersAnswerSchema)).rattachees).toBe(1);
    expect(await myOrders(shop, owner)).toEqual([order.numero_commande]);
    expect(await myOrders(shop, holder)).toEqual([]);
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
    expect((await confirm(shop, await mailedSecret(shop))).status).toBe(200);
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
    // No link can be mailed, so the address cannot be proven: the token alone attaches nothing.
    const answer = await conforming(await claim(closed, customer, { token_suivi: order.token_suivi }), guestOrdersAnswerSchema);
    expect(answer).toEqual({ rattachees: 0, lien_envoye: false });
    expect(await mails(closed)).toHaveLength(0);
  });

  it('asks for a signed-in customer', async () => {
    const shop = makeShop();
    expect((await shop.call('POST', '/api/v1/accounts/commandes-invite/', { json: {} })).status).toBe(401);
  });
});

describe("an order's e-mail says what the customer typed only to an address they proved", () => {
  it('signed up with an address nobody proved: the confirmation carries no name, address or notes; once proven, it does', async () => {
    const shop = makeShop();
    const token = await shop.register(VICTIM, 'motdepasse1', 'Votre compte est suspendu');
    const order = (notes: string) =>
      shop.call('POST', '/api/v1/orders/commandes/', {
        token,
        // No recipient typed: the order carries the account's name.
        json: guestOrder([{ produit: 3 }], { adresse_livraison: 'Appelez le 0999 999 999', notes, nom_complet: null }),
      });
    const confirmations = () => shop.query<{ corps: string }>("SELECT corps FROM outbox WHERE kind = 'order-confirmation' ORDER BY id");
    expect((await order('http://piege.example')).status).toBe(201);
    const [unproven] = await confirmations();
    for (const typed of ['Votre compte est suspendu', '0999 999 999', 'piege.example']) expect(unproven?.corps).not.toContain(typed);
    expect(unproven?.corps).toContain('Bonjour,');
    // The customer proves the address (the link mailed to it); their next confirmation is complete.
    await guestOrderOf(shop, VICTIM);
    await claim(shop, token);
    await confirm(shop, await mailedSecret(shop));
    expect((await order('Portail bleu')).status).toBe(201);
    const proven = (await confirmations()).at(-1);
    expect(proven?.corps).toContain('Bonjour Votre compte est suspendu Kabila,');
    expect(proven?.corps).toContain('Portail bleu');
  });
});
