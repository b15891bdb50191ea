import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { e2eDataDir, e2eRebuildToken } from '../../playwright.config.ts';
import { startMailCatcher } from '../../scripts/lib/mail-catcher.ts';
import { startShop } from '../../scripts/lib/start-shop.ts';
import { E2E_ALERT_EMAIL, mailboxDir } from './mailbox.ts';

const FIRST_RELEASE_MS = 300_000;

/**
 * The shop exactly as customers get it: `npm start` on a fresh data folder, on a port the system
 * picks. Its address reaches the workers through E2E_BASE_URL (playwright.config.ts reads it back
 * there); its process group through E2E_SHOP_PGID, for global-teardown.ts.
 *
 * Its e-mail goes to a real SMTP server run here (scripts/lib/mail-catcher.ts), which writes each
 * message it accepts as one JSON file in the mailbox folder (tests/e2e/mailbox.ts reads them for the
 * specs). The function returned closes that server after the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await rm(e2eDataDir, { recursive: true, force: true });
  await mkdir(mailboxDir, { recursive: true });
  let received = 0;
  const catcher = await startMailCatcher({
    onMail: (mail) => {
      // Written whole then renamed, so a spec never reads half a message.
      const file = join(mailboxDir, `${String(++received).padStart(5, '0')}.json`);
      void writeFile(`${file}.tmp`, JSON.stringify(mail)).then(() => rename(`${file}.tmp`, file));
    },
  });
  const shop = await startShop({
    command: ['npm', 'start'],
    group: true,
    env: {
      DATA_DIR: e2eDataDir,
      REBUILD_TOKEN: e2eRebuildToken,
      ASTRO_TELEMETRY_DISABLED: '1',
      SHOP_DEV: '1',
      SMTP_URL: catcher.url,
      SHOP_ALERT_EMAIL: E2E_ALERT_EMAIL,
      // Every spec orders from this machine, often with one phone number: hundreds of guest orders in ten minutes.
      GUEST_ORDER_LIMIT: '100000',
      // As behind the documented nginx: a spec sends an attacker's campaign from many addresses (X-Forwarded-For).
      TRUST_PROXY: '127.0.0.1',
    },
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
      await catcher.close();
      throw new Error(`La boutique ne sert pas sa première release (dernière réponse ${status}) :\n${shop.output.join('').slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.env['E2E_BASE_URL'] = shop.url;
  return () => catcher.close();
}
