/**
 * Guest orders are bounded like the support form: per address and per phone number. Only orders placed count: they
 * are counted in the order's own transaction (guest-count.ts), so a replay of an order already placed (same
 * Idempotency-Key) passes without counting, and a refused order (stock, validation) counts nothing. Within the limit,
 * only the first guest order placed from an address or for a number in the window takes its stock at once; the others
 * are held « à confirmer » like a large order (src/domain/order-hold.ts): a customer who orders twice in ten minutes
 * is called anyway, and a sender of orders by the dozen reserves nothing. A refusal is remembered until the window
 * has room (http/attempt-log.ts), so a flood from one address costs the shop almost nothing once refused.
 */
import type { Context } from 'hono';
import { shop } from '../../config/shop.ts';
import { orderPhoneDigits } from '../../domain/phone.ts';
import { serverMessages } from '../../messages/server.ts';
import { findIdempotent } from '../db/idempotency.ts';
import type { Limit } from '../db/rate.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { HttpProblem } from '../http/problem.ts';
import { GuestOrdersFull } from './guest-count.ts';
import type { Idempotency } from './idempotent-answer.ts';
import { placeOrder } from './place-order.ts';

const WINDOW_MS = 10 * 60_000;
/**
 * Guest orders one address, and one phone number, place in 10 minutes unless GUEST_ORDER_LIMIT says otherwise.
 * Customers behind a carrier's shared address order a few times an hour between them, not five in ten minutes; a
 * sender of orders by the hundred is stopped after five, and the person whose number they give is not flooded.
 */
export const DEFAULT_GUEST_ORDER_LIMIT = 5;

const refusal = (waitSeconds: number) =>
  new HttpProblem(
    429,
    { detail: serverMessages.guestOrdersThrottled(Math.ceil(waitSeconds / 60), shop.phone) },
    { 'retry-after': String(waitSeconds) },
  );

/**
 * Gives back `placeOrder` as a guest order must be called: counted against its address and phone number (429 when
 * either spent its share), held when it is not the first of its address or number in the window.
 */
export async function withinGuestOrderLimits(
  c: Context<AppEnv>,
  deps: Deps,
  telephone: string,
  idempotency: Idempotency | null,
): Promise<typeof placeOrder> {
  const limit = { windowMs: WINDOW_MS, max: deps.guestOrderLimit };
  const limits: Limit[] = [{ bucket: `guest-order:${clientIp(c, deps.trustProxy)}`, ...limit }];
  const nine = orderPhoneDigits(telephone);
  if (nine !== null) limits.push({ bucket: `guest-order-phone:${nine}`, ...limit });
  const nowMs = deps.now().getTime();
  const remembered = deps.attempts.refusedFor(limits, nowMs);
  if (remembered > 0) {
    // A replay of an order already placed is answered whatever the count.
    if (idempotency && (await findIdempotent(deps.engine.db, idempotency.scope, idempotency.key, nowMs))) return placeOrder;
    throw refusal(remembered);
  }
  return async (placeDeps, request, placing) => {
    try {
      return await placeOrder(placeDeps, { ...request, seenAs: { limits } }, placing);
    } catch (error) {
      if (!(error instanceof GuestOrdersFull)) throw error;
      deps.attempts.refuseUntil(limits, nowMs + error.waitSeconds * 1000, nowMs);
      throw refusal(error.waitSeconds);
    }
  };
}
