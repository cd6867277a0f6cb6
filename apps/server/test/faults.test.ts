/**
 * Faults survived (issue 14 item 10), on the throwaway PostgreSQL of scripts/with-postgres.sh (these
 * tests stop and start that cluster, and kill a server process): a database restart answers 503 with
 * a code and recovers without restarting the server; `kill -9` in a burst of writes loses no
 * acknowledged write and leaves no half-written one. Skipped without PostgreSQL (PORTAL_PG_DATA).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { errorBody, href, routes } from '@portal/api';
import { openDatabase } from '../src/db/index.ts';
import { OPS_PATHS } from '../src/plugins/ops.ts';
import type { DatabaseHandle } from '../src/db/index.ts';
import { PASSWORD, createTestApp, loginCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const PG = process.env.PORTAL_PG_DATA ? process.env : null;
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** Runs pg_ctl on the with-postgres.sh cluster (as the postgres user when root: it refuses root). */
function pgCtl(...args: string[]): void {
  const command = [`${PG!.PORTAL_PG_BIN}/pg_ctl`, '-D', PG!.PORTAL_PG_DATA!, ...args];
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? 'runuser' : command[0]!, asRoot ? ['-u', 'postgres', '--', ...command] : command.slice(1), { stdio: 'ignore' });
}
const stopDatabase = () => pgCtl('-m', 'fast', '-w', 'stop');
const startDatabase = () => pgCtl('-l', PG!.PORTAL_PG_LOG!, '-o', PG!.PORTAL_PG_OPTS!, '-w', 'start');

