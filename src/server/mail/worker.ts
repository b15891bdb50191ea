/**
 * The outbox worker: sends the messages the routes wrote, exactly once as far as SMTP allows.
 *
 * 1. claim: in a short write transaction, lease a few due messages to this worker (claimed_by,
 *    lease_until); another worker, in this process or another one on the same database (SQLite or
 *    PostgreSQL), skips them while the lease runs;
 * 2. send each one outside any transaction, with its Message-ID fixed when it was written;
 * 3. mark it at once: sent (never sent again), tried again later (growing waits), or failed.
 *
 * A worker that dies between 2 and 3 leaves its lease to expire; the message is then sent once more,
 * with the same Message-ID (SMTP offers nothing better; src/server/README.md).
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { mailMessages } from '../../messages/mail.ts';
import type { Engine } from '../db/engine.ts';
import { claimDueMail, hasDueMail, markMailFailed, markMailRetry, markMailSent, type OutboxRow } from '../db/outbox.ts';
import { createWorkerLoop } from '../queue/worker-loop.ts';
import { failureReason, isPermanentRefusal, MAX_ATTEMPTS, retryDelayMs } from './retry.ts';

/** One message as the transport sends it. */
interface OutgoingMail {
  to: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** When it was written (the Date header): the same at every attempt. */
  date: Date;
}

/** SMTP (transport.ts), the log, or a test's: resolves once the server accepted the message, throws otherwise. */
export interface MailTransport {
  send: (mail: OutgoingMail) => Promise<void>;
  close?: () => void;
}

export interface MailWorkerOptions {
  engine: Engine;
  transport: MailTransport;
  /** Milliseconds since the epoch; tests move it by hand. */
  now?: () => number;
  /** Written in claimed_by; default: host, process and a random part. */
  id?: string;
  /** Messages leased per claim. */
  batchSize?: number;
  /** How long a claim protects a message from the other workers (longer than any send can take). */
  leaseMs?: number;
  /** Idle wait between two looks at the outbox (another process may have written). */
  pollMs?: number;
  log?: (line: string) => void;
}

export interface MailWorker {
  /** Claims due messages once, sends and marks them; resolves with how many it handled. */
  runOnce: () => Promise<number>;
  /** Runs until stopped: batch after batch, then a look every `pollMs` or at `wake()`. */
  start: () => void;
  /** Something was just written: look now rather than at the next poll. */
  wake: () => void;
  /** Stops looking and waits for the batch in flight to be marked. */
  stop: () => Promise<void>;
}

export const LEASE_MS = 5 * 60_000;

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { engine, transport } = options;
  const { db } = engine;
  const now = options.now ?? Date.now;
  const id = options.id ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const pollMs = options.pollMs ?? 1000;
  const log = options.log ?? (() => {});
  const s = mailMessages.settings;

  async function claim(): Promise<OutboxRow[]> {
    const at = now();
    if (!(await hasDueMail(db, at))) return [];
    return claimDueMail(engine, id, at, at + leaseMs, batchSize);
  }

  async function deliver(row: OutboxRow): Promise<void> {
    if (row.attempts > MAX_ATTEMPTS) {
      // Its workers kept dying before reporting: stop trying.
      await markMailFailed(db, row.id, id, s.gaveUp(MAX_ATTEMPTS, row.last_error), new Date(now()).toISOString());
      return;
    }
    try {
      await transport.send({
        to: row.destinataire,
        replyTo: row.reply_to || undefined,
        subject: row.sujet,
        text: row.corps,
        html: row.html,
        messageId: row.message_id,
        date: new Date(row.created),
      });
    } catch (error) {
      const reason = failureReason(error);
      const at = now();
      if (isPermanentRefusal(error) || row.attempts >= MAX_ATTEMPTS) {
        const why = isPermanentRefusal(error) ? s.refused(reason) : s.gaveUp(row.attempts, reason);
        await markMailFailed(db, row.id, id, why, new Date(at).toISOString());
        log(s.failed(row.destinataire, why));
      } else {
        const delay = retryDelayMs(row.attempts);
        await markMailRetry(db, row.id, id, at + delay, reason);
        log(s.retry(row.destinataire, row.attempts, delay / 1000, reason));
      }
      return;
    }
    await markMailSent(db, row.id, new Date(now()).toISOString());
    log(s.sent(row.destinataire, row.sujet));
  }

  async function runOnce(): Promise<number> {
    const rows = await claim();
    await Promise.all(rows.map(deliver));
    return rows.length;
  }

  const loop = createWorkerLoop(runOnce, pollMs, (error) => log(s.unreadable(failureReason(error))));

  return {
    runOnce,
    start: loop.start,
    wake: loop.wake,
    async stop() {
      await loop.stop();
      transport.close?.();
    },
  };
}
