/**
 * Who is checking out, lightly (docs/decisions/009): the signed-in customer's stored user, decoded
 * through the contract (loaded when a token is stored), and their address book, whose store (with the
 * session's) loads by `import()` once a user is known. A signed-out customer loads neither. A token
 * alone is the header's work: it loads the session store, which fetches the user and stores it.
 */
import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import type { Address } from '../../contract/address.ts';
import type { User } from '../../contract/user.ts';
import { $contract, prefetchContract } from '../page/contract-on-demand.ts';
import { $authToken } from '../stored/auth-token.ts';
import { storedSession } from '../stored/session-keys.ts';

/** The signed-in customer (null when signed out, while a token alone is checked, or while the contract loads). */
export const $checkoutUser: ReadableAtom<User | null> = computed(
  [$authToken, storedSession.$userInfo, $contract],
  (token, text, contract) => (token !== '' && contract !== null ? contract.storedUserOf(text) : null),
);

onMount($checkoutUser, () =>
  $authToken.subscribe((token) => {
    if (token !== '') prefetchContract();
  }),
);

const $saved = atom<readonly Address[]>([]);
/** The signed-in customer's address book (empty until loaded): this browser's copy at once, then the account's. */
export const $savedAddresses: ReadableAtom<readonly Address[]> = $saved;

const $read = atom(false);
/**
 * The book has been read (this browser's copy, at least): until then the checkout keeps the cards its page drew from
 * that copy (src/stores/checkout/first-paint.ts).
 */
export const $savedAddressesRead: ReadableAtom<boolean> = $read;

/** The book is loading or loaded. */
let asked = false;

/** Loads the address book once a customer is signed in, and follows it; a failed download is tried again next time. */
export function loadSavedAddresses(): void {
  if (asked) return;
  asked = true;
  void import('../account/addresses.ts').then(
    ({ addressBook }) => {
      addressBook.$addresses.subscribe((list) => {
        $saved.set(list);
        $read.set(true);
      });
      addressBook.loadAddresses();
    },
    (error: unknown) => {
      asked = false;
      console.warn("Chargement du carnet d'adresses impossible", error);
    },
  );
}
