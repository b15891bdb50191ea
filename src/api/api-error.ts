/**
 * The one error of the API client, apart from the mapping of ky's errors (src/api/errors.ts): the
 * stores test for it (`instanceof ApiError`) without loading ky before their first call, nor the
 * reading of error bodies (the client reads the field errors and hands them over).
 */

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'unauthenticated' | 'invalid-response';

export type ApiErrorInit = {
  kind: ApiErrorKind;
  status?: number | null;
  body?: unknown;
  cause?: unknown;
  /** The server's errors by field, read from the body by the client (src/api/errors.ts). */
  fieldErrors?: Record<string, string[]> | null;
};

/** Every failure of the API client. `message` is the French text to show; `kind` lets callers retry transient failures. */
export class ApiError extends Error {
  override name = 'ApiError';
  kind: ApiErrorKind;
  status: number | null;
  body: unknown;
  fieldErrors?: Record<string, string[]>;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.body = init.body;
    if (init.fieldErrors) this.fieldErrors = init.fieldErrors;
  }
}

/**
 * The server could not be reached (network failure, time-out): what is sent may be sent again by itself, with the
 * same key. Anything else (an answer of the server, 4xx or 5xx, or an unforeseen failure) is shown as it is.
 */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}
