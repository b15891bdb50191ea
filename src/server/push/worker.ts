/**
 * The push worker: sends the pushes the orders wrote (db/push.ts) to the staff's devices, after their commit.
 *
 * 1. claim: lease a few due pushes, for subscriptions made with this process's VAPID key;
 * 2. send each one outside any transaction with web-push (the payload encrypted for the device, RFC 8291; signed with
 *    the shop's VAPID key, RFC 8292; posted to the device's push service, RFC 8030), high urgency, living until an
 *    hour after the order;
 * 3. then: delivered, the push leaves the queue; the push service says the device is gone (404, 410), its
 *    subscription goes; busy or unreachable (429, 5xx, the network), tried again a little later while the hour lasts;
 *    refused otherwise, given up.
 */
import { randomBytes } from 'node:crypto';
import type { Agent } from 'node:https';
import { hostname } from 'node:os';
import webpush from 'web-push';
import { pushMessages as say } from '../../messages/push.ts';
import type { Engine } from '../db/engine.ts';
import { claimDuePush, type DuePush, dropExpiredSubscription, forgetPush, hasDuePush, purgeStalePushes, retryPush } from '../db/push.ts';
import { failureReason } from '../mail/retry.ts';
import { createWorkerLoop } from '../queue/worker-loop.ts';
import { PrivateAddressError, privateAddressOf, publicOnlyAgent } from './public-network.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** A new order is worth announcing for an hour: past that the staff have seen it in the list. */
export const PUSH_TTL_MS = 60 * 60_000;
/** Waits between attempts: 5 s, 15 s, 45 s, then every 2 minutes while the hour lasts. */
const RETRY_MS = [5_000, 15_000, 45_000, 120_000];
/** How long one push service may take to answer. */
const SEND_TIMEOUT_MS = 10_000;

export interface PushWorkerOptions {
  engine: Engine;
  /** The shop's key pair, and who runs it (`mailto:` the shop's address): push services contact it when a push misbehaves. */
  vapid: VapidKeys & { subject: string };
  /**
   * The HTTPS agent the pushes go through (a test's trusts its local push service); by default one that connects to
   * public addresses only (public-network.ts): a subscription's endpoint never reaches the shop's own network.
   */
  agent?: Agent;
  /** Posts to private addresses too (`PUSH_PRIVATE_NETWORK`: a push service on the shop's own network, a test's). */
  privateNetwork?: boolean;
  /** Milliseconds since the epoch; tests move it by hand. */
  now?: () => number;
  batchSize?: number;
  /** How long a claim protects a push from the other workers (longer than a send can take). */
  leaseMs?: number;
  pollMs?: number;
  log?: (line: string) => void;
}

export interface PushWorker {
  /** Claims due pushes once, sends them; resolves with how many it handled. */
  runOnce: () => Promise<number>;
  start: () => void;
  /** An order just committed: look now. */
  wake: () => void;
  stop: () => Promise<void>;
}

const hostOf = (endpoint: string) => new URL(endpoint).host;

/** The push service's status when it answered with one. */
const statusOf = (error: unknown): number | null => (error instanceof webpush.WebPushError ? error.statusCode : null);

export function createPushWorker(options: PushWorkerOptions): PushWorker {
  const { engine, vapid } = options;
  const checksAddresses = options.agent === undefined && options.privateNetwork !== true;
  const agent = options.agent ?? (checksAddresses ? publicOnlyAgent() : undefined);
  const { db } = engine;
  const now = options.now ?? Date.now;
  const id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 60_000;
  const log = options.log ?? (() => {});
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  let purgedAt = 0;

  /** An endpoint leading to an address that is not public: never posted to; its subscription goes, its pushes with it. */
  async function refuse(row: DuePush, host: string, address: string): Promise<void> {
    await dropExpiredSubscription(db, row.abonnement_id);
    log(say.privateAddress(host, address));
  }

  async function deliver(row: DuePush): Promise<void> {
    const host = hostOf(row.endpoint);
    const left = row.created + PUSH_TTL_MS - now();
    if (left <= 0) {
      await forgetPush(db, row.id);
      log(say.gaveUp(host, say.tooLate));
      return;
    }
    const refused = checksAddresses ? privateAddressOf(row.endpoint) : null;
    if (refused !== null) {
      await refuse(row, host, refused);
      return;
    }
    try {
      await webpush.sendNotification({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, row.payload, {
        vapidDetails,
        TTL: Math.ceil(left / 1000),
        urgency: 'high',
        timeout: SEND_TIMEOUT_MS,
        ...(agent ? { agent } : {}),
      });
    } catch (error) {
      if (error instanceof PrivateAddressError) {
        await refuse(row, host, error.message);
        return;
      }
      const status = statusOf(error);
      const reason = status === null ? failureReason(error) : `${status} ${failureReason((error as { body?: unknown }).body ?? '')}`.trim();
      if (status === 404 || status === 410) {
        await dropExpiredSubscription(db, row.abonnement_id);
        log(say.expired(host, status));
        return;
      }
      const delay = RETRY_MS[Math.min(row.attempts, RETRY_MS.length) - 1] ?? 0;
      const passing = status === null || status === 429 || status >= 500;
      if (passing && left > delay) {
        await retryPush(db, row.id, id, now() + delay, reason);
        log(say.retry(host, row.attempts, delay / 1000, reason));
      } else {
        await forgetPush(db, row.id);
        log(say.gaveUp(host, reason));
      }
      return;
    }
    await forgetPush(db, row.id);
    log(say.sent(host));
  }

  async function runOnce(): Promise<number> {
    const at = now();
    if (at - purgedAt > PUSH_TTL_MS / 4) {
      purgedAt = at;
      // Pushes no process can send (made for another machine's key) or sent too late to matter.
      await purgeStalePushes(db, at - PUSH_TTL_MS);
    }
    if (!(await hasDuePush(db, at, vapid.publicKey))) return 0;
    const rows = await claimDuePush(engine, id, vapid.publicKey, at, at + leaseMs, batchSize);
    await Promise.all(rows.map(deliver));
    return rows.length;
  }

  const loop = createWorkerLoop(runOnce, options.pollMs ?? 1000, (error) => log(say.unreadable(failureReason(error))));
  return { runOnce, start: loop.start, wake: loop.wake, stop: loop.stop };
}
