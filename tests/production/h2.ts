import { connect, constants } from 'node:http2';

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * One request over HTTP/2 and TLS, trusting only the throw-away certificate (`ca`): a server that does not speak
 * HTTP/2 fails the request. `from` is the client's own address (127.0.0.2, 127.0.0.3…: other clients on loopback).
 */
export function h2(
  origin: string,
  path: string,
  options: { ca: string; method?: string; headers?: Record<string, string>; from?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca: options.ca, ...(options.from ? { localAddress: options.from } : {}) });
    session.once('error', reject);
    const request = session.request({
      [constants.HTTP2_HEADER_METHOD]: options.method ?? 'GET',
      [constants.HTTP2_HEADER_PATH]: path,
      ...options.headers,
    });
    const chunks: Buffer[] = [];
    let headers: Record<string, string> = {};
    request.once('response', (received) => {
      headers = Object.fromEntries(Object.entries(received).map(([name, value]) => [name, String(value)]));
    });
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('error', reject);
    request.once('end', () => {
      session.close();
      resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(chunks) });
    });
    request.end();
  });
}
