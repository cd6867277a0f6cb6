/**
 * A small typed fetch client: same-origin credentials, JSON or form bodies, and failures as values
 * (ApiError) carrying the HTTP status and the server's error code, never bare strings.
 */
import type { ErrorBody } from './errors.ts';

/** Any schema with zod's `safeParse` shape; the browser passes none and trusts the typed contract. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

function asErrorBody(data: unknown): ErrorBody | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const body = data as Partial<ErrorBody>;
  return typeof body.code === 'string' && typeof body.message === 'string' ? (body as ErrorBody) : undefined;
}

export type ApiErrorKind = 'http' | 'network' | 'invalid-response';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly statusText: string;
  /** The server's error code (e.g. IncorrectCredentials, Locked, ReadOnly), when it sent one. */
  readonly code: string | undefined;
  readonly errorCodes: string[];
  /** The server's X-Request-Id of a refused answer, when it had one (error events carry it). */
  readonly requestId: string | null | undefined;

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    statusText?: string;
    code?: string;
    errorCodes?: string[];
    message?: string;
    requestId?: string | null;
  }) {
    super(init.message ?? init.code ?? init.statusText ?? init.kind);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.statusText = init.statusText ?? '';
    this.code = init.code;
    this.errorCodes = init.errorCodes ?? (init.code ? [init.code] : []);
    this.requestId = init.requestId;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClient {
  request<T>(path: string, schema: ResponseSchema<T> | null, options?: RequestOptions): Promise<T>;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** The longest Retry-After a GET waits before its one retry (a longer advice fails at once). */
export const MAX_RETRY_AFTER_SECONDS = 10;

/** Seconds the server advised to wait (Retry-After as seconds or an HTTP date), or null. */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createApiClient(options: { baseUrl?: string; fetch?: FetchLike; sleep?: (ms: number) => Promise<void> } = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? wait;

  return {
    async request<T>(path: string, schema: ResponseSchema<T> | null, opts: RequestOptions = {}): Promise<T> {
      const headers: Record<string, string> = { Accept: 'application/json' };
      let body: string | undefined;
      if (opts.form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(opts.form).toString();
      } else if (opts.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(opts.json);
      }
      const url = withQuery(path.startsWith('http') ? path : baseUrl + path, opts.query);
      const method = opts.method ?? (body === undefined ? 'GET' : 'POST');
      const send = async (): Promise<Response> => {
        try {
          return await doFetch(url, { method, headers, body, credentials: 'same-origin', signal: opts.signal });
        } catch (cause) {
          if ((cause as Error)?.name === 'AbortError') throw cause;
          throw new ApiError({ kind: 'network', message: 'Failed request' });
        }
      };
      let response = await send();
      // A server shedding load answers 503 with Retry-After: a GET (safe to repeat) is asked once
      // more after the advised delay; anything else fails as usual (the failed-request message).
      const advised = response.status === 503 && method === 'GET' ? retryAfterSeconds(response.headers.get('retry-after')) : null;
      if (advised !== null && advised <= MAX_RETRY_AFTER_SECONDS) {
        await sleep(advised * 1000);
        if (opts.signal?.aborted) throw opts.signal.reason ?? new DOMException('Aborted', 'AbortError');
        response = await send();
      }
      const text = await response.text();
      let data: unknown = undefined;
      if (text) {
        try {
          data = JSON.parse(text);
        } catch {
          data = undefined;
        }
      }
      if (!response.ok) {
        const body = asErrorBody(data);
        throw new ApiError({
          kind: 'http',
          status: response.status,
          statusText: response.statusText,
          code: body?.code,
          errorCodes: body?.errorCodes,
          message: body?.message ?? response.statusText,
          requestId: response.headers.get('x-request-id'),
        });
      }
      if (!schema) return data as T;
      const result = schema.safeParse(data);
      if (!result.success) {
        throw new ApiError({ kind: 'invalid-response', status: response.status, message: result.error.message });
      }
      return result.data;
    },
  };
}
