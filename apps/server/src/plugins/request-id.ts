import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A request id a proxy passed through (X-Request-Id) when it is a plain token, else a fresh one. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}
