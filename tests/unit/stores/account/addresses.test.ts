import { setPersistentEngine } from '@nanostores/persistent';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAddressStore, ownerKey } from '../../../../src/stores/account/addresses.ts';
import { makeShop, type TestShop } from '../../server/helpers.ts';
import { sessionTab } from './session-tab.ts';

let shop: TestShop;
let storage: Record<string, string>;
let failPatch: boolean;

const home = {
  type: 'Maison' as const,
  rue: 'Avenue de la Justice',
  numero: '12',
  quartier: 'Socimat',
  commune: 'Gombe',
  telephone: '0812345678',
};
const office = {
  type: 'Bureau' as const,
  rue: 'Boulevard du 30 Juin',
  numero: '5',
  quartier: 'Centre',
  commune: 'Gombe',
  telephone: '0999999999',
};

/** A signed-in tab talking to the reference API in memory. */
async function signedInTab(profileAddress = '') {
  const token = await shop.register('rose@example.cd', 'motdepasse1', 'Rose');
  if (profileAddress) await shop.call('PATCH', '/api/v1/accounts/me/', { token, json: { address: profileAddress } });
  storage['authToken'] = token;
  const { client, session } = sessionTab(shop, (request) =>
    failPatch && request.method === 'PATCH' ? Response.json({ detail: 'panne' }, { status: 500 }) : undefined,
  );
  session.$session.listen(() => {});
  await session.refreshUser();
  const book = createAddressStore(session, client);
  const profile = async () => ((await (await shop.call('GET', '/api/v1/accounts/me/', { token })).json()) as { address: string }).address;
  return { session, book, profile, client };
}

beforeEach(() => {
  shop = makeShop();
  storage = {};
  failPatch = false;
  setPersistentEngine(storage, { addEventListener: () => undefined, removeEventListener: () => undefined });
});

describe('address book', () => {
  it('the first address becomes the default and is synced to the profile address string', async () => {
    const { book, profile, session } = await signedInTab();
    expect(await book.addAddress(home)).toEqual({ ok: true });
    expect(book.$addresses.get()).toMatchObject([{ id: '1', is_default: true, ville: 'Kinshasa' }]);
    expect(await profile()).toBe('Avenue de la Justice, N°12, Socimat, Gombe, Kinshasa');
    expect(session.$user.get()?.address).toBe('Avenue de la Justice, N°12, Socimat, Gombe, Kinshasa');
  });

  it('a second, non-default address gets the next id and leaves the profile alone; set default syncs it', async () => {
    const { book, profile } = await signedInTab();
    await book.addAddress(home);
    await book.addAddress(office);
    expect(book.$addresses.get().map((a) => [a.id, a.is_default])).toEqual([
      ['1', true],
      ['2', false],
    ]);
    expect(await profile()).toContain('Avenue de la Justice');
    expect(await book.setDefaultAddress('2')).toEqual({ ok: true });
    expect(book.$addresses.get().map((a) => [a.id, a.is_default])).toEqual([
      ['1', false],
      ['2', true],
    ]);
    expect(await profile()).toBe('Boulevard du 30 Juin, N°5, Centre, Gombe, Kinshasa');
  });

  it('editing a non-default address does not touch the profile; editing the default does', async () => {
    const { book, profile } = await signedInTab();
    await book.addAddress(home);
    await book.addAddress(office);
    await book.editAddress('2', { numero: '7' });
    expect(await profile()).toContain('N°12');
    await book.editAddress('1', { numero: '14' });
    expect(await profile()).toBe('Avenue de la Justice, N°14, Socimat, Gombe, Kinshasa');
  });

  it.each([
    ['the only address', ['1'], '1', 'Impossible de supprimer la seule adresse'],
    ['the default address', ['1', '2'], '1', "Vous ne pouvez pas supprimer l'adresse par défaut."],
    ['an unknown id', ['1', '2'], '9', 'Adresse non trouvée'],
  ])('deleting %s is refused', async (_name, ids, target, message) => {
    const { book } = await signedInTab();
    for (const _ of ids) await book.addAddress(home);
    expect(book.deleteAddress(target)).toEqual({ ok: false, message });
    expect(book.$addresses.get()).toHaveLength(ids.length);
  });

  it('deleting another address works; ids keep increasing after it', async () => {
    const { book } = await signedInTab();
    await book.addAddress(home);
    await book.addAddress(office);
    expect(book.deleteAddress('2')).toEqual({ ok: true });
    await book.addAddress(office);
    expect(book.$addresses.get().map((a) => a.id)).toEqual(['1', '2']);
  });

  it('a failed sync undoes the change and gives the spec message', async () => {
    const { book } = await signedInTab();
    failPatch = true;
    expect(await book.addAddress(home)).toEqual({ ok: false, message: "Erreur lors de l'ajout de l'adresse" });
    expect(book.$addresses.get()).toEqual([]);
  });

  it.each([
    [
      'formatted by the shop',
      'Avenue Kasa-Vubu, N°3, Matonge, Kinshasa, Kinshasa',
      { rue: 'Avenue Kasa-Vubu', numero: '3', quartier: 'Matonge', commune: 'Kinshasa' },
    ],
    ['written freely', 'Av. Lumumba 45, Righini, Limete', { rue: 'Av. Lumumba 45', quartier: 'Righini', commune: 'Limete' }],
  ])('a profile address (%s) is parsed into an empty book', async (_name, profileAddress, fields) => {
    const { book } = await signedInTab(profileAddress);
    const list = book.loadAddresses();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ ...fields, id: '1', is_default: true, ville: 'Kinshasa', type: 'Maison' });
    expect(book.loadAddresses()).toHaveLength(1);
  });

  it.each([
    [
      "another customer's book and garbage entries",
      (me: string) =>
        JSON.stringify({
          'id:999': [{ ...home, id: '1', ville: 'Kinshasa', is_default: true }],
          [me]: [{ nope: true }, { ...office, id: '4', ville: 'Kinshasa', is_default: true }],
        }),
      ['4'],
    ],
    ['text that is not JSON', () => '{pas du json', []],
    ['JSON of the wrong shape', () => JSON.stringify(['a']), []],
  ])('stored books are untrusted: %s', async (_name, stored, ids) => {
    const { session, client } = await signedInTab();
    const me = ownerKey(session.$user.get()!);
    storage['userAddresses'] = stored(me);
    const book = createAddressStore(session, client);
    expect(book.$addresses.get().map((a) => a.id)).toEqual(ids);
  });
});
