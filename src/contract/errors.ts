import { serverMessages } from '../messages/server.ts';

/** DRF error bodies: `{detail}`, `{non_field_errors: [...]}` or `{field: [...]}` (a nested or single string is tolerated). */
function firstString(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = firstString(item);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) {
      const found = firstString(item);
      if (found) return found;
    }
  }
  return null;
}

/** First message under one of `fields` (in that order) of a DRF error body, or null. */
export function firstErrorMessage(body: unknown, fields?: readonly string[]): string | null {
  if (typeof body === 'string') return fields ? null : firstString(body);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return fields ? null : firstString(body);
  const record = body as Record<string, unknown>;
  if (!fields) return firstString(record);
  for (const field of fields) {
    const found = firstString(record[field]);
    if (found) return found;
  }
  return null;
}

/** `{field: ["msg", ...]}` of a DRF body, every value as a list of strings; `detail` excluded. Null when the body is not an error object. */
export function fieldErrorsOf(body: unknown): Record<string, string[]> | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(body)) {
    if (field === 'detail') continue;
    const list = (Array.isArray(value) ? value : [value]).map(firstString).filter((m): m is string => m !== null);
    if (list.length > 0) out[field] = list;
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * DRF's answer to a known address called with a method it does not take: 405, `{detail}` and `Allow`; OPTIONS gets
 * 204 and `Allow`. The one builder of it, for hono's method-not-allowed in the API and in /_ops.
 */
export function methodNotAllowedAnswer(method: string, allowed: readonly string[]): Response {
  const allow = [...new Set([...allowed, 'OPTIONS'])].sort().join(', ');
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers: { Allow: allow } });
  return Response.json({ detail: serverMessages.methodNotAllowed(method) }, { status: 405, headers: { Allow: allow } });
}
