/**
 * A DRF-dialect backend that lacks one endpoint, as the shop's Django backend lacks the address book: the shop under
 * test (its pages and its reference API) behind a plain HTTP proxy on a port the system picks, which answers Django
 * REST Framework's 404 for every path under `missing` and passes everything else through untouched.
 */
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

export type BackendWithout = {
  /** Origin to open pages at: the browser sees one site, its API without the endpoint. */
  url: string;
  /** Paths answered 404, in the order asked. */
  refused: string[];
  close: () => Promise<void>;
};

/** Starts the proxy in front of `target` (the shop's origin); `close` ends it with its connections. */
export async function backendWithout(target: string, missing: string): Promise<BackendWithout> {
  const upstream = new URL(target);
  const refused: string[] = [];
  const server = createServer((incoming, answer) => {
    const path = incoming.url ?? '/';
    if (path.startsWith(missing)) {
      refused.push(`${incoming.method} ${path}`);
      incoming.resume();
      answer.writeHead(404, { 'content-type': 'application/json' });
      answer.end(JSON.stringify({ detail: 'Not found.' }));
      return;
    }
    const outgoing = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    outgoing.on('error', (error) => answer.destroy(error));
    incoming.pipe(outgoing);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
