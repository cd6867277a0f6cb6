/** Server configuration: from the environment in main.ts, or given directly by tests. */
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TRACE_SAMPLE_RATE } from '@portal/domain';
import { parseEnv, productionProblems } from './env.ts';
import { DEMO_CODE_SECRET } from './shared/code-hash.ts';
import { RELEASE } from './release.ts';

/** The monorepo root, resolved from this file (apps/server/src/config.ts), never from the cwd. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  /** Built portal (Vite dist); served with an SPA fallback when the folder exists. */
  portalDistDir: string;
  /** Built Storybook (storybook-static/): the design system catalogue at /design-system/ when the folder exists. */
  designSystemDir: string;
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
  /**
   * How long a password or passkey counts as fresh for a sensitive change (issue 30 item 3): 300 s;
   * PORTAL_FRESH_FACTOR_SECONDS may shorten it (end-to-end tests), never lengthen it.
   */
  freshFactorSeconds: number;
  /** Offer a client without two-step login a passkey right after sign-in (issue 30); PORTAL_NO_MFA_OFFER=1 turns it off. */
  mfaOffer: boolean;
  /** Page size of the first page of documents in the client resource. */
  correspondencePageSize: number;
  /**
   * Honour X-Forwarded-* (protocol, client address) from proxies: a hop count or the proxies' addresses
   * or ranges (TRUST_PROXY=1, TRUST_PROXY=10.0.0.0/8,192.168.1.5); never "trust everyone".
   */
  trustProxy: TrustProxy;
  /** Session cookie always Secure (production); otherwise Secure only over https, so http://127.0.0.1 works. */
  secureCookies: boolean;
  /** CSP frame-ancestors: who may embed the portal in a frame (spec §1: the portal may be embedded). */
  frameAncestors: string[];
  /** The clock (tests move it to expire sessions). */
  now: () => Date;
  /** E-mail: SMTP_URL (smtp://…, STARTTLS required unless `?tls=none`; smtps://…) or, unset, the outbox table. */
  mail: { smtpUrl: string | null; from: string };
  /** PORTAL_EXPOSE_OUTBOX=1: serve GET /nui/public/dev/outbox (end-to-end tests only; off by default, never in production). */
  exposeOutbox: boolean;
  /** PORTAL_CODE_SECRET: the HMAC key of stored registration and reset codes (a fixed demo key outside production). */
  codeSecret: string;
  /** PORTAL_PUBLIC_URL: the portal's address for links in e-mails (never taken from the Host header). */
  publicUrl: string | null;
  /** Check every JSON answer against its response schema (on in development and tests; off in production). */
  validateResponses: boolean;
  /** Serve the OpenAPI document at toolingRoutes.openApi (on in development and tests; off in production). */
  serveOpenApi: boolean;
  /**
   * Serve the build's test harness (native-bridge-test.*) and bundle statistics (*bundle-stats.json) from
   * the portal build (on in development and tests; off in production, review L15).
   */
  serveBuildExtras: boolean;
  /** The PDF print service (spec §7; features/print, plugins/print-renderer.ts). */
  print: PrintConfig;
  /** PORTAL_SUPPORT_ALWAYS_OPEN=1: live support accepts chats at any hour (end-to-end tests and benchmarks only). */
  supportAlwaysOpen: boolean;
  /** HTTP limits (issue 29 item 5): the whole request, its headers, and an idle keep-alive connection. */
  timeouts: { requestMs: number; headersMs: number; keepAliveMs: number };
  /** Load shedding (plugins/shedding.ts): on in production; null turns it off (development, tests). */
  shedding: SheddingConfig | null;
  /** Error tracking (plugins/error-tracking.ts): SENTRY_DSN set; null sends nothing. */
  errorTracking: ErrorTrackingConfig | null;
}

export interface ErrorTrackingConfig {
  dsn: string;
  environment: string;
  /** The build's version (release.ts). */
  release: string;
  /** Spec §9: 0.1, and 0 in a pre-production environment. */
  tracesSampleRate: number;
}

export interface SheddingConfig {
  maxEventLoopDelayMs: number;
  /** 0: no heap limit. */
  maxHeapBytes: number;
  maxDbQueue: number;
  maxInFlight: number;
  /** How long a request past maxInFlight waits for a turn before it is refused, ms (admission.ts). */
  maxWaitMs: number;
  /** The longest a database query may have waited before new requests are refused, ms; 0: no such test. */
  maxDbWaitMs: number;
  retryAfterSeconds: number;
}

export interface PrintConfig {
  /** PRINT_SERVICE_URL: render in that process (`npm run print-service`); null renders in this one. */
  serviceUrl: string | null;
  /** PRINT_SERVICE_TOKEN: the shared secret the separate print service asks for (null: none). */
  serviceToken: string | null;
  /** CHROMIUM_PATH: Debian's chromium by default. */
  chromiumPath: string;
  /** Pages rendering at once (the pool); the CI machine has 2 cores. */
  maxPages: number;
  /** Jobs waiting for a page before the service answers 503. */
  maxQueue: number;
  /** Per job, from navigation to PDF: a page taking longer is closed. */
  timeoutMs: number;
  /** How long a page state waits for its one read. */
  stateTtlSeconds: number;
  /** Launch the browser when the server starts (production) rather than at the first job (tests). */
  warm: boolean;
  /** Print in a child process (production, unless PRINT_IN_PROCESS=1) rather than in this one. */
  child: boolean;
}

