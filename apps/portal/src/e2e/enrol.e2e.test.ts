/**
 * An adviser must hold a second factor before reaching any client data (issue 30). A new adviser, made
 * the way a firm makes one (`npm run admin -- user add`: a login with no usable password and a code
 * e-mailed, the password then chosen with the code), signs in, is sent to /two-step, adds a passkey in
 * Chromium's virtual authenticator, and only then reaches the client selection.
 * A server of its own: the admin command works on the embedded database while no server holds it open.
 * WebAuthn needs a domain for its relying party: the journey browses the server as localhost.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { adviserTexts, mfaTexts } from '@portal/domain';
import { launchBrowser } from './browser.ts';
import { addVirtualAuthenticator, logIn } from './session.ts';
import { startSupportServer, type SupportServer } from './support-server.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const ADVISER = 'e2e.new.adviser@firm.example';
/** The demo firm's adviser (apps/server/src/demo/cast.ts DEMO_ADVISER): the new login is theirs. */
const ADVISER_ID = '200000101';
const NEW_PASSWORD = 'Amber*Lantern9';

let server: SupportServer;
let browser: Browser;

function run(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
    timeout: 240_000,
  });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout.toString()}${result.stderr.toString()}`);
}

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-enrol-'));
  // The demo seeded, then the firm's operator adds the adviser's login.
  run(['apps/server/src/main.ts'], { PORTAL_DATA_DIR: dataDir, PORTAL_DEMO: '1', PORTAL_SEED_ONLY: '1' });
  run(['apps/server/src/cli/admin.ts', 'user', 'add', ADVISER, '--adviser', ADVISER_ID, '--as', 'e2e-enrol'], {
    PORTAL_DATA_DIR: dataDir,
    SMTP_URL: '',
  });
  server = await startSupportServer({ PORTAL_EXPOSE_OUTBOX: '1' }, { dataDir });
  browser = await launchBrowser();
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The adviser chooses a password with the e-mailed code (POST /nui/public/resetPassword, as /reset does). */
async function choosePassword(baseUrl: string): Promise<void> {
  const { messages } = (await (await fetch(`${baseUrl}/nui/public/dev/outbox`)).json()) as { messages: { to: string; body: string }[] };
  const code = messages.map((m) => /registration code is: ([A-Z0-9-]+)/.exec(m.body)?.[1]).find(Boolean);
  if (!code) throw new Error('no code in the outbox');
  const response = await fetch(`${baseUrl}/nui/public/resetPassword`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username: ADVISER, guid: code, newPassword: NEW_PASSWORD }),
  });
  expect(response.status).toBe(200);
}

describe('a new adviser', () => {
  it('adds a passkey at /two-step before anything else, then reaches the client selection', async () => {
    await choosePassword(server.baseUrl);
    const baseUrl = server.baseUrl.replace('127.0.0.1', 'localhost');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await addVirtualAuthenticator(context, page);
      await logIn(page, baseUrl, ADVISER, NEW_PASSWORD);
      await page.waitForURL('**/two-step');
      await page.getByRole('heading', { name: mfaTexts.enrolHeading }).waitFor();
      await page.getByText(mfaTexts.enrolRequired).waitFor();
      // The password alone reaches no data: the adviser's own details answer as for no session.
      await expect(page.evaluate(async () => (await fetch('/nui/nbs/whoAmI')).status)).resolves.toBe(401);

      await page.getByRole('button', { name: mfaTexts.addPasskey }).click();
      await page.getByRole('heading', { name: mfaTexts.recoveryCodesHeading }).waitFor();
      await page.getByRole('button', { name: mfaTexts.savedCodes }).click();
      await page.waitForURL('**/adviser');
      await page.getByRole('combobox', { name: adviserTexts.selectFirm }).waitFor();
      await expect(page.evaluate(async () => (await fetch('/nui/nbs/whoAmI')).status)).resolves.toBe(200);
    } finally {
      await context.close();
    }
  });
});
