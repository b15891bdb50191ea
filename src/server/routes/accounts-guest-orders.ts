import { Hono } from 'hono';
import { guestOrdersPathFor } from '../../config/paths.ts';
import { type GuestOrdersAnswer, guestOrdersClaimSchema, guestOrdersConfirmSchema } from '../../contract/guest-orders.ts';
import { accountMessages } from '../../messages/account.ts';
import { digest, newSecret } from '../auth/secret.ts';

import { emailProven, markEmailProven } from '../db/email-proof.ts';
import { consumeMailedLink, mailedLinkSentSince, storeMailedLink } from '../db/mailed-links.ts';
import { attachGuestOrder, attachGuestOrdersOfEmail, claimableOrder, getOrderByTrackingHash, hasGuestOrdersOfEmail } from '../db/orders.ts';
import { transaction } from '../db/transaction.ts';
import { getUser } from '../db/users.ts';
import { requireUser } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { mailLinkOrigin } from '../http/origin.ts';
import { HttpProblem, notFound } from '../http/problem.ts';
import { body } from '../http/validate.ts';
import { queueGuestOrdersMail } from '../mail/queue.ts';
import { trackingOpen } from '../serialize/order.ts';

const sameAddress = (a: string, b: string) => a.trim() !== '' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The mailed link works this long, once. */
const CLAIM_VALIDITY_MS = 24 * 3_600_000;
/** One such e-mail per account in this while, however often it is asked for (nobody's mailbox is flooded). */
const CLAIM_MAIL_INTERVAL_MS = 10 * 60_000;

/**
 * Orders placed without an account join the customer's account once the customer proved the order's e-mail
 * address: by opening the link mailed to it (every order of that address joins), after which the tracking token
 * of such an order also attaches it at once. The token alone proves only what the tracking page shows (a forwarded
 * link must not hand over the name, address and notes), and signing up with someone else's address shows none of
 * their orders. The customer who proves the address takes back an order attached before with the link alone.
 */
export function guestOrderRoutes(deps: Deps) {
  const db = deps.engine.db;
  return new Hono<AppEnv>()
    .post('/api/v1/accounts/commandes-invite/', async (c) => {
      const me = requireUser(c);
      const input = await body(c, guestOrdersClaimSchema);
      const user = await getUser(db, me.id);
      if (!user) throw notFound();
      const now = deps.now();
      const origin = mailLinkOrigin(c, deps);
      const canMail = origin !== null && deps.mail.resets;
      const answer = await transaction(
        deps.engine,
        async (db): Promise<GuestOrdersAnswer & { mailed: boolean }> => {
          let rattachees = 0;
          if (input.token_suivi !== undefined) {
            const order = /^[0-9a-f]{40}$/.test(input.token_suivi)
              ? await getOrderByTrackingHash(db, digest(input.token_suivi))
              : undefined;
            // The token proves only what the tracking page shows: the order joins an account whose proven address is the
            // order's. An order already in this account is fine, another account's is unknown.
            const mine = order?.user_id === user.id;
            if (!order || !trackingOpen(order, now) || !(mine || claimableOrder(order))) throw notFound();
            const proven = sameAddress(order.email, user.email) && (await emailProven(db, user.id, user.email));
            if (!mine && proven && (await attachGuestOrder(db, order.id, user.id))) rattachees = 1;
          }
          const due =
            canMail &&
            (await hasGuestOrdersOfEmail(db, user.email, user.id)) &&
            !(await mailedLinkSentSince(db, 'guest_order_claims', user.id, now.getTime() - CLAIM_MAIL_INTERVAL_MS));
          if (due) {
            const secret = newSecret();
            await storeMailedLink(db, 'guest_order_claims', {
              secret,
              userId: user.id,
              email: user.email,
              nowMs: now.getTime(),
              validMs: CLAIM_VALIDITY_MS,
            });
            await queueGuestOrdersMail(deps, db, user.email, `${origin}${guestOrdersPathFor(secret)}`);
          }
          // Whether a link may have left, told alike whether or not the address has guest orders.
          return { rattachees, lien_envoye: canMail, mailed: due };
        },
        { keepCache: true },
      );
      if (answer.mailed) deps.mail.queued();
      return c.json({ rattachees: answer.rattachees, lien_envoye: answer.lien_envoye } satisfies GuestOrdersAnswer);
    })
    .post('/api/v1/accounts/commandes-invite/confirmer/', async (c) => {
      const { token } = await body(c, guestOrdersConfirmSchema);
      const invalid = new HttpProblem(400, { detail: accountMessages.guestOrdersInvalidLink });
      const rattachees = await transaction(
        deps.engine,
        async (db) => {
          const claim = await consumeMailedLink(db, 'guest_order_claims', token, deps.now().getTime());
          const user = claim ? await getUser(db, claim.user_id) : undefined;
          // The address proven must still be the account's: a link outlives no e-mail change.
          if (!claim || !user || !sameAddress(user.email, claim.email)) throw invalid;
          await markEmailProven(db, user.id, claim.email);
          return await attachGuestOrdersOfEmail(db, claim.email, user.id);
        },
        { keepCache: true },
      );
      return c.json({ rattachees, lien_envoye: false } satisfies GuestOrdersAnswer);
    });
}
