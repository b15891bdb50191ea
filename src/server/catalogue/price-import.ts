/**
 * The price list read back (docs/decisions/044): the « Liste de prix » CSV as gestion or the CLI exported it, prices
 * edited in a spreadsheet. Each line is checked by the catalogue's own price rule (`src/contract/staff-catalogue.ts`)
 * and every refusal names its line; a file with one bad line changes nothing. A preview lists the changes (product,
 * before → after); applying writes them all in one transaction, each with its journal line (the same « modification »
 * a price saved in gestion writes, read as « … a changé le prix de … »), then republishes the catalogue.
 */
import { parse } from 'csv-parse/sync';
import { z } from 'zod/mini';
import { price } from '../../contract/staff-catalogue.ts';
import { productChange } from '../../domain/catalogue-change.ts';
import { toCents } from '../../domain/money.ts';
import type { Prices } from '../../domain/price-change.ts';
import { decimalOfCell } from '../../domain/spreadsheet-csv.ts';
import { exportsMessages } from '../../messages/exports.ts';
import type { Actor } from '../db/journal.ts';
import { recordAction } from '../db/journal.ts';
import { getProductsByIds, type ProductRow, productWriteOf, updateProduct } from '../db/products.ts';
import type { Db } from '../db/tables.ts';
import type { Deps } from '../http/env.ts';
import { HttpProblem } from '../http/problem.ts';
import { frenchMessage } from '../http/validate.ts';
import { catalogueWrite, changedFields } from '../staff/catalogue-write.ts';

const t = exportsMessages;
const [ID, , , , , PRICE, PROMO, DEPOSIT] = t.columns.prix;

/** A price list is one line per product: far fewer than this. */
export const MAX_PRICE_LINES = 5000;
/** Bytes of a price list file, at most. */
export const MAX_PRICE_FILE_MB = 2;

interface PriceLine extends Prices {
  line: number;
  id: number;
}

/** One product whose prices the file changes. */
export interface PriceChange {
  id: number;
  nom: string;
  avant: Prices;
  apres: Prices;
}

/** A refused file: every line's reason, each « Ligne N : … ». */
export class PriceFileRefused extends Error {
  readonly reasons: string[];
  constructor(reasons: string[]) {
    super(reasons.join('\n'));
    this.reasons = reasons;
  }
}

/** A cell through the contract's price rule: hundredths, or the rule's French message. */
function priceOf(cell: string | undefined): { cents: number | null } | { error: string } {
  const decimal = decimalOfCell(cell ?? '');
  if (decimal === null) return { cents: null };
  const checked = z.safeParse(price, decimal, { error: (issue) => frenchMessage(issue) });
  if (!checked.success) return { error: checked.error.issues[0]?.message ?? '' };
  return { cents: toCents(checked.data) };
}

/** The lines of a price list file, each checked on its own; throws PriceFileRefused with every reason. */
function readPriceLines(text: string): PriceLine[] {
  if (text.replace(/^\ufeff/, '').trim() === '') throw new PriceFileRefused([t.fileEmpty]);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it ends (csv-parse's typings know only plain rows).
    const parsed: unknown = parse(text, { delimiter: ';', bom: true, relax_column_count: true, skip_empty_lines: true, info: true });
    records = parsed as typeof records;
  } catch {
    throw new PriceFileRefused([t.notCsv]);
  }
  const [head, ...rows] = records;
  const header = (head?.record ?? []).map((cell) => cell.trim());
  const columns = [ID, PRICE, PROMO, DEPOSIT].map((name) => ({ name: name ?? '', at: header.indexOf(name ?? '') }));
  const missing = columns.filter((c) => c.at < 0).map((c) => t.missingColumn(c.name));
  if (missing.length > 0) throw new PriceFileRefused(missing);
  if (rows.length > MAX_PRICE_LINES) throw new PriceFileRefused([t.tooManyLines(MAX_PRICE_LINES)]);
  const [idAt, priceAt, promoAt, depositAt] = columns.map((c) => c.at) as [number, number, number, number];
  const reasons: string[] = [];
  const lines: PriceLine[] = [];
  const seen = new Map<number, number>();
  for (const { record, info } of rows) {
    const line = info.lines;
    const refuse = (message: string) => void reasons.push(t.line(line, message));
    const idText = (record[idAt] ?? '').trim();
    if (!/^\d{1,9}$/.test(idText) || Number(idText) < 1) {
      refuse(t.badId(idText));
      continue;
    }
    const id = Number(idText);
    const first = seen.get(id);
    if (first !== undefined) refuse(t.twice(id, first));
    seen.set(id, first ?? line);
    const prix = priceOf(record[priceAt]);
    const promo = priceOf(record[promoAt]);
    const deposit = priceOf(record[depositAt]);
    let ok = first === undefined;
    for (const [column, result] of [
      [PRICE, prix],
      [PROMO, promo],
      [DEPOSIT, deposit],
    ] as const) {
      if ('error' in result) {
        refuse(t.fieldError(column ?? '', result.error));
        ok = false;
      }
    }
    if ('cents' in prix && prix.cents === null) {
      refuse(t.fieldError(PRICE ?? '', frenchMessage({ code: 'invalid_type', input: undefined })));
      ok = false;
    }
    if (!ok || !('cents' in prix) || !('cents' in promo) || !('cents' in deposit)) continue;
    lines.push({ line, id, prix_cents: prix.cents ?? 0, prix_promo_cents: promo.cents, prix_consigne_cents: deposit.cents ?? 0 });
  }
  if (reasons.length > 0) throw new PriceFileRefused(reasons);
  return lines;
}

