import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { sql } from './statements.ts';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export type MailKind = 'reset' | 'email-changed' | 'guest-orders' | 'order-confirmation' | 'order-status' | 'order-alert' | 'support';

export interface NewMail {
  kind: MailKind;
  to: string;
  /** Where « Répondre » writes to (the customer, for the support form); empty: the sender. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxRow {
  id: number;
  kind: string;
  destinataire: string;
  reply_to: string;
  sujet: string;
  corps: string;
  html: string;
  message_id: string;
  statut: OutboxStatus;
  /** Claims so far (a claim counts even when its worker dies before reporting). */
  attempts: number;
  next_attempt_at: number;
  claimed_by: string | null;
  lease_until: number | null;
  last_error: string;
  created: string;
  sent_at: string | null;
  failed_at: string | null;
}

/**
 * Writes a message to send, inside the caller's transaction (so it commits, or not, with what caused it).
 * Its Message-ID, `<id.random@domain>`, is fixed here once: a message sent twice after a crash keeps it.
 */
export function enqueueMail(db: DatabaseSync, mail: NewMail, now: Date, domain: string): number {
  const random = randomBytes(9).toString('base64url');
  const { id } = sql(
    db,
    `INSERT INTO outbox (kind, destinataire, reply_to, sujet, corps, html, message_id, next_attempt_at, created)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  ).get(
    mail.kind,
    mail.to,
    mail.replyTo ?? '',
    mail.subject,
    mail.text,
    mail.html,
    `<new.${random}@${domain}>`,
    now.getTime(),
    now.toISOString(),
  ) as {
    id: number;
  };
  sql(db, 'UPDATE outbox SET message_id = ? WHERE id = ?').run(`<${id}.${random}@${domain}>`, id);
  return id;
}

const DUE = `statut = 'pending' AND next_attempt_at <= ? AND (lease_until IS NULL OR lease_until <= ?)`;

/** Whether some message waits to be sent now (a read, so an idle worker never writes). */
export function hasDueMail(db: DatabaseSync, nowMs: number): boolean {
  return sql(db, `SELECT 1 FROM outbox WHERE ${DUE} LIMIT 1`).get(nowMs, nowMs) !== undefined;
}

/** Leases up to `limit` due messages to `worker` until `leaseUntil` (caller holds the write lock: BEGIN IMMEDIATE). */
export function claimDueMail(db: DatabaseSync, worker: string, nowMs: number, leaseUntil: number, limit: number): OutboxRow[] {
  const rows = sql(
    db,
    `UPDATE outbox SET claimed_by = ?, lease_until = ?, attempts = attempts + 1
    WHERE id IN (SELECT id FROM outbox WHERE ${DUE} ORDER BY id LIMIT ?) RETURNING *`,
  ).all(worker, leaseUntil, nowMs, nowMs, limit) as unknown as OutboxRow[];
  return rows.sort((a, b) => a.id - b.id);
}

/** Sent: never sent again, whoever holds the lease now (a late worker's success still counts). */
export function markMailSent(db: DatabaseSync, id: number, sentAt: string): void {
  sql(
    db,
    `UPDATE outbox SET statut = 'sent', sent_at = ?, last_error = '', claimed_by = NULL, lease_until = NULL
    WHERE id = ? AND statut = 'pending'`,
  ).run(sentAt, id);
}

/** A failed attempt of `worker`: tried again at `nextAttemptAt` (ignored when another worker took the message over). */
export function markMailRetry(db: DatabaseSync, id: number, worker: string, nextAttemptAt: number, error: string): void {
  sql(
    db,
    `UPDATE outbox SET next_attempt_at = ?, last_error = ?, claimed_by = NULL, lease_until = NULL
    WHERE id = ? AND claimed_by = ? AND statut = 'pending'`,
  ).run(nextAttemptAt, error, id, worker);
}

/** Given up: refused for good by the server, or too many attempts. Listed for the staff. */
export function markMailFailed(db: DatabaseSync, id: number, worker: string, reason: string, failedAt: string): void {
  sql(
    db,
    `UPDATE outbox SET statut = 'failed', last_error = ?, failed_at = ?, claimed_by = NULL, lease_until = NULL
    WHERE id = ? AND claimed_by = ? AND statut = 'pending'`,
  ).run(reason, failedAt, id, worker);
}

/** Messages of one status (or all), newest first, for the staff. */
export function listOutbox(
  db: DatabaseSync,
  statut: OutboxStatus | null,
  offset: number,
  size: number,
): { count: number; rows: OutboxRow[] } {
  const where = statut === null ? '' : 'WHERE statut = ?';
  const filter = statut === null ? [] : [statut];
  const { n } = sql(db, `SELECT COUNT(*) AS n FROM outbox ${where}`).get(...filter) as { n: number };
  const rows = sql(db, `SELECT * FROM outbox ${where} ORDER BY id DESC LIMIT ? OFFSET ?`).all(
    ...filter,
    size,
    offset,
  ) as unknown as OutboxRow[];
  return { count: n, rows };
}

export interface OutboxCounts {
  pending: number;
  sent: number;
  failed: number;
  /** Creation date of the oldest message still waiting, or null. */
  oldestPending: string | null;
}

export function outboxCounts(db: DatabaseSync): OutboxCounts {
  const counts: OutboxCounts = { pending: 0, sent: 0, failed: 0, oldestPending: null };
  const rows = sql(db, 'SELECT statut, COUNT(*) AS n, MIN(created) AS oldest FROM outbox GROUP BY statut').all() as unknown as {
    statut: OutboxStatus;
    n: number;
    oldest: string;
  }[];
  for (const row of rows) {
    counts[row.statut] = row.n;
    if (row.statut === 'pending') counts.oldestPending = row.oldest;
  }
  return counts;
}
