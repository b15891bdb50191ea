/**
 * The shop's own alerts to `SHOP_ALERT_EMAIL`, through the outbox like every e-mail: yesterday's summary once a day
 * (a row of `resumes_quotidiens` per Kinshasa day, written in the same transaction as the messages: two processes
 * write it once), and a failed build or backup at once. Without an alert address, nothing is written.
 */

import { kinshasaDay, kinshasaDayBounds, latestKinshasaTime } from '../../domain/kinshasa-time.ts';
import { dailySummaryMail, type FailureKind, failureAlertMail } from '../../domain/mail/alert-mails.ts';
import { cashDifferencesOfDay } from '../db/daily-cash.ts';
import type { Engine } from '../db/engine.ts';
import { enqueueMail } from '../db/outbox.ts';
import { dayFigures, lowStock } from '../db/staff-orders.ts';
import { transaction } from '../db/transaction.ts';
import type { MailDeps } from '../http/env.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Kinshasa hour of the daily summary: 07:00, before the depot opens, once yesterday's rounds are closed. */
export const DAILY_SUMMARY_MINUTE = 7 * 60;

/**
 * Writes the summary of the day before the latest summary hour, unless some process already did: the day it wrote,
 * or null (already written, or no alert address).
 */
export async function writeDailySummary(engine: Engine, mail: MailDeps, now: Date): Promise<string | null> {
  if (mail.alertEmails.length === 0) return null;
  const day = kinshasaDay(latestKinshasaTime(now.getTime(), DAILY_SUMMARY_MINUTE) - DAY_MS);
  const between = kinshasaDayBounds(day);
  if (!between) return null;
  const written = await transaction(engine, async (db) => {
    const claimed = await db
      .insertInto('resumes_quotidiens')
      .values({ jour: day, ecrit_le: now.toISOString() })
      .onConflict((oc) => oc.column('jour').doNothing())
      .returning('jour')
      .executeTakeFirst();
    if (!claimed) return false;
    const figures = await dayFigures(db, between);
    const summary = {
      day,
      orders: figures.orders,
      cancelled: figures.byStatus.get('annulee') ?? 0,
      revenueCents: figures.revenueCents,
      cashDifferences: await cashDifferencesOfDay(db, day),
      lowStock: await lowStock(db),
    };
    const rendered = dailySummaryMail(summary, mail.shop);
    for (const to of mail.alertEmails) await enqueueMail(db, { kind: 'daily-summary', to, ...rendered }, now, mail.domain);
    return true;
  });
  if (written) mail.queued();
  return written ? day : null;
}

/** A failed build of the site or daily backup, mailed to the alert addresses at once. */
export async function writeFailureAlert(engine: Engine, mail: MailDeps, what: FailureKind, cause: string, now: Date): Promise<void> {
  if (mail.alertEmails.length === 0) return;
  const rendered = failureAlertMail({ what, cause, at: now }, mail.shop);
  await transaction(engine, async (db) => {
    for (const to of mail.alertEmails) await enqueueMail(db, { kind: 'failure-alert', to, ...rendered }, now, mail.domain);
  });
  mail.queued();
}
