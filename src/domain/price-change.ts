/** A product's prices changed by the price list's import, as the preview (gestion, CLI) says it. */
import { exportsMessages as t } from '../messages/exports.ts';
import { formatFC } from './money.ts';

/** A product's three prices, in hundredths (no promotion: null). */
export interface Prices {
  prix_cents: number;
  prix_promo_cents: number | null;
  prix_consigne_cents: number;
}

const FIELDS = ['prix_cents', 'prix_promo_cents', 'prix_consigne_cents'] as const;
const shown = (cents: number | null) => (cents === null ? t.none : formatFC(cents));

/** Each price that changes: « Prix : 2 500 FC → 2 600 FC », in the order of the file's columns. */
export function priceChangeLines(before: Prices, after: Prices): string[] {
  return FIELDS.filter((field) => before[field] !== after[field]).map((field) =>
    t.change(t.priceLabels[field], shown(before[field]), shown(after[field])),
  );
}
