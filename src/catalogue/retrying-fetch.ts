export interface RetryOptions {
  attempts?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Wraps `fetch` so that network failures and 5xx answers are retried with exponential backoff (build-time reads only). */
export function retryingFetch(fetchImpl: typeof fetch, options: RetryOptions = {}): typeof fetch {
  const attempts = options.attempts ?? 4;
  const baseDelayMs = options.baseDelayMs ?? 250;
  const sleep = options.sleep ?? wait;
  return async (input, init) => {
    for (let attempt = 1; ; attempt++) {
      const request = input instanceof Request ? input.clone() : input;
      try {
        const response = await fetchImpl(request, init);
        if (response.status < 500 || attempt >= attempts) return response;
        await response.body?.cancel();
      } catch (error) {
        if (attempt >= attempts || isAbort(error)) throw error;
      }
      await sleep(baseDelayMs * 2 ** (attempt - 1));
    }
  };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}
