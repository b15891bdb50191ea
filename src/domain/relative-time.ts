/**
 * Relative dates of notifications ('À l'instant', minutes, hours, days under 7, then the date) and
 * full French dates. Kinshasa is UTC+1 all year (no daylight saving), so dates are computed by hand:
 * no dependency on the runtime's locale data.
 */
import { timeMessages } from './messages/time.ts';

const KINSHASA_OFFSET_MS = 60 * 60 * 1000;
const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type DateInput = Date | string | number;

function toTime(value: DateInput): number {
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isFinite(time) ? time : Number.NaN;
}

/** Parts of the date as seen on a Kinshasa clock. */
function kinshasaParts(time: number) {
  const local = new Date(time + KINSHASA_OFFSET_MS);
  return {
    day: local.getUTCDate(),
    month: local.getUTCMonth(),
    year: local.getUTCFullYear(),
    hours: local.getUTCHours(),
    minutes: local.getUTCMinutes(),
  };
}

/** `21 novembre 2026` (Kinshasa day); empty for an invalid date. */
export function formatFullDate(value: DateInput): string {
  const time = toTime(value);
  if (Number.isNaN(time)) return '';
  const { day, month, year } = kinshasaParts(time);
  return `${day} ${timeMessages.months[month]} ${year}`;
}

/** `21 novembre 2026 à 14:05` (Kinshasa time); empty for an invalid date. */
export function formatDateTime(value: DateInput): string {
  const time = toTime(value);
  if (Number.isNaN(time)) return '';
  const { hours, minutes } = kinshasaParts(time);
  return timeMessages.dateAt(formatFullDate(time), `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);
}

/**
 * `À l'instant` under 60 s (and for a date slightly in the future), then `Il y a {n} minute(s)`,
 * hours, days under 7, then the full date. Units are whole (59 min 59 s is 59 minutes).
 */
export function relativeTime(date: DateInput, now: DateInput): string {
  const time = toTime(date);
  const nowTime = toTime(now);
  if (Number.isNaN(time) || Number.isNaN(nowTime)) return '';
  const seconds = Math.floor((nowTime - time) / 1000);
  if (seconds < MINUTE) return timeMessages.justNow;
  if (seconds < HOUR) return timeMessages.minutesAgo(Math.floor(seconds / MINUTE));
  if (seconds < DAY) return timeMessages.hoursAgo(Math.floor(seconds / HOUR));
  if (seconds < 7 * DAY) return timeMessages.daysAgo(Math.floor(seconds / DAY));
  return formatFullDate(time);
}
