/**
 * The shop's clock. Kinshasa is UTC+1 all year (no daylight saving), so its dates are computed by
 * hand from the instant: no dependency on the runtime's time zone or locale data.
 */

/** Kinshasa's offset from UTC. */
const KINSHASA_OFFSET_MS = 60 * 60 * 1000;

export type DateInput = Date | string | number;

/** Milliseconds since the epoch; NaN for an unreadable date. */
export function timeOf(value: DateInput): number {
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isFinite(time) ? time : Number.NaN;
}

export interface KinshasaParts {
  year: number;
  /** 0 for January, as `Date` counts. */
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

/** The date as a clock in Kinshasa shows it; null for an unreadable date. */
export function kinshasaParts(value: DateInput): KinshasaParts | null {
  const time = timeOf(value);
  if (Number.isNaN(time)) return null;
  const local = new Date(time + KINSHASA_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    hours: local.getUTCHours(),
    minutes: local.getUTCMinutes(),
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD`: the calendar day in Kinshasa (the orders page's day filter); '' for an unreadable date. */
export function kinshasaDay(value: DateInput): string {
  const parts = kinshasaParts(value);
  return parts ? `${String(parts.year).padStart(4, '0')}-${two(parts.month + 1)}-${two(parts.day)}` : '';
}

/** The instants (ISO, UTC) where the Kinshasa day `2026-11-21` starts and the next one starts; null for a malformed day. */
export function kinshasaDayBounds(day: string): { start: string; end: string } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const midnight = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(midnight) || new Date(midnight).toISOString().slice(0, 10) !== day) return null;
  const start = midnight - KINSHASA_OFFSET_MS;
  return { start: new Date(start).toISOString(), end: new Date(start + 86_400_000).toISOString() };
}

/** `YYYYMMDD`: the Kinshasa day as order numbers carry it (`KB-20261121-0001`); '' for an unreadable date. */
export function kinshasaCompactDay(value: DateInput): string {
  return kinshasaDay(value).replaceAll('-', '');
}

const DAY_MS = 86_400_000;

/** The latest instant at or before `now` (ms) at which Kinshasa's clock shows `minuteOfDay` (minutes after midnight). */
export function latestKinshasaTime(now: number, minuteOfDay: number): number {
  const local = now + KINSHASA_OFFSET_MS;
  const at = local - (((local % DAY_MS) + DAY_MS) % DAY_MS) + minuteOfDay * 60_000 - KINSHASA_OFFSET_MS;
  return at > now ? at - DAY_MS : at;
}
