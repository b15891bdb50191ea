import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { Address } from '../../../../src/contract/address.ts';
import type { User } from '../../../../src/contract/user.ts';
import { createCheckoutDraft } from '../../../../src/stores/checkout/draft.ts';

const user: User = {
  id: 7,
  username: 'rose@example.cd',
  email: 'rose@example.cd',
  first_name: 'Rose',
  last_name: 'Mbuyi',
  phone_number: '+243998877665',
  address: '',
  role: 'client',
  is_staff: false,
  is_superuser: false,
};
const home: Address = {
  id: '1',
  type: 'Maison',
  rue: 'Avenue Kabambare',
  numero: '47',
  quartier: 'Matonge III',
  commune: 'Kalamu',
  ville: 'Kinshasa',
  telephone: '0812345678',
  repere: "entre l'église et le marché",
  is_default: true,
};
const office: Address = { ...home, id: '2', type: 'Bureau', rue: 'Boulevard du 30 Juin', telephone: '+243 999 111 222', is_default: false };

function draft() {
  const $user = atom<User | null>(null);
  const $saved = atom<readonly Address[]>([]);
  let edits = 0;
  const form = createCheckoutDraft({ $user, $saved, loadSaved: () => undefined, onEdit: () => void edits++, $totalCents: atom(0) });
  form.$draft.listen(() => {});
  return { form, $user, $saved, edits: () => edits };
}

describe('the checkout’s draft', () => {
  it('starts with the only payment method available chosen', () => {
    expect(draft().form.$draft.get().paymentMethod).toBe('paiement_livraison');
  });

  it('signed in: the name, the profile’s phone, then the default address with its own phone, each phone shown as a field left shows it', () => {
    const { form, $user, $saved } = draft();
    $user.set(user);
    expect(form.$draft.get()).toMatchObject({ fullName: 'Rose Mbuyi', phone: '+243 998 877 665', email: 'rose@example.cd' });
    $saved.set([office, home]);
    expect(form.$draft.get()).toMatchObject({ addressMode: 'saved', savedAddress: home, phone: '+243 812 345 678' });
  });

  it('choosing another saved address sends its phone; a phone typed afterwards is the one sent', () => {
    const { form, $user, $saved } = draft();
    $user.set(user);
    $saved.set([home, office]);
    form.edit({ addressMode: 'saved', savedAddress: office });
    expect(form.$draft.get()).toMatchObject({ savedAddress: office, phone: '+243 999 111 222' });
    form.edit({ phone: '811000000' });
    expect(form.$draft.get().phone).toBe('811000000');
  });

  it('a phone the customer typed before the book arrived is kept when the shop chooses the default', () => {
    const { form, $user, $saved } = draft();
    $user.set(user);
    form.edit({ phone: '811000000' });
    $saved.set([home]);
    expect(form.$draft.get()).toMatchObject({ savedAddress: home, phone: '811000000' });
  });

  it('details the page filled from storage before hydration count as filled, not typed: the default address still brings its phone', () => {
    const { form, $user, $saved, edits } = draft();
    form.prefill({ fullName: 'Rose Mbuyi', phone: '+243 998 877 665', email: 'rose@example.cd' });
    expect(edits()).toBe(0);
    $user.set(user);
    $saved.set([home]);
    expect(form.$draft.get()).toMatchObject({ fullName: 'Rose Mbuyi', savedAddress: home, phone: '+243 812 345 678' });
  });

  it('an address whose phone is not one an order takes leaves the phone as it was', () => {
    const { form, $user, $saved } = draft();
    $user.set(user);
    $saved.set([{ ...home, telephone: '+33 6 12 34 56 78' }]);
    expect(form.$draft.get().phone).toBe('+243 998 877 665');
  });

  it('a new address chosen by the customer is not replaced by the default arriving later', () => {
    const { form, $user, $saved, edits } = draft();
    $user.set(user);
    form.edit({ addressMode: 'new' });
    $saved.set([home]);
    expect(form.$draft.get()).toMatchObject({ addressMode: 'new', savedAddress: null });
    expect(edits()).toBe(1);
  });

  it('a card chosen on the page’s drawn cards before the book is read is chosen once the book holds it, its phone with it', () => {
    const { form, $user, $saved } = draft();
    form.prefill({ fullName: 'Rose Mbuyi', phone: '+243 812 345 678' });
    $user.set(user);
    form.chooseCard('2');
    expect(form.$draft.get()).toMatchObject({ addressMode: 'new', savedAddress: null });
    $saved.set([home, office]);
    expect(form.$draft.get()).toMatchObject({ addressMode: 'saved', savedAddress: office, phone: '+243 999 111 222' });
    // The book read again (the account's copy after this browser's) keeps the customer's card.
    $saved.set([office, home]);
    expect(form.$draft.get()).toMatchObject({ savedAddress: office, phone: '+243 999 111 222' });
  });

  it('a drawn card chosen once the book is there is chosen at once; the drawn « Nouvelle adresse » chooses a new address', () => {
    const { form, $user, $saved } = draft();
    $user.set(user);
    $saved.set([home, office]);
    expect(form.$draft.get().savedAddress).toEqual(home);
    form.chooseCard('2');
    expect(form.$draft.get()).toMatchObject({ addressMode: 'saved', savedAddress: office, phone: '+243 999 111 222' });
    form.chooseCard('');
    expect(form.$draft.get().addressMode).toBe('new');
    $saved.set([home, office]);
    expect(form.$draft.get().addressMode).toBe('new');
  });

  it('a phone typed in the page’s form after the card was chosen there is the one kept', () => {
    const { form, $user, $saved } = draft();
    $user.set(user);
    form.chooseCard('2', true);
    form.edit({ phone: '811000000' });
    $saved.set([home, office]);
    expect(form.$draft.get()).toMatchObject({ savedAddress: office, phone: '811000000' });
  });

  it('a drawn card whose address the account no longer has leaves the shop’s choice as it was', () => {
    const { form, $user, $saved } = draft();
    $user.set(user);
    form.chooseCard('9');
    $saved.set([home, office]);
    expect(form.$draft.get()).toMatchObject({ addressMode: 'new', savedAddress: null });
  });
});

