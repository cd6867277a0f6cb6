/**
 * A firm's first day (issue 28, "Done when"), on a fresh PostgreSQL database (the PostgreSQL pass,
 * `npm run test:pg`): a production start creates no user (a demo login answers 401); `npm run import
 * -- examples/firm`, then `npm run admin -- invite <client>`; the invitation's code, read from the
 * outbox, completes the registration screen in Chromium, and the client's home shows the accounts and
 * values the example's files imply. One server, one browser.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest';
import { routes } from '@portal/api';
import { formatMoney, homeTexts, loginTexts, mfaTexts, registerTexts, resetTexts } from '@portal/domain';
import { chromiumLaunchOptions } from '../../../scripts/lib.mjs';
import { REPO_ROOT } from '../src/config.ts';

const info = inject('testDatabase');
const EXAMPLE = join(REPO_ROOT, 'examples/firm');
const CLIENT = 1002000001;
/** E2E_PORTAL_DIST: a portal built elsewhere (as the e2e set-up). */
const DIST = process.env.E2E_PORTAL_DIST ?? join(REPO_ROOT, 'apps/portal/dist');
const PASSWORD = 'Quartz!Meadow58';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const rows = (file: string) =>
  readFileSync(join(EXAMPLE, file), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','));

/** The client's accounts and their values as holdings.csv implies them (units × price, to the penny). */
function expectedAccounts(): { accountNumber: string; value: number }[] {
  const owned = new Set(
    rows('account_owners.csv')
      .filter((r) => Number(r[1]) === CLIENT)
      .map((r) => Number(r[0])),
  );
  const pence = new Map<number, number>();
  for (const [account, , units, price] of rows('holdings.csv'))
    if (owned.has(Number(account)))
      pence.set(Number(account), (pence.get(Number(account)) ?? 0) + Math.round(Number(units) * Number(price) * 100));
  return rows('accounts.csv')
    .filter((r) => owned.has(Number(r[0])))
    .map((r) => ({ accountNumber: r[1] as string, value: (pence.get(Number(r[0])) ?? 0) / 100 }));
}

