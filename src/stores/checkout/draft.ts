/**
 * The checkout form as typed, and what fills it in: the only available payment method is chosen from the start; once
 * the signed-in customer is known, their name (first and last), phone (shown as `+243 812 345 678`) and e-mail fill the
 * fields still empty, once, and their address book loads; the book's default address is chosen while the customer has
 * not chosen an address (saved or new) themselves. A saved address brings its phone: the order goes to the number
 * kept with the address chosen (a phone the customer typed is kept when the shop chose the address). « Je paie avec »
 * holds only an amount offered for the cart's total (the server refuses any other). Every change forgets the last
 * refusal shown. The island renders the draft and hands it to the order button.
 */
import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import type { Address } from '../../contract/address.ts';
import type { User } from '../../contract/user.ts';
import { defaultAddress } from '../../domain/address-format.ts';
import { isOfferedPayWith, preselectedPayment } from '../../domain/payment.ts';
import { checkoutPhoneInput, filledPhone } from '../../domain/phone.ts';
import { cart } from '../cart/cart.ts';
import { $authToken } from '../stored/auth-token.ts';
import { $checkoutUser, $savedAddresses, loadSavedAddresses } from './customer.ts';
import type { CheckoutInput } from './flow.ts';
import { resetSendState } from './send-state.ts';

/** The form before anything is known of the customer: the static page draws it, and the draft starts from it. */
export const BLANK_CHECKOUT: CheckoutInput = {
  fullName: '',
  phone: '',
  email: '',
  notes: '',
  addressMode: 'new',
  savedAddress: null,
  newAddress: { rue: '', numero: '', quartier: '', commune: '' },
  paymentMethod: preselectedPayment(),
  payWithCents: null,
};

/** The draft with `address` chosen, and its phone when it is one an order can take. */
function withAddress(draft: CheckoutInput, address: NonNullable<CheckoutInput['savedAddress']>, keepPhone: boolean): CheckoutInput {
  const phone = keepPhone ? '' : filledPhone(address.telephone ?? '');
  return { ...draft, addressMode: 'saved', savedAddress: address, ...(phone ? { phone } : {}) };
}

export interface CheckoutDraftDeps {
  /** The signed-in customer, null while unknown. */
  $user: ReadableAtom<User | null>;
  /** Their saved addresses (empty until loaded, and when signed out). */
  $saved: ReadableAtom<readonly Address[]>;
  /** Loads the address book (once a customer is known). */
  loadSaved: () => void;
  /** Runs at every change (the browser forgets the last refusal shown). */
  onEdit: () => void;
  /** The order's total as the cart sums it (hundredths): « Je paie avec » offers amounts above it. */
  $totalCents: ReadableAtom<number>;
}

export function createCheckoutDraft({ $user, $saved, loadSaved, onEdit, $totalCents }: CheckoutDraftDeps) {
  const $draft = atom<CheckoutInput>(BLANK_CHECKOUT);
  /**
   * `identity`: the customer's details were filled in; `address`: the customer chose an address themselves; `phone`:
   * the customer typed a phone.
   */
  const touched = { identity: false, address: false, phone: false };

  /**
   * A change as typed; the phone keeps every digit typed, key by key (`checkoutPhoneInput`: the number is read once
   * typed), and a pasted `+243 812 345 678` shows as its 9 national digits. Choosing a saved address brings its phone.
   */
  function edit(patch: Partial<CheckoutInput>): void {
    if ('addressMode' in patch || 'savedAddress' in patch) touched.address = true;
    if ('phone' in patch) touched.phone = true;
    onEdit();
    const shown = $draft.get().phone;
    const phone = typeof patch.phone === 'string' ? { phone: checkoutPhoneInput(typeof shown === 'string' ? shown : '', patch.phone) } : {};
    const next = { ...$draft.get(), ...patch, ...phone };
    $draft.set(patch.savedAddress ? withAddress(next, patch.savedAddress, false) : next);
    keepPayWithOffered($totalCents.get());
  }

  function fillIdentity(user: User | null): void {
    if (!user || touched.identity) return;
    touched.identity = true;
    loadSaved();
    const draft = $draft.get();
    $draft.set({
      ...draft,
      fullName: draft.fullName || `${user.first_name} ${user.last_name}`.trim(),
      phone: draft.phone || filledPhone(user.phone_number ?? ''),
      email: draft.email || user.email,
    });
  }

  /**
   * Details the page filled in from this browser's stored customer before the island hydrated
   * (src/stores/checkout/first-paint.ts): taken as the customer's own filling would be, not as typed.
   */
  function prefill(patch: Partial<Pick<CheckoutInput, 'fullName' | 'phone' | 'email' | 'notes'>>): void {
    if (Object.keys(patch).length > 0) $draft.set({ ...$draft.get(), ...patch });
  }

  /** A saved address the customer chose on the page's drawn cards, by id, until the book holds it. */
  let wanted: { id: string; keepPhone: boolean } | null = null;

  /**
   * A card the customer chose on the cards the page's script drew before the island drew its own (the book not read
   * yet): `''` the new address, else a saved address's id, chosen as on the island's cards as soon as the book holds
   * it, its phone with it unless `keepPhone` (a phone typed in the page's form after the card was chosen there).
   */
  function chooseCard(id: string, keepPhone = false): void {
    if (id === '') {
      wanted = null;
      edit({ addressMode: 'new' });
      return;
    }
    touched.address = true;
    wanted = { id, keepPhone };
    fromBook($saved.get());
  }

  /** The card chosen on the page's cards once the book holds it; else the book's default while no address was chosen. */
  function fromBook(saved: readonly Address[]): void {
    if (wanted !== null) {
      const { id, keepPhone } = wanted;
      const address = saved.find((entry) => String(entry.id) === id);
      if (address) {
        wanted = null;
        onEdit();
        $draft.set(withAddress($draft.get(), address, keepPhone));
      }
      return;
    }
    const address = defaultAddress(saved);
    if (!address || touched.address) return;
    $draft.set(withAddress($draft.get(), address, touched.phone));
  }

  /** « Je paie avec » holds only an amount offered for the total: one the total no longer allows goes back to the exact amount. */
  function keepPayWithOffered(totalCents: number): void {
    const draft = $draft.get();
    if (draft.payWithCents !== null && !isOfferedPayWith(totalCents, draft.payWithCents)) $draft.set({ ...draft, payWithCents: null });
  }

  onMount($draft, () => {
    const unbind = [$user.subscribe(fillIdentity), $saved.subscribe(fromBook), $totalCents.subscribe(keepPayWithOffered)];
    return () => {
      for (const off of unbind) off();
    };
  });

  return { $draft, edit, prefill, chooseCard };
}

/** The signed-in customer's saved addresses, as the form offers them (none once signed out). */
export const $offeredAddresses = computed([$authToken, $savedAddresses], (token, saved) => (token === '' ? [] : saved));

/** The browser's checkout form, on the stored session and its address book. */
export const checkoutDraft = createCheckoutDraft({
  $user: $checkoutUser,
  $saved: $offeredAddresses,
  loadSaved: loadSavedAddresses,
  onEdit: resetSendState,
  $totalCents: computed(cart.$summary, (summary) => summary.totalCents),
});