/** The checkout's draft on a cart total the test moves (hundredths), signed out. */
function draftOn(totalCents: number) {
  const $totalCents = atom(totalCents);
  const draft = createCheckoutDraft({ $user: atom(null), $saved: atom([]), loadSaved: () => {}, onEdit: () => {}, $totalCents });
  const stop = draft.$draft.listen(() => {});
  return { draft, $totalCents, stop };
}

describe('« Je paie avec » holds only an amount the checkout offers for the total', () => {
  it.each([
    // total, chosen, new total, kept
    ['still offered for the new total', 1_000_000, 2_000_000, 1_100_000, 2_000_000],
    ['no longer offered: back to the exact amount', 1_900_000, 5_000_000, 2_100_000, null],
    ['the total grew past it', 1_000_000, 1_100_000, 1_200_000, null],
    ['the cart emptied', 1_000_000, 2_000_000, 0, null],
  ])('%s', (_case, total, chosen, newTotal, kept) => {
    const { draft, $totalCents, stop } = draftOn(total);
    draft.edit({ payWithCents: chosen });
    expect(draft.$draft.get().payWithCents).toBe(chosen);
    $totalCents.set(newTotal);
    expect(draft.$draft.get().payWithCents).toBe(kept);
    stop();
  });

  it('an amount the total does not offer is not taken (a stale form or a forged choice)', () => {
    const { draft, stop } = draftOn(5_800_000);
    draft.edit({ payWithCents: 8_999_999_999_120_000 });
    expect(draft.$draft.get().payWithCents).toBeNull();
    draft.edit({ payWithCents: 10_000_000 });
    expect(draft.$draft.get().payWithCents).toBe(10_000_000);
    stop();
  });
});
