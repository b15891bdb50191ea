/**
 * The CSV exports (docs/decisions/044): for each kind, its columns and its rows as the spreadsheet cells of
 * `src/domain/spreadsheet-csv.ts`, read a page at a time (`db/exports.ts`). The staff endpoints and the CLI both
 * write what `exportFile` gives.
 */
import { EXPORT_KINDS, type ExportKind } from '../../contract/staff-exports.ts';
import { kinshasaDayBounds } from '../../domain/kinshasa-time.ts';
import { orderStatusLabel } from '../../domain/order-status.ts';
import { PAYMENT_METHODS } from '../../domain/payment.ts';
import { amountCell, countCell, dateTimeCell, dayCell, textCell } from '../../domain/spreadsheet-csv.ts';
import { exportsMessages } from '../../messages/exports.ts';
import { gestionMessages } from '../../messages/gestion.ts';
import { roundsMessages } from '../../messages/rounds.ts';
import { closedCashOfDays, type Days, deliveryOutcomes, ordersWithLines } from '../db/exports.ts';
import { allProducts } from '../db/products.ts';
import { salesPerProduct } from '../db/sales.ts';
import type { Db } from '../db/tables.ts';
import { csvFile } from './csv-stream.ts';

const t = exportsMessages;

export function isExportKind(value: string): value is ExportKind {
  return (EXPORT_KINDS as readonly string[]).includes(value);
}

/** The longest period one export covers: a year and a day (a leap year's whole year). */
export const MAX_EXPORT_DAYS = 366;

/** A period's days checked: both readable, in order, not longer than MAX_EXPORT_DAYS; else the field and its French message. */
export function periodOf(du: string | undefined, au: string | undefined): Days | { field: 'du' | 'au'; message: string } {
  if (!du) return { field: 'du', message: t.dayRequired(t.from) };
  if (!au) return { field: 'au', message: t.dayRequired(t.to) };
  const first = kinshasaDayBounds(du);
  if (!first) return { field: 'du', message: t.dayInvalid };
  const last = kinshasaDayBounds(au);
  if (!last) return { field: 'au', message: t.dayInvalid };
  if (au < du) return { field: 'au', message: t.rangeReversed };
  if ((Date.parse(last.end) - Date.parse(first.start)) / 86_400_000 > MAX_EXPORT_DAYS) {
    return { field: 'au', message: t.rangeTooLong(MAX_EXPORT_DAYS) };
  }
  return { du, au };
}

const instantsOf = (days: Days) => ({
  start: kinshasaDayBounds(days.du)?.start ?? '',
  end: kinshasaDayBounds(days.au)?.end ?? '',
});

const sourceLabel = (source: string): string => (gestionMessages.sources as Record<string, string>)[source] ?? source;
const paymentLabel = (id: string): string => PAYMENT_METHODS.find((m) => m.id === id)?.label ?? id;
const personName = (p: { first_name: string; last_name: string; email: string }) => `${p.first_name} ${p.last_name}`.trim() || p.email;

async function* orderRows(db: Db, days: Days) {
  for await (const orders of ordersWithLines(db, instantsOf(days))) {
    yield orders.flatMap((o) => {
      const order = [
        textCell(o.numero_commande),
        dateTimeCell(o.date_commande),
        textCell(orderStatusLabel(o.statut)),
        textCell(sourceLabel(o.source)),
        textCell(o.nom_client),
        textCell(o.telephone_livraison),
        textCell(o.email),
        textCell(o.commune),
        textCell(o.adresse_livraison),
        textCell(paymentLabel(o.mode_paiement)),
      ];
      // The order's own amounts on its first row only: a column summed down the sheet counts each order once.
      const totals = [amountCell(o.frais_livraison_cents), amountCell(o.total_cents)];
      // An order keeps a row even without lines, so that counting orders never misses one.
      if (o.lignes.length === 0) return [[...order, '', '', '', '', '', ...totals]];
      return o.lignes.map((l, i) => [
        ...order,
        textCell(l.nom),
        countCell(l.quantite),
        amountCell(l.prix_unitaire_cents),
        amountCell(l.prix_consigne_unitaire_cents),
        amountCell(l.quantite * l.prix_unitaire_cents),
        ...(i === 0 ? totals : ['', '']),
      ]);
    });
  }
}

