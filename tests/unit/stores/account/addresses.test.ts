import { setPersistentEngine } from '@nanostores/persistent';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAddressStore, ownerKey } from '../../../../src/stores/account/addresses.ts';
import { makeShop, type TestShop } from '../../server/helpers.ts';
import { type Intercept, sessionTab } from './session-tab.ts';

let shop: TestShop;
let storage: Record<string, string>;

const home = {
  type: 'Maison' as const,
  rue: 'Avenue de la Justice',
  numero: '12',
  quartier: 'Socimat',
  commune: 'Gombe',
  telephone: '+243812345678',
  repere: 'derrière la station Total',
};
const office = {
  type: 'Bureau' as const,
  rue: 'Boulevard du 30 Juin',
  numero: '5',
  quartier: 'Centre',
  commune: 'Gombe',
  telephone: '+243999999999',
};

/** A backend without the address endpoint (the shop's Django backend): 404 on it, the rest answered by the reference API. */
const withoutBookEndpoint: Intercept = (request) =>
  new URL(request.url).pathname.startsWith('/api/v1/accounts/adresses/')
    ? Response.json({ detail: 'Not found.' }, { status: 404 })
    : undefined;

const failing =
  (method: string, path: RegExp, response: () => Response, also: Intercept = () => undefined): Intercept =>
  (request) =>
    request.method === method && path.test(new URL(request.url).pathname) ? response() : also(request);

/** No network: the request never reaches a server. */
const offline: Intercept = (request) => {
  if (new URL(request.url).pathname.includes('/adresses/')) throw new TypeError('Failed to fetch');
  return undefined;
};

/** Lets the book's calls started by `loadAddresses` finish. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A signed-in browser tab (its own storage unless given) talking to the reference API in memory. */
async function signedInTab(token: string, intercept?: Intercept) {
  storage['authToken'] = token;
  const { client, session } = sessionTab(shop, intercept);
  session.$session.listen(() => {});
  await session.refreshUser();
  const book = createAddressStore(session, client);
  const profile = async () => ((await (await shop.call('GET', '/api/v1/accounts/me/', { token })).json()) as { address: string }).address;
  const onServer = async () =>
    (await (await shop.call('GET', '/api/v1/accounts/adresses/', { token })).json()) as { rue: string; is_default: boolean }[];
  return { session, book, profile, onServer, client };
}

async function customer(profileAddress = '', phone = '') {
  const token = await shop.register('rose@example.cd', 'motdepasse1', 'Rose');
  if (profileAddress) await shop.call('PATCH', '/api/v1/accounts/me/', { token, json: { address: profileAddress, phone_number: phone } });
  return token;
}

beforeEach(() => {
  shop = makeShop();
  storage = {};
  setPersistentEngine(storage, { addEventListener: () => undefined, removeEventListener: () => undefined });
});

