import type { Engine } from '../db/engine.ts';
import { clearEvents, type Limit, purgeEvents, refundEvent, reserveEvents } from '../db/rate.ts';

/** Reservations between two sweeps of the events no limit counts any more. */
const SWEEP_EVERY = 500;
/** The longest window of any limit: events older than this are forgotten. */
const LONGEST_WINDOW_MS = 24 * 3_600_000;

/**
 * The attempts of every process of the shop, kept in the database: a reservation is one atomic check-and-insert,
 * so concurrent attempts see each other's reservations, whichever process serves them.
 */
export class AttemptLog {
  private reservations = 0;
  private readonly engine: Engine;

  constructor(engine: Engine) {
    this.engine = engine;
  }

  /** Reserves one event in every bucket, or returns the seconds to wait (the longest) and records nothing. */
  async reserve(limits: readonly Limit[], nowMs: number): Promise<number> {
    this.reservations += 1;
    if (this.reservations % SWEEP_EVERY === 0) await purgeEvents(this.engine, nowMs - LONGEST_WINDOW_MS);
    return reserveEvents(this.engine, limits, nowMs);
  }

  /** Gives back the latest event of `bucket` (an attempt that turned out legitimate). */
  refund(bucket: string): Promise<void> {
    return refundEvent(this.engine, bucket);
  }

  clear(bucket: string): Promise<void> {
    return clearEvents(this.engine, bucket);
  }
}
