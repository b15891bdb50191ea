import type { Engine } from '../db/engine.ts';
import {
  clearEvents,
  clearEventsStartingWith,
  countEvents,
  type Limit,
  purgeEvents,
  recordEvent,
  refundEvent,
  reserveEvents,
} from '../db/rate.ts';

/** Reservations between two sweeps of the events no limit counts any more. */
const SWEEP_EVERY = 500;
/** The longest window of any limit: events older than this are forgotten. */
const LONGEST_WINDOW_MS = 24 * 3_600_000;
/** Refusals remembered at most, past which the expired ones are forgotten. */
const REMEMBERED_REFUSALS = 10_000;

const keyOf = (limits: readonly Limit[]): string => limits.map((l) => l.bucket).join('\n');

/**
 * The attempts of every process of the shop, kept in the database: a reservation is one atomic check-and-insert,
 * so concurrent attempts see each other's reservations, whichever process serves them. A refusal is also kept in
 * memory until its wait ends: the same buckets asked again before then are refused without a query, so a flood
 * from one address costs the shop almost nothing once refused. A bucket refunded or cleared here is asked again at
 * once; one refunded by another process is at worst refused here until the wait first announced.
 */
export class AttemptLog {
  private reservations = 0;
  /** Buckets (as reserved together) → when their refusal ends, in ms. */
  private readonly refusedUntil = new Map<string, number>();
  private readonly engine: Engine;

  constructor(engine: Engine) {
    this.engine = engine;
  }

  /** This process's share of each kind of event in the current second: kind → second and count. */
  private readonly shares = new Map<string, { second: number; count: number }>();

  /**
   * Reserves one event in every bucket, or returns the seconds to wait (the longest) and records nothing.
   * `share`: besides, at most `perSecond` events of `kind` a second in this process, whatever the buckets, counted
   * after the refusals kept in memory (a flood already refused takes nothing from it) and refused without a query.
   */
  async reserve(limits: readonly Limit[], nowMs: number, share?: { kind: string; perSecond: number }): Promise<number> {
    const key = keyOf(limits);
    const remembered = this.refusedFor(limits, nowMs);
    if (remembered > 0) return remembered;
    if (share && !this.takeShare(share.kind, share.perSecond, nowMs)) return 1;
    this.reservations += 1;
    if (this.reservations % SWEEP_EVERY === 0) await purgeEvents(this.engine, nowMs - LONGEST_WINDOW_MS);
    const wait = await reserveEvents(this.engine, limits, nowMs);
    if (wait > 0) this.remember(key, nowMs + wait * 1000, nowMs);
    else this.refusedUntil.delete(key);
    return wait;
  }

  /** Seconds the buckets, reserved together, stay refused from memory (0: the database decides). */
  refusedFor(limits: readonly Limit[], nowMs: number): number {
    const until = this.refusedUntil.get(keyOf(limits));
    return until !== undefined && until > nowMs ? Math.ceil((until - nowMs) / 1000) : 0;
  }

  /** Remembers a refusal of the buckets, counted together elsewhere (in an order's own transaction), until `untilMs`. */
  refuseUntil(limits: readonly Limit[], untilMs: number, nowMs: number): void {
    this.remember(keyOf(limits), untilMs, nowMs);
  }

  /** Gives back the latest event of `bucket` (an attempt that turned out legitimate). */
  refund(bucket: string): Promise<void> {
    this.forget(bucket);
    return refundEvent(this.engine, bucket);
  }

  clear(bucket: string): Promise<void> {
    this.forget(bucket);
    return clearEvents(this.engine, bucket);
  }

  /** Forgets every bucket whose name starts with `prefix`. */
  clearStartingWith(prefix: string): Promise<void> {
    for (const key of this.refusedUntil.keys())
      if (key.split('\n').some((bucket) => bucket.startsWith(prefix))) this.refusedUntil.delete(key);
    return clearEventsStartingWith(this.engine, prefix);
  }

  /** Events of `limit.bucket` within its window now. */
  count(limit: Omit<Limit, 'max'>, nowMs: number): Promise<number> {
    return countEvents(this.engine, limit, nowMs);
  }

  /** Counts one event of `bucket` whatever its count (a failure recorded after the fact), and gives the count now. */
  async record(limit: Omit<Limit, 'max'>, nowMs: number): Promise<number> {
    await recordEvent(this.engine, limit.bucket, nowMs);
    return countEvents(this.engine, limit, nowMs);
  }

  private takeShare(kind: string, perSecond: number, nowMs: number): boolean {
    const second = Math.floor(nowMs / 1000);
    const share = this.shares.get(kind);
    if (share === undefined || share.second !== second) {
      this.shares.set(kind, { second, count: 1 });
      return true;
    }
    if (share.count >= perSecond) return false;
    share.count += 1;
    return true;
  }

  private remember(key: string, until: number, nowMs: number): void {
    if (this.refusedUntil.size >= REMEMBERED_REFUSALS) {
      for (const [known, end] of this.refusedUntil) if (end <= nowMs) this.refusedUntil.delete(known);
    }
    if (this.refusedUntil.size < REMEMBERED_REFUSALS) this.refusedUntil.set(key, until);
  }

  /** The refusals that counted `bucket` no longer hold. */
  private forget(bucket: string): void {
    for (const key of this.refusedUntil.keys()) if (key.split('\n').includes(bucket)) this.refusedUntil.delete(key);
  }
}
