import type { DatabaseSync } from 'node:sqlite';
import { STAFF_SESSION_IDLE_MS } from '../../domain/staff.ts';
import { digest } from '../auth/secret.ts';
import { sql } from './statements.ts';

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
}

export function isStaffRow(u: Pick<UserRow, 'role' | 'is_staff' | 'is_superuser'>): boolean {
  return u.role === 'admin' || u.role === 'manager' || u.is_staff === 1 || u.is_superuser === 1;
}

export function findUserByEmail(db: DatabaseSync, email: string): UserRow | undefined {
  return sql(db, 'SELECT * FROM users WHERE email = ? COLLATE NOCASE').get(email.trim()) as UserRow | undefined;
}

export function getUser(db: DatabaseSync, id: number): UserRow | undefined {
  return sql(db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
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
}

export function insertUser(db: DatabaseSync, u: NewUser): number {
  return Number(
    sql(
      db,
      `INSERT INTO users (email, username, password_hash, first_name, last_name, phone_number, role,
    is_staff, is_superuser, date_joined) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      u.email,
      u.email,
      u.passwordHash,
      u.first_name,
      u.last_name,
      u.phone_number,
      u.role,
      u.is_staff ? 1 : 0,
      u.is_superuser ? 1 : 0,
      u.date_joined,
    ).lastInsertRowid,
  );
}

export function updateProfile(
  db: DatabaseSync,
  id: number,
  p: Pick<UserRow, 'first_name' | 'last_name' | 'email' | 'phone_number' | 'address'>,
): void {
  sql(db, 'UPDATE users SET first_name = ?, last_name = ?, email = ?, username = ?, phone_number = ?, address = ? WHERE id = ?').run(
    p.first_name,
    p.last_name,
    p.email,
    p.email,
    p.phone_number,
    p.address,
    id,
  );
}

export function setPasswordHash(db: DatabaseSync, id: number, hash: string): void {
  sql(db, 'UPDATE users SET password_hash = ? WHERE id = ?').run(hash, id);
}

export function storeToken(db: DatabaseSync, userId: number, secret: string, created: Date): void {
  sql(db, 'INSERT INTO auth_tokens (key_hash, user_id, created, last_used) VALUES (?, ?, ?, ?)').run(
    digest(secret),
    userId,
    created.toISOString(),
    created.getTime(),
  );
}

/** A customer's token unused this long is dead: the customer signs in again. A staff session ends after a day idle. */
const TOKEN_IDLE_MS = 30 * 24 * 3_600_000;
/** Its last use is written at most this often (a write per request would cost a disk sync each); a staff token's each minute. */
const LAST_USE_STEP_MS = 3_600_000;
const STAFF_LAST_USE_STEP_MS = 60_000;

/**
 * The active user of a token, whose idle time starts again; an expired token is deleted and answers
 * `expired` (a staff session is told so); an unknown token or a deactivated account answers nothing.
 */
export function userByToken(db: DatabaseSync, secret: string, nowMs: number): { user: UserRow; expired: boolean } | undefined {
  const key = digest(secret);
  const row = sql(
    db,
    'SELECT u.*, t.last_used AS token_last_used FROM auth_tokens t JOIN users u ON u.id = t.user_id WHERE t.key_hash = ? AND u.is_active = 1',
  ).get(key) as (UserRow & { token_last_used: number }) | undefined;
  if (!row) return undefined;
  const { token_last_used: last, ...user } = row;
  const staff = isStaffRow(user);
  if (staff ? nowMs - last > STAFF_SESSION_IDLE_MS : last <= nowMs - TOKEN_IDLE_MS) {
    revokeToken(db, secret);
    return { user, expired: true };
  }
  if (last <= nowMs - (staff ? STAFF_LAST_USE_STEP_MS : LAST_USE_STEP_MS)) {
    sql(db, 'UPDATE auth_tokens SET last_used = ? WHERE key_hash = ?').run(nowMs, key);
  }
  return { user, expired: false };
}

/** Logout, a deactivated account, an expired session: this token stops working at once. */
export function revokeToken(db: DatabaseSync, secret: string): void {
  sql(db, 'DELETE FROM auth_tokens WHERE key_hash = ?').run(digest(secret));
}

/** Revokes every token of a user except `keep` (the one in use), e.g. after a password change. */
export function revokeOtherTokens(db: DatabaseSync, userId: number, keep: string | null): void {
  sql(db, 'DELETE FROM auth_tokens WHERE user_id = ? AND key_hash != ?').run(userId, keep === null ? '' : digest(keep));
}
