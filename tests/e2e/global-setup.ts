import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { e2eRebuildToken, e2eRootDir, e2eShopDir } from '../../playwright.config.ts';
import { startMailCatcher } from '../../scripts/lib/mail-catcher.ts';
import { firstRelease, type StartedShop, startShop } from '../../scripts/lib/start-shop.ts';
import { E2E_ALERT_EMAIL, mailboxOf } from './mailbox.ts';

const FIRST_RELEASE_MS = 300_000;

type Catcher = Awaited<ReturnType<typeof startMailCatcher>>;

/**
 * One shop for a worker (`slot`), exactly as customers get it: `npm start` on a fresh data folder, on a port the
 * system picks. Its e-mail goes to a real SMTP server run here (scripts/lib/mail-catcher.ts), which writes each
 * message it accepts as one JSON file in that shop's mailbox folder (tests/e2e/mailbox.ts reads them for the specs).
 */
async function startWorkerShop(slot: number, catchers: Catcher[]): Promise<StartedShop> {
  const dataDir = e2eShopDir(slot);
  const mailbox = mailboxOf(dataDir);
  await mkdir(mailbox, { recursive: true });
  let received = 0;
  const catcher = await startMailCatcher({
    onMail: (mail) => {
      // Written whole then renamed, so a spec never reads half a message.
      const file = join(mailbox, `${String(++received).padStart(5, '0')}.json`);
      void writeFile(`${file}.tmp`, JSON.stringify(mail)).then(() => rename(`${file}.tmp`, file));
    },
  });
  catchers.push(catcher);
  const shop = await startShop({
    command: ['npm', 'start'],
    group: true,
    env: {
      DATA_DIR: dataDir,
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
    onLine: (line) => console.log(`[shop ${slot}] ${line}`),
  });
  process.env['E2E_SHOP_PGIDS'] = [process.env['E2E_SHOP_PGIDS'], String(shop.child.pid)].filter(Boolean).join(' ');
  // The pages answer 503 until the first release is built and switched in.
  return firstRelease(shop, FIRST_RELEASE_MS);
}

/**
 * A shop per worker (the run's worker count, `--workers` included: a single spec file run with `--workers 1`
 * starts one). Their addresses reach the workers through E2E_BASE_URL, in worker order (playwright.config.ts
 * reads its own back); their process groups through E2E_SHOP_PGIDS, for global-teardown.ts. The function
 * returned closes the SMTP servers after the run.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  await rm(e2eRootDir, { recursive: true, force: true });
  const catchers: Catcher[] = [];
  const closeCatchers = async () => {
    await Promise.all(catchers.map((catcher) => catcher.close()));
  };
  const started = await Promise.allSettled(Array.from({ length: config.workers }, (_, slot) => startWorkerShop(slot, catchers)));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
    await closeCatchers();
    throw failed.reason;
  }
  process.env['E2E_BASE_URL'] = started.map((result) => (result.status === 'fulfilled' ? result.value.url : '')).join(' ');
  return closeCatchers;
}
