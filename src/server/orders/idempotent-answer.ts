/**
 * What a request sent with an `Idempotency-Key` was first answered: looked up and recorded inside the transaction
 * of the change itself, so concurrent requests with one key make one change and the others replay it byte for byte
 * (an order, a delivery received). A guest's answer is sealed with the key only its browser knows.
 */
import { serverMessages } from '../../messages/server.ts';
import { openAnswer, sealAnswer } from '../auth/sealed-answer.ts';
import type { Engine } from '../db/engine.ts';
import { findIdempotent, holdKey, purgeIdempotentWhenDue, saveIdempotent } from '../db/idempotency.ts';
import type { Db } from '../db/tables.ts';
import { HttpProblem } from '../http/problem.ts';

/** A request's `Idempotency-Key` as stored, and what its body hashes to. */
export interface Idempotency {
  scope: string;
  /** As stored: the header itself for a customer's key, its digest for a guest's. */
  key: string;
  hash: string;
  /** A guest's header: the stored answer is sealed with it (auth/sealed-answer.ts), so only its sender can replay it. */
  sealWith?: string;
}

/** The first answer to this key, or null the first time; 422 when the key came with another body. Call it first. */
export async function earlierAnswer(
  db: Db,
  engine: Engine,
  idempotency: Idempotency,
  nowMs: number,
): Promise<{ status: number; body: string } | null> {
  await holdKey(db, engine.kind, idempotency.scope, idempotency.key);
  const previous = await findIdempotent(db, idempotency.scope, idempotency.key, nowMs);
  if (!previous) {
    await purgeIdempotentWhenDue(db, engine, nowMs);
    return null;
  }
  const body = idempotency.sealWith === undefined ? previous.body : openAnswer(idempotency.sealWith, previous.body);
  if (previous.request_hash !== idempotency.hash || body === null)
    throw new HttpProblem(422, { detail: serverMessages.idempotencyMismatch });
  return { status: previous.status, body };
}

/** Records the answer to this key (a guest's sealed with it), in the transaction that made the change. */
export async function keepAnswer(db: Db, idempotency: Idempotency, status: number, body: string, nowMs: number): Promise<void> {
  const stored = idempotency.sealWith === undefined ? body : sealAnswer(idempotency.sealWith, body);
  await saveIdempotent(db, idempotency.scope, idempotency.key, { request_hash: idempotency.hash, status, body: stored }, nowMs);
}
