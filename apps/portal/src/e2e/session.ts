/**
 * Signing in for the end-to-end journeys, in one place: the demo password, the login form steps,
 * and which demo users a journey may change (every journey file runs against the same server).
 */
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { adviserTexts, loginTexts, navigationTexts } from '@portal/domain';
import { DEMO_PASSKEYS, signDemoAssertion } from '../../../server/src/demo/second-factors.ts';
import { landOnHome } from './landing.ts';

/** Every seeded demo login's password (apps/server/src/demo). */
export const DEMO_PASSWORD = 'Harbour#Kite7';

/**
 * Demo users a journey changes for good (locks, resets, re-passwords, registers) belong to that journey
 * alone: the files share one server and one database, so a user changed by one file and read by another
 * made the second depend on the order the files ran in. (The income-history client, 1000010015, was the
 * lockout journey's user: after it reset the password, the income-history login failed.)
 * Generated demo clients are 1000010006–1000010031; their usernames are forename.surname.<last 3 digits>.
 */
export const E2E_USERS = {
  /** signin: locked by 5 wrong passwords, then reset to a new password. */
  lockout: '1000010030',
  /** signin: changes its password from Personal details. */
  changePassword: '1000010016',
  /** income-history: read only — the first seeded client without the transactions role who owns a drawdown account. */
  noRoleDrawdown: 'charlotte.thompson.015@example.net',
} as const;

/**
 * Fills the login form on the page (or the frame) it is on and submits it (waits for nothing more than a
 * second step). The demo's adviser and support agent owe a second factor (issue 30): their login goes on
 * with `completeSecondStep`.
 */
export async function submitLogin(page: Page | FrameLocator, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: loginTexts.username }).fill(username);
  await page.getByLabel(loginTexts.password, { exact: true }).fill(password);
  const staff = username in DEMO_PASSKEYS && 'waitForResponse' in page;
  const answered = staff
    ? page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/nui/login')
    : null;
  await page.getByRole('button', { name: loginTexts.login, exact: true }).click();
  if (answered && (await answered).status() === 200) await completeSecondStep(page as Page);
}

/**
 * Completes a login's second step with the user's demo passkey, as a platform authenticator would: the
 * server's options, an assertion signed with the demo key pair (apps/server/src/demo/second-factors.ts,
 * the same the server tests sign with), the server's check; then the login page sends the full session on
 * to its place. The relying party is the server's public address (the topology's), or `localhost` when it
 * has none (the e2e server, browsed as 127.0.0.1: Chromium's virtual authenticator, which needs a domain,
 * has its ceremonies in two-step.e2e.test.ts).
 */
export async function completeSecondStep(page: Page): Promise<void> {
  const origin = new URL(page.url()).origin;
  const post = (path: string, body: string) =>
    page.evaluate(
      async ([path, body]) => {
        const response = await fetch(path!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body! });
        return { status: response.status, json: (await response.json()) as unknown };
      },
      [path, body],
    );
  let verified = { status: 0, json: null as unknown };
  for (const claimed of new Set([origin, origin.replace('127.0.0.1', 'localhost')])) {
    const options = await post('/nui/public/passkey/options', '{}');
    const { challenge, allowCredentials } = options.json as { challenge: string; allowCredentials: Array<{ id: string }> };
    const credential = allowCredentials[0];
    if (options.status !== 200 || !credential) throw new Error(`passkey options: ${options.status}`);
    verified = await post('/nui/public/passkey', JSON.stringify({ response: signDemoAssertion(credential.id, challenge, claimed) }));
    if (verified.status === 200) break;
  }
  if (verified.status !== 200) throw new Error(`passkey second step: ${verified.status} ${JSON.stringify(verified.json)}`);
  await page.goto(`${origin}/login`);
}

/** Opens the login page and submits it (waits for nothing: the caller says where it should land). */
export async function logIn(page: Page, baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, username, password);
}

/** Logs a client in and waits until home is shown (after the news landing, if that came first). */
export async function logInToHome(page: Page, baseUrl: string, username: string): Promise<void> {
  await logIn(page, baseUrl, username);
  await landOnHome(page, baseUrl);
}

/**
 * An adviser on the selection screen chooses the London firm and demo.client (Alice Morgan, 1000010001) and waits
 * for the impersonated client's home.
 */
export async function impersonateDemoClient(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: adviserTexts.selectFirm }).fill('london');
  await page.getByRole('option', { name: adviserTexts.firmLabel('Kittiwake Wealth London', 40000012) }).click();
  await page.getByRole('combobox', { name: adviserTexts.selectClient }).fill('alice morgan');
  await page.getByRole('option', { name: adviserTexts.clientLabel('Alice', 'Morgan', 1000010001) }).click();
  await page.waitForURL('**/client/home');
}

/** Logs out through the side menu (from the client's home) and waits for the login page. */
export async function logOut(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/client/home`);
  await page.getByRole('button', { name: navigationTexts.menuButton }).click();
  await page
    .getByRole('menuitem', { name: navigationTexts.sideMenu.logOut })
    .or(page.getByRole('button', { name: navigationTexts.sideMenu.logOut }))
    .first()
    .click();
  await page.waitForURL('**/login');
}

/**
 * Chromium's virtual authenticator (the DevTools WebAuthn domain) for the page: a platform passkey that
 * verifies the user at once. WebAuthn needs a domain for its relying party: browse the server as
 * localhost. `present(false)` stops it answering by itself (it would also answer the username field's
 * passkey suggestions).
 */
export async function addVirtualAuthenticator(
  context: BrowserContext,
  page: Page,
): Promise<{ present: (enabled: boolean) => Promise<void> }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return {
    present: async (enabled) => {
      await cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled });
    },
  };
}
