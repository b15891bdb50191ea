import { describe, expect, it } from 'vitest';
import { json, makeShop } from './helpers.ts';

type Shop = ReturnType<typeof makeShop>;
type AddressBody = { id: number; type: string; rue: string; numero: string; repere: string; telephone: string; is_default: boolean };

const home = {
  type: 'Maison',
  rue: 'Avenue Kabambare',
  numero: '47',
  quartier: 'Matonge III',
  commune: 'Kalamu',
  repere: "entre l'église et le marché",
  telephone: '+243812345678',
};
const office = {
  type: 'Bureau',
  rue: 'Boulevard du 30 Juin',
  numero: '5',
  quartier: 'Centre',
  commune: 'Gombe',
  telephone: '+243999999999',
};

const PATH = '/api/v1/accounts/adresses/';

async function book(shop: Shop, token: string): Promise<AddressBody[]> {
  const res = await shop.call('GET', PATH, { token });
  expect(res.status).toBe(200);
  return json<AddressBody[]>(res);
}

async function add(shop: Shop, token: string, address: object): Promise<AddressBody> {
  const res = await shop.call('POST', PATH, { token, json: address });
  expect(res.status, await res.clone().text()).toBe(201);
  return json<AddressBody>(res);
}

const profileAddress = async (shop: Shop, token: string) =>
  (await json<{ address: string }>(await shop.call('GET', '/api/v1/accounts/me/', { token }))).address;

describe('the address book belongs to the account', () => {
  it('an account starts with an empty book; the first address is the default and becomes the profile’s address', async () => {
    const shop = makeShop();
    const token = await shop.register('rose@example.cd');
    expect(await book(shop, token)).toEqual([]);
    const first = await add(shop, token, home);
    expect(first).toMatchObject({ ...home, ville: 'Kinshasa', is_default: true });
    expect(typeof first.id).toBe('number');
    expect(await profileAddress(shop, token)).toBe('Avenue Kabambare, N°47, Matonge III, Kalamu, Kinshasa');
    // Another device of the same account reads the same book, landmark and phone included.
    expect(await book(shop, token)).toEqual([first]);
  });

  it('a phone written any usual way is kept as +243 and its nine digits, on adding and on editing', async () => {
    const shop = makeShop();
    const token = await shop.register('rose@example.cd');
    const first = await add(shop, token, { ...home, telephone: '0812 345 678' });
    expect(first.telephone).toBe('+243812345678');
    const edited = await shop.call('PATCH', `${PATH}${first.id}/`, { token, json: { telephone: '243-999-999-999' } });
    expect(await json(edited)).toMatchObject({ telephone: '+243999999999' });
    const cut = await shop.call('PATCH', `${PATH}${first.id}/`, { token, json: { telephone: '099999999' } });
    expect(cut.status).toBe(400);
    expect(Object.keys(await cut.json())).toEqual(['telephone']);
    expect((await book(shop, token))[0]?.telephone).toBe('+243999999999');
  });

  it('a second address leaves the default and the profile; marked default, it takes both', async () => {
    const shop = makeShop();
    const token = await shop.register('rose@example.cd');
    const first = await add(shop, token, home);
    const second = await add(shop, token, office);
    expect(second.is_default).toBe(false);
    expect(await profileAddress(shop, token)).toContain('Avenue Kabambare');
    const third = await add(shop, token, { ...office, numero: '9', is_default: true });
    expect((await book(shop, token)).map((a) => [a.id, a.is_default])).toEqual([
      [first.id, false],
      [second.id, false],
      [third.id, true],
    ]);
    expect(await profileAddress(shop, token)).toBe('Boulevard du 30 Juin, N°9, Centre, Gombe, Kinshasa');
  });

  it('an edit changes the parts given; « is_default » moves the default and the profile follows; unmarking it does nothing', async () => {
    const shop = makeShop();
    const token = await shop.register('rose@example.cd');
    const first = await add(shop, token, home);
    const second = await add(shop, token, office);
    const edited = await shop.call('PATCH', `${PATH}${second.id}/`, { token, json: { numero: '7', repere: 'au-dessus de la banque' } });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ ...office, numero: '7', repere: 'au-dessus de la banque', is_default: false });
    expect(await profileAddress(shop, token)).toContain('Avenue Kabambare');
    expect((await shop.call('PATCH', `${PATH}${second.id}/`, { token, json: { is_default: true } })).status).toBe(200);
    expect(await profileAddress(shop, token)).toBe('Boulevard du 30 Juin, N°7, Centre, Gombe, Kinshasa');
    expect((await shop.call('PATCH', `${PATH}${second.id}/`, { token, json: { is_default: false } })).status).toBe(200);
    expect((await book(shop, token)).map((a) => [a.id, a.is_default])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
  });

  it.each([
    ['the only address', 1, 0, 'Impossible de supprimer la seule adresse'],
    ['the default address', 2, 0, "Vous ne pouvez pas supprimer l'adresse par défaut."],
  ])('deleting %s is refused with the spec’s words', async (_name, count, target, detail) => {
    const shop = makeShop();
    const token = await shop.register('rose@example.cd');
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push((await add(shop, token, home)).id);
    const res = await shop.call('DELETE', `${PATH}${ids[target]}/`, { token });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ detail });
    expect(await book(shop, token)).toHaveLength(count);
  });

  it('another address is deleted; an unknown one is 404', async () => {
    const shop = makeShop();
    const token = await shop.register('rose@example.cd');
    await add(shop, token, home);
    const second = await add(shop, token, office);
    expect((await shop.call('DELETE', `${PATH}${second.id}/`, { token })).status).toBe(204);
    expect(await book(shop, token)).toHaveLength(1);
    expect((await shop.call('DELETE', `${PATH}${second.id}/`, { token })).status).toBe(404);
    expect((await shop.call('PATCH', `${PATH}abc/`, { token, json: { numero: '1' } })).status).toBe(404);
  });

  it.each([
    ['a phone an order cannot take', { ...home, telephone: '12 34' }, 'telephone'],
    ['no street', { ...home, rue: '' }, 'rue'],
    ['a street with a control character', { ...home, rue: 'Avenue\u001b[2J' }, 'rue'],
    ['a landmark on two lines', { ...home, repere: 'en face\nde la banque' }, 'repere'],
  ])('refuses %s, field by field, and keeps nothing', async (_name, address, field) => {
    const shop = makeShop();
    const token = await shop.register('rose@example.cd');
    const res = await shop.call('POST', PATH, { token, json: address });
    expect(res.status).toBe(400);
    expect(Object.keys(await json<object>(res))).toEqual([field]);
    expect(await book(shop, token)).toEqual([]);
    expect(await profileAddress(shop, token)).toBe('');
  });

  it('keeps twenty addresses at most', async () => {
    const shop = makeShop();
    const token = await shop.register('rose@example.cd');
    for (let i = 0; i < 20; i++) await add(shop, token, { ...office, numero: String(i + 1) });
    const res = await shop.call('POST', PATH, { token, json: home });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ detail: "Un carnet garde 20 adresses au plus : supprimez-en une avant d'en ajouter une autre." });
  });

  it('two addresses marked default at once leave exactly one default', async () => {
    const shop = makeShop();
    const token = await shop.register('rose@example.cd');
    await add(shop, token, home);
    await Promise.all([add(shop, token, { ...office, is_default: true }), add(shop, token, { ...office, numero: '6', is_default: true })]);
    expect((await book(shop, token)).filter((a) => a.is_default)).toHaveLength(1);
  });
});