/** A database of its own, copied from the seeded template (so a fresh connection is used to drop it). */
async function ownDatabase(): Promise<{ url: string; handle: DatabaseHandle; drop(): Promise<void> }> {
  const info = inject('testDatabase');
  if (info.kind !== 'postgres') throw new Error('PostgreSQL only');
  const name = `${info.prefix}_faults_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: info.adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name} TEMPLATE ${info.template}`);
  const url = new URL(info.adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', connectionString: url.toString() });
  return { url: url.toString(), handle, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

describe.runIf(PG)('a PostgreSQL restart', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  let t: TestApp;
  beforeAll(async () => {
    db = await ownDatabase();
    t = await createTestApp({}, db.handle);
  });
  afterAll(async () => {
    await t?.close();
    await db?.handle.close();
    await db?.drop();
  });

  it('/ready answers 503 within 2 s of the database stopping, and 200 again once it is back (issue 29 item 3)', async () => {
    const ready = async () => (await t.app.inject({ method: 'GET', url: OPS_PATHS.ready })).statusCode;
    expect(await ready()).toBe(200);
    stopDatabase();
    const stopped = performance.now();
    try {
      await expect.poll(ready, { timeout: 2_000, interval: 50 }).toBe(503);
      expect(performance.now() - stopped).toBeLessThan(2_000);
    } finally {
      startDatabase();
    }
    await expect.poll(ready, { timeout: 15_000, interval: 100 }).toBe(200);
  });

  it('is answered 503 with a code while the database is down, and the same server recovers once it is back', async () => {
    const cookie = await loginCookie(t.app, 'demo.client@example.com');
    const info = () => t.app.inject({ method: 'GET', url: routes.sessionInfo.path, headers: { cookie } });
    expect((await info()).statusCode).toBe(200);
    stopDatabase();
    try {
      for (const response of [await info(), await info()]) {
        expect(response.statusCode).toBe(503);
        expect(errorBody.parse(response.json()).code).toBe('ServiceUnavailable');
        expect(response.headers['retry-after']).toBe('5');
      }
      const login = await t.app.inject({
        method: 'POST',
        url: routes.login.path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: 'solo.client@example.com', password: PASSWORD }).toString(),
      });
      expect(login.statusCode).toBe(503);
    } finally {
      startDatabase();
    }
    // No restart of the app: the pool opens new connections, the session is still there.
    await expect.poll(async () => (await info()).statusCode, { timeout: 15_000, interval: 250 }).toBe(200);
    expect((await loginCookie(t.app, 'solo.client@example.com')).length).toBeGreaterThan(0);
    // And the LISTEN connection came back: the caches resume (the client resource is cached again).
    const url = href(routes.client, { clientId: '1000010001' });
    await expect
      .poll(
        async () => {
          await t.app.inject({ method: 'GET', url, headers: { cookie } });
          return t.app.caches.clientResources.size;
        },
        { timeout: 15_000, interval: 300 },
      )
      .toBeGreaterThan(0);
  });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

describe.runIf(PG)('kill -9 during a burst of writes', () => {
  let db: Awaited<ReturnType<typeof ownDatabase>>;
  beforeAll(async () => {
    db = await ownDatabase();
  });
  afterAll(async () => {
    await db?.handle.close();
    await db?.drop();
  });

  it('keeps every acknowledged write and no torn one', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        PORTAL_DEMO: '1',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => server.once('exit', (code, signal) => resolve(signal ?? code)));
    try {
      await expect
        .poll(async () => (await fetch(`${base}/nui/public/sessionInfo`).catch(() => null))?.status, { timeout: 30_000, interval: 200 })
        .toBe(401);
      const headers = { origin: base };
      const loginOver = async (username: string) => {
        const response = await fetch(`${base}${routes.login.path}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ username, password: PASSWORD }),
        });
        expect(response.status).toBe(200);
        return response.headers.getSetCookie()[0]!.split(';')[0]!;
      };
      // Every account of three clients: one writer per account, writing numbered aliases in turn.
      const owned = await db.handle.db
        .selectFrom('account_owners')
        .innerJoin('accounts', 'accounts.account_id', 'account_owners.account_id')
        .innerJoin('users', 'users.client_id', 'account_owners.client_id')
        .select(['accounts.account_number', 'users.username'])
        .where('users.username', 'in', ['demo.client@example.com', 'big.client@example.com', 'solo.client@example.com'])
        .execute();
      const cookies = new Map<string, string>();
      for (const username of new Set(owned.map((o) => o.username))) cookies.set(username, await loginOver(username));
      const writers = [...new Map(owned.map((o) => [o.account_number, o.username])).entries()];
      expect(writers.length).toBeGreaterThan(3);

      let killed = false;
      const acknowledged = new Map<string, number>();
      const attempted = new Map<string, number>();
      const alias = (n: number) => `Burst ${n} ${'x'.repeat(n % 20)}`;
      const write = async (accountNumber: string, cookie: string) => {
        for (let n = 1; !killed; n++) {
          attempted.set(accountNumber, n);
          const response = await fetch(`${base}${href(routes.accountAlias, { accountNumber })}`, {
            method: 'PATCH',
            headers: { ...headers, cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ alias: alias(n) }),
          }).catch(() => null);
          if (!response) return;
          if (response.status !== 200) throw new Error(`write answered ${response.status}`);
          acknowledged.set(accountNumber, n);
        }
      };
      const burst = Promise.all(writers.map(([accountNumber, username]) => write(accountNumber, cookies.get(username)!)));
      await expect.poll(() => [...acknowledged.values()].reduce((a, b) => a + b, 0), { timeout: 20_000 }).toBeGreaterThan(100);
      killed = true;
      server.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      await burst;

      const stored = new Map(
        (await db.handle.db.selectFrom('accounts').select(['account_number', 'alias']).execute()).map((r) => [r.account_number, r.alias]),
      );
      for (const [accountNumber] of writers) {
        const acked = acknowledged.get(accountNumber) ?? 0;
        const tried = attempted.get(accountNumber) ?? 0;
        const value = stored.get(accountNumber);
        // The last acknowledged write, or the one in flight at the kill — never an older one, never a torn one.
        const allowed = [acked, tried].filter((n) => n > 0).map(alias);
        expect(allowed, `account ${accountNumber}`).toContain(value);
      }
    } finally {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      await exited;
    }
  });
});
