import { staffOrderSchema } from '../../contract/staff-orders.ts';
import {
  cashDaySchema,
  riderCashSchema,
  riderListSchema,
  roundBuiltSchema,
  roundListSchema,
  staffEmptiesListSchema,
} from '../../contract/staff-orders-out.ts';
import type { Outcome } from '../../contract/staff-rounds.ts';
import type { Http } from '../http.ts';
import { staffHttpMessage as httpMessage } from './http-message.ts';

type Id = number | string;

/** Orders out: riders and rounds, an outcome recorded or corrected by the manager, the riders' cash, the depot's empties. */
export function staffRoundEndpoints({ request }: Http) {
  return {
    listRiders: () => request({ path: 'staff/livreurs/', schema: riderListSchema, httpMessage }),
    listRounds: (jour?: string) => request({ path: 'staff/tournees/', searchParams: { jour }, schema: roundListSchema, httpMessage }),
    buildRound: (livreur: number, commandes: number[]) =>
      request({ method: 'post', path: 'staff/tournees/', json: { livreur, commandes }, schema: roundBuiltSchema, httpMessage }),
    /** A stop's outcome recorded by the manager for its rider (sent with the key made when the form opened). */
    recordOutcome: (id: Id, outcome: Outcome, idempotencyKey: string) =>
      request({
        method: 'post',
        path: `staff/commandes/${id}/livraison/`,
        json: outcome,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: staffOrderSchema,
        httpMessage,
      }),
    correctOutcome: (id: Id, livraison: Outcome, motif_correction: string) =>
      request({
        method: 'post',
        path: `staff/commandes/${id}/livraison/correction/`,
        json: { livraison, motif_correction },
        schema: staffOrderSchema,
        httpMessage,
      }),
    cashDay: (jour?: string) => request({ path: 'staff/caisses/', searchParams: { jour }, schema: cashDaySchema, httpMessage }),
    closeCash: (livreur: number, jour: string, remis: string) =>
      request({ method: 'post', path: 'staff/caisses/', json: { livreur, jour, remis }, schema: riderCashSchema, httpMessage }),
    staffEmpties: () => request({ path: 'staff/vides/', schema: staffEmptiesListSchema, httpMessage }),
  };
}
