import { isHTTPError, isTimeoutError } from 'ky';
import { fieldErrorsOf, firstErrorMessage } from '../contract/errors.ts';
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

/** Maps whatever a request threw (ky HTTP error, timeout, network failure) to an ApiError. */
export function toApiError(error: unknown, timeoutMs: number, httpMessage?: HttpMessage): ApiError {
  if (error instanceof ApiError) return error;
  if (isTimeoutError(error)) {
    return new ApiError(networkMessages.serverSilent(networkMessages.requestTimeout(timeoutMs)), { kind: 'timeout', cause: error });
  }
  if (isHTTPError(error)) {
    const { status, statusText } = error.response;
    const body = decodeBody(error.data);
    const message = httpMessage?.(status, body) ?? genericHttpMessage(status, statusText, error.data);
    return new ApiError(message, { kind: 'http', status, body, cause: error, fieldErrors: fieldErrorsOf(body) });
  }
  return new ApiError(networkMessages.connectionError, { kind: 'network', cause: error });
}

/** First message under `fields` (in order), else a plain-string body when allowed. */
export function pickMessage(body: unknown, fields: readonly string[], allowPlainString = false): string | null {
  const found = firstErrorMessage(body, fields);
  if (found) return found;
  if (allowPlainString && typeof body === 'string' && body.trim() !== '') return body;
  return null;
}
