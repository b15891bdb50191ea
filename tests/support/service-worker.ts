import type { Page } from '@playwright/test';

/** Waits until the shop's service worker controls the page and keeps this very page (what makes it readable offline). */
export async function kept(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
  await page.waitForFunction(async () => (await caches.match(location.href)) !== undefined, null, { timeout: 30_000 });
}
