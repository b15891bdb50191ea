import { isHTTPError, isTimeoutError } from 'ky';
import { firstErrorMessage } from '../contract/errors.ts';
import { ApiError } from './api-error.ts';
import { type HttpMessage, httpApiError, networkApiError, timeoutApiError } from './http-error.ts';

/** Maps whatever a request threw (ky HTTP error, timeout, network failure) to an ApiError. */
export function toApiError(error: unknown, timeoutMs: number, httpMessage?: HttpMessage): ApiError {
  if (error instanceof ApiError) return error;
  if (isTimeoutError(error)) return timeoutApiError(timeoutMs, error);
  if (isHTTPError(error)) return httpApiError(error.response, error.data, error, httpMessage);
  return networkApiError(error);
}

/** First message under `fields` (in order), else a plain-string body when allowed. */
export function pickMessage(body: unknown, fields: readonly string[], allowPlainString = false): string | null {
  const found = firstErrorMessage(body, fields);
  if (found) return found;
  if (allowPlainString && typeof body === 'string' && body.trim() !== '') return body;
  return null;
}
