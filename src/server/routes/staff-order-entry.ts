import { Hono } from 'hono';
import { staffOrderCreateSchema } from '../../contract/staff-orders.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { getUser, isStaffRow } from '../db/users.ts';
import { requireStaff } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { fieldError } from '../http/problem.ts';
import { readJson, validate } from '../http/validate.ts';
import { placeOrder } from '../orders/place-order.ts';
import { findCustomers } from '../staff/customers.ts';
import { idempotencyOf, placing, send } from './orders.ts';

/**
 * Orders the staff take by phone, WhatsApp or at the counter: the customer looked up by phone or name, and the order
 * placed exactly as the website's (stock, the day's number, notifications and e-mails, idempotent on its key),
 * recording where it came from and who took it.
 */
export function staffOrderEntryRoutes(deps: Deps) {
  const db = deps.engine.db;
  return new Hono<AppEnv>()
    .get('/api/v1/staff/clients/', async (c) => {
      requireStaff(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await findCustomers(db, c.req.query('q') ?? ''));
    })
    .post('/api/v1/staff/commandes/', async (c) => {
      const me = requireStaff(c);
      const raw = await readJson(c);
      const input = validate(staffOrderCreateSchema, raw);
      const idempotency = idempotencyOf(c, `saisie:${me.id}`, 'saisie', raw);
      let userId: number | null = null;
      if (input.client != null) {
        // The order joins a customer's account only: never a staff member's, never a deactivated one.
        const account = await getUser(db, input.client);
        if (!account || isStaffRow(account) || account.is_active !== 1) throw fieldError('client', gestionMessages.unknownCustomer);
        userId = account.id;
      }
      const request = {
        userId,
        nomClient: input.nom_complet,
        email: input.email ?? '',
        adresse: input.adresse_livraison,
        telephone: input.telephone_livraison,
        notes: input.notes ?? '',
        modePaiement: input.mode_paiement,
        articles: input.articles,
        takenBy: { actor: me, source: input.source },
      };
      return send(c, await placeOrder(deps, request, placing(c, deps, idempotency)));
    });
}