describe('the address book on the account', () => {
  it('the first address is the default; the API keeps it and the profile, and the stored user follows', async () => {
    const { book, profile, onServer, session } = await signedInTab(await customer());
    expect(await book.addAddress(home)).toEqual({ ok: true });
    expect(book.$addresses.get()).toMatchObject([{ ...home, is_default: true, ville: 'Kinshasa' }]);
    expect(await onServer()).toMatchObject([{ rue: 'Avenue de la Justice', is_default: true }]);
    expect(await profile()).toBe('Avenue de la Justice, N°12, Socimat, Gombe, Kinshasa');
    expect(session.$user.get()?.address).toBe('Avenue de la Justice, N°12, Socimat, Gombe, Kinshasa');
  });

  it('a second address, then the default moved, then an edit: the copy, the API and the profile agree', async () => {
    const { book, profile, onServer } = await signedInTab(await customer());
    await book.addAddress(home);
    await book.addAddress(office);
    const [first, second] = book.$addresses.get();
    expect(await book.setDefaultAddress(second!.id)).toEqual({ ok: true });
    expect(await profile()).toBe('Boulevard du 30 Juin, N°5, Centre, Gombe, Kinshasa');
    expect(await book.editAddress(second!.id, { numero: '7' })).toEqual({ ok: true });
    expect(await profile()).toBe('Boulevard du 30 Juin, N°7, Centre, Gombe, Kinshasa');
    expect(book.$addresses.get().map((a) => [a.id, a.numero, a.is_default])).toEqual([
      [first!.id, '12', false],
      [second!.id, '7', true],
    ]);
    expect((await onServer()).map((a) => [a.rue, a.is_default])).toEqual([
      ['Avenue de la Justice', false],
      ['Boulevard du 30 Juin', true],
    ]);
  });

  it('signed in on a fresh browser, the book comes back whole, landmark and phone included', async () => {
    const token = await customer();
    const first = await signedInTab(token);
    await first.book.addAddress(home);
    await first.book.addAddress(office);
    storage = {};
    setPersistentEngine(storage, { addEventListener: () => undefined, removeEventListener: () => undefined });
    const fresh = await signedInTab(token);
    expect(fresh.book.$addresses.get()).toEqual([]);
    fresh.book.loadAddresses();
    await settled();
    expect(fresh.book.$addresses.get()).toEqual(first.book.$addresses.get());
    expect(fresh.book.$addresses.get()[0]).toMatchObject({ repere: 'derrière la station Total', telephone: '+243812345678' });
  });

  it.each([
    ['the only address', 1, 0, 'Impossible de supprimer la seule adresse'],
    ['the default address', 2, 0, "Vous ne pouvez pas supprimer l'adresse par défaut."],
  ])('deleting %s is refused, here and on the API', async (_name, count, target, message) => {
    const { book, onServer } = await signedInTab(await customer());
    for (let i = 0; i < count; i++) await book.addAddress(home);
    const id = book.$addresses.get()[target]!.id;
    expect(book.checkDelete(id)).toEqual({ ok: false, message });
    expect(await book.deleteAddress(id)).toEqual({ ok: false, message });
    expect(await onServer()).toHaveLength(count);
  });

  it('deleting another address removes it from the API too', async () => {
    const { book, onServer } = await signedInTab(await customer());
    await book.addAddress(home);
    await book.addAddress(office);
    expect(await book.deleteAddress(book.$addresses.get()[1]!.id)).toEqual({ ok: true });
    expect(book.$addresses.get()).toHaveLength(1);
    expect(await onServer()).toHaveLength(1);
  });

  it.each([
    [
      'a server error',
      () => Response.json({ detail: 'Erreur interne du serveur.' }, { status: 500 }),
      "Erreur lors de l'ajout de l'adresse",
    ],
    [
      "the server's refusal",
      () => Response.json({ telephone: ['Numéro refusé par la boutique.'] }, { status: 400 }),
      'Numéro refusé par la boutique.',
    ],
  ])('%s: nothing changes and the customer reads why', async (_name, response, message) => {
    const { book, onServer } = await signedInTab(await customer(), failing('POST', /\/accounts\/adresses\/$/, response));
    expect(await book.addAddress(home)).toEqual({ ok: false, message });
    expect(book.$addresses.get()).toEqual([]);
    expect(await onServer()).toEqual([]);
  });

  it('an address deleted on another phone meanwhile: « Adresse non trouvée »', async () => {
    const token = await customer();
    const { book } = await signedInTab(token);
    await book.addAddress(home);
    await book.addAddress(office);
    const id = book.$addresses.get()[1]!.id;
    await shop.call('DELETE', `/api/v1/accounts/adresses/${id}/`, { token });
    expect(await book.editAddress(id, { numero: '9' })).toEqual({ ok: false, message: 'Adresse non trouvée' });
  });

  it('offline, the copy kept in this browser is shown; a change is refused and nothing is lost', async () => {
    const token = await customer();
    const online = await signedInTab(token);
    await online.book.addAddress(home);
    const kept = storage['userAddresses'];
    const tab = await signedInTab(token, offline);
    storage['userAddresses'] = kept!;
    tab.book.loadAddresses();
    await settled();
    expect(tab.book.$addresses.get()).toMatchObject([{ rue: 'Avenue de la Justice' }]);
    expect(tab.book.$loadFailed.get()).toBe(false);
    expect(await tab.book.addAddress(office)).toEqual({ ok: false, message: "Erreur lors de l'ajout de l'adresse" });
    expect(tab.book.$addresses.get()).toHaveLength(1);
  });

  it('offline with no copy: the page says the book could not be loaded', async () => {
    const { book } = await signedInTab(await customer(), offline);
    book.loadAddresses();
    await settled();
    expect(book.$loadFailed.get()).toBe(true);
  });
});

