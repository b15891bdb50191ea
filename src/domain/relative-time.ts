/** Relative dates of notifications and full French dates, read on Kinshasa's clock. */

import { timeMessages } from '../messages/time.ts';
import { type DateInput, type KinshasaParts, kinshasaParts, timeOf } from './kinshasa-time.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const fullDate = (parts: KinshasaParts) => `${parts.day} ${timeMessages.months[parts.month]} ${parts.year}`;
const clockTime = (parts: KinshasaParts) => `${String(parts.hours).padStart(2, '0')}:${String(parts.minutes).padStart(2, '0')}`;

/** `21 novembre 2026` (Kinshasa day); empty for an invalid date. */
export function formatFullDate(value: DateInput): string {
  const parts = kinshasaParts(value);
  return parts ? fullDate(parts) : '';
}

/** `21 novembre 2026 à 14:05` (Kinshasa time); empty for an invalid date. */
export function formatDateTime(value: DateInput): string {
  const parts = kinshasaParts(value);
  return parts ? timeMessages.dateAt(fullDate(parts), clockTime(parts)) : '';
}

/**
 * `À l'instant` under 60 s (and for a date slightly in the future), then `Il y a {n} minute(s)`,
 * hours, days under 7, then the full date. Units are whole (59 min 59 s is 59 minutes).
 */
export function relativeTime(date: DateInput, now: DateInput): string {
  const time = timeOf(date);
  const nowTime = timeOf(now);
  if (Number.isNaN(time) || Number.isNaN(nowTime)) return '';
  const seconds = Math.floor((nowTime - time) / 1000);
  if (seconds < MINUTE) return timeMessages.justNow;
  if (seconds < HOUR) return timeMessages.minutesAgo(Math.floor(seconds / MINUTE));
  if (seconds < DAY) return timeMessages.hoursAgo(Math.floor(seconds / HOUR));
  if (seconds < 7 * DAY) return timeMessages.daysAgo(Math.floor(seconds / DAY));
  return formatFullDate(time);
}