describe.runIf(info.kind === 'postgres')('a firm on a fresh PostgreSQL: import, invite, register, home', () => {
  const database = `portal_firm_${process.pid}_${Date.now().toString(36)}`;
  let url = '';
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  let baseUrl = '';
  let output = '';
  const codeSecret = randomBytes(32).toString('hex');

  beforeAll(async () => {
    if (info.kind !== 'postgres') return;
    if (!existsSync(join(DIST, 'index.html'))) throw new Error('Build the portal first: npm run build -w @portal/portal');
    const admin = new pg.Client({ connectionString: info.adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const u = new URL(info.adminUrl);
    u.pathname = `/${database}`;
    url = u.toString();
    const port = await freePort();
    baseUrl = `http://localhost:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        PORTAL_DIST_DIR: DIST,
        PORTAL_DEMO_MAIL: '1',
        PORTAL_CODE_SECRET: codeSecret,
        PORTAL_PUBLIC_URL: baseUrl,
        // No print browser to warm at start (its onReady launch can outlast Fastify's 10 s on a busy
        // machine); this journey prints nothing.
        PRINT_SERVICE_URL: 'http://127.0.0.1:9',
        PRINT_SERVICE_TOKEN: randomBytes(24).toString('hex'),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    // Ready when the API answers (an anonymous session check is 401); a start that dies fails here.
    const deadline = Date.now() + 120_000;
    for (;;) {
      const status = (await fetch(`${baseUrl}/nui/public/sessionInfo`).catch(() => null))?.status;
      if (status === 401) break;
      if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    browser = await chromium.launch(chromiumLaunchOptions());
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    server?.kill('SIGTERM');
    if (server && server.exitCode === null) await new Promise((resolve) => server?.once('exit', resolve));
    if (info.kind === 'postgres') {
      const admin = new pg.Client({ connectionString: info.adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('starts with no user, imports, invites, registers in the browser and shows the home', async () => {
    // A production start on an empty database: no user, a log line saying how to import.
    expect(output).toContain('the database is empty');
    const login = await fetch(`${baseUrl}${routes.login.path}`, {
      method: 'POST',
      headers: { origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo.client', password: 'Harbour#Kite7' }),
      redirect: 'manual',
    });
    expect(login.status).toBe(401);

    const env = {
      ...process.env,
      DATABASE_URL: url,
      INIT_CWD: REPO_ROOT,
      PORTAL_DEMO_MAIL: '1',
      PORTAL_PUBLIC_URL: baseUrl,
      PORTAL_CODE_SECRET: codeSecret,
    };
    const imported = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/import.ts', 'examples/firm'], {
      cwd: REPO_ROOT,
      env,
      timeout: 180_000,
    });
    expect(imported.status, imported.stderr.toString()).toBe(0);
    expect(imported.stdout.toString()).toContain(`transaction_events.csv: ${rows('transaction_events.csv').length} rows`);
    const invited = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'invite', String(CLIENT), '--as', 'firm-journey-test'],
      {
        cwd: REPO_ROOT,
        env,
        timeout: 120_000,
      },
    );
    expect(invited.status, invited.stderr.toString()).toBe(0);

    // The invitation, as the client receives it (the outbox: no SMTP here).
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    const mail = await db.query<{ to_address: string; body: string }>(
      'SELECT to_address, body FROM outbox ORDER BY message_id DESC LIMIT 1',
    );
    const audit = await db.query<{ ran_by: string; action: string }>('SELECT ran_by, action FROM admin_audit');
    await db.end();
    expect(audit.rows).toEqual([{ ran_by: 'firm-journey-test', action: 'invite' }]);
    const body = mail.rows[0]?.body ?? '';
    const link = /Register here: (\S+)/.exec(body)?.[1];
    expect(link).toMatch(new RegExp(`^${baseUrl}/register\\?pin=`));

    const page = await (await browser!.newContext()).newPage();
    // What the page said, for a failure's message: a step that times out says only that it waited.
    const pageLog: string[] = [];
    page.on('console', (m) => pageLog.push(`console.${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => pageLog.push(`pageerror: ${e.message}`));
    page.on('requestfailed', (r) => pageLog.push(`requestfailed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
    page.on('crash', () => pageLog.push('the page crashed'));
    onTestFailed(() => {
      console.error(
        `firm journey, the page's log:\n${pageLog.join('\n')}\nthe server's output (last 4,000 characters):\n${output.slice(-4000)}`,
      );
    });
    await page.goto(link!);
    await page.getByRole('textbox', { name: loginTexts.username }).fill(String(CLIENT));
    await page.getByLabel(resetTexts.newPassword, { exact: true }).fill(PASSWORD);
    await page.getByLabel(resetTexts.confirmPassword, { exact: true }).fill(PASSWORD);
    await page.getByText(registerTexts.acceptTerms).click();
    await page.getByRole('button', { name: registerTexts.submit }).click();
    await page.waitForURL('**/login');
    // The login page has taken over (its message, the username filled in) before the password is typed.
    await page.getByText(loginTexts.registered(String(CLIENT))).waitFor();
    await page.getByLabel(loginTexts.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: loginTexts.login, exact: true }).click();
    // A new client is offered two-step login first (issue 30): Not now; then the first login welcomes, and the home follows.
    await page.getByRole('button', { name: mfaTexts.offerDecline }).click();
    await page.getByRole('link', { name: homeTexts.continueToHome }).click();
    await page.waitForURL('**/client/home');
    const expected = expectedAccounts();
    expect(expected.length).toBeGreaterThan(1);
    for (const account of expected) {
      await page.getByText(account.accountNumber).first().waitFor();
      await page.getByText(formatMoney(account.value)).first().waitFor();
    }
    // And the demo's people are nowhere: their login still answers 401.
    const again = await fetch(`${baseUrl}${routes.login.path}`, {
      method: 'POST',
      headers: { origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'demo.client', password: 'Harbour#Kite7' }),
      redirect: 'manual',
    });
    expect(again.status).toBe(401);
  }, 300_000);
});