const same = (a: Prices, b: Prices) =>
  a.prix_cents === b.prix_cents && a.prix_promo_cents === b.prix_promo_cents && a.prix_consigne_cents === b.prix_consigne_cents;

/** The changes the lines make to the products as stored; throws PriceFileRefused for unknown or archived products. */
async function changesOf(db: Db, lines: PriceLine[]): Promise<{ change: PriceChange; row: ProductRow }[]> {
  const rows = new Map(
    (
      await getProductsByIds(
        db,
        lines.map((l) => l.id),
      )
    ).map((p) => [p.id, p]),
  );
  const reasons: string[] = [];
  const changes: { change: PriceChange; row: ProductRow }[] = [];
  for (const l of lines) {
    const row = rows.get(l.id);
    if (!row || row.archive === 1) {
      reasons.push(t.line(l.line, t.unknownProduct(l.id)));
      continue;
    }
    const avant = { prix_cents: row.prix_cents, prix_promo_cents: row.prix_promo_cents, prix_consigne_cents: row.prix_consigne_cents };
    const apres = { prix_cents: l.prix_cents, prix_promo_cents: l.prix_promo_cents, prix_consigne_cents: l.prix_consigne_cents };
    if (!same(avant, apres)) changes.push({ change: { id: row.id, nom: row.nom, avant, apres }, row });
  }
  if (reasons.length > 0) throw new PriceFileRefused(reasons);
  return changes;
}

/** What the file would change, nothing written. */
export async function previewPrices(db: Db, text: string): Promise<PriceChange[]> {
  return (await changesOf(db, readPriceLines(text))).map((c) => c.change);
}

/**
 * Applies the file's prices, all or nothing, in one transaction that reads the products again (a price changed since
 * the preview is compared anew), each change journaled; the catalogue is republished when something changed.
 */
export async function applyPrices(
  deps: Pick<Deps, 'engine' | 'onCatalogueChange'>,
  text: string,
  actor: Actor,
  now: Date,
): Promise<PriceChange[]> {
  const lines = readPriceLines(text);
  const date = now.toISOString();
  const write = async (db: Db) => {
    const changes = await changesOf(db, lines);
    for (const { change, row } of changes) {
      const before = productWriteOf(row);
      const next = { ...before, ...change.apres };
      await updateProduct(db, row.id, next);
      await recordAction(db, actor, date, 'modification', 'produit', row.id, changedFields(before, next));
    }
    return changes.map((c) => c.change);
  };
  const published = (changes: PriceChange[]) =>
    changes.flatMap((c) =>
      productChange(
        c.id,
        (Object.keys(c.apres) as (keyof Prices)[]).filter((k) => c.avant[k] !== c.apres[k]),
      ),
    );
  // Nothing to change: nothing written, nothing republished.
  if ((await changesOf(deps.engine.db, lines)).length === 0) return [];
  return catalogueWrite(deps, write, published);
}

/** A refused file as gestion reads it: 400, `detail` and every line's reason under `fichier`. */
export function refusedAnswer(error: PriceFileRefused): HttpProblem {
  return new HttpProblem(400, { detail: t.refused, fichier: error.reasons });
}
