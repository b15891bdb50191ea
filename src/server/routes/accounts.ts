import { Hono } from 'hono';
import { resetPasswordPath } from '../../config/paths.ts';
import {
  loginSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
  registrationSchema,
} from '../../contract/account.ts';
import { checkAccountPhone } from '../../domain/validation/account-phone.ts';
import { accountMessages } from '../../messages/account.ts';
import { serverMessages } from '../../messages/server.ts';
import { orEmailTaken } from '../accounts/email-taken.ts';
import { signedInUser } from '../accounts/login-guard.ts';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../auth/password.ts';
import { newSecret } from '../auth/secret.ts';
import { markEmailProven } from '../db/email-proof.ts';
import { mustExist } from '../db/must-exist.ts';
import { consumeAllResetTokens, consumeResetToken, resetTokenValid, storeResetToken } from '../db/resets.ts';
import { transaction } from '../db/transaction.ts';
import {
  findUserByEmail,
  getUser,
  insertUser,
  revokeOtherTokens,
  revokeToken,
  setPasswordHash,
  storeToken,
  updateProfile,
} from '../db/users.ts';
import { currentToken, requireUser } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { mailLinkOrigin } from '../http/origin.ts';
import { fieldError, HttpProblem, notFound } from '../http/problem.ts';
import { clearPasswordFailures, reserveHashing, reservePasswordCheck, reserveResetConfirmation } from '../http/throttle.ts';
import { body } from '../http/validate.ts';
import { queueEmailChangedMail, queueResetMail } from '../mail/queue.ts';
import { userJson } from '../serialize/user.ts';
import { clearStaffCache } from './account-sessions.ts';

const RESET_VALIDITY_MS = 60 * 60_000;

/** A phone as the account keeps it, whoever sends it (the forms, the API), or the forms' refusal as a 400. */
function keptPhone(phone: string): string {
  const kept = checkAccountPhone(phone, 'phone_number');
  if (!kept.ok) throw fieldError('phone_number', kept.message);
  return kept.value;
}

function uidOf(id: number): string {
  return Buffer.from(String(id)).toString('base64url');
}

