/**
 * The layout shifts a page makes that no input caused (what CLS adds up), recorded from before its first paint: the
 * first-paint tests check that what the page drew from storage does not move once the island hydrates.
 */
import type { Page } from '@playwright/test';

type Recorded = { layoutShifts: number[] };

/** Starts recording at the next navigation of `page` (call before `goto`). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as Recorded).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the shifts recorded so far on the page. */
export function layoutShiftSum(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as Recorded).layoutShifts.reduce((sum, value) => sum + value, 0));
}
