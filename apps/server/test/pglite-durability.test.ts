/**
 * The embedded database survives faults: a real server process on a PGlite data directory is killed
 * (SIGKILL) in the middle of login/logout churn and alias writes, restarted on the same directory,
 * several times; then SIGTERM must close it cleanly. Afterwards amcheck finds every index agreeing with
 * its table, every acknowledged write is there, and the app still works. PGlite only.
 *
 * The soak (issue 33 item 4, `npm run soak`): SOAK_KILLS=50 rounds, and after every restart amcheck
 * and the row counts as well, not only at the end. Each kill comes at a random moment of the churn.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { href, routes } from '@portal/api';
import { openDatabase } from '../src/db/index.ts';
import { amcheckFindings } from './pglite-amcheck.ts';
import { PASSWORD } from './helpers.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

const PGLITE = inject('testDatabase').kind === 'pglite';
const USERS = ['demo.client@example.com', 'big.client@example.com', 'solo.client@example.com'];
const KILLS = Number(process.env.SOAK_KILLS ?? 3);
/** The soak checks every round; the short form in CI only at the end (amcheck takes a few seconds). */
const CHECK_EVERY_ROUND = process.env.SOAK_KILLS !== undefined;
// Never ending in a space: the server trims an alias (at n = 26 the stored 'Kill 26' matched neither 'Kill 26 ').
const alias = (n: number) => `Kill ${n} ${'y'.repeat(1 + (n % 13))}`;

