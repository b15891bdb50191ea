/**
 * The address book. It belongs to the account: the API keeps it (`/accounts/adresses/`, src/server/README.md) and the
 * browser keeps a copy under `userAddresses` for offline use, one list per signed-in customer, forgotten at sign-out.
 * Against a backend without that endpoint (a 404: the shop's Django backend) the book lives in the browser only, as
 * the spec has it, and the store syncs the profile's address string itself. Either way the profile's address string
 * follows the default address.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import { ApiError } from '../../api/api-error.ts';
import type { Api } from '../../api/client.ts';
import { type Address, type AddressInput, addressInputSchema } from '../../contract/address.ts';
import type { User } from '../../contract/user.ts';
import {
  addAddress,
  bookFromProfile,
  deleteAddress,
  editAddress,
  type NewAddress,
  profileAddressOf,
  setDefaultAddress,
} from '../../domain/address.ts';
import type { Result } from '../../domain/result.ts';
import { addressesMessages } from '../../messages/addresses.ts';
import { api } from '../api.ts';
import { storedAddressBooks } from '../stored/address-books.ts';
import { type SessionStore, session } from './session.ts';

type Session = Pick<SessionStore, '$user' | 'remember' | 'withSession'>;
type AddressApi = Pick<Api, 'updateMe' | 'listAddresses' | 'createAddress' | 'updateAddress' | 'deleteAddress' | 'importAddresses'>;

/** Where a book lives: on the account (the API has the endpoint) or in this browser only (it has not). */
type Home = 'account' | 'browser';

/** Whose book it is: the user id, else the email (the reference API and DRF both send an id). */
export function ownerKey(user: Pick<User, 'id' | 'email'>): string {
  return user.id !== undefined ? `id:${user.id}` : `email:${user.email.toLowerCase()}`;
}

/** What the API takes of an address (its id, city and default flag are the book's). */
function inputOf(address: NewAddress): AddressInput {
  const { type, rue, numero, quartier, commune, telephone, repere = '' } = address;
  return { type, rue, numero, quartier, commune, telephone, repere };
}

/** Addresses the API would take as they are, the default marked: a book kept before may hold one it refuses (no phone), left out. */
const importable = (list: readonly Address[]): AddressInput[] =>
  list
    .map((address) => ({ ...inputOf(address), is_default: address.is_default }))
    .filter((input) => addressInputSchema.safeParse(input).success);

/** The message of a failed change: the server's words for a refusal, 'Adresse non trouvée' when gone, else `fallback`. */
function failure(error: unknown, fallback: string): Result {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status === null) return { ok: false, message: fallback };
  if (error.status === 404) return { ok: false, message: addressesMessages.notFound };
  return { ok: false, message: error.status < 500 && error.message.trim() !== '' ? error.message : fallback };
}

