import { expect, type Page, type TestInfo } from '@playwright/test';

/** The phone widths every screen must fit, narrowest first. */
export const PHONE_WIDTHS = [320, 360, 375, 414] as const;

/** Controls a customer taps: each must lie inside the screen, not beyond its right edge. */
const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

/** Controls a finger must be able to hit: each at least this tall (a checkbox or radio through its label). */
const TAP_TARGETS = 'button, input:not([type="hidden"]), select, textarea, summary, [role="button"]';
const MIN_TAP_PX = 44;

export interface FitReport {
  scrollWidth: number;
  /** Visible controls reaching past the left or right edge: a short description of each. */
  outside: string[];
  /** Visible buttons, fields, selects and summaries less than MIN_TAP_PX high: a short description of each. */
  small: string[];
}

/**
 * Measures the page as it is now against the phone's width: its scroll width, every visible
 * control's horizontal extent and every tap target's height. (A phone zooms out to show what
 * overflows, so `innerWidth` would grow with the overflow: the width of the screen is the reference.)
 */
export function measureFit(page: Page, width: number): Promise<FitReport> {
  return page.evaluate(
    ({ controls, tapTargets, minTap, innerWidth }) => {
      const shown = (element: HTMLElement): DOMRect | null => {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') return null;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return null;
        // An element clipped away inside a closed container (details, sr-only text) has no visible box.
        if (element.closest('[hidden], details:not([open]) > :not(summary)')) return null;
        if (element.classList.contains('sr-only') || element.closest('.sr-only')) return null;
        return box;
      };
      const describe = (element: HTMLElement, box: DOMRect, extent: string) => {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return `<${element.tagName.toLowerCase()}> « ${name} » ${extent === 'x' ? `x ${Math.round(box.left)}–${Math.round(box.right)}` : `h ${Math.round(box.height)}`}`;
      };
      const outside: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(controls)) {
        const box = shown(element);
        if (box && (box.left < -0.5 || box.right > innerWidth + 0.5)) outside.push(describe(element, box, 'x'));
      }
      const small: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(tapTargets)) {
        // A checkbox or a radio is hit through its label, a visually hidden one (the rating stars) too.
        const label = element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type) ? element.labels?.[0] : undefined;
        const target = label ?? element;
        const box = label ? shown(label) : shown(element);
        if (box && box.height < minTap - 0.5) small.push(describe(target, box, 'h'));
      }
      return { scrollWidth: document.documentElement.scrollWidth, outside, small };
    },
    { controls: CONTROLS, tapTargets: TAP_TARGETS, minTap: MIN_TAP_PX, innerWidth: width },
  );
}

/**
 * At each phone width: prepares the state (`show`), checks that nothing scrolls sideways, that every
 * visible control is on screen and every tap target tall enough for a finger, and attaches a full-page
 * screenshot as the test's artifact. All widths are checked before the test fails, so one run lists
 * every width that breaks.
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
    expect.soft(fit.small, `${state} at ${width} px: tap targets under ${MIN_TAP_PX} px high`).toEqual([]);
  }
}
