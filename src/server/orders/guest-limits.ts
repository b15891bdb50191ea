/**
 * Guest orders are bounded like the support form: per address and per phone number, counted in the attempt log
 * shared by every process (http/attempt-log.ts). Only orders placed count: a replay of an order already placed
 * (same Idempotency-Key) passes without counting, and a refused order (stock, validation) gives its count back.
 * Within the limit, only the first guest order placed from an address or for a number in the window takes its stock
 * at once (counted in the order's transaction, db/order-sightings.ts); the others are held « à confirmer » like a
 * large order (src/domain/order-hold.ts): a customer who orders twice in ten minutes is called anyway, and a sender
 * of orders by the dozen reserves nothing.
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
import { type Idempotency, placeOrder } from './place-order.ts';

const WINDOW_MS = 10 * 60_000;
/**
 * Guest orders one address, and one phone number, place in 10 minutes unless GUEST_ORDER_LIMIT says otherwise.
 * Customers behind a carrier's shared address order a few times an hour between them, not five in ten minutes; a
 * sender of orders by the hundred is stopped after five, and the person whose number they give is not flooded.
 */
export const DEFAULT_GUEST_ORDER_LIMIT = 5;

/**
 * Counts a guest order against its address and phone number (429 when either spent its share) and gives back
 * `placeOrder` as it must then be called: holding the order when it is not the first of its address or number in
 * the window, and giving the count back when the order turns out a replay or is refused.
 */
export async function withinGuestOrderLimits(
  c: Context<AppEnv>,
  deps: Deps,
  telephone: string,
  idempotency: Idempotency | null,
): Promise<typeof placeOrder> {
  if (idempotency && (await findIdempotent(deps.engine.db, idempotency.scope, idempotency.key))) return placeOrder;
  const limit = { windowMs: WINDOW_MS, max: deps.guestOrderLimit };
  const limits: Limit[] = [{ bucket: `guest-order:${clientIp(c, deps.trustProxy)}`, ...limit }];
  const nine = orderPhoneDigits(telephone);
  if (nine !== null) limits.push({ bucket: `guest-order-phone:${nine}`, ...limit });
  const nowMs = deps.now().getTime();
  const wait = await deps.attempts.reserve(limits, nowMs);
  if (wait > 0) {
    const detail = serverMessages.guestOrdersThrottled(Math.ceil(wait / 60), shop.phone);
    throw new HttpProblem(429, { detail }, { 'retry-after': String(wait) });
  }
  const seenAs = { names: limits.map((l) => l.bucket.replace('guest-order', 'guest-order-placed')), sinceMs: nowMs - WINDOW_MS };
  const giveBack = async () => {
    for (const l of limits) await deps.attempts.refund(l.bucket);
  };
  return async (placeDeps, request, placing) => {
    try {
      const outcome = await placeOrder(placeDeps, { ...request, seenAs }, placing);
      if (outcome.replayed) await giveBack();
      return outcome;
    } catch (error) {
      await giveBack();
      throw error;
    }
  };
}
