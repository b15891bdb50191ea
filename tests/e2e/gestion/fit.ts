/**
 * Phones first: at 320, 360, 375 and 414 px nothing scrolls sideways and every visible control is on
 * screen. The same check as the storefront's phone sweep (`expectFitsEveryPhone`, branch `phone`),
 * written here while that one is not on main: swap the import when it lands.
 */
import { expect, type Page } from '@playwright/test';

const PHONE_WIDTHS = [320, 360, 375, 414] as const;

const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

/** At each width: `show` prepares the state, then the page must not scroll sideways nor put a control off screen. */
export async function expectFitsEveryPhone(page: Page, state: string, show: (width: number) => Promise<void>): Promise<void> {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 780 });
    await show(width);
    const fit = await page.evaluate(
      ({ selector, screen }) => {
        const outside: string[] = [];
        for (const element of document.querySelectorAll<HTMLElement>(selector)) {
          const style = getComputedStyle(element);
          if (style.visibility === 'hidden' || style.display === 'none') continue;
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          if (element.closest('[hidden], .sr-only, details:not([open]) > :not(summary)')) continue;
          if (box.left < -0.5 || box.right > screen + 0.5) {
            const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
            outside.push(`<${element.tagName.toLowerCase()}> « ${name} » x ${Math.round(box.left)}–${Math.round(box.right)}`);
          }
        }
        return { scrollWidth: document.documentElement.scrollWidth, outside };
      },
      { selector: CONTROLS, screen: width },
    );
    expect.soft(fit.scrollWidth, `${state} at ${width} px: the page scrolls sideways`).toBeLessThanOrEqual(width);
    expect.soft(fit.outside, `${state} at ${width} px: controls off screen`).toEqual([]);
  }
}
