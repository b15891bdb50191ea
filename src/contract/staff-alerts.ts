/**
 * A new order no one misses (gestion): the orders an open screen has not seen yet, and the staff devices that receive
 * each new order by Web Push (RFC 8030, payload encrypted per RFC 8291) even with the browser closed.
 */
import { z } from 'zod/mini';
import { gestionMessages as say } from '../messages/gestion.ts';
import { decimalSchema, idSchema } from './decimal.ts';

/** GET /staff/commandes/nouvelles/?apres={id}: the newest order's id, and the orders placed after `apres` (newest first, 20 at most). */
export const newOrdersSchema = z.object({
  derniere: z.nullable(idSchema),
  commandes: z.array(
    z.object({
      id: idSchema,
      numero_commande: z.string(),
      nom_client: z.string(),
      total_commande: decimalSchema,
      a_confirmer: z.boolean(),
    }),
  ),
});

/** GET /staff/push/: the shop's VAPID public key (base64url) a device subscribes with; null when the server sends no push. */
export const pushKeySchema = z.object({ cle_publique: z.nullable(z.string()) });

/** A push service's address: HTTPS only (the server posts to it), no credentials in it. */
const endpoint = z
  .string({ error: say.pushEndpointInvalid })
  .check(
    z.maxLength(2048, { error: say.pushEndpointInvalid }),
    z.regex(/^https:\/\/[^\s/?#@]+(\/[^\s]*)?$/, { error: say.pushEndpointInvalid }),
  );
/** The device's P-256 public key, uncompressed (65 bytes: 0x04, then x and y), and its 16-byte authentication secret, base64url. */
const keys = z.object(
  {
    p256dh: z.string({ error: say.pushKeysInvalid }).check(z.regex(/^B[A-Za-z0-9_-]{86}=?$/, { error: say.pushKeysInvalid })),
    auth: z.string({ error: say.pushKeysInvalid }).check(z.regex(/^[A-Za-z0-9_-]{22}(==)?$/, { error: say.pushKeysInvalid })),
  },
  { error: say.pushKeysInvalid },
);

/** POST /staff/push/abonnements/: the browser's PushSubscription as `toJSON()` writes it. */
export const pushSubscriptionSchema = z.object({ endpoint, keys, expirationTime: z.optional(z.nullable(z.number())) });
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /staff/push/abonnements/: this device no longer receives. */
export const pushUnsubscribeSchema = z.object({ endpoint });

export const pushSubscribedSchema = z.object({ endpoint: z.string() });
