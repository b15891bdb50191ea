/**
 * « Ventes »' chart per day as geometry for an inline SVG (no charting library: docs/decisions/039): one bar per day
 * in a fixed viewBox that the page scales to its width, the highest day at the top of the plot.
 */

/** The viewBox: `width` × `height` units, the plot between `top` and `height - bottom` (the axis's labels below it). */
export const SALES_CHART = { width: 320, height: 160, top: 8, bottom: 22 } as const;

export interface ChartBar {
  jour: string;
  cents: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** One bar per day, left to right; the best day (the first of equals), null when nothing was sold. */
export function chartBars(days: readonly { jour: string; cents: number }[]): {
  bars: ChartBar[];
  best: { jour: string; cents: number } | null;
} {
  const { width, height, top, bottom } = SALES_CHART;
  const plot = height - top - bottom;
  const max = days.reduce((m, d) => Math.max(m, d.cents), 0);
  const slot = days.length === 0 ? 0 : width / days.length;
  // A gap between bars while they are wide enough to see it.
  const gap = slot >= 4 ? slot * 0.2 : 0;
  const bars = days.map((d, i) => {
    const h = max === 0 ? 0 : round2((d.cents / max) * plot);
    return { jour: d.jour, cents: d.cents, x: round2(i * slot + gap / 2), y: round2(top + plot - h), width: round2(slot - gap), height: h };
  });
  const best = days.reduce<{ jour: string; cents: number } | null>((b, d) => (d.cents > (b?.cents ?? 0) ? d : b), null);
  return { bars, best };
}

/** `2026-11-21` as the chart's axis and the tables write it: `21/11`. */
export function shortDay(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}
