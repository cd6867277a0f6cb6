/** Test helpers: a private copy of the seeded database per file, the app over it, and login shortcuts. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { defaultConfig } from '../src/config.ts';
import type { AppConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/index.ts';
import type { DatabaseHandle } from '../src/db/index.ts';
import { DEMO_PASSKEY_PUBLIC_KEY_COSE, signDemoAssertion } from '../src/demo/second-factors.ts';
import '../src/access/second-factor-tables.ts';
import { PASSWORD } from './constants.ts';

export { PASSWORD };

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: info.dumpFile });
  }
  const name = `${info.prefix}_f${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: info.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${info.template}`);
  const url = new URL(info.adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', connectionString: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      // pool.end() can resolve while its connections are still saying goodbye: wait for them, then insist.
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`DROP DATABASE IF EXISTS ${name}${attempt >= 20 ? ' WITH (FORCE)' : ''}`);
          break;
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      await admin.end();
    },
  };
}

export interface TestApp {
  /** The app; its `inject` calls as a same-origin browser does (Sec-Fetch-Site: same-origin unless given). */
  app: FastifyInstance;
  /** The app's own inject, adding nothing (for tests of what a bare or cross-site request gets). */
  rawInject: FastifyInstance['inject'];
  handle: DatabaseHandle;
  /** Moves the app's clock (sessions, rate limits). */
  clock: { now: Date; advance(seconds: number): void };
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<AppConfig> = {}, handle?: DatabaseHandle): Promise<TestApp> {
  const db = handle ?? (await openTestDatabase());
  const clock = {
    now: new Date(),
    advance(seconds: number) {
      this.now = new Date(this.now.getTime() + seconds * 1000);
    },
  };
  const config = defaultConfig({
    login: { rateLimitMax: 1000, rateLimitWindowSeconds: 300, lockoutThreshold: 5 },
    now: () => clock.now,
    ...overrides,
  });
  const app = await buildApp({ db: db.db, config, listen: db.listen, dbStats: db.stats });
  await app.ready();
  const rawInject = sameOriginByDefault(app);
  return {
    app,
    rawInject,
    handle: db,
    clock,
    async close() {
      await app.close();
      if (!handle) await db.close();
    },
  };
}

/**
 * Mutating calls must prove they are same-origin (plugins/origin.ts). A browser's fetch says so with
 * Sec-Fetch-Site; tests call like that browser unless they give the header (or Origin) themselves.
 */
export function sameOriginByDefault(app: FastifyInstance): FastifyInstance['inject'] {
  const raw = app.inject.bind(app) as FastifyInstance['inject'];
  const wrapped = (options?: InjectOptions | string, callback?: unknown) => {
    if (options === undefined || typeof options === 'string' || callback !== undefined)
      return (raw as (...a: unknown[]) => unknown)(options, callback);
    const headers = { ...(options.headers ?? {}) } as Record<string, string>;
    const named = Object.keys(headers).map((k) => k.toLowerCase());
    if (!named.includes('sec-fetch-site')) headers['sec-fetch-site'] = 'same-origin';
    return raw({ ...options, headers });
  };
  app.inject = wrapped as FastifyInstance['inject'];
  return raw;
}

/** The `name=value` of the session cookie a response set (undefined if none). */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((c) => c.name === 'portal_sid');
  return cookie && cookie.value ? `portal_sid=${cookie.value}` : undefined;
}

/**
 * Logs in with the password. An adviser's or support agent's login (which owes a second factor) also
 * completes the second step with its passkey holding the demo key pair (seeded for the demo's staff,
 * `givePasskey` for others): a real assertion, signed here and verified by the server as any other.
 * The answer is then the second step's (a full session). `secondStep: false` keeps the password's own.
 */
export async function login(
  app: FastifyInstance,
  username: string,
  password = PASSWORD,
  headers: Record<string, string> = {},
  { secondStep = true }: { secondStep?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/nui/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ username, password }).toString(),
  });
  if (!secondStep || response.statusCode !== 200) return response;
  const mfa = (response.json() as { mfa?: { status: string; methods: string[]; required: boolean } }).mfa;
  if (!mfa?.required || mfa.status !== 'verify' || !mfa.methods.includes('passkey')) return response;
  return passkeyStep(app, sessionCookie(response)!, headers);
}

/** Completes a session's second step (or a re-authentication's options) with the user's demo-key passkey. */
export async function passkeyStep(
  app: FastifyInstance,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const options = await app.inject({ method: 'POST', url: '/nui/public/passkey/options', headers: { ...headers, cookie } });
  const { challenge, allowCredentials } = options.json() as { challenge: string; allowCredentials: Array<{ id: string }> };
  const credential = allowCredentials[0];
  if (options.statusCode !== 200 || !credential) throw new Error(`passkey options: ${options.statusCode} ${options.body}`);
  return app.inject({
    method: 'POST',
    url: '/nui/public/passkey',
    headers: { ...headers, cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ response: signDemoAssertion(credential.id, challenge, 'http://localhost') }),
  });
}

/** Gives a user (an adviser or agent a test made) a passkey holding the demo key pair, as the demo's staff have. */
export async function givePasskey(db: DatabaseHandle['db'], userId: number): Promise<void> {
  await db
    .insertInto('mfa_passkeys')
    .values({
      credential_id: Buffer.from(`test-passkey-${userId}`).toString('base64url'),
      user_id: userId,
      public_key: Buffer.from(DEMO_PASSKEY_PUBLIC_KEY_COSE, 'base64url'),
      counter: 0,
      transports: ['internal'],
      name: 'Test passkey',
      created_at: new Date(),
      last_used_at: null,
    })
    .execute();
}

export async function loginCookie(app: FastifyInstance, username: string): Promise<string> {
  const response = await login(app, username);
  const cookie = sessionCookie(response);
  if (response.statusCode !== 200 || !cookie) throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
  return cookie;
}
