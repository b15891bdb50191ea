/**
 * Orders placed without an account joining the account made afterwards. Not in the spec's contract: the shop's
 * Django backend may lack these endpoints, and the storefront then simply does not offer them.
 */
import { z } from 'zod/mini';

const secret = z.string().check(z.minLength(1), z.maxLength(200));

/** POST /accounts/commandes-invite/: the tracking token of a guest order this browser placed, if any. */
export const guestOrdersClaimSchema = z.object({ token_suivi: z.optional(secret) });
export type GuestOrdersClaim = z.infer<typeof guestOrdersClaimSchema>;

/** POST /accounts/commandes-invite/confirmer/: the secret of the link mailed to the account's address. */
export const guestOrdersConfirmSchema = z.object({ token: secret });

/** Either answer: how many orders joined the account now, and whether a link to prove the e-mail address may have left. */
export const guestOrdersAnswerSchema = z.object({ rattachees: z.number(), lien_envoye: z.boolean() });
export type GuestOrdersAnswer = z.infer<typeof guestOrdersAnswerSchema>;
