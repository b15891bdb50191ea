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

/** The check's path under the API's base URL. */
const CART_CHECK_PATH = 'cart/anonymous/validate/';
const ENDPOINT = `POST /${CART_CHECK_PATH}`;

/** The check's address for the API at `baseUrl`. */
export const cartCheckUrl = (baseUrl: string): string => `${baseUrl.replace(/\/+$/, '')}/${CART_CHECK_PATH}`;

/** The check's headers (with the session's token when there is one: the shop's backend reads it on every call). */
export const CART_CHECK_HEADERS: Readonly<Record<string, string>> = { Accept: 'application/json', 'Content-Type': 'application/json' };

/** The check's body for these products, as the contract's request reads it. */
export const cartCheckBody = (productIds: readonly number[]): string => JSON.stringify({ product_ids: productIds });

/** Today's state of the products named (at most 500 ids, as the contract's request allows). */
export function validateAnonymousCart(
  productIds: readonly number[],
  options: Pick<ApiOptions, 'baseUrl' | 'getToken' | 'fetch' | 'timeout'>,
): Promise<AnonymousValidateResponse> {
  const send = options.fetch ?? globalThis.fetch;
  const headers: Record<string, string> = { ...CART_CHECK_HEADERS };
  const token = options.getToken?.();
  if (token) headers.Authorization = `Token ${token}`;
  const controller = new AbortController();
  // Sent at once (a fetch that throws is a rejected send); the time-out runs from here, for the answer's reading too.
  const sent = new Promise<Response>((resolve) =>
    resolve(
      send(cartCheckUrl(options.baseUrl), {
        method: 'POST',
        headers,
        body: cartCheckBody(productIds),
        credentials: 'include',
        signal: controller.signal,
      }),
    ),
  );
  return readCartCheck(sent, { timeout: options.timeout ?? defaultTimeout, controller });
}

/**
 * The answer of a check already sent (here, or by the checkout page's inline script before the shop's modules had
 * arrived: src/stores/checkout/early-press-script.ts), decoded by the contract's schema within `timeout`; every failure is the client's ApiError.
 */
export async function readCartCheck(
  sent: Promise<Response>,
  { timeout = defaultTimeout, controller }: { timeout?: number; controller?: AbortController } = {},
): Promise<AnonymousValidateResponse> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = timeoutApiError(timeout, undefined);
      controller?.abort(error);
      reject(error);
    }, timeout);
  });
  timedOut.catch(() => undefined);
  let response: Response;
  let text: string;
  try {
    response = await Promise.race([sent, timedOut]);
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
