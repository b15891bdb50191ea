import { Hono } from 'hono';
import { contactMessageSchema } from '../../contract/contact.ts';
import { contactHandledSchema } from '../../contract/staff-desk.ts';
import { serverMessages } from '../../messages/server.ts';
import { supportMessages } from '../../messages/support.ts';
import { type ContactRow, getContact, insertContact, listContacts, setHandled } from '../db/contact.ts';
import { recordAction } from '../db/journal.ts';
import { mustExist } from '../db/must-exist.ts';
import { transaction } from '../db/transaction.ts';
import { requireStaff } from '../http/auth.ts';
import { clientIp } from '../http/client-ip.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { originOf } from '../http/origin.ts';
import { paginateList } from '../http/pagination.ts';
import { HttpProblem, notFound } from '../http/problem.ts';
import { body } from '../http/validate.ts';
import { queueSupportMail } from '../mail/queue.ts';
import { type StaffNames, staffNames } from '../staff/staff-names.ts';
import { pathId } from './catalogue.ts';

const WINDOW_MS = 10 * 60_000;
const MAX_PER_WINDOW = 5;

/** A support message as the staff read it (src/contract/staff-desk.ts): who handled it as the reader may see them. */
function contactJson(row: ContactRow, names: StaffNames) {
  return { ...row, traite: row.traite_le !== null, traite_par: row.traite_par === null ? null : names.author(row.traite_par) };
}

/** Support form (stored, forwarded to the shop's alert addresses, rate limited per address) and the staff reading of the messages, marked handled. */
export function contactRoutes(deps: Deps) {
  const db = deps.engine.db;
  return new Hono<AppEnv>()
    .post('/api/v1/contact/message/', async (c) => {
      const input = await body(c, contactMessageSchema);
      const now = deps.now();
      const bucket = `contact:${clientIp(c, deps.trustProxy)}`;
      const wait = await deps.attempts.reserve([{ bucket, windowMs: WINDOW_MS, max: MAX_PER_WINDOW }], now.getTime());
      if (wait > 0) throw new HttpProblem(429, { detail: serverMessages.throttled(wait) }, { 'retry-after': String(wait) });
      const id = await transaction(deps.engine, async (db) => {
        const contact = { name: input.name.trim(), email: input.email, message: input.message.trim() };
        await queueSupportMail(deps, db, contact);
        return await insertContact(db, contact, now.toISOString());
      });
      deps.mail.queued();
      return c.json({ id, message: supportMessages.sendSuccess }, 201);
    })
    .get('/api/v1/contact/messages/', async (c) => {
      const me = requireStaff(c);
      const traite = c.req.query('traite');
      const rows = await listContacts(db, traite === '1' ? true : traite === '0' ? false : null);
      const names = await staffNames(db, me);
      return c.json(
        paginateList(
          c,
          originOf(c, deps),
          rows.map((row) => contactJson(row, names)),
        ),
      );
    })
    .patch('/api/v1/contact/messages/:id/', async (c) => {
      const me = requireStaff(c);
      const id = pathId(c.req.param('id'));
      const { traite } = await body(c, contactHandledSchema);
      const row = await transaction(deps.engine, async (db) => {
        if (!(await getContact(db, id))) throw notFound();
        const date = deps.now().toISOString();
        await setHandled(db, id, traite ? { date, email: me.email } : null);
        await recordAction(db, me, date, traite ? 'traite' : 'a_traiter', 'message', id);
        return mustExist(await getContact(db, id), `Message ${id}`);
      });
      return c.json(contactJson(row, await staffNames(db, me)));
    });
}
