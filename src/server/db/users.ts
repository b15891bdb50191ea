import { sql } from 'kysely';
import { STAFF_SESSION_IDLE_MS, STAFF_SESSION_MAX_MS } from '../../domain/staff.ts';
import { digest } from '../auth/secret.ts';
import { dropOtherSessionsSubscriptions, dropSessionSubscriptions, dropUserSubscriptions } from './push.ts';
import type { Db } from './tables.ts';

export interface UserRow {
  id: number;
  email: string;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  address: string;
  role: 'admin' | 'manager' | 'client';
  is_staff: number;
  is_superuser: number;
  date_joined: string;
  /** 0: deactivated by an admin (no login, no session). */
  is_active: number;
  /** 1: a rider (« livreur »): a « client » in the role column, so no staff right reaches it; sees its own round. */
  livreur: number;
}

/** The depot's people, whose sessions end after a day idle or a week: the staff, and the riders. */
export function isDepotRow(u: Pick<UserRow, 'role' | 'is_staff' | 'is_superuser' | 'livreur'>): boolean {
  return isStaffRow(u) || u.livreur === 1;
}

export function isStaffRow(u: Pick<UserRow, 'role' | 'is_staff' | 'is_superuser'>): boolean {
  return u.role === 'admin' || u.role === 'manager' || u.is_staff === 1 || u.is_superuser === 1;
}

/** An e-mail address is one account whatever its case: both engines compare lower(email), indexed on both (migration 15). */
export const sameEmail = (email: string) => sql<boolean>`lower(email) = lower(${email.trim()})`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(sameEmail(email)).executeTakeFirst();
}

export async function getUser(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewUser {
  email: string;
  passwordHash: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  role: UserRow['role'];
  is_staff: boolean;
  is_superuser: boolean;
  date_joined: string;
  /** A rider's account (role « client », no staff right). */
  livreur?: boolean;
}

export async function insertUser(db: Db, u: NewUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: u.email,
      username: u.email,
      password_hash: u.passwordHash,
      first_name: u.first_name,
      last_name: u.last_name,
      phone_number: u.phone_number,
      role: u.role,
      is_staff: u.is_staff ? 1 : 0,
      is_superuser: u.is_superuser ? 1 : 0,
      date_joined: u.date_joined,
      livreur: u.livreur ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProfile(
  db: Db,
  id: number,
  p: Pick<UserRow, 'first_name' | 'last_name' | 'email' | 'phone_number' | 'address'>,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      first_name: p.first_name,
      last_name: p.last_name,
      email: p.email,
      username: p.email,
      phone_number: p.phone_number,
      address: p.address,
    })
    .where('id', '=', id)
    .execute();
}

/** The profile's one address string (the default address of the book, formatted). */
export async function setProfileAddress(db: Db, id: number, address: string): Promise<void> {
  await db.updateTable('users').set({ address }).where('id', '=', id).execute();
}

export async function setPasswordHash(db: Db, id: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', id).execute();
}

export async function storeToken(db: Db, userId: number, secret: string, created: Date): Promise<void> {
  await db
    .insertInto('auth_tokens')
    .values({ key_hash: digest(secret), user_id: userId, created: created.toISOString(), last_used: created.getTime() })
    .execute();
}

/**
 * A customer's token unused this long is dead: the customer signs in again. A staff session, and a rider's (he
 * records the cash of the day on his phone: a lost phone must not keep that door open for a month), ends after a
 * day idle, or a week after its login.
 */
const TOKEN_IDLE_MS = 30 * 24 * 3_600_000;
/** Its last use is written at most this often (a write per request would cost a disk sync each); a staff token's each minute. */
const LAST_USE_STEP_MS = 3_600_000;
const STAFF_LAST_USE_STEP_MS = 60_000;

/**
 * The active user of a token, whose idle time starts again; an expired token is deleted and answers why it
 * ended (`idle`, or `age` for a staff session a week old: a staff member is told which); an unknown token or a
 * deactivated account answers nothing.
 */
export async function userByToken(
  db: Db,
  secret: string,
  nowMs: number,
): Promise<{ user: UserRow; expired: 'idle' | 'age' | null } | undefined> {
  const key = digest(secret);
  const row = await db
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .selectAll('u')
    .select(['t.last_used as token_last_used', 't.created as token_created'])
    .where('t.key_hash', '=', key)
    .where('u.is_active', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_last_used: last, token_created: created, ...user } = row;
  const staff = isDepotRow(user);
  const idle = staff ? nowMs - last > STAFF_SESSION_IDLE_MS : last <= nowMs - TOKEN_IDLE_MS;
  const old = staff && nowMs - Date.parse(created) > STAFF_SESSION_MAX_MS;
  if (idle || old) {
    await revokeToken(db, secret);
    return { user, expired: idle ? 'idle' : 'age' };
  }
  if (last <= nowMs - (staff ? STAFF_LAST_USE_STEP_MS : LAST_USE_STEP_MS)) {
    await db.updateTable('auth_tokens').set({ last_used: nowMs }).where('key_hash', '=', key).execute();
  }
  return { user, expired: null };
}

/** Logout, a deactivated account, an expired session: this token stops working at once. */
export async function revokeToken(db: Db, secret: string): Promise<void> {
  await dropSessionSubscriptions(db, digest(secret));
  await db.deleteFrom('auth_tokens').where('key_hash', '=', digest(secret)).execute();
}

/** Revokes every token of a user except `keep` (the one in use), e.g. after a password change. */
export async function revokeOtherTokens(db: Db, userId: number, keep: string | null): Promise<void> {
  await dropOtherSessionsSubscriptions(db, userId, keep === null ? null : digest(keep));
  await db
    .deleteFrom('auth_tokens')
    .where('user_id', '=', userId)
    .where('key_hash', '!=', keep === null ? '' : digest(keep))
    .execute();
}

/**
 * « Déconnecter partout »: every session of this account ends at once, and its devices stop receiving the staff's
 * pushes (a lost phone); how many sessions there were.
 */
export async function revokeAllTokens(db: Db, userId: number): Promise<number> {
  await dropUserSubscriptions(db, userId);
  const result = await db.deleteFrom('auth_tokens').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
