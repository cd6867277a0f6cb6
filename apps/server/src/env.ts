/**
 * Every environment variable the server and its print service read, in one zod schema (issue 29
 * item 6): a bad value stops the start with the variable's name and the rule it breaks — nothing
 * falls back to a default silently. `docs/configuration.md` is generated from this table
 * (`npm run docs:config -w @portal/server`; a test checks the committed file matches).
 *
 * Field rules apply everywhere (`parseEnv`); the production rules (`startRefusals`) only when
 * NODE_ENV=production, at start (main.ts).
 */
import { isIP } from 'node:net';
import { z } from 'zod';

/** A flag: '1' on, '0' or unset off; anything else is a mistake worth stopping for. */
const flag = z
  .enum(['0', '1'], { error: "must be '1' (on) or '0' (off)" })
  .optional()
  .transform((value) => value === '1');
const int = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number' })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `must be between ${min} and ${max}` });
const port = int(0, 65535);
const ms = (min: number) => int(min, 24 * 3600 * 1000);
const url = (schemes: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return schemes.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting ${schemes.map((s) => `${s}//`).join(' or ')}` },
  );
const trustProxy = z.string().refine(
  (text) => {
    const value = text.trim();
    if (value === '' || /^\d{1,2}$/.test(value)) return true;
    return value.split(',').every((entry) => {
      const [address, bits, extra] = entry.trim().split('/');
      const family = isIP(address ?? '');
      const maxBits = family === 6 ? 128 : 32;
      return family !== 0 && extra === undefined && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits));
    });
  },
  { error: 'must be a hop count or a comma list of proxy addresses or CIDR ranges (never "trust everyone")' },
);

interface Variable {
  schema: z.ZodType;
  /** What it does (one sentence or two, for docs/configuration.md). */
  doc: string;
  /** The default as the reader should see it (none: unset means off or absent). */
  default?: string;
  group: 'Server' | 'Database' | 'Demo and tests' | 'Security' | 'E-mail' | 'Print' | 'Operations';
}

/** The variables, in the order docs/configuration.md lists them. */
export const VARIABLES = {
  NODE_ENV: {
    schema: z
      .enum(['development', 'production', 'test'], { error: "must be 'development', 'production' or 'test'" })
      .default('development'),
    doc: 'production turns on the production rules below, Secure cookies, the forked print service and the warm browser; it turns off response validation and the OpenAPI document.',
    default: 'development',
    group: 'Server',
  },
  PORT: { schema: port.default(3000), doc: 'The HTTP port of the portal and its API.', default: '3000', group: 'Server' },
  HOST: {
    schema: z.string().min(1, { error: 'must not be empty' }).default('0.0.0.0'),
    doc: 'The address to listen on: 0.0.0.0 reaches other machines and containers; 127.0.0.1 keeps it local (behind a proxy on the same machine).',
    default: '0.0.0.0',
    group: 'Server',
  },
  PORTAL_PUBLIC_URL: {
    schema: url(['http:', 'https:']).optional(),
    doc: 'The portal’s public address (links in e-mails; where a separate print service loads the portal). Never taken from a request header. Required in production.',
    group: 'Server',
  },
  TRUST_PROXY: {
    schema: trustProxy.optional(),
    doc: 'Whom X-Forwarded-For/-Proto are believed from: a hop count (1 behind one proxy) or a comma list of proxy addresses or CIDR ranges. Unset or 0: nobody.',
    group: 'Server',
  },
  PORTAL_FRAME_ANCESTORS: {
    schema: z.string().optional(),
    doc: "Space-separated origins that may frame the portal (CSP frame-ancestors; 'self' always may).",
    group: 'Server',
  },
  PORTAL_DIST_DIR: { schema: z.string().optional(), doc: 'A built portal to serve instead of apps/portal/dist.', group: 'Server' },
  PORTAL_DESIGN_SYSTEM_DIR: {
    schema: z.string().optional(),
    doc: 'The built Storybook served at /design-system/ instead of storybook-static/.',
    group: 'Server',
  },
  LOG_LEVEL: {
    schema: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be fatal, error, warn, info, debug, trace or silent',
      })
      .default('info'),
    doc: 'The JSON log’s level (one line per request, with its request id).',
    default: 'info',
    group: 'Server',
  },
  HTTP_REQUEST_TIMEOUT_MS: {
    schema: ms(1000).default(30_000),
    doc: 'A request must arrive whole within this time (408 otherwise).',
    default: '30000',
    group: 'Server',
  },
  HTTP_HEADERS_TIMEOUT_MS: {
    schema: ms(1000).default(10_000),
    doc: 'A request’s headers must arrive within this time.',
    default: '10000',
    group: 'Server',
  },
  HTTP_KEEP_ALIVE_TIMEOUT_MS: {
    schema: ms(1000).default(72_000),
    doc: 'An idle keep-alive connection is closed after this time (keep it above the proxy’s upstream keepalive_timeout).',
    default: '72000',
    group: 'Server',
  },
  DATABASE_URL: {
    schema: url(['postgres:', 'postgresql:']).optional(),
    doc: 'A PostgreSQL database (postgres://user:password@host:5432/name). Unset: the embedded PGlite under PORTAL_DATA_DIR.',
    group: 'Database',
  },
  DATABASE_POOL_SIZE: {
    schema: int(1, 1000).default(10),
    doc: 'PostgreSQL connections per instance.',
    default: '10',
    group: 'Database',
  },
  DATABASE_ACQUIRE_TIMEOUT_MS: {
    schema: ms(10).default(5_000),
    doc: 'A query that waits longer for a connection fails with 503 and Retry-After.',
    default: '5000',
    group: 'Database',
  },
  DATABASE_STATEMENT_TIMEOUT_MS: {
    schema: ms(100).default(15_000),
    doc: 'PostgreSQL cancels a statement that runs longer (statement_timeout; answered 503).',
    default: '15000',
    group: 'Database',
  },
  PORTAL_DATA_DIR: { schema: z.string().optional(), doc: 'The embedded database’s directory.', default: '<repo>/.data', group: 'Database' },
  PORTAL_PGLITE_THREAD: {
    schema: z.enum(['main', 'worker'], { error: "must be 'main' or 'worker'" }).optional(),
    doc: 'main runs PGlite on the main thread (benchmarks compare); default a worker thread.',
    group: 'Database',
  },
  PORTAL_DB_TRACE: {
    schema: z.string().optional(),
    doc: 'A file: the embedded database’s worker appends every statement’s start, duration and queue there (load traces: BENCH_TRACE=1 npm run bench -- mix).',
    group: 'Database',
  },
  PORTAL_DB_ORDER: {
    schema: z.enum(['arrival', 'age'], { error: "must be 'arrival' or 'age'" }).optional(),
    doc: 'arrival serves queries first come, first served (benchmarks compare); default the oldest request first.',
    group: 'Database',
  },
  PORTAL_DEMO: {
    schema: flag,
    doc: '1: demo mode — seeds the demo data into an empty database (npm start sets it when neither DATABASE_URL nor PORTAL_DEMO is given).',
    group: 'Demo and tests',
  },
  PORTAL_DEMO_AS_OF: {
    schema: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date YYYY-MM-DD' })
      .optional(),
    doc: 'The demo’s today at first seed.',
    default: 'the London date',
    group: 'Demo and tests',
  },
  PORTAL_DEMO_MAIL: {
    schema: flag,
    doc: '1: keep e-mails in the outbox table and key codes with the demo secret, in production too (npm start; never for real clients).',
    group: 'Demo and tests',
  },
  PORTAL_SEED_ONLY: { schema: flag, doc: '1: seed the demo data and exit (the start’s own child process).', group: 'Demo and tests' },
  PORTAL_EXPOSE_OUTBOX: {
    schema: flag,
    doc: '1: serve GET /nui/public/dev/outbox (end-to-end tests; never in production, whatever it says).',
    group: 'Demo and tests',
  },
  PORTAL_LOGIN_RATE_LIMIT: {
    schema: int(1).optional(),
    doc: 'Login attempts per address per 5 minutes (end-to-end suites raise it).',
    default: '20',
    group: 'Demo and tests',
  },
  PORTAL_FRESH_FACTOR_SECONDS: {
    schema: int(1, 300).default(300),
    doc: 'A password or passkey counts as fresh for a sensitive change (password, second factors, fee authority, delivery preferences) this long; end-to-end tests shorten it, nothing lengthens it.',
    default: '300',
    group: 'Demo and tests',
  },
  PORTAL_NO_MFA_OFFER: {
    schema: flag,
    doc: "1: clients are not offered two-step login after sign-in (a firm's choice; the end-to-end suites about other things). Advisers and support agents must enrol either way.",
    group: 'Security',
  },
  PORTAL_SUPPORT_ALWAYS_OPEN: {
    schema: flag,
    doc: '1: live support accepts chats at any hour (tests and benchmarks).',
    group: 'Demo and tests',
  },
  PORTAL_CODE_SECRET: {
    schema: z.string().optional(),
    doc: 'The HMAC key of stored registration and reset codes: at least 32 characters, required in production.',
    group: 'Security',
  },
  SMTP_URL: {
    schema: url(['smtp:', 'smtps:']).optional(),
    doc: 'The mail server (smtp://… with STARTTLS unless ?tls=none, or smtps://…). Unset: e-mails go to the outbox table. Required in production.',
    group: 'E-mail',
  },
  MAIL_FROM: {
    schema: z.email({ error: 'must be an e-mail address' }).default('no-reply@portal.localhost'),
    doc: 'The sender of the portal’s e-mails.',
    default: 'no-reply@portal.localhost',
    group: 'E-mail',
  },
  PRINT_SERVICE_URL: {
    schema: url(['http:', 'https:']).optional(),
    doc: 'A separate print service (npm run print-service). It loads the portal from PORTAL_PUBLIC_URL, so that is required with it, as is PRINT_SERVICE_TOKEN. Unset: the server prints itself (a forked child in production) from its own loopback address.',
    group: 'Print',
  },
  PRINT_SERVICE_TOKEN: {
    schema: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    doc: 'The secret shared by the server and a separate print service (compared in constant time).',
    group: 'Print',
  },
  PRINT_SERVICE_PORT: { schema: port.default(3100), doc: 'The separate print service’s port.', default: '3100', group: 'Print' },
  PRINT_SERVICE_HOST: {
    schema: z.string().min(1).default('127.0.0.1'),
    doc: 'The separate print service’s address: keep it private.',
    default: '127.0.0.1',
    group: 'Print',
  },
  CHROMIUM_PATH: {
    schema: z.string().min(1).default('/usr/bin/chromium'),
    doc: 'The Chromium the print service drives.',
    default: '/usr/bin/chromium',
    group: 'Print',
  },
  PRINT_MAX_PAGES: { schema: int(1, 64).default(2), doc: 'Pages rendering at once.', default: '2', group: 'Print' },
  PRINT_MAX_QUEUE: {
    schema: int(0, 1000).default(8),
    doc: 'Prints waiting per instance before 503 (checked before the body is read).',
    default: '8',
    group: 'Print',
  },
  PRINT_TIMEOUT_MS: { schema: ms(1000).default(20_000), doc: 'One render, at most.', default: '20000', group: 'Print' },
  PRINT_IN_PROCESS: { schema: flag, doc: '1: print in the server’s own process in production too (no child).', group: 'Print' },
  METRICS_PORT: {
    schema: port.optional(),
    doc: 'Serve GET /metrics on this port (on METRICS_HOST) and not on the main port. Unset: /metrics on the main port, to loopback callers that came through no proxy.',
    group: 'Operations',
  },
  METRICS_HOST: {
    schema: z.string().min(1).default('127.0.0.1'),
    doc: 'The address of METRICS_PORT’s listener.',
    default: '127.0.0.1',
    group: 'Operations',
  },
  SENTRY_DSN: {
    schema: url(['http:', 'https:']).optional(),
    doc: 'Send server and browser errors to Sentry or a self-hosted GlitchTip at this DSN (`https://key@host/project`). The browser reads it at run time (`GET /nui/public/errorTracking`) and loads the Sentry SDK only then; the CSP’s `connect-src` allows the DSN’s origin. Unset: nothing is sent anywhere, and the browser’s reports go to the `client_error_log` table.',
    group: 'Operations',
  },
  SENTRY_ENVIRONMENT: {
    schema: z
      .string()
      .regex(/^[\w.-]{1,64}$/, { error: 'must be a name of letters, digits, dots, dashes or underscores' })
      .optional(),
    doc: 'The environment each error event carries. Traces are sampled at 0.1 in `production` and not at all in any other (pre-production) environment.',
    default: 'NODE_ENV',
    group: 'Operations',
  },
  SHUTDOWN_DRAIN_MS: {
    schema: ms(0).default(0),
    doc: 'On SIGTERM, /ready answers 503 for this long before the server stops taking requests (give the balancer time to notice).',
    default: '0',
    group: 'Operations',
  },
  SHED_MAX_EVENT_LOOP_DELAY_MS: {
    schema: ms(10).default(200),
    doc: 'Load shedding (production): above this event-loop delay requests are refused 503 with Retry-After.',
    default: '200',
    group: 'Operations',
  },
  SHED_MAX_HEAP_MB: {
    schema: int(0, 1 << 20).default(0),
    doc: 'Above this much used heap requests are refused 503 (0: no limit).',
    default: '0',
    group: 'Operations',
  },
  SHED_MAX_DB_QUEUE: {
    schema: int(1, 100_000).default(200),
    doc: 'Above this many queries waiting for the database requests are refused 503.',
    default: '200',
    group: 'Operations',
  },
  SHED_MAX_DB_WAIT_MS: {
    schema: int(0, 60_000).default(100),
    doc: 'Load shedding (production): while the longest-waiting database query has waited longer than this, new requests are refused 503 with Retry-After (a queue in front of the database that does not drain). 0 turns this test off.',
    default: '100',
    group: 'Operations',
  },
  SHED_MAX_IN_FLIGHT: {
    schema: int(1, 1_000_000).default(16),
    doc: 'Requests in progress on the instance at once. One more waits up to SHED_MAX_WAIT_MS for one of them to finish, and is refused 503 with Retry-After if none does. Each instance’s database work runs one query at a time on PGlite (a few connections on PostgreSQL), so a few in progress keep it busy; more only crowd the event loop, and then even a refusal waits.',
    default: '16',
    group: 'Operations',
  },
  SHED_MAX_WAIT_MS: {
    schema: int(0, 10_000).default(50),
    doc: 'How long a request past SHED_MAX_IN_FLIGHT may wait for its turn before it is refused 503 (0: refused at once). Absorbs the bursts of an ordinary day; past capacity it bounds how late a refusal comes.',
    default: '50',
    group: 'Operations',
  },
} satisfies Record<string, Variable>;

