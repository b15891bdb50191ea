import type { Context } from 'hono';
import { serverMessages } from '../../messages/server.ts';
import { HttpProblem } from './problem.ts';

const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE_SIZE = 100;

export interface PageRequest {
  offset: number;
  size: number;
}

function positiveInt(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

/**
 * `limit`/`offset` (DRF LimitOffsetPagination) or `page`/`page_size` (PageNumberPagination) from the query, at most
 * `max` items a page (100 unless the list says otherwise).
 */
export function pageRequest(c: Context, max = MAX_PAGE_SIZE): PageRequest {
  const limit = positiveInt(c.req.query('limit'));
  if (limit !== null) {
    const offset = Number(/^\d{1,9}$/.test(c.req.query('offset') ?? '') ? c.req.query('offset') : 0);
    return { offset, size: Math.min(limit, max) };
  }
  const size = Math.min(positiveInt(c.req.query('page_size')) ?? DEFAULT_PAGE_SIZE, max);
  const rawPage = c.req.query('page');
  const page = rawPage === undefined || rawPage === 'last' ? 1 : positiveInt(rawPage);
  if (page === null) throw new HttpProblem(404, { detail: serverMessages.invalidPage });
  return { offset: (page - 1) * size, size };
}

function pageUrl(c: Context, origin: string, offset: number, size: number): string {
  const url = new URL(c.req.url);
  const target = new URL(url.pathname + url.search, origin);
  if (target.searchParams.has('limit')) {
    target.searchParams.set('limit', String(size));
    if (offset === 0) target.searchParams.delete('offset');
    else target.searchParams.set('offset', String(offset));
  } else {
    target.searchParams.delete('page');
    if (offset > 0) target.searchParams.set('page', String(Math.floor(offset / size) + 1));
  }
  return target.toString();
}

/** DRF page body with absolute `next`/`previous` URLs; a page past the end is a 404 like DRF. */
export function paginated<T>(c: Context, origin: string, request: PageRequest, count: number, results: T[]) {
  if (request.offset > 0 && request.offset >= count && c.req.query('limit') === undefined) {
    throw new HttpProblem(404, { detail: serverMessages.invalidPage });
  }
  const { offset, size } = request;
  const next = offset + size < count ? pageUrl(c, origin, offset + size, size) : null;
  const previous = offset > 0 ? pageUrl(c, origin, Math.max(0, offset - size), size) : null;
  return { count, next, previous, results };
}

/** Paginate an in-memory list. */
export function paginateList<T>(c: Context, origin: string, items: T[]) {
  const request = pageRequest(c);
  return paginated(c, origin, request, items.length, items.slice(request.offset, request.offset + request.size));
}
