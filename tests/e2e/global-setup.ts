import { rm } from 'node:fs/promises';
import { startShop } from '../../scripts/lib/start-shop.ts';
import { e2eDataDir, e2eRebuildToken } from '../../playwright.config.ts';

const FIRST_RELEASE_MS = 300_000;

/**
 * The shop exactly as customers get it: `npm start` on a fresh data folder, on a port the system
 * picks. Its address reaches the workers through E2E_BASE_URL (playwright.config.ts reads it back
 * there); its process group through E2E_SHOP_PGID, for global-teardown.ts.
 */
export default async function globalSetup(): Promise<void> {
  await rm(e2eDataDir, { recursive: true, force: true });
  const shop = await startShop({
    command: ['npm', 'start'],
    group: true,
    env: { DATA_DIR: e2eDataDir, REBUILD_TOKEN: e2eRebuildToken, ASTRO_TELEMETRY_DISABLED: '1', SHOP_DEV: '1' },
    onLine: (line) => console.log(`[shop] ${line}`),
  });
  process.env['E2E_SHOP_PGID'] = String(shop.child.pid);
  // The pages answer 503 until the first release is built and switched in.
  const deadline = Date.now() + FIRST_RELEASE_MS;
  for (;;) {
    const status = await fetch(`${shop.url}/`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) break;
    if (shop.child.exitCode !== null || Date.now() > deadline) {
      await shop.stop();
      throw new Error(`La boutique ne sert pas sa première release (dernière réponse ${status}) :\n${shop.output.join('').slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.env['E2E_BASE_URL'] = shop.url;
}
