import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { centsToDecimalString } from '../../domain/money.ts';
import { exportsMessages } from '../../messages/exports.ts';
import {
  applyPrices,
  MAX_PRICE_FILE_MB,
  type PriceChange,
  PriceFileRefused,
  previewPrices,
  refusedAnswer,
} from '../catalogue/price-import.ts';
import { exportFile, exportFileName, isExportKind, periodOf } from '../exports/exports.ts';
import { requireStaff } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { HttpProblem } from '../http/problem.ts';
import { staffNames } from '../staff/staff-names.ts';

const t = exportsMessages;
const encoder = new TextEncoder();

/** The price import's body has a limit of its own (a price list, not a JSON call): app.ts lets it pass. */
export const PRICE_IMPORT = /^\/api\/v1\/staff\/prix\/import\/$/;
const fileLimit = bodyLimit({
  maxSize: MAX_PRICE_FILE_MB * 1024 * 1024,
  onError: (c) => c.json({ fichier: [t.fileTooLarge(MAX_PRICE_FILE_MB)] }, 413),
});

const pricesJson = (p: PriceChange['avant']) => ({
  prix: centsToDecimalString(p.prix_cents),
  prix_promo: p.prix_promo_cents === null ? null : centsToDecimalString(p.prix_promo_cents),
  prix_consigne: centsToDecimalString(p.prix_consigne_cents),
});
const changeJson = (c: PriceChange) => ({ id: c.id, nom: c.nom, avant: pricesJson(c.avant), apres: pricesJson(c.apres) });

/**
 * « Exports » (admins and managers, docs/decisions/044): `GET /staff/exports/{commandes|livraisons|caisses|ventes}/?du=&au=`
 * and `GET /staff/exports/prix/`, CSV for French Excel written to the response as the rows are read;
 * `POST /staff/prix/import/` (the price list's CSV as the body): its changes, applied with `?appliquer=1`.
 */
export function staffExportRoutes(deps: Deps) {
  const db = deps.engine.db;
  return new Hono<AppEnv>()
    .get('/api/v1/staff/exports/:kind/', async (c) => {
      const me = requireStaff(c);
      const kind = c.req.param('kind');
      if (!isExportKind(kind)) throw new HttpProblem(404, { detail: t.unknownKind(kind) });
      let days = null;
      if (kind !== 'prix') {
        const period = periodOf(c.req.query('du'), c.req.query('au'));
        if ('field' in period) throw new HttpProblem(400, { [period.field]: [period.message] });
        days = period;
      }
      const names = await staffNames(db, me);
      const chunks = exportFile(db, { kind, days, author: names.author });
      // Pulled by the response: a page of rows is read when the client has taken the previous one.
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        },
        async cancel() {
          await chunks.return(undefined);
        },
      });
      return new Response(body, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${exportFileName({ kind, days })}"`,
          'Cache-Control': 'no-store',
        },
      });
    })
    .post('/api/v1/staff/prix/import/', fileLimit, async (c) => {
      const me = requireStaff(c);
      const text = await c.req.text();
      const apply = c.req.query('appliquer') === '1';
      try {
        const changes = apply ? await applyPrices(deps, text, me, deps.now()) : await previewPrices(db, text);
        return c.json({ applique: apply, changements: changes.map(changeJson) });
      } catch (error) {
        if (error instanceof PriceFileRefused) throw refusedAnswer(error);
        throw error;
      }
    });
}
