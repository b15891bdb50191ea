/**
 * POST /cart/anonymous/validate/, the cart's check against today's catalogue, sent with plain `fetch` instead of
 * ky: the cart page checks its lines as it opens, and that one call brought the whole client (ky and every
 * endpoint, 16 KB as transferred) to a page that sends nothing else until the customer acts. The answer is decoded
 * by the contract's own schema, which the page has loaded anyway to read the stored cart, and every failure is the
 * client's own ApiError with the client's words (src/api/http-error.ts). The client's `validateAnonymousCart` is
 * this function, so there is one way to send the check.
 */
import { type AnonymousValidateResponse, anonymousValidateResponseSchema } from '../contract/cart.ts';
import { networkMessages } from '../messages/network.ts';
import { ApiError } from './api-error.ts';
import { firstIssue } from './first-issue.ts';
import type { ApiOptions } from './http.ts';
import { httpApiError, networkApiError, timeoutApiError } from './http-error.ts';
import { defaultTimeout } from './timeout.ts';

const PATH = 'cart/anonymous/validate/';
const ENDPOINT = `POST /${PATH}`;

/** Today's state of the products named (at most 500 ids, as the contract's request allows). */
export async function validateAnonymousCart(
  productIds: readonly number[],
  options: Pick<ApiOptions, 'baseUrl' | 'getToken' | 'fetch' | 'timeout'>,
): Promise<AnonymousValidateResponse> {
  const timeout = options.timeout ?? defaultTimeout;
  const send = options.fetch ?? globalThis.fetch;
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const token = options.getToken?.();
  if (token) headers.Authorization = `Token ${token}`;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = timeoutApiError(timeout, undefined);
      controller.abort(error);
      reject(error);
    }, timeout);
  });
  timedOut.catch(() => undefined);
  let response: Response;
  let text: string;
  try {
    response = await Promise.race([
      send(`${options.baseUrl.replace(/\/+$/, '')}/${PATH}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ product_ids: productIds }),
        credentials: 'include',
        signal: controller.signal,
      }),
      timedOut,
    ]);
    text = await Promise.race([response.text(), timedOut]);
  } catch (error) {
    throw error instanceof ApiError ? error : networkApiError(error);
  } finally {
    clearTimeout(timer);
  }
  // An empty body is no body, as ky reads it.
  if (!response.ok) throw httpApiError(response, text === '' ? undefined : text, undefined);
  let data: unknown;
  if (text.trim() !== '') {
    try {
      data = JSON.parse(text) as unknown;
    } catch {
      throw new ApiError(networkMessages.invalidResponse(ENDPOINT, 'JSON attendu'), {
        kind: 'invalid-response',
        status: response.status,
        body: text,
      });
    }
  }
  const parsed = anonymousValidateResponseSchema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(networkMessages.invalidResponse(ENDPOINT, firstIssue(parsed.error)), {
      kind: 'invalid-response',
      status: response.status,
      body: data,
    });
  }
  return parsed.data;
}
