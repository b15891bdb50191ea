import { type MailCatcher, type MailCatcherOptions, startMailCatcher } from '../../../scripts/lib/mail-catcher.ts';
import type { OutboxRow } from '../../../src/server/db/outbox.ts';
import { smtpTransport } from '../../../src/server/mail/transport.ts';
import { createMailWorker, type MailTransport, type MailWorker } from '../../../src/server/mail/worker.ts';
import { makeShop, type TestShop } from '../../unit/server/helpers.ts';

export const SITE = 'https://kinboissons.cd';
export const ALERT = 'alerte@kinboissons.cd';
const FROM = { name: 'Kin Boissons', address: 'commandes@kinboissons.cd' };

export interface MailShop {
  shop: TestShop;
  catcher: MailCatcher;
  /** SMTP to the catcher, through nodemailer as in production. */
  transport: MailTransport;
  /** A worker on the shop's clock. */
  worker: MailWorker;
  /** Another worker on the same database (a second process, or the same one after a restart). */
  newWorker: (transport?: MailTransport, id?: string) => MailWorker;
  outbox: () => Promise<OutboxRow[]>;
  close: () => Promise<void>;
}

/** A test shop whose e-mails go to a real SMTP server in this process; the worker runs when the test says. */
export async function mailShop(options: MailCatcherOptions = {}): Promise<MailShop> {
  const catcher = await startMailCatcher(options);
  const shop = makeShop({ mail: { siteUrl: SITE, alertEmails: [ALERT], domain: 'kinboissons.cd' } });
  const transport = smtpTransport(catcher.url, FROM);
  const transports = [transport];
  const newWorker = (t: MailTransport = transport, id = `worker-${transports.length}`) => {
    transports.push(t);
    return createMailWorker({ engine: shop.engine, transport: t, now: () => shop.clock.now.getTime(), id });
  };
  return {
    shop,
    catcher,
    transport,
    worker: newWorker(transport, 'worker-1'),
    newWorker,
    outbox: () => shop.query<OutboxRow>('SELECT * FROM outbox ORDER BY id'),
    close: async () => {
      for (const t of transports) t.close?.();
      await catcher.close();
    },
  };
}

/** Moves the shop's clock forward. */
export function advance(shop: TestShop, ms: number): void {
  shop.clock.now = new Date(shop.clock.now.getTime() + ms);
}
