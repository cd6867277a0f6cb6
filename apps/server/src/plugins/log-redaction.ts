/**
 * What request logging may say about a URL (security review M7, L8; ASVS 14.2.1, 16.2.5): a page's
 * query is dropped (a registration or reset link carries its code there, `?pin=`), and on API paths
 * the parameters that can carry a secret are masked. Used by Fastify's request serializer and by the
 * CSP-report log, whose document and referrer URLs are pages too.
 */
const SECRET_PARAMS = /^(pin|guid|code|password|token)$/i;

/** The URL (or path with query) fit for a log line. */
export function redactUrl(url: string): string {
  const [pathAndQuery = ''] = url.split('#', 1);
  const at = pathAndQuery.indexOf('?');
  if (at < 0) return pathAndQuery;
  const path = pathAndQuery.slice(0, at);
  // A page (not an API call): its query is the page's business, never the log's.
  if (!/^(https?:\/\/[^/]*)?\/nui\//.test(path)) return path;
  const query = new URLSearchParams(pathAndQuery.slice(at + 1));
  for (const key of [...query.keys()]) if (SECRET_PARAMS.test(key)) query.set(key, '[redacted]');
  return `${path}?${query.toString()}`;
}

/** Fastify's request serializer with the URL redacted. */
export function serializeRequest(request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A CSP report with every URL in it redacted the same way (and nothing else changed). */
export function redactReport(report: unknown): unknown {
  if (typeof report === 'string') return /^https?:\/\//.test(report) ? redactUrl(report) : report;
  if (Array.isArray(report)) return report.map(redactReport);
  if (report && typeof report === 'object') return Object.fromEntries(Object.entries(report).map(([k, v]) => [k, redactReport(v)]));
  return report;
}
