/**
 * Web Push to the staff's devices: each device's subscription, and the pushes waiting to leave (docs/decisions/027).
 * A push is written in the transaction of the order it announces, one row per staff device, and sent by the worker
 * (src/server/push/worker.ts) once that transaction committed; the row goes once delivered or given up.
 */
import { sql } from 'kysely';
import type { Engine } from './engine.ts';
import type { Db } from './tables.ts';
import { transaction } from './transaction.ts';

export interface PushSubscriptionRow {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Keeps a device's subscription for `userId`, made for the shop's VAPID key `vapidKey` by the session whose token's
 * digest is `session` (it ends with that session). The same endpoint sent again (a new sign-in on the same phone, its
 * keys renewed) replaces the earlier one: one device, one subscription.
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  sub: PushSubscriptionRow,
  vapidKey: string,
  session: string | null,
  nowMs: number,
): Promise<number> {
  const { id } = await db
    .insertInto('push_abonnements')
    .values({ user_id: userId, endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth, cle_vapid: vapidKey, session, created: nowMs })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet((eb) => ({
        user_id: eb.ref('excluded.user_id'),
        p256dh: eb.ref('excluded.p256dh'),
        auth: eb.ref('excluded.auth'),
        cle_vapid: eb.ref('excluded.cle_vapid'),
        session: eb.ref('excluded.session'),
        created: eb.ref('excluded.created'),
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Forgets one device of `userId` (turned off on that phone); whether it was theirs. */
export async function dropSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const result = await db.deleteFrom('push_abonnements').where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The device signed in with this session stops receiving: the session ended (signed out on that phone). */
export async function dropSessionSubscriptions(db: Db, session: string): Promise<void> {
  await db.deleteFrom('push_abonnements').where('session', '=', session).execute();
}

/** The devices of `userId`'s other sessions stop receiving (a password changed on the session `keep`, or reset). */
export async function dropOtherSessionsSubscriptions(db: Db, userId: number, keep: string | null): Promise<void> {
  await db
    .deleteFrom('push_abonnements')
    .where('user_id', '=', userId)
    .where((eb) => (keep === null ? eb.lit(true) : eb.or([eb('session', 'is', null), eb('session', '!=', keep)])))
    .execute();
}

/** Every device of an account stops receiving: its sessions ended (a lost phone), or it was deactivated. */
export async function dropUserSubscriptions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('push_abonnements').where('user_id', '=', userId).execute();
}

/**
 * Writes one push per device of an active staff account, inside the caller's transaction (it commits, or not, with
 * the order it announces). A client account never has a subscription; one whose account stopped being staff or
 * active receives nothing, nor a device whose session ended another way than its sign-out (a password set by an
 * admin, another session's password change, a session expired and removed).
 */
export async function queuePushToStaff(db: Db, payload: string, nowMs: number): Promise<void> {
  await db
    .insertInto('push_envois')
    .columns(['abonnement_id', 'payload', 'created', 'next_attempt_at'])
    .expression(
      db
        .selectFrom('push_abonnements as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select([
          's.id',
          sql<string>`CAST(${payload} AS TEXT)`.as('payload'),
          sql<number>`CAST(${nowMs} AS BIGINT)`.as('created'),
          sql<number>`CAST(${nowMs} AS BIGINT)`.as('next_attempt_at'),
        ])
        .where('u.is_active', '=', 1)
        .where((eb) => eb.or([eb('u.role', 'in', ['admin', 'manager']), eb('u.is_staff', '=', 1), eb('u.is_superuser', '=', 1)]))
        .where((eb) =>
          eb.or([
            eb('s.session', 'is', null),
            eb.exists(eb.selectFrom('auth_tokens as t').select('t.key_hash').whereRef('t.key_hash', '=', 's.session')),
          ]),
        ),
    )
    .execute();
}

export interface DuePush extends PushSubscriptionRow {
  id: number;
  abonnement_id: number;
  payload: string;
  attempts: number;
  created: number;
}

/** Due now, for a subscription made with this worker's VAPID key, and no other worker's lease running. */
const due = (db: Db, nowMs: number, vapidKey: string) =>
  db
    .selectFrom('push_envois as e')
    .innerJoin('push_abonnements as s', 's.id', 'e.abonnement_id')
    .select('e.id')
    .where('s.cle_vapid', '=', vapidKey)
    .where('e.next_attempt_at', '<=', nowMs)
    .where((eb) => eb.or([eb('e.lease_until', 'is', null), eb('e.lease_until', '<=', nowMs)]));

/** Whether some push waits to leave now (a read, so an idle worker never writes). */
export async function hasDuePush(db: Db, nowMs: number, vapidKey: string): Promise<boolean> {
  return (await due(db, nowMs, vapidKey).limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Leases up to `limit` due pushes to `worker` until `leaseUntil` (a transaction of its own that keeps the catalogue
 * cache; on PostgreSQL the rows another worker is claiming are skipped), with their device's endpoint and keys.
 */
export async function claimDuePush(
  engine: Engine,
  worker: string,
  vapidKey: string,
  nowMs: number,
  leaseUntil: number,
  limit: number,
): Promise<DuePush[]> {
  return transaction(
    engine,
    async (trx) => {
      const picked = due(trx, nowMs, vapidKey).orderBy('e.id').limit(limit);
      const ids = (
        await trx
          .updateTable('push_envois')
          .set((eb) => ({ claimed_by: worker, lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
          .where('id', 'in', engine.kind === 'postgres' ? picked.forUpdate('e').skipLocked() : picked)
          .returning('id')
          .execute()
      ).map((row) => row.id);
      if (ids.length === 0) return [];
      return trx
        .selectFrom('push_envois as e')
        .innerJoin('push_abonnements as s', 's.id', 'e.abonnement_id')
        .select(['e.id', 'e.abonnement_id', 'e.payload', 'e.attempts', 'e.created', 's.endpoint', 's.p256dh', 's.auth'])
        .where('e.id', 'in', ids)
        .orderBy('e.id')
        .execute();
    },
    { keepCache: true },
  );
}

/** Delivered, or given up: the push leaves the queue. */
export async function forgetPush(db: Db, id: number): Promise<void> {
  await db.deleteFrom('push_envois').where('id', '=', id).execute();
}

/** A failed attempt of `worker`: tried again at `nextAttemptAt` (ignored when another worker took it over). */
export async function retryPush(db: Db, id: number, worker: string, nextAttemptAt: number, error: string): Promise<void> {
  await db
    .updateTable('push_envois')
    .set({ next_attempt_at: nextAttemptAt, last_error: error, claimed_by: null, lease_until: null })
    .where('id', '=', id)
    .where('claimed_by', '=', worker)
    .execute();
}

/** The push service says this device is gone (404, 410): its subscription goes, and every push waiting for it. */
export async function dropExpiredSubscription(db: Db, abonnementId: number): Promise<void> {
  await db.deleteFrom('push_abonnements').where('id', '=', abonnementId).execute();
}

/** Forgets the pushes written before `beforeMs`: too late to announce, or made for a key no process of the shop has. */
export async function purgeStalePushes(db: Db, beforeMs: number): Promise<void> {
  await db.deleteFrom('push_envois').where('created', '<', beforeMs).execute();
}
