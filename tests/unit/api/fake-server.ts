/** A `fetch` that answers from a table of routes and records every request it receives (no network). */
type Recorded = { method: string; url: URL; headers: Headers; credentials: RequestCredentials; body: string };
export type Route = (request: Recorded) => Response | Promise<Response>;

export const base = 'http://127.0.0.1:4321/api/v1';

export function fakeServer(routes: Record<string, Route>) {
  const requests: Recorded[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const recorded: Recorded = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      credentials: request.credentials,
      body: await request.text(),
    };
    requests.push(recorded);
    const key = `${recorded.method} ${recorded.url.pathname}${recorded.url.search}`;
    const route = routes[key] ?? routes[`${recorded.method} ${recorded.url.pathname}`];
    if (!route) return Response.json({ detail: `Pas trouvé : ${key}` }, { status: 404, statusText: 'Not Found' });
    return route(recorded);
  };
  return { fetch, requests };
}

export const json =
  (body: unknown, status = 200, statusText = 'OK') =>
  () =>
    Response.json(body, { status, statusText });
