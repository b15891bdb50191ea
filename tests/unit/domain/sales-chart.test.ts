import { describe, expect, it } from 'vitest';
import { chartBars, SALES_CHART, shortDay } from '../../../src/domain/sales-chart.ts';

const plot = SALES_CHART.height - SALES_CHART.top - SALES_CHART.bottom;
const base = SALES_CHART.height - SALES_CHART.bottom;

describe('the chart per day: one bar per day, the best day reaching the top of the plot', () => {
  it.each([
    ['two days, the second twice the first', [100, 200], [plot / 2, plot], 1],
    ['a day without sales has no height', [0, 50, 25], [0, plot, plot / 2], 1],
    ['equal days: the first is the best', [70, 70], [plot, plot], 0],
  ])('%s', (_label, amounts, heights, bestIndex) => {
    const days = amounts.map((cents, i) => ({ jour: `2026-11-2${i}`, cents }));
    const { bars, best } = chartBars(days);
    expect(bars.map((b) => b.height)).toEqual(heights);
    // Each bar stands on the axis, in its own slot, left to right, inside the viewBox.
    for (const [i, bar] of bars.entries()) {
      expect(bar.y + bar.height).toBeCloseTo(base, 5);
      expect(bar.x).toBeGreaterThanOrEqual((i * SALES_CHART.width) / days.length);
      expect(bar.x + bar.width).toBeLessThanOrEqual(((i + 1) * SALES_CHART.width) / days.length + 0.01);
    }
    expect(best).toEqual(days[bestIndex]);
  });

  it('nothing sold: flat bars and no best day', () => {
    const { bars, best } = chartBars([{ jour: '2026-11-21', cents: 0 }]);
    expect(bars.map((b) => b.height)).toEqual([0]);
    expect(best).toBeNull();
  });

  it('a year of days still fits the width, without gaps once the bars are thin', () => {
    const days = Array.from({ length: 366 }, (_, i) => ({ jour: `d${i}`, cents: i }));
    const { bars } = chartBars(days);
    expect(bars).toHaveLength(366);
    expect((bars.at(-1)?.x ?? 0) + (bars.at(-1)?.width ?? 0)).toBeCloseTo(SALES_CHART.width, 1);
  });

  it.each([
    ['2026-11-21', '21/11'],
    ['2027-01-05', '05/01'],
  ])('%s is written %s under the chart', (day, short) => {
    expect(shortDay(day)).toBe(short);
  });
});
