/**
 * A login past the account-wide count of wrong passwords (http/throttle.ts, `guarded`): the right password is never
 * refused by that count, but it no longer signs in alone. It gets a one-time link mailed to the account, and the
 * answer is the same whatever the password, so a guess that found it learns nothing. A staff account under such a
 * campaign is reported to every admin, once an hour.
 */
import type { Context } from 'hono';
import { gestionPaths, loginLinkPathFor } from '../../config/paths.ts';
import { serverMessages } from '../../messages/server.ts';
import { newSecret } from '../auth/secret.ts';
import { mailedLinkSentSince, storeMailedLink } from '../db/mailed-links.ts';
import { activeAdminEmails } from '../db/staff-accounts.ts';
import { transaction } from '../db/transaction.ts';
import { isStaffRow, type UserRow } from '../db/users.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { mailLinkOrigin } from '../http/origin.ts';
import { HttpProblem } from '../http/problem.ts';
import type { PasswordCheck } from '../http/throttle.ts';
import { queueLoginLinkMail, queueStaffUnderAttackMails } from '../mail/queue.ts';

const MINUTE = 60_000;
/** A login link works this long, once. */
export const LOGIN_LINK_VALIDITY_MS = 30 * MINUTE;
/** One login link per account in this while, however often the right password is typed. */
const LOGIN_LINK_INTERVAL_MS = 10 * MINUTE;
/** One report to the admins per attacked account in this while. */
const ALERT_INTERVAL_MS = 60 * MINUTE;

/**
 * The account a login signs in, or the refusal: a wrong password (or an unknown or deactivated account) is counted
 * against the account (its admins told when a staff account passes the guard); past the guard every answer is
 * the same, and the right password gets the mailed link. `right`: the password matched an active account.
 */
export async function signedInUser(
  c: Context<AppEnv>,
  deps: Deps,
  attempt: PasswordCheck,
  user: UserRow | undefined,
  right: boolean,
): Promise<UserRow> {
  if (!right) {
    const failure = await attempt.failed();
    if (failure.guarded) await reportAttackedStaff(deps, user, failure.count);
  }
  if (attempt.guarded) {
    if (right && user) await mailLoginLink(c, deps, user);
    throw new HttpProblem(400, { non_field_errors: [serverMessages.loginNeedsMailedLink] });
  }
  if (!right || !user) throw new HttpProblem(400, { non_field_errors: [serverMessages.loginFailed] });
  await attempt.succeeded();
  return user;
}

/** Mails the account a one-time login link (at most one per 10 minutes); nothing when no link can be mailed (no SITE_URL). */
async function mailLoginLink(c: Context<AppEnv>, deps: Deps, user: UserRow): Promise<void> {
  const origin = mailLinkOrigin(c, deps);
  if (origin === null || !deps.mail.resets) return;
  const nowMs = deps.now().getTime();
  const mailed = await transaction(
    deps.engine,
    async (db) => {
      if (await mailedLinkSentSince(db, 'login_links', user.id, nowMs - LOGIN_LINK_INTERVAL_MS)) return false;
      const secret = newSecret();
      await storeMailedLink(db, 'login_links', { secret, userId: user.id, email: user.email, nowMs, validMs: LOGIN_LINK_VALIDITY_MS });
      // A staff member's link leads to gestion once signed in, as their login from gestion would.
      const next = isStaffRow(user) ? gestionPaths.orders : undefined;
      await queueLoginLinkMail(deps, db, user.email, `${origin}${loginLinkPathFor(secret, next)}`);
      return true;
    },
    { keepCache: true },
  );
  if (mailed) deps.mail.queued();
}

/** Tells every active admin that this staff account receives wrong passwords from everywhere (once an hour per account). */
async function reportAttackedStaff(deps: Deps, user: UserRow | undefined, count: number): Promise<void> {
  if (!user || !isStaffRow(user)) return;
  const nowMs = deps.now().getTime();
  if ((await deps.attempts.reserve([{ bucket: `staff-attack:${user.id}`, windowMs: ALERT_INTERVAL_MS, max: 1 }], nowMs)) > 0) return;
  await transaction(deps.engine, async (db) => await queueStaffUnderAttackMails(deps, db, await activeAdminEmails(db), user.email, count), {
    keepCache: true,
  });
  deps.mail.queued();
}
