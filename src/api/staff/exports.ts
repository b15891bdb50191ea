import { type ExportKind, priceImportSchema } from '../../contract/staff-exports.ts';
import type { Http } from '../http.ts';
import { staffHttpMessage as httpMessage } from './http-message.ts';

/** « Exports »: a CSV file over Kinshasa days (the price list has none), and the price list sent back. */
export function staffExportEndpoints({ request, download }: Http) {
  return {
    exportFile: (kind: ExportKind, period: { du: string; au: string }) =>
      download({ path: `staff/exports/${kind}/`, searchParams: kind === 'prix' ? {} : period, httpMessage }),
    /** The file's changes; written only with `apply`. */
    importPrices: (csv: string, apply: boolean) =>
      request({
        method: 'post',
        path: 'staff/prix/import/',
        body: csv,
        headers: { 'content-type': 'text/csv; charset=utf-8' },
        searchParams: { appliquer: apply ? '1' : undefined },
        schema: priceImportSchema,
        httpMessage,
      }),
  };
}
