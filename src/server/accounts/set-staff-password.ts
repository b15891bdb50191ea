import { type Actor, recordAction } from '../db/journal.ts';
import { consumeAllResetTokens } from '../db/resets.ts';
import { transaction } from '../db/transaction.ts';
import { revokeAllTokens, setPasswordHash } from '../db/users.ts';
import type { Deps } from '../http/env.ts';
import { clearPasswordFailures } from '../http/throttle.ts';

/**
 * A staff member's new password, given by an admin in « Personnel » or by the operator (`npm run shop -- set-password`):
 * the hash replaces the old one, every session and pending reset link of the account ends, journaled `mot_de_passe`
 * (never the password), in one transaction; then the account's wrong-password counts are forgotten, so its owner gets
 * in at once. No e-mail is needed: it works without `SMTP_URL`.
 */
export async function setStaffPassword(
  deps: Pick<Deps, 'engine' | 'now' | 'attempts'>,
  target: { id: number; email: string },
  hash: string,
  actor: Actor,
): Promise<void> {
  await transaction(deps.engine, async (db) => {
    await setPasswordHash(db, target.id, hash);
    await revokeAllTokens(db, target.id);
    await consumeAllResetTokens(db, target.id, deps.now().getTime());
    await recordAction(db, actor, deps.now().toISOString(), 'mot_de_passe', 'compte', target.id, { email: target.email });
  });
  await clearPasswordFailures(deps, target.email);
}
