/**
 * The guest's tracking page: the order its link points to. The token comes from the address's fragment
 * (`/suivi-commande#<token>`), which browsers never send to a server, so it stays out of every log.
 */
import { atom } from 'nanostores';
import { ApiError } from '../../api/api-error.ts';
import type { Api } from '../../api/client.ts';
import type { Order } from '../../contract/order.ts';
import { networkMessages } from '../../messages/network.ts';
import { trackingMessages } from '../../messages/tracking.ts';
import { api } from '../api.ts';

export type TrackingState =
  | { status: 'idle' }
  | { status: 'loading'; token: string }
  | { status: 'found'; token: string; order: Order }
  | { status: 'error'; message: string };

export const $tracking = atom<TrackingState>({ status: 'idle' });

export type TrackingApi = Pick<Api, 'trackOrder'>;

/** `#abc…` or `abc…` → the token, '' when the link carries none. */
export const tokenOf = (fragment: string): string => fragment.replace(/^#/, '').trim();

/** Loads the order of the link's fragment; a link without a token, or an unknown or expired one, says so in French. */
export async function openTracking(fragment: string, client: TrackingApi = api): Promise<void> {
  const token = tokenOf(fragment);
  if (token === '') {
    $tracking.set({ status: 'error', message: trackingMessages.missingToken });
    return;
  }
  $tracking.set({ status: 'loading', token });
  try {
    const order = await client.trackOrder(token);
    if (currentToken() === token) $tracking.set({ status: 'found', token, order });
  } catch (error) {
    if (currentToken() !== token) return;
    $tracking.set({ status: 'error', message: error instanceof ApiError ? error.message : networkMessages.connectionError });
  }
}

/** The token being shown or loaded (a newer link opened meanwhile wins). */
function currentToken(): string | null {
  const state = $tracking.get();
  return state.status === 'loading' || state.status === 'found' ? state.token : null;
}
