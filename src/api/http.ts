import ky from 'ky';
import { z } from 'zod/mini';
import { itemsOf, listOrPaginated, nextPageOf, paginatedSchema } from '../contract/pagination.ts';
import { accountMessages } from '../messages/account.ts';
import { networkMessages } from '../messages/network.ts';
import { ApiError } from './api-error.ts';
import { toApiError } from './errors.ts';
import { firstIssue } from './first-issue.ts';
import type { HttpMessage } from './http-error.ts';
import { defaultTimeout } from './timeout.ts';

export interface ApiOptions {
  /** Absolute (`http://127.0.0.1:4321/api/v1`) or root-relative (`/api/v1`). */
  baseUrl: string;
  getToken?: () => string | null | undefined;
  fetch?: typeof fetch;
  /** Milliseconds before a call is abandoned; 10 000 by default. */
  timeout?: number;
  /** Automatic retries of idempotent requests on network errors and 5xx; 0 by default so that errors surface at once. */
  retry?: number;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type Call<S extends z.core.$ZodType> = {
  method?: Method;
  /** Path relative to the base URL (`products/produits/`), or an absolute URL (a DRF `next`). */
  path: string | URL;
  schema: S;
  json?: unknown;
  /** A multipart body (a photo upload; ky sets its content type), or a file's text (give its type in `headers`). */
  body?: FormData | string;
  searchParams?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /** When no token is stored, fail with this message without sending anything. */
  requiresToken?: string;
  httpMessage?: HttpMessage;
};

function describe(method: Method, path: string | URL): string {
  const shown = typeof path === 'string' ? `/${path}` : `${path.pathname}${path.search}`;
  return `${method.toUpperCase()} ${shown}`;
}

function definedParams(params: Call<z.core.$ZodType>['searchParams']): Record<string, string | number> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The one ky instance of the shop and the request/validate/paginate loop every endpoint goes through. */
export function createHttp(options: ApiOptions) {
  const timeout = options.timeout ?? defaultTimeout;
  const http = ky.create({
    prefix: options.baseUrl,
    timeout,
    retry: options.retry ?? 0,
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = options.getToken?.();
          if (token) request.headers.set('Authorization', `Token ${token}`);
        },
      ],
    },
  });

  /** Resolves a DRF `next` (absolute as DRF sends it; relative ones against the base URL or the page). */
  function nextUrl(next: string): URL {
    const base = /^https?:/i.test(options.baseUrl) ? options.baseUrl : globalThis.location?.href;
    return new URL(next, base);
  }

  async function request<S extends z.core.$ZodType>(call: Call<S>): Promise<z.infer<S>> {
    const method = call.method ?? 'get';
    const endpoint = describe(method, call.path);
    if (call.requiresToken !== undefined && !options.getToken?.()) {
      throw new ApiError(call.requiresToken, { kind: 'unauthenticated' });
    }
    let status: number;
    let text: string;
    try {
      const searchParams = definedParams(call.searchParams);
      const response = await http(call.path, {
        method,
        ...(call.json === undefined ? {} : { json: call.json }),
        ...(call.body === undefined ? {} : { body: call.body }),
        ...(searchParams ? { searchParams } : {}),
        ...(call.headers ? { headers: call.headers } : {}),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw toApiError(error, timeout, call.httpMessage);
    }
    let data: unknown;
    if (text.trim() !== '') {
      try {
        data = JSON.parse(text) as unknown;
      } catch {
        throw new ApiError(networkMessages.invalidResponse(endpoint, 'JSON attendu'), { kind: 'invalid-response', status, body: text });
      }
    }
    const parsed = z.safeParse(call.schema, data);
    if (!parsed.success) {
      throw new ApiError(networkMessages.invalidResponse(endpoint, firstIssue(parsed.error)), {
        kind: 'invalid-response',
        status,
        body: data,
      });
    }
    return parsed.data;
  }

  /** Every item of a list endpoint: a plain array, or DRF pages followed through `next` to the end. */
  async function requestAll<S extends z.core.$ZodType>(call: Omit<Call<S>, 'method' | 'json'>): Promise<z.infer<S>[]> {
    const first = await request({ ...call, schema: listOrPaginated(call.schema) });
    const items: z.infer<S>[] = [...itemsOf<z.infer<S>>(first)];
    const seen = new Set<string>();
    let next = nextPageOf<z.infer<S>>(first);
    while (next !== null) {
      let url: URL;
      try {
        url = nextUrl(next);
      } catch (error) {
        throw new ApiError(networkMessages.invalidResponse(describe('get', call.path), `next = ${next}`), {
          kind: 'invalid-response',
          cause: error,
        });
      }
      if (seen.has(url.href)) {
        throw new ApiError(networkMessages.paginationLoop(describe('get', url)), { kind: 'invalid-response' });
      }
      seen.add(url.href);
      const { path: _path, searchParams: _params, ...rest } = call;
      const page = await request({ ...rest, path: url, schema: paginatedSchema(call.schema) });
      items.push(...page.results);
      next = page.next;
    }
    return items;
  }

  /** A file the server sends (a CSV export): its bytes, and the name its `Content-Disposition` gives ('' when none). */
  async function download(
    call: Pick<Call<z.core.$ZodType>, 'path' | 'searchParams' | 'httpMessage'>,
  ): Promise<{ blob: Blob; name: string }> {
    try {
      const searchParams = definedParams(call.searchParams);
      const response = await http(call.path, { method: 'get', ...(searchParams ? { searchParams } : {}) });
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '';
      return { blob: await response.blob(), name };
    } catch (error) {
      throw toApiError(error, timeout, call.httpMessage);
    }
  }

  // `options`: for the call sent without ky (src/api/check-cart.ts), with the client's own.
  return { request, requestAll, download, timeout, options };
}

export type Http = ReturnType<typeof createHttp>;

/** Message of calls that need a stored token (orders, account). */
export const unauthenticated = accountMessages.unauthenticated;

/** Bodies the client does not rely on (mark as read, delete): anything, including an empty body. */
export const ignoredBody = z.pipe(
  z.unknown(),
  z.transform((): void => undefined),
);