/** The settings read from the environment at start (main.ts; tests may set them before building), checked by env.ts. */
export function configFromEnv(
  env: NodeJS.ProcessEnv,
): Pick<
  AppConfig,
  | 'mail'
  | 'exposeOutbox'
  | 'codeSecret'
  | 'publicUrl'
  | 'validateResponses'
  | 'serveOpenApi'
  | 'serveBuildExtras'
  | 'secureCookies'
  | 'print'
  | 'frameAncestors'
  | 'supportAlwaysOpen'
  | 'freshFactorSeconds'
  | 'mfaOffer'
  | 'timeouts'
  | 'shedding'
  | 'errorTracking'
> {
  const e = parseEnv(env);
  const production = e.NODE_ENV === 'production';
  const ancestors = e.PORTAL_FRAME_ANCESTORS?.split(/\s+/).filter(Boolean) ?? [];
  return {
    // PORTAL_FRAME_ANCESTORS: space-separated origins that may frame the portal (spec §1); 'self' always may.
    frameAncestors: ["'self'", ...ancestors.filter((a) => a !== "'self'")],
    print: {
      serviceUrl: e.PRINT_SERVICE_URL?.replace(/\/+$/, '') || null,
      serviceToken: e.PRINT_SERVICE_TOKEN || null,
      chromiumPath: e.CHROMIUM_PATH,
      maxPages: e.PRINT_MAX_PAGES,
      maxQueue: e.PRINT_MAX_QUEUE,
      timeoutMs: e.PRINT_TIMEOUT_MS,
      stateTtlSeconds: 60,
      warm: production,
      child: production && !e.PRINT_IN_PROCESS,
    },
    mail: { smtpUrl: e.SMTP_URL || null, from: e.MAIL_FROM },
    // The outbox holds codes in clear: never readable over HTTP in production, whatever the flag says.
    exposeOutbox: e.PORTAL_EXPOSE_OUTBOX && !production,
    codeSecret: e.PORTAL_CODE_SECRET || DEMO_CODE_SECRET,
    publicUrl: e.PORTAL_PUBLIC_URL?.replace(/\/+$/, '') || null,
    validateResponses: !production,
    serveOpenApi: !production,
    serveBuildExtras: !production,
    supportAlwaysOpen: e.PORTAL_SUPPORT_ALWAYS_OPEN,
    freshFactorSeconds: e.PORTAL_FRESH_FACTOR_SECONDS,
    mfaOffer: !e.PORTAL_NO_MFA_OFFER,
    secureCookies: production,
    timeouts: { requestMs: e.HTTP_REQUEST_TIMEOUT_MS, headersMs: e.HTTP_HEADERS_TIMEOUT_MS, keepAliveMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS },
    errorTracking: e.SENTRY_DSN
      ? {
          dsn: e.SENTRY_DSN,
          environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
          release: RELEASE,
          tracesSampleRate: (e.SENTRY_ENVIRONMENT ?? e.NODE_ENV) === 'production' ? TRACE_SAMPLE_RATE : 0,
        }
      : null,
    shedding: production
      ? {
          maxEventLoopDelayMs: e.SHED_MAX_EVENT_LOOP_DELAY_MS,
          maxHeapBytes: e.SHED_MAX_HEAP_MB * 1024 * 1024,
          maxDbQueue: e.SHED_MAX_DB_QUEUE,
          maxInFlight: e.SHED_MAX_IN_FLIGHT,
          maxWaitMs: e.SHED_MAX_WAIT_MS,
          maxDbWaitMs: e.SHED_MAX_DB_WAIT_MS,
          retryAfterSeconds: 2,
        }
      : null,
  };
}

/**
 * Why production must not start with this environment (empty: it may): PORTAL_PUBLIC_URL is required;
 * without SMTP_URL e-mails — reset codes — would sit in clear in the outbox table, and without
 * PORTAL_CODE_SECRET codes would be keyed with the public demo secret: both only with the explicit
 * demo flag PORTAL_DEMO_MAIL=1 (npm start). Every other rule: env.ts startRefusals.
 */
export function productionRefusals(env: NodeJS.ProcessEnv): string[] {
  return productionProblems(parseEnv(env));
}

/** Whom X-Forwarded-* is believed from: nobody, these addresses/ranges, or (per proxy-addr) the first hops. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** Trust the nearest `hops` proxies (what Fastify does for a numeric trustProxy, typed as its function form). */
export function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/**
 * TRUST_PROXY: unset, empty or 0 → trust no proxy; a number → that many hops; else a comma list of
 * addresses or CIDR ranges. "true", "*" and the like are refused: trusting every sender of
 * X-Forwarded-For lets anyone pick their address (and so dodge the per-address limits).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d{1,2}$/.test(text)) return trustHops(Number(text));
  const entries = text.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    if (family === 0 || extra !== undefined || (bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits)))
      throw new Error(`TRUST_PROXY: "${entry}" is neither a hop count nor an address or range`);
  }
  return entries;
}

export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const fromEnv = configFromEnv(process.env);
  return {
    portalDistDir: resolve(REPO_ROOT, 'apps/portal/dist'),
    designSystemDir: resolve(REPO_ROOT, 'storybook-static'),
    // __Host-: the browser refuses it unless Secure, Path=/ and no Domain — nobody can plant or widen it.
    session: { cookieName: fromEnv.secureCookies ? '__Host-portal_sid' : 'portal_sid', idleSeconds: 900, absoluteSeconds: 12 * 3600 },
    login: { rateLimitMax: 20, rateLimitWindowSeconds: 300, lockoutThreshold: 5 },
    correspondencePageSize: 20,
    trustProxy: false,
    now: () => new Date(),
    ...fromEnv,
    ...overrides,
  };
}

/** One formatter for every call: building an Intl.DateTimeFormat costs more than formatting with it (issue 33's profile). */
const LONDON_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The demo's "today": the London calendar date. */
export function londonToday(now = new Date()): string {
  return LONDON_DAY.format(now);
}
