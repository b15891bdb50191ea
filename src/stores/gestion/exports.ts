/**
 * « Exports »: the period, each CSV file downloaded (the server writes it as it reads it; the browser saves it), and
 * the price list sent back: its changes shown first, applied on a second tap, all or nothing.
 */
import { atom, map } from 'nanostores';
import type { StaffApi } from '../../api/staff/client.ts';
import type { ExportKind } from '../../contract/staff-exports.ts';
import { kinshasaDay } from '../../domain/kinshasa-time.ts';
import { toCents } from '../../domain/money.ts';
import type { Prices } from '../../domain/price-change.ts';
import { exportsMessages as t } from '../../messages/exports.ts';
import type { Attempt } from './attempt.ts';

export type DownloadState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; message: string }
  | { status: 'error'; message: string };

/** One product whose prices the file changes, in hundredths. */
export interface PriceChangeView {
  id: number;
  nom: string;
  avant: Prices;
  apres: Prices;
}

export type ImportState =
  | { status: 'idle' }
  | { status: 'reading' }
  | { status: 'preview'; changes: PriceChangeView[] }
  | { status: 'applying'; changes: PriceChangeView[] }
  | { status: 'applied'; count: number }
  | { status: 'refused'; message: string; reasons: readonly string[] };

/** The price list's file at most (the server's limit). */
const MAX_FILE_MB = 2;

type Deps = {
  api: Pick<StaffApi, 'exportFile' | 'importPrices'>;
  attempt: Attempt;
  /** Hands the file to the person (the browser saves it under its name). */
  save: (blob: Blob, name: string) => void;
  now?: () => Date;
};

const pricesOf = (p: { prix: string | number; prix_promo: string | number | null; prix_consigne: string | number }): Prices => ({
  prix_cents: toCents(p.prix) ?? 0,
  prix_promo_cents: p.prix_promo === null ? null : (toCents(p.prix_promo) ?? 0),
  prix_consigne_cents: toCents(p.prix_consigne) ?? 0,
});

export function createExports({ api, attempt, save, now = () => new Date() }: Deps) {
  const today = kinshasaDay(now());
  // This month so far: the accountant's usual question.
  const $period = atom({ du: `${today.slice(0, 8)}01`, au: today });
  const $downloads = map<Partial<Record<ExportKind, DownloadState>>>({});
  const $import = atom<ImportState>({ status: 'idle' });
  let text = '';

  function setPeriod(field: 'du' | 'au', value: string): void {
    $period.set({ ...$period.get(), [field]: value });
  }

  async function download(kind: ExportKind): Promise<void> {
    $downloads.setKey(kind, { status: 'busy' });
    const outcome = await attempt(() => api.exportFile(kind, $period.get()));
    if (!outcome.ok) {
      $downloads.setKey(kind, { status: 'error', message: outcome.message });
      return;
    }
    const name = outcome.value.name || `${t.kinds[kind].file}.csv`;
    save(outcome.value.blob, name);
    $downloads.setKey(kind, { status: 'done', message: t.downloaded(name) });
  }

  const refused = (message: string, reasons: readonly string[] = []) => $import.set({ status: 'refused', message, reasons });

  /** A file chosen: read, sent for its changes (nothing written yet). */
  async function choose(file: File | undefined): Promise<void> {
    if (!file) return refused(t.fileRequired);
    if (file.size > MAX_FILE_MB * 1024 * 1024) return refused(t.fileTooLarge(MAX_FILE_MB));
    $import.set({ status: 'reading' });
    text = await file.text();
    const outcome = await attempt(() => api.importPrices(text, false));
    if (!outcome.ok) return refused(outcome.message, outcome.fieldErrors?.['fichier'] ?? []);
    $import.set({
      status: 'preview',
      changes: outcome.value.changements.map((c) => ({ id: c.id, nom: c.nom, avant: pricesOf(c.avant), apres: pricesOf(c.apres) })),
    });
  }

  /** The changes shown, applied: the server reads the same file again, all or nothing. */
  async function apply(): Promise<void> {
    const state = $import.get();
    if (state.status !== 'preview' || state.changes.length === 0) return;
    $import.set({ status: 'applying', changes: state.changes });
    const outcome = await attempt(() => api.importPrices(text, true));
    if (!outcome.ok) return refused(outcome.message, outcome.fieldErrors?.['fichier'] ?? []);
    $import.set({ status: 'applied', count: outcome.value.changements.length });
  }

  return { $period, $downloads, $import, setPeriod, download, choose, apply };
}
