/**
 * The checkout form as typed, and what fills it in: once the signed-in customer is known, their name (first and
 * last), phone (its nine national digits) and e-mail fill the fields still empty, once, and their address book loads;
 * the book's default address is chosen while the customer has not chosen an address (saved or new) themselves; « Je
 * paie avec » holds only an amount offered for the cart's total (the server refuses any other). Every change forgets
 * the last refusal shown. The island renders the draft and hands it to the order button.
 */
import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import type { User } from '../../contract/user.ts';
import { defaultAddress } from '../../domain/address.ts';
import { isOfferedPayWith } from '../../domain/payment.ts';
import { checkoutPhoneInput, toNineDigits } from '../../domain/phone.ts';
import { cart } from '../cart/cart.ts';
import { $authToken } from '../stored/auth-token.ts';
import { $checkoutUser, $savedAddresses, loadSavedAddresses, type SavedAddress } from './customer.ts';
import type { CheckoutInput } from './flow.ts';
import { resetSendState } from './send-state.ts';

const blank: CheckoutInput = {
  fullName: '',
  phone: '',
  email: '',
  notes: '',
  addressMode: 'new',
  savedAddress: null,
  newAddress: { rue: '', numero: '', quartier: '', commune: '' },
  paymentMethod: '',
  payWithCents: null,
};

export interface CheckoutDraftDeps {
  /** The signed-in customer, null while unknown. */
  $user: ReadableAtom<User | null>;
  /** Their saved addresses (empty until loaded, and when signed out). */
  $saved: ReadableAtom<readonly SavedAddress[]>;
  /** Loads the address book (once a customer is known). */
  loadSaved: () => void;
  /** Runs at every change (the browser forgets the last refusal shown). */
  onEdit: () => void;
  /** The order's total as the cart sums it (hundredths): « Je paie avec » offers amounts above it. */
  $totalCents: ReadableAtom<number>;
}

export function createCheckoutDraft({ $user, $saved, loadSaved, onEdit, $totalCents }: CheckoutDraftDeps) {
  const $draft = atom<CheckoutInput>(blank);
  /** `identity`: the customer's details were filled in; `address`: the customer chose an address themselves. */
  const touched = { identity: false, address: false };

  /** A change as typed; a pasted `+243 812 345 678` keeps its 9 national digits, typing keeps digits only, at most 9. */
  function edit(patch: Partial<CheckoutInput>): void {
    if ('addressMode' in patch || 'savedAddress' in patch) touched.address = true;
    onEdit();
    const phone = typeof patch.phone === 'string' ? { phone: toNineDigits(patch.phone) ?? checkoutPhoneInput(patch.phone) } : {};
    $draft.set({ ...$draft.get(), ...patch, ...phone });
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
      phone: draft.phone || (toNineDigits(user.phone_number ?? '') ?? ''),
      email: draft.email || user.email,
    });
  }

  function chooseDefault(saved: readonly SavedAddress[]): void {
    if (saved.length === 0 || touched.address) return;
    $draft.set({ ...$draft.get(), addressMode: 'saved', savedAddress: defaultAddress(saved.map((s) => s.address)) ?? null });
  }

  /** « Je paie avec » holds only an amount offered for the total: one the total no longer allows goes back to the exact amount. */
  function keepPayWithOffered(totalCents: number): void {
    const draft = $draft.get();
    if (draft.payWithCents !== null && !isOfferedPayWith(totalCents, draft.payWithCents)) $draft.set({ ...draft, payWithCents: null });
  }

  onMount($draft, () => {
    const unbind = [$user.subscribe(fillIdentity), $saved.subscribe(chooseDefault), $totalCents.subscribe(keepPayWithOffered)];
    return () => {
      for (const off of unbind) off();
    };
  });

  return { $draft, edit };
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
