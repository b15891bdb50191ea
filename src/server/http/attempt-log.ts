/** At most `max` events of `bucket` within `windowMs`. */
export interface Limit {
  bucket: string;
  windowMs: number;
  max: number;
}

/** Buckets kept at most (the oldest forgotten first): a flood of new addresses cannot grow memory without end. */
const MAX_BUCKETS = 100_000;

/**
 * The attempts of this process, in memory: reserving is a synchronous check-and-append (no `await`, no disk
 * write), so concurrent attempts see each other's reservations, and a flood costs no disk sync per request.
 */
export class AttemptLog {
  private readonly events = new Map<string, number[]>();

  /** Reserves one event in every bucket, or returns the seconds to wait (the longest) and records nothing. */
  reserve(limits: readonly Limit[], nowMs: number): number {
    let wait = 0;
    for (const l of limits) {
      const recent = (this.events.get(l.bucket) ?? []).filter((at) => at > nowMs - l.windowMs);
      this.events.set(l.bucket, recent);
      // The oldest of the last `max` events: a new one is allowed once it leaves the window.
      const oldest = recent.length < l.max ? undefined : recent[recent.length - l.max];
      if (oldest !== undefined) wait = Math.max(wait, Math.max(1, Math.ceil((oldest + l.windowMs - nowMs) / 1000)));
    }
    if (wait > 0) return wait;
    for (const l of limits) {
      const recent = this.events.get(l.bucket) ?? [];
      this.events.delete(l.bucket);
      this.events.set(l.bucket, [...recent, nowMs]);
    }
    while (this.events.size > MAX_BUCKETS) {
      const first = this.events.keys().next().value;
      if (first === undefined) break;
      this.events.delete(first);
    }
    return 0;
  }

  /** Gives back the latest event of `bucket` (an attempt that turned out legitimate). */
  refund(bucket: string): void {
    this.events.get(bucket)?.pop();
  }

  clear(bucket: string): void {
    this.events.delete(bucket);
  }
}
