import { stringify } from 'csv-stringify/sync';

/** UTF-8's byte order mark: how Excel knows the file is UTF-8 (else it reads « é » as « Ã© »). */
const BOM = '\ufeff';

/** Semicolons, CRLF, quotes only where a cell needs them (docs/decisions/044). */
const DIALECT = { delimiter: ';', record_delimiter: '\r\n', quote: '"', escape: '"' } as const;

/** Lines of CSV text. */
export function csvLines(rows: string[][]): string {
  return rows.length === 0 ? '' : stringify(rows, DIALECT);
}

/**
 * A CSV file as text chunks, written as its rows are read: the BOM and the header first, then one chunk per page of
 * rows, so that a consumer pulling it (an HTTP response, a file) holds one page at a time.
 */
export async function* csvFile(header: readonly string[], pages: AsyncIterable<string[][]> | Iterable<string[][]>): AsyncGenerator<string> {
  yield BOM + csvLines([[...header]]);
  for await (const rows of pages) yield csvLines(rows);
}
