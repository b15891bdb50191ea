import { expect, type Page, type TestInfo } from '@playwright/test';

/** The phone widths every screen must fit, narrowest first. */
export const PHONE_WIDTHS = [320, 360, 375, 414] as const;

/** Controls a customer taps: each must lie inside the screen, not beyond its right edge. */
const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

export interface FitReport {
  scrollWidth: number;
  /** Visible controls reaching past the left or right edge: a short description of each. */
  outside: string[];
}

/**
 * Measures the page as it is now against the phone's width: its scroll width and every visible
 * control's horizontal extent. (A phone zooms out to show what overflows, so `innerWidth` would grow
 * with the overflow: the width of the screen is the reference.)
 */
export function measureFit(page: Page, width: number): Promise<FitReport> {
  return page.evaluate(
    ({ selector, innerWidth }) => {
      const outside: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        // An element clipped away inside a closed container (details, sr-only text) has no visible box.
        if (element.closest('[hidden], details:not([open]) > :not(summary)')) continue;
        if (element.classList.contains('sr-only') || element.closest('.sr-only')) continue;
        if (box.left < -0.5 || box.right > innerWidth + 0.5) {
          const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
          outside.push(`<${element.tagName.toLowerCase()}> « ${name} » x ${Math.round(box.left)}–${Math.round(box.right)}`);
        }
      }
      return { scrollWidth: document.documentElement.scrollWidth, outside };
    },
    { selector: CONTROLS, innerWidth: width },
  );
}

/**
 * At each phone width: prepares the state (`show`), checks that nothing scrolls sideways and that every
 * visible control is on screen, and attaches a full-page screenshot as the test's artifact. All widths
 * are checked before the test fails, so one run lists every width that breaks.
 */
export async function expectFitsEveryPhone(
  page: Page,
  testInfo: TestInfo,
  state: string,
  show: (width: number) => Promise<void>,
): Promise<void> {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 780 });
    await show(width);
    const fit = await measureFit(page, width);
    const file = testInfo.outputPath(`${state.replace(/[^\w-]+/g, '-')}-${width}px.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${state} — ${width} px`, { path: file, contentType: 'image/png' });
    expect.soft(fit.scrollWidth, `${state} at ${width} px: the page scrolls sideways`).toBeLessThanOrEqual(width);
    expect.soft(fit.outside, `${state} at ${width} px: controls off screen`).toEqual([]);
  }
}
