/**
 * « Ventes »: a period of Kinshasa days (`du` to `au`, both included), the same-length period just before it, the
 * screen's presets, and how a figure compares with the one before. Days are `YYYY-MM-DD` strings read on the
 * Kinshasa clock (`kinshasa-time.ts`); no clock here: today is a parameter.
 */
import { gestionMessages } from '../messages/gestion.ts';
import { kinshasaDayBounds } from './kinshasa-time.ts';
import { invalid, type Result, valid } from './result.ts';

const t = gestionMessages.sales;
const DAY_MS = 86_400_000;

/** The longest period one answer covers: a year, a leap year's included. */
export const MAX_SALES_DAYS = 366;

export interface SalesPeriod {
  du: string;
  au: string;
}

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return dayOfNumber(dayNumber(day) + days);
}

/** Every day of the period, in order. */
export function daysOf(period: SalesPeriod): string[] {
  const first = dayNumber(period.du);
  const count = dayNumber(period.au) - first + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => dayOfNumber(first + i));
}

/** The period the query asks for: two real days, `du` not after `au`, at most `MAX_SALES_DAYS` days; else a French refusal. */
export function salesPeriod(du: string, au: string): Result<{ value: SalesPeriod }> {
  if (!kinshasaDayBounds(du)) return invalid(t.badDay, 'du');
  if (!kinshasaDayBounds(au)) return invalid(t.badDay, 'au');
  if (du > au) return invalid(t.reversed, 'au');
  if (daysOf({ du, au }).length > MAX_SALES_DAYS) return invalid(t.tooLong(MAX_SALES_DAYS), 'au');
  return valid({ du, au });
}

/** The same number of days, ending the day before the period starts. */
export function previousPeriod(period: SalesPeriod): SalesPeriod {
  const length = daysOf(period).length;
  return { du: addDays(period.du, -length), au: addDays(period.du, -1) };
}

export type SalesPreset = 'today' | 'week' | 'month';

/** The screen's presets from today's Kinshasa day: today, the last 7 days (today included), this month so far. */
export function presetPeriod(preset: SalesPreset, today: string): SalesPeriod {
  if (preset === 'today') return { du: today, au: today };
  if (preset === 'week') return { du: addDays(today, -6), au: today };
  return { du: `${today.slice(0, 8)}01`, au: today };
}

/** A figure against the one before, in whole percent rounded half away from zero; null when there is nothing to compare with (« — »). */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  const ratio = ((current - previous) * 100) / previous;
  return Math.sign(ratio) * Math.round(Math.abs(ratio));
}
