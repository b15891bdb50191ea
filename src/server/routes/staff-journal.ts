import { Hono } from 'hono';
import { isJournalKind } from '../../domain/journal-entry.ts';
import { kinshasaDayBounds } from '../../domain/kinshasa-time.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { type JournalFilter, journalPage } from '../db/journal.ts';
import { requireStaff } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { originOf } from '../http/origin.ts';
import { pageRequest, paginated } from '../http/pagination.ts';
import { HttpProblem } from '../http/problem.ts';
import { journalAuthors, journalEntries, whoOf } from '../staff/journal-view.ts';

const t = gestionMessages.journal;

/** « Journal » (admins and managers): every staff action, newest first, by who, what and Kinshasa day. */
export function staffJournalRoutes(deps: Deps) {
  const db = deps.engine.db;
  return new Hono<AppEnv>().get('/api/v1/staff/journal/', async (c) => {
    const me = requireStaff(c);
    const filter: JournalFilter = {};
    const who = whoOf(c.req.query('qui'));
    if (who === false) throw new HttpProblem(400, { qui: [t.badWho] });
    if (who !== undefined) filter.who = who;
    const kind = c.req.query('quoi') ?? '';
    if (kind !== '') {
      if (!isJournalKind(kind)) throw new HttpProblem(400, { quoi: [t.badKind(kind)] });
      filter.kind = kind;
    }
    const day = c.req.query('jour') ?? '';
    if (day !== '') {
      const between = kinshasaDayBounds(day);
      if (!between) throw new HttpProblem(400, { jour: [t.badDay] });
      filter.between = between;
    }
    const request = pageRequest(c);
    const { count, rows } = await journalPage(db, filter, request.offset, request.size);
    const page = paginated(c, originOf(c, deps), request, count, await journalEntries(db, me, rows));
    c.header('Cache-Control', 'no-store');
    return c.json({ ...page, auteurs: await journalAuthors(db, me) });
  });
}
