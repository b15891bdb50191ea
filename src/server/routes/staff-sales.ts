import { Hono } from 'hono';
import { kinshasaDay } from '../../domain/kinshasa-time.ts';
import { presetPeriod, salesPeriod } from '../../domain/sales-period.ts';
import { requireStaff } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { fieldError } from '../http/problem.ts';
import { salesReport } from '../staff/sales-report.ts';

/** « Ventes » (admins and managers): delivered sales over Kinshasa days `du` to `au` (the last 7 days when absent). */
export function staffSalesRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/api/v1/staff/ventes/', async (c) => {
    requireStaff(c);
    const week = presetPeriod('week', kinshasaDay(deps.now()));
    const asked = salesPeriod(c.req.query('du') || week.du, c.req.query('au') || week.au);
    if (!asked.ok) throw fieldError(asked.field ?? 'du', asked.message);
    c.header('Cache-Control', 'no-store');
    return c.json(await salesReport(deps.engine.db, asked.value));
  });
}
