import { Hono } from 'hono';
import { mailMessages } from '../../messages/mail.ts';
import { listOutbox, OUTBOX_STATUSES, type OutboxRow, type OutboxStatus } from '../db/outbox.ts';
import { requireStaff } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { originOf } from '../http/origin.ts';
import { pageRequest, paginated } from '../http/pagination.ts';
import { HttpProblem } from '../http/problem.ts';
import { type StaffNames, staffNames } from '../staff/staff-names.ts';

/** One outbox message as the staff reads it (never its body: a reset link must not leak through a list). */
function outboxJson(row: OutboxRow, names: StaffNames) {
  return {
    id: row.id,
    type: row.kind,
    destinataire: names.recipient(row.destinataire),
    sujet: row.sujet,
    statut: row.statut,
    tentatives: row.attempts,
    derniere_erreur: row.last_error,
    message_id: row.message_id,
    date_creation: row.created,
    date_envoi: row.sent_at,
    date_echec: row.failed_at,
  };
}

const isOutboxStatus = (value: string): value is OutboxStatus => (OUTBOX_STATUSES as readonly string[]).includes(value);

/** `GET /api/v1/staff/outbox/?statut=failed`: the e-mails the shop could not deliver (or all, or those waiting). */
export function staffOutboxRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/api/v1/staff/outbox/', async (c) => {
    const me = requireStaff(c);
    const statut = c.req.query('statut') ?? '';
    if (statut !== '' && !isOutboxStatus(statut)) throw new HttpProblem(400, { statut: [mailMessages.settings.statusFilter] });
    const request = pageRequest(c);
    const names = await staffNames(deps.engine.db, me);
    const { count, rows } = await listOutbox(deps.engine.db, statut === '' ? null : statut, request.offset, request.size);
    return c.json(
      paginated(
        c,
        originOf(c, deps),
        request,
        count,
        rows.map((row) => outboxJson(row, names)),
      ),
    );
  });
}