function idFromUid(uid: string): number | null {
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** Registration, token login, profile, password change and reset. */
export function accountRoutes(deps: Deps) {
  const db = deps.engine.db;
  return new Hono<AppEnv>()
    .post('/api/v1/accounts/register/', async (c) => {
      const input = await body(c, registrationSchema);
      const email = input.email.trim();
      const phone = keptPhone(input.phone_number);
      if (await findUserByEmail(db, email)) throw fieldError('email', serverMessages.emailTaken);
      await reserveHashing(c, deps);
      const passwordHash = await hashPassword(input.password, deps.passwordCost);
      const id = await orEmailTaken(
        transaction(deps.engine, async (db) => {
          if (await findUserByEmail(db, email)) throw fieldError('email', serverMessages.emailTaken);
          return await insertUser(db, {
            email,
            passwordHash,
            first_name: input.first_name.trim(),
            last_name: input.last_name.trim(),
            phone_number: phone,
            role: 'client',
            is_staff: false,
            is_superuser: false,
            date_joined: deps.now().toISOString(),
          });
        }),
      );
      return c.json(userJson(mustExist(await getUser(db, id), `Utilisateur ${id}`)), 201);
    })
    .post('/api/v1/token-auth/', async (c) => {
      const input = await body(c, loginSchema);
      const attempt = await reservePasswordCheck(c, deps, input.username);
      const found = await findUserByEmail(db, input.username);
      const ok = await verifyPassword(input.password, found?.password_hash ?? (await dummyHash(deps.passwordCost)));
      // A deactivated staff account gets DRF's answer for an inactive user: the same as a wrong password.
      const user = await signedInUser(c, deps, attempt, found, ok && found?.is_active === 1);
      // A hash made with yesterday's cost is made again with today's, now that the password is known.
      if (needsRehash(user.password_hash, deps.passwordCost)) {
        await setPasswordHash(db, user.id, await hashPassword(input.password, deps.passwordCost));
      }
      const token = newSecret();
      await storeToken(db, user.id, token, deps.now());
      return c.json({ token });
    })
    .post('/api/v1/accounts/logout/', async (c) => {
      const me = requireUser(c);
      const token = currentToken(c);
      if (token) await revokeToken(db, token);
      clearStaffCache(c, me);
      return c.body(null, 204);
    })
    .get('/api/v1/accounts/me/', async (c) => {
      const user = await getUser(db, requireUser(c).id);
      if (!user) throw notFound();
      return c.json(userJson(user));
    })
    .patch('/api/v1/accounts/me/', async (c) => {
      const me = requireUser(c);
      const patch = await body(c, profileUpdateSchema);
      const before = await getUser(db, me.id);
      if (!before) throw notFound();
      const email = patch.email?.trim() ?? before.email;
      const phone = patch.phone_number === undefined ? null : keptPhone(patch.phone_number);
      // Whoever holds a token must not move the account to their own address (and then reset its password).
      const emailChanges = email.toLowerCase() !== before.email.toLowerCase();
      const taken = await findUserByEmail(db, email);
      if (taken && taken.id !== before.id) throw fieldError('email', serverMessages.emailTaken);
      if (emailChanges) {
        if (!patch.current_password) throw fieldError('current_password', serverMessages.currentPasswordForEmail);
        const attempt = await reservePasswordCheck(c, deps, before.email);
        if (!(await verifyPassword(patch.current_password, before.password_hash))) {
          throw fieldError('current_password', serverMessages.wrongCurrentPassword);
        }
        await attempt.succeeded();
      }
      const updated = await orEmailTaken(
        transaction(deps.engine, async (db) => {
          const user = await getUser(db, me.id);
          if (!user) throw notFound();
          const owner = await findUserByEmail(db, email);
          if (owner && owner.id !== user.id) throw fieldError('email', serverMessages.emailTaken);
          await updateProfile(db, user.id, {
            first_name: patch.first_name?.trim() ?? user.first_name,
            last_name: patch.last_name ?? user.last_name,
            email,
            phone_number: phone ?? user.phone_number,
            address: patch.address ?? user.address,
          });
          if (emailChanges) {
            await revokeOtherTokens(db, user.id, currentToken(c));
            // A reset link mailed to the former address proves nothing of the new one.
            await consumeAllResetTokens(db, user.id, deps.now().getTime());
            await queueEmailChangedMail(deps, db, user.email, email);
          }
          return mustExist(await getUser(db, user.id), `Utilisateur ${user.id}`);
        }),
      );
      if (emailChanges) deps.mail.queued();
      return c.json(userJson(updated));
    })
    .put('/api/v1/accounts/password-change/', async (c) => {
      const me = requireUser(c);
      const input = await body(c, passwordChangeSchema);
      const user = await getUser(db, me.id);
      if (!user) throw notFound();
      const attempt = await reservePasswordCheck(c, deps, user.email);
      if (!(await verifyPassword(input.current_password, user.password_hash))) {
        throw fieldError('current_password', serverMessages.wrongCurrentPassword);
      }
      await attempt.succeeded();
      await reserveHashing(c, deps);
      const hash = await hashPassword(input.new_password, deps.passwordCost);
      await transaction(deps.engine, async (db) => {
        await setPasswordHash(db, user.id, hash);
        await revokeOtherTokens(db, user.id, currentToken(c));
        await consumeAllResetTokens(db, user.id, deps.now().getTime());
      });
      return c.json({ message: serverMessages.passwordChanged });
    })
    .post('/api/v1/accounts/password-reset/', async (c) => {
      const { email } = await body(c, passwordResetRequestSchema);
      // Refused for every address alike (known or not), before anything is written.
      const origin = mailLinkOrigin(c, deps);
      if (origin === null || !deps.mail.resets) throw new HttpProblem(503, { detail: serverMessages.resetNeedsSiteUrl });
      const user = await findUserByEmail(db, email);
      const answer: { message: string; debug_info?: { reset_url: string } } = { message: accountMessages.forgotPasswordNotice };
      if (user) {
        const token = newSecret();
        const path = resetPasswordPath(uidOf(user.id), token);
        const now = deps.now();
        await transaction(deps.engine, async (db) => {
          await storeResetToken(db, user.id, token, now.getTime() + RESET_VALIDITY_MS);
          await queueResetMail(deps, db, user.email, `${origin}${path}`);
        });
        deps.mail.queued();
        if (deps.dev) answer.debug_info = { reset_url: path };
      }
      return c.json(answer);
    })
    .post('/api/v1/accounts/password-reset/confirm/', async (c) => {
      const attempt = await reserveResetConfirmation(c, deps);
      const input = await body(c, passwordResetConfirmSchema);
      const userId = idFromUid(input.uid);
      const user = userId === null ? undefined : await getUser(db, userId);
      const invalid = () => new HttpProblem(400, { detail: accountMessages.resetInvalidLink });
      // The link is checked before the new password is hashed: a wrong link costs nothing.
      if (!user || !(await resetTokenValid(db, user.id, input.token, deps.now().getTime()))) throw invalid();
      await reserveHashing(c, deps);
      const hash = await hashPassword(input.new_password, deps.passwordCost);
      await transaction(deps.engine, async (db) => {
        if (!(await consumeResetToken(db, user.id, input.token, deps.now().getTime()))) throw invalid();
        await setPasswordHash(db, user.id, hash);
        await revokeOtherTokens(db, user.id, null);
        // The other links mailed before (perhaps to a mailbox someone else reads) die with this one.
        await consumeAllResetTokens(db, user.id, deps.now().getTime());
        // The link went to the account's address: its mailbox answered.
        await markEmailProven(db, user.id, user.email);
      });
      await attempt.succeeded();
      await clearPasswordFailures(deps, user.email);
      return c.json({ message: accountMessages.resetConfirmSuccess });
    });
}
