/**
 * Guest orders counted per address and per phone number in the order's own transaction (db/order-sightings.ts): a
 * name that spent its share in the window refuses the order; within it, only the first order of a name in the
 * window takes its stock at once, the next ones are held « à confirmer » (guest-limits.ts says why). A refused or
 * failed order rolls its count back with it; a replay never reaches the count.
 */

import type { Engine } from '../db/engine.ts';
import { placedUnder } from '../db/order-sightings.ts';
import { type Limit, secondsUntilRoomOf } from '../db/rate.ts';
import type { Db } from '../db/tables.ts';

/** A name spent its share: the order is refused, and the window has room again in `waitSeconds`. */
export class GuestOrdersFull extends Error {
  readonly waitSeconds: number;
  constructor(waitSeconds: number) {
    super(`guest orders refused for ${waitSeconds} s`);
    this.waitSeconds = waitSeconds;
  }
}

/**
 * Holds the names, reads their orders and counts this one under each (a refused or failed order takes its count back
 * with its rollback): throws GuestOrdersFull when one is full; else whether one already has an order (this one is
 * then held).
 */
export async function countGuestOrder(db: Db, kind: Engine['kind'], limits: readonly Limit[], nowMs: number): Promise<boolean> {
  const since = Math.min(...limits.map((l) => nowMs - l.windowMs));
  const placed = await placedUnder(
    db,
    kind,
    limits.map((l) => l.bucket),
    since,
    nowMs,
  );
  const times = (l: Limit) => (placed.get(l.bucket) ?? []).filter((at) => at > nowMs - l.windowMs);
  const wait = Math.max(0, ...limits.map((l) => secondsUntilRoomOf(times(l), l, nowMs)));
  if (wait > 0) throw new GuestOrdersFull(wait);
  return limits.some((l) => times(l).length > 0);
}
