/** The shop's own alerts, to `SHOP_ALERT_EMAIL`: the daily summary and a failed build or backup. */
import { mailMessages } from '../../messages/mail.ts';
import { formatFC } from '../money.ts';
import { formatDateTime, formatFullDate } from '../relative-time.ts';
import { type MailShop, type RenderedMail, renderMail } from './layout.ts';

/** A Kinshasa day's figures as the summary says them. */
export interface DailySummary {
  /** `YYYY-MM-DD` (Kinshasa). */
  day: string;
  orders: number;
  cancelled: number;
  revenueCents: number;
  /** Each rider's cash difference (hundredths, negative: short) of the days closed in « Caisse »; null when none was. */
  cashDifferences: readonly { rider: string; differenceCents: number }[] | null;
  lowStock: readonly { nom: string; stock: number; seuil: number }[];
}

/** The summary of yesterday, mailed once a day at a fixed Kinshasa hour. */
export function dailySummaryMail(summary: DailySummary, shop: MailShop): RenderedMail {
  const m = mailMessages.dailySummary;
  // Noon of the day, so the day's name is read on Kinshasa's clock whatever the offset.
  const day = formatFullDate(`${summary.day}T12:00:00Z`);
  const differences = summary.cashDifferences?.filter((d) => d.differenceCents !== 0) ?? null;
  return renderMail(shop, m.subject(day), [
    { kind: 'paragraph', text: m.intro(day) },
    { kind: 'heading', text: m.sales },
    {
      kind: 'rows',
      rows: [
        { label: m.orders, value: String(summary.orders) },
        { label: m.cancelled, value: String(summary.cancelled) },
        { label: m.revenue, value: formatFC(summary.revenueCents), strong: true },
      ],
    },
    { kind: 'heading', text: m.cash },
    differences === null
      ? { kind: 'paragraph', text: m.cashNotClosed }
      : differences.length === 0
        ? { kind: 'paragraph', text: m.cashNone }
        : { kind: 'rows', rows: differences.map((d) => ({ label: d.rider, value: formatFC(d.differenceCents) })) },
    { kind: 'heading', text: m.lowStock },
    summary.lowStock.length === 0
      ? { kind: 'paragraph', text: m.lowStockNone }
      : { kind: 'rows', rows: summary.lowStock.map((p) => ({ label: p.nom, value: m.lowStockLine(p.stock, p.seuil) })) },
  ]);
}

/**
 * What failed: a build of the site (the live site stays the previous one), the daily backup, or the publication of
 * what changed (each change then published by a whole build, docs/decisions/043).
 */
export type FailureKind = 'build' | 'backup' | 'changes';

const EFFECT_OF = { build: 'buildEffect', backup: 'backupEffect', changes: 'changesEffect' } as const;

/** A failed build of the site, daily backup or publication of what changed, mailed at once. */
export function failureAlertMail(failure: { what: FailureKind; cause: string; at: Date }, shop: MailShop): RenderedMail {
  const m = mailMessages.failureAlert;
  const what = m[failure.what];
  return renderMail(shop, m.subject(what), [
    { kind: 'paragraph', text: m.intro(what, formatDateTime(failure.at)) },
    { kind: 'rows', rows: [{ label: m.cause, value: failure.cause }] },
    { kind: 'paragraph', text: m[EFFECT_OF[failure.what]] },
  ]);
}