describe.runIf(PGLITE)('PGlite data directory under SIGKILL and SIGTERM', () => {
  let work: string;
  let dataDir: string;
  /** account number → the owner who writes its alias */
  let writers: [string, string][];
  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'portal-durability-'));
    dataDir = join(work, 'data');
    const info = inject('testDatabase');
    if (info.kind !== 'pglite') throw new Error('PGlite only');
    // The seeded template written to files, as a first start would leave it (without seeding again).
    const handle = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: info.dumpFile });
    const owned = await handle.db
      .selectFrom('account_owners')
      .innerJoin('accounts', 'accounts.account_id', 'account_owners.account_id')
      .innerJoin('users', 'users.client_id', 'account_owners.client_id')
      .select(['accounts.account_number', 'users.username'])
      .where('users.username', 'in', USERS)
      .execute();
    await handle.close();
    // One writer per user: a kill in the middle of a login leaves that login's throttle reservation counted
    // (review M2: counted before the password is checked, cleared by the success the kill prevented). Two
    // writers of one user left two a kill, and after three kills the fifth failure locked the user (423, CI).
    // One each leaves at most three, under the lockout threshold of five.
    writers = [...new Map(owned.map((o) => [o.username, o.account_number])).entries()].map(([username, account]) => [account, username]);
    expect(writers.length).toBeGreaterThan(2);
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const login = async (base: string, username: string): Promise<string | null> => {
    const response = await fetch(`${base}${routes.login.path}`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password: PASSWORD }),
    }).catch(() => null);
    if (!response) return null;
    if (response.status !== 200) throw new Error(`login answered ${response.status}`);
    return response.headers.getSetCookie()[0]!.split(';')[0]!;
  };

  /** One writer: log in, write the next numbered alias, log out, until stopped (or the server goes). */
  function churn(server: ServerProcess, accountNumber: string, username: string, acked: Map<string, number>) {
    const tried = { n: acked.get(accountNumber) ?? 0 };
    // A refusal once the test has signalled is the server going (Fastify answers 503 while closing).
    const failed = (status: number, what: string) => {
      if (server.killed()) return true;
      throw new Error(`${what} answered ${status}`);
    };
    const run = async () => {
      for (let n = tried.n + 1; !server.killed(); n++) {
        const cookie = await login(server.base, username);
        if (!cookie) return;
        tried.n = n;
        const write = await fetch(`${server.base}${href(routes.accountAlias, { accountNumber })}`, {
          method: 'PATCH',
          headers: { origin: server.base, cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ alias: alias(n) }),
        }).catch(() => null);
        if (!write || (write.status !== 200 && failed(write.status, 'write'))) return;
        acked.set(accountNumber, n);
        const out = await fetch(`${server.base}${routes.logout.path}`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } }).catch(
          () => null,
        );
        if (!out || (out.status !== 200 && failed(out.status, 'logout'))) return;
      }
    };
    // Settled with the writer's error (if any), asserted after the kill.
    return {
      done: run().then(
        () => null,
        (error: Error) => error,
      ),
      tried,
    };
  }

  /** Rows no churn adds or removes: the same after every restart as before the first. */
  const STABLE = ['users', 'accounts', 'account_owners'] as const;
  let stableCounts: Record<string, number> = {};
  async function counts(): Promise<Record<string, number>> {
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const entries = await Promise.all(
        STABLE.map(async (table) => {
          const row = await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow();
          return [table, Number(row.n)] as const;
        }),
      );
      return Object.fromEntries(entries);
    } finally {
      await handle.close();
    }
  }

  async function expectAliases(acked: Map<string, number>, runs: { tried: { n: number } }[]) {
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await handle.db.selectFrom('accounts').select(['account_number', 'alias']).execute();
      const stored = new Map(rows.map((r) => [r.account_number, r.alias]));
      writers.forEach(([account], i) => {
        const allowed = [acked.get(account) ?? 0, runs[i]!.tried.n].filter((n) => n > 0).map(alias);
        expect(allowed, `account ${account}`).toContain(stored.get(account));
      });
    } finally {
      await handle.close();
    }
  }

  it(
    'keeps every acknowledged write and every index consistent across repeated kill -9, then closes cleanly on SIGTERM',
    async () => {
      const acked = new Map<string, number>();
      stableCounts = await counts();
      for (let round = 0; round <= KILLS; round++) {
        const signal = round < KILLS ? 'SIGKILL' : 'SIGTERM';
        // Each start after a kill is also the app working on the directory the kill left.
        const server = await startServerProcess(dataDir);
        const before = new Map(acked);
        const runs = writers.map(([account, user]) => churn(server, account, user, acked));
        const failures: Error[] = [];
        for (const r of runs) void r.done.then((error) => error && failures.push(error));
        try {
          // Signal once every writer has had writes acknowledged this round (sessions inserted and deleted),
          // or at once when a writer has failed (its error is the finding). A busy 2-core CI machine runs a
          // login in tens of milliseconds to seconds: the bound is generous, the usual wait about a second.
          await expect
            .poll(() => failures.length > 0 || writers.every(([account]) => (acked.get(account) ?? 0) > (before.get(account) ?? 0) + 1), {
              timeout: 60_000,
              interval: 100,
            })
            .toBe(true);
          expect(failures.map(String)).toEqual([]);
          // A random moment of the churn: in a login, a write, a logout, or between them.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
        } catch (error) {
          // Never leave a server holding the directory for the next test.
          await server.kill('SIGKILL');
          throw new Error(`${String(error)}\nserver output:\n${server.output().slice(-4000)}`, { cause: error });
        }
        // SIGTERM: the server closes PGlite (a checkpoint), says so, and exits 0.
        const signalled = Date.now();
        expect(await server.kill(signal)).toBe(signal === 'SIGKILL' ? 'SIGKILL' : 0);
        // Within a service manager's stop timeout (Docker's is 10 s, then SIGKILL): idle keep-alive
        // connections once held the close open for 70 s.
        if (signal === 'SIGTERM') expect(Date.now() - signalled).toBeLessThan(10_000);
        expect(await Promise.all(runs.map((r) => r.done))).toEqual(writers.map(() => null));
        if (signal === 'SIGTERM') expect(server.output()).toContain('closed cleanly');
        // Reopened on the same directory: the last acknowledged alias, or the one in flight at the signal.
        await expectAliases(acked, runs);
        if (CHECK_EVERY_ROUND) {
          expect(await amcheckFindings(dataDir), `amcheck after round ${round + 1} of ${KILLS + 1}`).toEqual([]);
          expect(await counts(), `row counts after round ${round + 1}`).toEqual(stableCounts);
        }
      }
      expect(await amcheckFindings(dataDir)).toEqual([]);
      expect(await counts()).toEqual(stableCounts);
    },
    120_000 + KILLS * 60_000,
  );

  it('refuses a second server on a directory a live one holds, with a clear message, and leaves the first unharmed', async () => {
    const first = await startServerProcess(dataDir);
    try {
      const second = await startServerProcess(dataDir, { ready: false });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`refusing to start: PGlite data directory ${dataDir} is in use by process ${first.pid}`);
      // Two processes on one directory overwrite each other's pages; this one never opened it.
      expect(await login(first.base, USERS[0]!)).toMatch(/=/);
    } finally {
      expect(await first.kill('SIGTERM')).toBe(0);
    }
    expect(await amcheckFindings(dataDir)).toEqual([]);
  });
});
