import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { createCheckoutDraft } from '../../../../src/stores/checkout/draft.ts';

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
