/**
 * Orders placed without an account joining the customer's account: the guest order this browser placed joins at
 * once when its e-mail is the account's and already proven (its tracking token alone proves nothing: the link is
 * forwarded), the others placed with the account's e-mail address once the customer opens the link mailed to that
 * address. Also what the sign-up form fills in from that guest order (its e-mail and phone). A factory: tests inject
 * the API and the confirmed order.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { Api } from '../../api/client.ts';
import type { GuestOrdersAnswer } from '../../contract/guest-orders.ts';
import { filledPhone } from '../../domain/phone.ts';
import { accountMessages } from '../../messages/account.ts';
import { networkMessages } from '../../messages/network.ts';
import { api } from '../api.ts';
import { errorNotice, type FormNotice, okNotice } from '../form-submit.ts';
import { $confirmedOrder, type ConfirmedOrder } from '../stored/orders.ts';

export type ClaimState = { busy: boolean; notice: FormNotice | null };

/** The e-mail and phone of the guest order this browser placed last, as the sign-up form takes them; null after an order of an account. */
export function guestSignUpOf(confirmed: ConfirmedOrder | null): { email: string; phone: string } | null {
  const order = confirmed?.order;
  if (!order?.token_suivi || confirmed?.signedIn) return null;
  return { email: order.email ?? '', phone: filledPhone(order.telephone_livraison) };
}

export function createGuestOrders(deps: {
  api: Pick<Api, 'claimGuestOrders' | 'confirmGuestOrders'>;
  $confirmed: ReadableAtom<ConfirmedOrder | null>;
}) {
  const $claim = atom<ClaimState>({ busy: false, notice: null });

  async function run(call: () => Promise<GuestOrdersAnswer>): Promise<void> {
    if ($claim.get().busy) return;
    $claim.set({ busy: true, notice: null });
    try {
      const { rattachees, lien_envoye } = await call();
      const text = lien_envoye
        ? `${accountMessages.guestOrdersAttached(rattachees)} ${accountMessages.guestOrdersMailSent}`
        : accountMessages.guestOrdersAttached(rattachees);
      $claim.set({ busy: false, notice: okNotice(text) });
    } catch (error) {
      $claim.set({ busy: false, notice: errorNotice(error instanceof Error ? error.message : networkMessages.connectionError) });
    }
  }

  return {
    $claim,
    /** The order this browser placed as a guest (if any) at once when the account's address is proven; a link mailed for the rest. */
    claim: () =>
      run(() => {
        const token = deps.$confirmed.get()?.order?.token_suivi;
        return deps.api.claimGuestOrders(token ? { token_suivi: token } : {});
      }),
    /** The mailed link's secret: every guest order of the account's address joins it. */
    confirm: (secret: string) => run(() => deps.api.confirmGuestOrders(secret)),
  };
}

export const $guestSignUp = computed($confirmedOrder, guestSignUpOf);
/** The browser's claims, on the shop's one API client and the order it confirmed last. */
export const guestOrders = createGuestOrders({ api, $confirmed: $confirmedOrder });