export type VariableName = keyof typeof VARIABLES;

export const envSchema = z.object(
  Object.fromEntries(Object.entries(VARIABLES).map(([name, v]) => [name, v.schema])) as {
    [K in VariableName]: (typeof VARIABLES)[K]['schema'];
  },
);

export type Env = z.infer<typeof envSchema>;

/** A start refused: every broken rule, each naming its variable. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid environment:\n- ${problems.join('\n- ')}`);
    this.name = 'EnvError';
  }
}

/** The variables this schema knows, from `env` (others are ignored; an empty value counts as unset). */
function known(env: NodeJS.ProcessEnv): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of Object.keys(VARIABLES)) {
    const value = env[name];
    if (value !== undefined && value !== '') picked[name] = value;
  }
  return picked;
}

/** One line per broken rule: the variable and the rule (never its value: it may be a secret). */
function fieldProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${String(issue.path[0] ?? '(environment)')} ${issue.message}`);
}

/** The environment, checked field by field; throws EnvError naming each bad variable and its rule. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(known(env));
  if (!result.success) throw new EnvError(fieldProblems(result.error));
  return result.data;
}

/**
 * The production rules: what must be set for real clients. PORTAL_DEMO_MAIL=1 (npm start's demo)
 * excuses the mail and code-secret rules only.
 */
export function productionProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.PORTAL_PUBLIC_URL) problems.push('PORTAL_PUBLIC_URL is required in production (the portal’s public address)');
  if (!env.PORTAL_DEMO_MAIL) {
    if (!env.SMTP_URL)
      problems.push('SMTP_URL is required in production (set PORTAL_DEMO_MAIL=1 to keep e-mails in the outbox table for a demo)');
    if (!env.PORTAL_CODE_SECRET || env.PORTAL_CODE_SECRET.length < 32)
      problems.push('PORTAL_CODE_SECRET must be at least 32 characters in production (the key of stored reset and registration codes)');
  }
  return problems;
}

/**
 * What a production start allows but must say out loud (review I5): PORTAL_DEMO_MAIL=1 keeps reset
 * codes in clear in the outbox table and keys every code with the public demo secret — a demo, never
 * real clients.
 */
export function startWarnings(raw: NodeJS.ProcessEnv): string[] {
  let env: Env;
  try {
    env = parseEnv(raw);
  } catch {
    return []; // startRefusals has said what is wrong
  }
  if (env.NODE_ENV !== 'production' || !env.PORTAL_DEMO_MAIL) return [];
  const warnings = ['PORTAL_DEMO_MAIL=1 in production: e-mails (reset codes in clear) stay in the outbox table, none is sent'];
  if (!env.PORTAL_CODE_SECRET || env.PORTAL_CODE_SECRET.length < 32)
    warnings.push(
      'PORTAL_DEMO_MAIL=1 without PORTAL_CODE_SECRET: codes are keyed with the public demo secret — a demo, never real clients',
    );
  return warnings;
}

/** Rules between variables, whatever the mode. */
function crossProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.PRINT_SERVICE_URL && !env.PORTAL_PUBLIC_URL)
    problems.push('PRINT_SERVICE_URL needs PORTAL_PUBLIC_URL (the address the separate print service loads the portal from)');
  if (env.PRINT_SERVICE_URL && !env.PRINT_SERVICE_TOKEN) problems.push('PRINT_SERVICE_URL needs PRINT_SERVICE_TOKEN (the shared secret)');
  if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS)
    problems.push('HTTP_HEADERS_TIMEOUT_MS must not be above HTTP_REQUEST_TIMEOUT_MS');
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT && env.METRICS_PORT !== 0)
    problems.push('METRICS_PORT must differ from PORT');
  return problems;
}

/** Why the server must not start with this environment (empty: it may). */
export function startRefusals(env: NodeJS.ProcessEnv): string[] {
  let parsed: Env;
  try {
    parsed = parseEnv(env);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [...crossProblems(parsed), ...productionProblems(parsed)];
}

/** docs/configuration.md, generated from VARIABLES. */
export function configurationDoc(): string {
  const lines = [
    '# Configuration',
    '',
    '<!-- Generated from apps/server/src/env.ts by `npm run docs:config -w @portal/server`; do not edit by hand. -->',
    '',
    'The server reads its settings from environment variables, all checked at start against one schema',
    '(`apps/server/src/env.ts`). A bad value stops the start with the variable’s name and the rule it',
    'breaks; nothing falls back to a default in silence. An empty value counts as unset.',
    '',
    'In production (`NODE_ENV=production`) `PORTAL_PUBLIC_URL` is required, and so are `SMTP_URL` and',
    '`PORTAL_CODE_SECRET` (at least 32 characters) unless `PORTAL_DEMO_MAIL=1` (`npm start`’s demo).',
    '`PRINT_SERVICE_URL` needs `PORTAL_PUBLIC_URL` and `PRINT_SERVICE_TOKEN`.',
    '',
  ];
  const groups = [...new Set(Object.values(VARIABLES).map((v: Variable) => v.group))];
  for (const group of groups) {
    lines.push(`## ${group}`, '', '| Variable | Default | What it does |', '| --- | --- | --- |');
    for (const [name, v] of Object.entries(VARIABLES) as Array<[string, Variable]>) {
      if (v.group !== group) continue;
      lines.push(`| \`${name}\` | ${v.default === undefined ? '—' : `\`${v.default}\``} | ${v.doc.replace(/\|/g, '\\|')} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
