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
