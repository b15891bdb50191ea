import { firstErrorMessage } from '../../contract/errors.ts';
import { type GuestOrdersClaim, guestOrdersAnswerSchema } from '../../contract/guest-orders.ts';
import { pickMessage } from '../errors.ts';
import { type Http, unauthenticated } from '../http.ts';

/** Orders placed without an account joining the customer's account (the reference API's endpoints). */
export function guestOrderEndpoints({ request }: Http) {
  return {
    claimGuestOrders: (payload: GuestOrdersClaim) =>
      request({
        method: 'post',
        path: 'accounts/commandes-invite/',
        json: payload,
        schema: guestOrdersAnswerSchema,
        requiresToken: unauthenticated,
      }),
    confirmGuestOrders: (token: string) =>
      request({
        method: 'post',
        path: 'accounts/commandes-invite/confirmer/',
        json: { token },
        schema: guestOrdersAnswerSchema,
        httpMessage: (_status, body) => pickMessage(body, ['detail', 'token'], true) ?? firstErrorMessage(body),
      }),
  };
}
