/** Server configuration: from the environment in main.ts, or given directly by tests. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root, resolved from this file (apps/server/src/config.ts), never from the cwd. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  /** Built portal (Vite dist); served with an SPA fallback when the folder exists. */
  portalDistDir: string;
  session: {
    cookieName: string;
    /** Sliding idle timeout (and the cookie's Max-Age). */
    idleSeconds: number;
    /** Absolute lifetime from login, whatever the activity. */
    absoluteSeconds: number;
  };
  login: {
    /** Attempts per client address per window before 429 RateLimited. */
    rateLimitMax: number;
    rateLimitWindowSeconds: number;
    /** Consecutive failures that lock the user (423 Locked). */
    lockoutThreshold: number;
  };
  /** Page size of the first page of documents in the client resource. */
  correspondencePageSize: number;
  /** Honour X-Forwarded-* (protocol for the Secure cookie, client address) behind a proxy. */
  trustProxy: boolean;
  /** CSP frame-ancestors: who may embed the portal in a frame (spec §1: the portal may be embedded). */
  frameAncestors: string[];
  /** The clock (tests move it to expire sessions). */
  now: () => Date;
  /** E-mail: SMTP_URL (smtp://…, STARTTLS required unless `?tls=none`; smtps://…) or, unset, the outbox table. */
  mail: { smtpUrl: string | null; from: string };
  /** PORTAL_EXPOSE_OUTBOX=1: serve GET /nui/public/dev/outbox (end-to-end tests only; off by default). */
  exposeOutbox: boolean;
  /** PORTAL_PUBLIC_URL: the portal's address for links in e-mails (never taken from the Host header). */
  publicUrl: string | null;
  /** Check every JSON answer against its response schema (on in development and tests; off in production). */
  validateResponses: boolean;
  /** Serve the OpenAPI document at /nui/docs/openapi.json (on in development and tests; off in production). */
  serveOpenApi: boolean;
  /** PORTAL_SUPPORT_ALWAYS_OPEN=1: live support accepts chats at any hour (end-to-end tests and benchmarks only). */
  supportAlwaysOpen: boolean;
}

/** The settings read from the environment at start (main.ts; tests may set them before building). */
export function configFromEnv(
  env: NodeJS.ProcessEnv,
): Pick<AppConfig, 'mail' | 'exposeOutbox' | 'publicUrl' | 'validateResponses' | 'serveOpenApi' | 'supportAlwaysOpen'> {
  const production = env.NODE_ENV === 'production';
  return {
    mail: { smtpUrl: env.SMTP_URL || null, from: env.MAIL_FROM || 'no-reply@portal.localhost' },
    exposeOutbox: env.PORTAL_EXPOSE_OUTBOX === '1',
    publicUrl: env.PORTAL_PUBLIC_URL?.replace(/\/+$/, '') || null,
    validateResponses: !production,
    serveOpenApi: !production,
    supportAlwaysOpen: env.PORTAL_SUPPORT_ALWAYS_OPEN === '1',
  };
}

export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    portalDistDir: resolve(REPO_ROOT, 'apps/portal/dist'),
    session: { cookieName: 'portal_sid', idleSeconds: 900, absoluteSeconds: 12 * 3600 },
    login: { rateLimitMax: 20, rateLimitWindowSeconds: 300, lockoutThreshold: 5 },
    correspondencePageSize: 20,
    trustProxy: false,
    frameAncestors: ["'self'"],
    now: () => new Date(),
    ...configFromEnv(process.env),
    ...overrides,
  };
}

/** The demo's "today": the London calendar date. */
export function londonToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
