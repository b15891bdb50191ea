import { type Context, Hono } from 'hono';
import { loginLinkSchema } from '../../contract/account.ts';
import { serverMessages } from '../../messages/server.ts';
import { newSecret } from '../auth/secret.ts';
import { markEmailProven } from '../db/email-proof.ts';
import { consumeMailedLink } from '../db/mailed-links.ts';
import { getUser, revokeAllTokens, storeToken } from '../db/users.ts';
import { requireUser } from '../http/auth.ts';
import type { AppEnv, CurrentUser, Deps } from '../http/env.ts';
import { HttpProblem } from '../http/problem.ts';
import { clearPasswordFailures } from '../http/throttle.ts';
import { body } from '../http/validate.ts';

/**
 * A staff member's sign-out also empties the browser's HTTP cache of the shop: gestion's order list is kept there
 * for its revalidation (ETag), and must not outlive the session on a shared phone. Customers' answers are never
 * stored (`no-store`), and their pages and scripts stay cached for the next visit.
 */
export function clearStaffCache(c: Context, me: CurrentUser): void {
  if (me.isStaff) c.header('Clear-Site-Data', '"cache"');
}

/** Sessions beyond the login: the one-time login link (an account past its wrong passwords), « Déconnecter partout ». */
export function accountSessionRoutes(deps: Deps) {
  const db = deps.engine.db;
  return new Hono<AppEnv>()
    .post('/api/v1/accounts/lien-connexion/', async (c) => {
      const { token } = await body(c, loginLinkSchema);
      const link = await consumeMailedLink(db, 'login_links', token, deps.now().getTime());
      const user = link ? await getUser(db, link.user_id) : undefined;
      // The link was mailed to the account's address: it signs in only while that is still the address, and the account active.
      if (!link || !user || user.is_active !== 1 || user.email.toLowerCase() !== link.email.toLowerCase()) {
        throw new HttpProblem(400, { detail: serverMessages.loginLinkInvalid });
      }
      await markEmailProven(db, user.id, link.email);
      await clearPasswordFailures(deps, user.email);
      const secret = newSecret();
      await storeToken(db, user.id, secret, deps.now());
      return c.json({ token: secret });
    })
    .post('/api/v1/accounts/deconnexion-partout/', async (c) => {
      const me = requireUser(c);
      await revokeAllTokens(db, me.id);
      clearStaffCache(c, me);
      return c.body(null, 204);
    });
}