describe('the book this browser kept before the account had one', () => {
  it('is uploaded once at the first load, landmarks included; the account then has it on every device', async () => {
    const token = await customer();
    const { book, session, onServer, profile } = await signedInTab(token);
    const me = ownerKey(session.$user.get()!);
    storage['userAddresses'] = JSON.stringify({
      [me]: [
        { ...office, id: '1', ville: 'Kinshasa', is_default: false },
        { ...home, id: '2', ville: 'Kinshasa', is_default: true },
      ],
    });
    book.loadAddresses();
    await settled();
    expect((await onServer()).map((a) => [a.rue, a.is_default])).toEqual([
      ['Boulevard du 30 Juin', false],
      ['Avenue de la Justice', true],
    ]);
    expect(book.$addresses.get().map((a) => a.repere ?? '')).toEqual(['', 'derrière la station Total']);
    expect(await profile()).toBe('Avenue de la Justice, N°12, Socimat, Gombe, Kinshasa');
  });

  it('a second tab that kept its own copy reads the account’s book instead of importing it again', async () => {
    const token = await customer();
    const first = await signedInTab(token);
    await first.book.addAddress(home);
    const me = ownerKey(first.session.$user.get()!);
    const other = await signedInTab(token);
    // This browser still holds an older book of the same account (signed in before the book moved to the account).
    storage['userAddresses'] = JSON.stringify({ [me]: [{ ...office, id: '1', ville: 'Kinshasa', is_default: true }] });
    other.book.loadAddresses();
    await settled();
    expect(other.book.$addresses.get().map((a) => a.rue)).toEqual(['Avenue de la Justice']);
    expect(await first.onServer()).toHaveLength(1);
  });

  it('an address already in the profile, with the profile’s phone, becomes the account’s first address', async () => {
    const { book, onServer } = await signedInTab(await customer('Avenue Kasa-Vubu, N°3, Matonge, Kintambo, Kinshasa', '+243812345678'));
    book.loadAddresses();
    await settled();
    expect(book.$addresses.get()).toMatchObject([{ rue: 'Avenue Kasa-Vubu', numero: '3', commune: 'Kintambo', is_default: true }]);
    expect(await onServer()).toMatchObject([{ rue: 'Avenue Kasa-Vubu', is_default: true }]);
  });

  it('a profile address without a phone stays out of the account’s book (the API takes no address without one)', async () => {
    const { book, onServer } = await signedInTab(await customer('Avenue Kasa-Vubu, N°3, Matonge, Kintambo, Kinshasa'));
    book.loadAddresses();
    await settled();
    expect(book.$addresses.get()).toEqual([]);
    expect(await onServer()).toEqual([]);
  });
});

describe('against a backend without the address endpoint (the spec’s browser book)', () => {
  it('the book lives in this browser and the profile is PATCHed from the default address', async () => {
    const { book, profile } = await signedInTab(await customer(), withoutBookEndpoint);
    expect(await book.addAddress(home)).toEqual({ ok: true });
    await book.addAddress(office);
    expect(book.$addresses.get().map((a) => [a.id, a.is_default])).toEqual([
      ['1', true],
      ['2', false],
    ]);
    expect(await profile()).toBe('Avenue de la Justice, N°12, Socimat, Gombe, Kinshasa');
    expect(await book.setDefaultAddress('2')).toEqual({ ok: true });
    expect(await profile()).toBe('Boulevard du 30 Juin, N°5, Centre, Gombe, Kinshasa');
    expect(await book.deleteAddress('1')).toEqual({ ok: true });
    expect(book.$addresses.get().map((a) => a.id)).toEqual(['2']);
  });

  it('a failed profile sync undoes the change and gives the spec message', async () => {
    const { book } = await signedInTab(
      await customer(),
      failing('PATCH', /\/accounts\/me\/$/, () => Response.json({ detail: 'panne' }, { status: 500 }), withoutBookEndpoint),
    );
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
    const { book } = await signedInTab(await customer(profileAddress), withoutBookEndpoint);
    book.loadAddresses();
    await settled();
    expect(book.$addresses.get()).toMatchObject([{ ...fields, id: '1', is_default: true, ville: 'Kinshasa', type: 'Maison' }]);
  });
});

describe('this browser’s copy', () => {
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
  ])('is untrusted: %s', async (_name, stored, ids) => {
    const { session, client } = await signedInTab(await customer());
    const me = ownerKey(session.$user.get()!);
    storage['userAddresses'] = stored(me);
    const book = createAddressStore(session, client);
    expect(book.$addresses.get().map((a) => a.id)).toEqual(ids);
  });

  it('is forgotten at sign-out, and a book still arriving is not written after it', async () => {
    const token = await customer();
    await signedInTab(token).then(({ book }) => book.addAddress(home));
    storage = {};
    setPersistentEngine(storage, { addEventListener: () => undefined, removeEventListener: () => undefined });
    let answer = () => {};
    const late = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { book, session } = await signedInTab(token, (request) =>
      new URL(request.url).pathname.endsWith('/adresses/') ? late.then(() => shop.app.request(request)) : undefined,
    );
    book.loadAddresses();
    await settled();
    // Signed out while the account's book is on its way.
    session.logout();
    book.forgetBooks();
    answer();
    await settled();
    expect(storage['userAddresses'] ?? '{}').toBe('{}');
  });
});
