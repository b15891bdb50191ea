import { serverMessages } from '../../messages/server.ts';
/** An expected HTTP failure with a DRF-shaped body; `app.onError` turns it into the response. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;
  constructor(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    // An answer, not a fault: no stack trace is taken (it cost more than the rest of a refused request).
    const depth = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(typeof body['detail'] === 'string' ? body['detail'] : `HTTP ${status}`);
    Error.stackTraceLimit = depth;
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export function notFound(): HttpProblem {
  return new HttpProblem(404, { detail: serverMessages.notFound });
}

export function fieldError(field: string, message: string): HttpProblem {
  return new HttpProblem(400, { [field]: [message] });
}
