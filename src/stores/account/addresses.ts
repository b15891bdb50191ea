/**
 * The address book: kept in browser storage under `userAddresses`, one list per
 * signed-in customer; only the default address is synced to the profile address string.
 */
import { computed, type ReadableAtom } from 'nanostores';
import type { Api } from '../../api/client.ts';
import type { Address } from '../../contract/account.ts';
import type { User } from '../../contract/user.ts';
import {
  addAddress,
  deleteAddress,
  editAddress,
  formatAddress,
  type NewAddress,
  parseProfileAddress,
  setDefaultAddress,
} from '../../domain/address.ts';
import type { Result } from '../../domain/result.ts';
import { addressesMessages } from '../../messages/addresses.ts';
import { api } from '../api.ts';
import { storedAddressBooks } from '../stored/address-books.ts';
import { type SessionStore, session } from './session.ts';

type Session = Pick<SessionStore, '$user' | 'remember' | 'withSession'>;

/** Whose book it is: the user id, else the email (the reference API and DRF both send an id). */
export function ownerKey(user: Pick<User, 'id' | 'email'>): string {
  return user.id !== undefined ? `id:${user.id}` : `email:${user.email.toLowerCase()}`;
}

/** Builds the address book store (the browser's one below; tests inject a session and a client). */
export function createAddressStore(session: Session, client: Pick<Api, 'updateMe'>) {
  const $books = storedAddressBooks();
  const $addresses: ReadableAtom<Address[]> = computed([$books, session.$user], (books, user) =>
    user ? (books[ownerKey(user)] ?? []) : [],
  );

  /** Sign-out: every book leaves this browser (addresses and phone numbers; the default one stays in the profile). */
  function forgetBooks(): void {
    $books.set({});
  }

  function write(list: Address[]): void {
    const user = session.$user.get();
    if (user) $books.set({ ...$books.get(), [ownerKey(user)]: list });
  }

  /** An empty book of a customer whose profile holds an address gets it, parsed with the known communes. */
  function loadAddresses(): Address[] {
    const user = session.$user.get();
    if (!user) return [];
    const list = $addresses.get();
    if (list.length > 0 || user.address.trim() === '') return list;
    const parsed = parseProfileAddress(user.address);
    const imported = addAddress([], { type: 'Maison', ...parsed, telephone: user.phone_number, is_default: true });
    write(imported);
    return imported;
  }

  /** Writes `next`; when the default address changed, PATCHes the profile address, undoing the write on failure. */
  async function commit(next: Address[], failure: string): Promise<Result> {
    const previous = $addresses.get();
    write(next);
    const fallback = next.find((a) => a.is_default);
    const user = session.$user.get();
    if (!fallback || !user) return { ok: true };
    const address = formatAddress(fallback);
    if (address === user.address) return { ok: true };
    try {
      session.remember(await session.withSession(() => client.updateMe({ address })));
      return { ok: true };
    } catch {
      write(previous);
      return { ok: false, message: failure };
    }
  }

  async function add(fields: NewAddress): Promise<Result> {
    return commit(addAddress($addresses.get(), fields), addressesMessages.addError);
  }

  async function edit(id: string, fields: Partial<NewAddress>): Promise<Result> {
    const result = editAddress($addresses.get(), id, fields);
    return result.ok ? commit(result.value, addressesMessages.updateError) : result;
  }

  async function makeDefault(id: string): Promise<Result> {
    const result = setDefaultAddress($addresses.get(), id);
    return result.ok ? commit(result.value, addressesMessages.setDefaultError) : result;
  }

  /** Refuses the only address and the default one; never changes the default, so never syncs. */
  function remove(id: string): Result {
    const result = deleteAddress($addresses.get(), id);
    if (!result.ok) return result;
    write(result.value);
    return { ok: true };
  }

  /** The book as the checkout lists it: each address with its one-line label. */
  const $addressChoices = computed($addresses, (list) =>
    list.map((address) => ({
      address,
      label: `${address.type} — ${formatAddress(address)}${address.repere ? ` — ${addressesMessages.landmarkOf(address.repere)}` : ''}`,
    })),
  );

  /** Asked before the delete confirmation: the only address and the default one are refused at once. */
  function checkDelete(id: string): Result {
    const result = deleteAddress($addresses.get(), id);
    return result.ok ? { ok: true } : result;
  }

  return {
    checkDelete,
    $addresses,
    $addressChoices,
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