async function* deliveryRows(db: Db, days: Days, author: (recorded: string) => string) {
  for await (const rows of deliveryOutcomes(db, days)) {
    yield rows.map((r) => [
      dayCell(r.jour),
      textCell(personName({ ...r, email: r.livreur_email })),
      textCell(r.numero_commande),
      textCell(r.nom_client),
      textCell(r.resultat === 'livree' ? t.delivered : t.notDelivered),
      textCell(roundsMessages.reasons[r.motif] ?? r.motif),
      amountCell(r.a_encaisser_cents),
      amountCell(r.especes_cents),
      amountCell(r.consigne_manquante_cents),
      countCell(r.sortis),
      countCell(r.rendus),
      textCell(author(r.auteur)),
      dateTimeCell(r.date),
    ]);
  }
}

async function* cashRows(db: Db, days: Days, author: (recorded: string) => string) {
  for await (const rows of closedCashOfDays(db, days)) {
    yield rows.map((r) => [
      dayCell(r.jour),
      textCell(personName(r)),
      amountCell(r.attendu_cents),
      amountCell(r.remis_cents),
      amountCell(r.remis_cents - r.attendu_cents),
      textCell(author(r.auteur)),
      dateTimeCell(r.date),
    ]);
  }
}

/** The delivered sales of « Ventes » (src/server/db/sales.ts: a current « Livrée » outcome on its Kinshasa day), most sold first. */
async function* salesRows(db: Db, days: Days) {
  const rows = (await salesPerProduct(db, days)).sort((x, y) => y.quantite - x.quantite || x.nom.localeCompare(y.nom, 'fr'));
  yield rows.map((r) => [
    textCell(r.nom),
    r.produit_id === null ? '' : countCell(r.produit_id),
    countCell(r.quantite),
    amountCell(r.montantCents),
    countCell(r.commandes),
  ]);
}

async function* priceRows(db: Db) {
  const products = await allProducts(db, { archived: false, ordering: 'id' });
  yield products.map((p) => [
    countCell(p.id),
    textCell(p.nom),
    textCell(p.marque_nom),
    textCell(p.categorie_nom),
    textCell(p.unite),
    amountCell(p.prix_cents),
    p.prix_promo_cents === null ? '' : amountCell(p.prix_promo_cents),
    amountCell(p.prix_consigne_cents),
  ]);
}

export interface ExportRequest {
  kind: ExportKind;
  /** The period; the price list has none. */
  days: Days | null;
  /** How a staff action's recorded author reads for whoever exports (a manager sees colleagues' names). */
  author: (recorded: string) => string;
}

/** The file's name: `commandes-2026-11-01-au-2026-11-30.csv`, `prix.csv`. */
export function exportFileName({ kind, days }: Pick<ExportRequest, 'kind' | 'days'>): string {
  const base = t.kinds[kind].file;
  return days && kind !== 'prix' ? `${base}-${days.du}-au-${days.au}.csv` : `${base}.csv`;
}

/** The whole file as text chunks, read as it is written. */
export function exportFile(db: Db, { kind, days, author }: ExportRequest): AsyncGenerator<string> {
  const header = t.columns[kind];
  if (kind === 'prix') return csvFile(header, priceRows(db));
  // Every other kind covers a period the caller checked (periodOf).
  if (!days) throw new Error(`Export ${kind} sans période`);
  const period = days;
  switch (kind) {
    case 'commandes':
      return csvFile(header, orderRows(db, period));
    case 'livraisons':
      return csvFile(header, deliveryRows(db, period, author));
    case 'caisses':
      return csvFile(header, cashRows(db, period, author));
    case 'ventes':
      return csvFile(header, salesRows(db, period));
  }
}