describe('an account reads and changes only its own addresses', () => {
  it('without a token: 401 everywhere', async () => {
    const shop = makeShop();
    const token = await shop.register('rose@example.cd');
    const mine = await add(shop, token, home);
    for (const [method, path, body] of [
      ['GET', PATH, undefined],
      ['POST', PATH, home],
      ['PATCH', `${PATH}${mine.id}/`, { numero: '1' }],
      ['DELETE', `${PATH}${mine.id}/`, undefined],
      ['POST', `${PATH}import/`, { adresses: [home] }],
    ] as const) {
      expect((await shop.call(method, path, { json: body })).status).toBe(401);
    }
    expect(await book(shop, token)).toEqual([mine]);
  });

  it('another account’s ids are unknown: its book is neither read, changed nor deleted, and its profile stays', async () => {
    const shop = makeShop();
    const rose = await shop.register('rose@example.cd');
    const thief = await shop.register('voleur@example.cd');
    const first = await add(shop, rose, home);
    const second = await add(shop, rose, office);
    expect(await book(shop, thief)).toEqual([]);
    for (const [method, path, body] of [
      ['PATCH', `${PATH}${second.id}/`, { rue: 'Avenue du voleur' }],
      ['PATCH', `${PATH}${second.id}/`, { is_default: true }],
      ['DELETE', `${PATH}${second.id}/`, undefined],
      ['DELETE', `${PATH}${first.id}/`, undefined],
    ] as const) {
      const res = await shop.call(method, path, { token: thief, json: body });
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual({ detail: 'Pas trouvé.' });
    }
    expect(await book(shop, rose)).toEqual([first, second]);
    expect(await profileAddress(shop, rose)).toBe('Avenue Kabambare, N°47, Matonge III, Kalamu, Kinshasa');
    expect(await profileAddress(shop, thief)).toBe('');
  });
});

describe('the book a browser kept before is imported once', () => {
  it('into an empty book: in order, the one marked default stays so, the profile follows', async () => {
    const shop = makeShop();
    const token = await shop.register('rose@example.cd');
    const res = await shop.call('POST', `${PATH}import/`, { token, json: { adresses: [office, { ...home, is_default: true }] } });
    expect(res.status).toBe(201);
    const imported = await json<AddressBody[]>(res);
    expect(imported.map((a) => [a.rue, a.is_default])).toEqual([
      ['Boulevard du 30 Juin', false],
      ['Avenue Kabambare', true],
    ]);
    expect(imported[1]?.repere).toBe(home.repere);
    expect(await book(shop, token)).toEqual(imported);
    expect(await profileAddress(shop, token)).toBe('Avenue Kabambare, N°47, Matonge III, Kalamu, Kinshasa');
  });

  it('a second import (another tab, another phone) is refused with 409 and changes nothing', async () => {
    const shop = makeShop();
    const token = await shop.register('rose@example.cd');
    const first = await add(shop, token, home);
    const res = await shop.call('POST', `${PATH}import/`, { token, json: { adresses: [office] } });
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ detail: "Ce compte a déjà un carnet d'adresses : rien n'a été importé." });
    expect(await book(shop, token)).toEqual([first]);
  });
});
