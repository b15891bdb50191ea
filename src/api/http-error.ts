/**
 * The client's failures worded once, whoever sent the request: ky's errors (src/api/errors.ts) and the light
 * calls sent with plain `fetch` (src/api/check-cart.ts) map to these same ApiErrors and French messages.
 */
import { fieldErrorsOf } from '../contract/errors.ts';
import { networkMessages } from '../messages/network.ts';
import { ApiError } from './api-error.ts';

/** A call's own message for an HTTP error (« Erreur de connexion » for a failed login…), or null to keep the generic one. */
export type HttpMessage = (status: number, body: unknown) => string | null;

/** Body text that happens to be JSON becomes a value; anything else stays the text. The result is only read through schemas. */
function decodeBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/** Message of any HTTP error without one of its own: the body as JSON text, else the body text, else `Erreur {status}: {statusText}`. */
function genericHttpMessage(status: number, statusText: string, data: unknown): string {
  if (typeof data === 'string' && data.trim() !== '') return data;
  if (data !== undefined && data !== null && typeof data !== 'string') return JSON.stringify(data);
  return networkMessages.httpError(status, statusText);
}

/** An answer of the server outside 2xx; `data` is its body, as text or already parsed. */
export function httpApiError(
  response: { status: number; statusText: string },
  data: unknown,
  cause: unknown,
  httpMessage?: HttpMessage,
): ApiError {
  const { status, statusText } = response;
  const body = decodeBody(data);
  const message = httpMessage?.(status, body) ?? genericHttpMessage(status, statusText, data);
  return new ApiError(message, { kind: 'http', status, body, cause, fieldErrors: fieldErrorsOf(body) });
}

/** The server did not answer within `timeoutMs`. */
export function timeoutApiError(timeoutMs: number, cause: unknown): ApiError {
  return new ApiError(networkMessages.serverSilent(networkMessages.requestTimeout(timeoutMs)), { kind: 'timeout', cause });
}

/** The request never got an answer (offline, refused, reset). */
export function networkApiError(cause: unknown): ApiError {
  return new ApiError(networkMessages.connectionError, { kind: 'network', cause });
}
