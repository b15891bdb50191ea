import { Hono } from 'hono';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '../../contract/staff-alerts.ts';
import { centsToDecimalString } from '../../domain/money.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { digest } from '../auth/secret.ts';
import { newOrdersAfter } from '../db/new-orders.ts';
import { dropSubscription, saveSubscription } from '../db/push.ts';
import { currentToken, requireStaff } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { HttpProblem } from '../http/problem.ts';
import { body } from '../http/validate.ts';

const ORDER_ID = /^\d{1,9}$/;

/**
 * A new order no one misses: what an open gestion screen has not seen yet (it rings), and the staff devices that
 * receive each new order by Web Push. Staff only: a client account gets 403 and can never subscribe.
 */
export function staffAlertRoutes(deps: Deps) {
  const db = deps.engine.db;
  return new Hono<AppEnv>()
    .get('/api/v1/staff/commandes/nouvelles/', async (c) => {
      requireStaff(c);
      const after = c.req.query('apres');
      const { newest, rows } = await newOrdersAfter(db, after !== undefined && ORDER_ID.test(after) ? Number(after) : null);
      return c.json({
        derniere: newest,
        commandes: rows.map((o) => ({
          id: o.id,
          numero_commande: o.numero_commande,
          nom_client: o.nom_client,
          total_commande: centsToDecimalString(o.total_cents),
          a_confirmer: o.a_confirmer === 1,
        })),
      });
    })
    .get('/api/v1/staff/push/', (c) => {
      requireStaff(c);
      return c.json({ cle_publique: deps.push.publicKey });
    })
    .post('/api/v1/staff/push/abonnements/', async (c) => {
      const me = requireStaff(c);
      const subscription = await body(c, pushSubscriptionSchema);
      const key = deps.push.publicKey;
      if (key === null) throw new HttpProblem(503, { detail: gestionMessages.pushUnavailable });
      // The session this phone is signed in with: signing out of it ends the device's pushes.
      const token = currentToken(c);
      const session = token === null ? null : digest(token);
      await saveSubscription(db, me.id, { endpoint: subscription.endpoint, ...subscription.keys }, key, session, deps.now().getTime());
      return c.json({ endpoint: subscription.endpoint }, 201);
    })
    .delete('/api/v1/staff/push/abonnements/', async (c) => {
      const me = requireStaff(c);
      const { endpoint } = await body(c, pushUnsubscribeSchema);
      if (!(await dropSubscription(db, me.id, endpoint))) throw new HttpProblem(404, { detail: gestionMessages.pushUnknownDevice });
      return c.body(null, 204);
    });
}
