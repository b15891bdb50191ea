import { riderRoundSchema, riderStopSchema } from '../../contract/staff-orders.ts';
import type { Outcome } from '../../contract/staff-rounds.ts';
import type { Http } from '../http.ts';
import { staffHttpMessage as httpMessage } from './http-message.ts';

/** The rider's own round (`/livreur/…`): his stops in order, and a stop's outcome sent with the key stored before the first send. */
export function riderEndpoints({ request }: Http) {
  return {
    riderRound: () => request({ path: 'livreur/tournee/', schema: riderRoundSchema, httpMessage }),
    recordStop: (id: number, outcome: Outcome, idempotencyKey: string) =>
      request({
        method: 'post',
        path: `livreur/commandes/${id}/livraison/`,
        json: outcome,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: riderStopSchema,
        httpMessage,
      }),
  };
}
