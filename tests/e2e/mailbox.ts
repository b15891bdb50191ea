/**
 * The e-mails the worker's e2e shop sent: global-setup.ts runs a real SMTP server for each shop (SMTP_URL)
 * and writes every message it accepts as `<n>.json` in that shop's mailbox folder, inside its data folder
 * (emptied at every run). Specs read them here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from '../../playwright.config.ts';
import type { CaughtMail } from '../../scripts/lib/mail-catcher.ts';

/** The mailbox folder of the shop whose data folder is `dataDir`. */
export const mailboxOf = (dataDir: string): string => join(dataDir, 'mailbox');
/** This worker's shop's mailbox. */
const mailboxDir = mailboxOf(e2eDataDir);
/** SHOP_ALERT_EMAIL of the e2e shop: new-order alerts and support-form messages arrive there. */
export const E2E_ALERT_EMAIL = 'boutique@kinboissons.cd';

function received(): CaughtMail[] {
  return readdirSync(mailboxDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(mailboxDir, file), 'utf8')) as CaughtMail);
}

/** The first message to `address` whose subject matches, once it has arrived (fails after `timeout` ms). */
export async function mailTo(address: string, subject: RegExp, timeout = 15_000): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      () => {
        found = received().find((mail) => mail.to.includes(address) && subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout, message: `e-mail à ${address} (${subject})` },
    )
    .toBe(true);
  return found as CaughtMail;
}

/** The first absolute link of a message's text part that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`Aucun lien ${prefix}… dans « ${mail.subject} » :\n${mail.text}`);
  return link;
}
