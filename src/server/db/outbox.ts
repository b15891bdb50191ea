import { randomBytes } from 'node:crypto';
import type { Engine } from './engine.ts';
import type { Db } from './tables.ts';
import { transaction } from './transaction.ts';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export type MailKind =
  | 'reset'
  | 'email-changed'
  | 'guest-orders'
  | 'login-link'
  | 'staff-attack'
  | 'order-confirmation'
  | 'order-status'
  | 'order-alert'
  | 'support'
  | 'daily-summary'
  | 'failure-alert';

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
export async function enqueueMail(db: Db, mail: NewMail, now: Date, domain: string): Promise<number> {
  const random = randomBytes(9).toString('base64url');
  const { id } = await db
    .insertInto('outbox')
    .values({
      kind: mail.kind,
      destinataire: mail.to,
      reply_to: mail.replyTo ?? '',
      sujet: mail.subject,
      corps: mail.text,
      html: mail.html,
      message_id: `<new.${random}@${domain}>`,
      next_attempt_at: now.getTime(),
      created: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('outbox')
    .set({ message_id: `<${id}.${random}@${domain}>` })
    .where('id', '=', id)
    .execute();
  return id;
}

/** Due now: waiting, its time come, and no other worker's lease running. */
const due = (db: Db, nowMs: number) =>
  db
    .selectFrom('outbox')
    .select('id')
    .where('statut', '=', 'pending')
    .where('next_attempt_at', '<=', nowMs)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', nowMs)]));

/** Whether some message waits to be sent now (a read, so an idle worker never writes). */
export async function hasDueMail(db: Db, nowMs: number): Promise<boolean> {
  return (await due(db, nowMs).limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Leases up to `limit` due messages to `worker` until `leaseUntil`, in a transaction of its own that keeps the
 * catalogue cache. On PostgreSQL the rows another worker is claiming at the same instant are skipped
 * (`FOR UPDATE SKIP LOCKED`); on SQLite the transaction runs alone.
 */
export async function claimDueMail(engine: Engine, worker: string, nowMs: number, leaseUntil: number, limit: number): Promise<OutboxRow[]> {
  const rows = await transaction(
    engine,
    async (trx) => {
      const picked = due(trx, nowMs).orderBy('id').limit(limit);
      return trx
        .updateTable('outbox')
        .set((eb) => ({ claimed_by: worker, lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', engine.kind === 'postgres' ? picked.forUpdate().skipLocked() : picked)
        .returningAll()
        .execute();
    },
    { keepCache: true },
  );
  return rows.sort((a, b) => a.id - b.id);
}

/** Sent: never sent again, whoever holds the lease now (a late worker's success still counts). */
export async function markMailSent(db: Db, id: number, sentAt: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ statut: 'sent', sent_at: sentAt, last_error: '', claimed_by: null, lease_until: null })
    .where('id', '=', id)
    .where('statut', '=', 'pending')
    .execute();
}

/** A failed attempt of `worker`: tried again at `nextAttemptAt` (ignored when another worker took the message over). */
export async function markMailRetry(db: Db, id: number, worker: string, nextAttemptAt: number, error: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ next_attempt_at: nextAttemptAt, last_error: error, claimed_by: null, lease_until: null })
    .where('id', '=', id)
    .where('claimed_by', '=', worker)
    .where('statut', '=', 'pending')
    .execute();
}

/** Given up: refused for good by the server, or too many attempts. Listed for the staff. */
export async function markMailFailed(db: Db, id: number, worker: string, reason: string, failedAt: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ statut: 'failed', last_error: reason, failed_at: failedAt, claimed_by: null, lease_until: null })
    .where('id', '=', id)
    .where('claimed_by', '=', worker)
    .where('statut', '=', 'pending')
    .execute();
}

/** Messages of one status (or all), newest first, for the staff. */
export async function listOutbox(
  db: Db,
  statut: OutboxStatus | null,
  offset: number,
  size: number,
): Promise<{ count: number; rows: OutboxRow[] }> {
  let counted = db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n'));
  let listed = db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(size).offset(offset);
  if (statut !== null) {
    counted = counted.where('statut', '=', statut);
    listed = listed.where('statut', '=', statut);
  }
  const { n } = await counted.executeTakeFirstOrThrow();
  return { count: Number(n), rows: await listed.execute() };
}

export interface OutboxCounts {
  pending: number;
  sent: number;
  failed: number;
  /** Creation date of the oldest message still waiting, or null. */
  oldestPending: string | null;
}

export async function outboxCounts(db: Db): Promise<OutboxCounts> {
  const counts: OutboxCounts = { pending: 0, sent: 0, failed: 0, oldestPending: null };
  const rows = await db
    .selectFrom('outbox')
    .select((eb) => ['statut', eb.fn.countAll<number>().as('n'), eb.fn.min('created').as('oldest')])
    .groupBy('statut')
    .execute();
  for (const row of rows) {
    counts[row.statut] = Number(row.n);
    if (row.statut === 'pending') counts.oldestPending = row.oldest;
  }
  return counts;
}