/** Builds the address book store (the browser's one below; tests inject a session and a client). */
export function createAddressStore(session: Session, client: AddressApi) {
  const $books = storedAddressBooks();
  const $addresses: ReadableAtom<Address[]> = computed([$books, session.$user], (books, user) =>
    user ? (books[ownerKey(user)] ?? []) : [],
  );
  /** The API could not be asked (offline, a server error) and this browser holds no copy: the page says so. */
  const $loadFailed = atom(false);
  /** Where each account's book lives, asked once per page (an unanswered question is asked again next time). */
  const homes = new Map<string, Promise<Home | null>>();

  /** Sign-out: every book leaves this browser (addresses and phone numbers; the default one stays in the profile). */
  function forgetBooks(): void {
    $books.set({});
    homes.clear();
  }

  /** Writes the book of `owner`, only while that customer is still the one signed in (a sign-out may come first). */
  function write(owner: string, list: Address[]): void {
    const user = session.$user.get();
    if (user && ownerKey(user) === owner) $books.set({ ...$books.get(), [owner]: list });
  }

  /** The account's book, into this browser's copy; an account without one takes the book kept here (or the profile's address) once. */
  async function fetchBook(user: User): Promise<Home | null> {
    const owner = ownerKey(user);
    let stored: Address[];
    try {
      stored = await session.withSession(() => client.listAddresses());
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        if (($books.get()[owner] ?? []).length === 0) write(owner, bookFromProfile(user));
        return 'browser';
      }
      console.warn("Carnet d'adresses indisponible", error);
      return null;
    }
    const local = $books.get()[owner] ?? [];
    const kept = stored.length > 0 ? [] : importable(local.length > 0 ? local : bookFromProfile(user));
    if (kept.length === 0) {
      write(owner, stored);
      return 'account';
    }
    try {
      write(owner, await session.withSession(() => client.importAddresses({ adresses: kept })));
    } catch (error) {
      // Imported first by another tab or phone (409): the account's book is that one.
      if (!(error instanceof ApiError && error.status === 409)) return null;
      try {
        write(owner, await session.withSession(() => client.listAddresses()));
      } catch {
        return null;
      }
    }
    return 'account';
  }

  /** Where the signed-in customer's book lives, null when the API could not say (offline). */
  function homeOf(user: User): Promise<Home | null> {
    const owner = ownerKey(user);
    const known = homes.get(owner);
    if (known) return known;
    const asked = fetchBook(user).then((home) => {
      if (home === null && homes.get(owner) === asked) homes.delete(owner);
      $loadFailed.set(home === null && $addresses.get().length === 0);
      return home;
    });
    homes.set(owner, asked);
    return asked;
  }

  /** The signed-in customer's book: this browser's copy at once, then the account's (once per page). */
  function loadAddresses(): void {
    const user = session.$user.get();
    if (user) void homeOf(user);
  }

  /** The stored user follows the default address (the API changed the profile with the book, in one transaction). */
  function followProfile(user: User, list: readonly Address[]): void {
    const address = profileAddressOf(list);
    if (address !== '' && address !== user.address) session.remember({ ...user, address });
  }

  /** The book in this browser only: writes `next`; when the default address changed, PATCHes the profile, undoing the write on failure. */
  async function commitHere(user: User, next: Address[], message: string): Promise<Result> {
    const owner = ownerKey(user);
    const previous = $addresses.get();
    write(owner, next);
    const address = profileAddressOf(next);
    if (address === '' || address === user.address) return { ok: true };
    try {
      session.remember(await session.withSession(() => client.updateMe({ address })));
      return { ok: true };
    } catch {
      write(owner, previous);
      return { ok: false, message };
    }
  }

  /**
   * One change of the book: `here` is the change as the rules make it, `there` the API's call returning the book
   * as the rules make it with the API's answer. Offline (the home unknown), nothing changes and `message` says so.
   */
  async function change(
    here: (list: Address[]) => Result<{ value: Address[] }>,
    there: (list: Address[]) => Promise<Address[]>,
    message: string,
  ): Promise<Result> {
    const user = session.$user.get();
    if (!user) return { ok: false, message };
    const home = await homeOf(user);
    const list = $addresses.get();
    const planned = here(list);
    if (!planned.ok) return planned;
    if (home === 'browser') return commitHere(user, planned.value, message);
    if (home === null) return { ok: false, message };
    try {
      const next = await there(list);
      write(ownerKey(user), next);
      followProfile(user, next);
      return { ok: true };
    } catch (error) {
      return failure(error, message);
    }
  }

  const fieldsOf = ({ id: _id, ville: _ville, ...fields }: Address): NewAddress => fields;
  const always = (value: Address[]): Result<{ value: Address[] }> => ({ ok: true, value });

  const add = (fields: NewAddress): Promise<Result> =>
    change(
      (list) => always(addAddress(list, fields)),
      async (list) => {
        const created = await session.withSession(() =>
          client.createAddress({ ...inputOf(fields), is_default: fields.is_default === true }),
        );
        return addAddress(list, fieldsOf(created), created.id);
      },
      addressesMessages.addError,
    );

  const edit = (id: string, fields: Partial<NewAddress>): Promise<Result> =>
    change(
      (list) => editAddress(list, id, fields),
      async (list) => {
        const updated = await session.withSession(() => client.updateAddress(id, fields));
        const result = editAddress(list, id, fieldsOf(updated));
        return result.ok ? result.value : list;
      },
      addressesMessages.updateError,
    );

  const makeDefault = (id: string): Promise<Result> =>
    change(
      (list) => setDefaultAddress(list, id),
      async (list) => {
        await session.withSession(() => client.updateAddress(id, { is_default: true }));
        const result = setDefaultAddress(list, id);
        return result.ok ? result.value : list;
      },
      addressesMessages.setDefaultError,
    );

  /** Refuses the only address and the default one; never changes the default, so never syncs the profile. */
  const remove = (id: string): Promise<Result> =>
    change(
      (list) => deleteAddress(list, id),
      async (list) => {
        await session.withSession(() => client.deleteAddress(id));
        return list.filter((a) => a.id !== id);
      },
      addressesMessages.deleteError,
    );

  /** Asked before the delete confirmation: the only address and the default one are refused at once. */
  function checkDelete(id: string): Result {
    const result = deleteAddress($addresses.get(), id);
    return result.ok ? { ok: true } : result;
  }

  return {
    checkDelete,
    $addresses,
    $loadFailed: $loadFailed as ReadableAtom<boolean>,
    loadAddresses,
    addAddress: add,
    editAddress: edit,
    setDefaultAddress: makeDefault,
    deleteAddress: remove,
    forgetBooks,
  };
}

/** The browser's address book, on its session. */
export const addressBook = createAddressStore(session, api);
