/**
 * The shop's scripts held back: what a customer on a slow line sees and can do before the islands hydrate. Every
 * script under `/_astro/` waits until `release` is called; `heldOn` narrows it to the pages whose address it accepts
 * (others load at once), and `asked` collects the paths asked for, in order.
 */
import type { Page } from '@playwright/test';

export async function holdScripts(
  page: Page,
  options: { heldOn?: (pageUrl: string) => boolean; asked?: string[] } = {},
): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_astro/**/*.js', async (route) => {
    options.asked?.push(new URL(route.request().url()).pathname);
    if (options.heldOn?.(route.request().frame().url()) ?? true) await held;
    // The page may have been left meanwhile: its request is then gone.
    await route.fallback().catch(() => undefined);
  });
  return release;
}

/**
 * Requests to `url` (a Playwright route pattern) held until the returned function is called; `held(body)`, when
 * given, reads each answer first and holds only those it accepts (a module known by its text, its hashed name aside).
 */
export async function holdRequests(page: Page, url: string, held?: (body: string) => boolean): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (!held) {
      await released;
      // The page may have been left meanwhile: its request is then gone.
      return route.fallback().catch(() => undefined);
    }
    const response = await route.fetch();
    const body = await response.text();
    if (held(body)) await released;
    await route.fulfill({ response, body }).catch(() => undefined);
  });
  return release;
}
