import { readFileSync, type Stats, statSync } from 'node:fs';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** The precompressed copies a release carries beside a text file, in the order they are preferred (as serveStatic). */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;
/** Files larger than this are streamed from disk each time (photos, big scripts), never kept. */
const MAX_FILE_BYTES = 512 * 1024;
/** What the copies may take of the process's memory together; past it, the oldest copy read is dropped. */
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;

const copies = new Map<string, { size: number; mtimeMs: number; bytes: Uint8Array<ArrayBuffer> }>();
let total = 0;

const statOf = (file: string): Stats | undefined => statSync(file, { throwIfNoEntry: false });

/** The file's bytes, read once and kept while its size and time stay the same; null when too large to keep. */
function bytesOf(file: string, stats: Stats): Uint8Array<ArrayBuffer> | null {
  if (stats.size > MAX_FILE_BYTES) return null;
  const known = copies.get(file);
  if (known && known.size === stats.size && known.mtimeMs === stats.mtimeMs) return known.bytes;
  const bytes = readFileSync(file);
  if (known) {
    copies.delete(file);
    total -= known.size;
  }
  for (const [old, copy] of copies) {
    if (total + bytes.length <= MAX_TOTAL_BYTES) break;
    copies.delete(old);
    total -= copy.size;
  }
  copies.set(file, { size: bytes.length, mtimeMs: stats.mtimeMs, bytes });
  total += bytes.length;
  return bytes;
}

/**
 * A GET of a whole file of a release (no Range), answered from memory: the headers serveStatic would send, the
 * precompressed copy the browser accepts, the bytes read once. A release's files are written before it goes live
 * and never change after, so the page goes out in the same turn of the server's loop as its request, instead of
 * waiting for a file to be opened and read through the thread pool, turn after turn, each turn as long as whatever
 * else the loop has to do (a flood of API requests). Null: let serveStatic stream it (ranges, large files, HEAD).
 */
export function answerFromMemory(c: Context, file: string): { response: Response; sent: string; stats: Stats } | null {
  if (c.req.method !== 'GET' || c.req.header('range') !== undefined) return null;
  const accepted = new Set(
    c.req
      .header('accept-encoding')
      ?.split(',')
      .map((encoding) => encoding.trim()),
  );
  const headers = new Headers({ 'Content-Type': getMimeType(file) ?? 'application/octet-stream' });
  let sent = file;
  let stats = statOf(file);
  if (!stats?.isFile()) return null;
  for (const [encoding, suffix] of ENCODINGS) {
    const variant = accepted.has(encoding) ? statOf(file + suffix) : undefined;
    if (variant?.isFile()) {
      headers.set('Content-Encoding', encoding);
      headers.set('Vary', 'Accept-Encoding');
      sent = file + suffix;
      stats = variant;
      break;
    }
  }
  const bytes = bytesOf(sent, stats);
  if (bytes === null) return null;
  headers.set('Last-Modified', stats.mtime.toUTCString());
  headers.set('Content-Length', String(bytes.length));
  return { response: new Response(bytes, { status: 200, headers }), sent, stats };
}
