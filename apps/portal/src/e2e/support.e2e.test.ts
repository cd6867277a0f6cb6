/**
 * Live support end to end, in three Chromium contexts: a visitor on the login page checks their e-mail
 * (the code read from the test-only outbox) and waits, shown their place in the queue as a signed-in
 * client (chat panel from the side menu) goes ahead of them; the support agent (/support console) and
 * the client exchange messages both ways; the transcript downloads; after the server restarts the
 * client's panel reconnects and shows every message; the agent then reaches the visitor; the panel and
 * the console are axe clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CHAT, navigationTexts, SUPPORT_CONSOLE } from '@portal/domain';
import { paths } from '../shared/paths.ts';
import { axeViolations, describeViolations, launchBrowser } from './browser.ts';
import { landOnHome } from './landing.ts';
import { startSupportServer, type SupportServer } from './support-server.ts';
import { submitLogin } from './session.ts';

/** Inside support hours for the portal's own check (the server is told to stay open). */
const OPEN_TIME = new Date('2026-11-24T10:00:00Z');

let server: SupportServer;
let browser: Browser;
let clientContext: BrowserContext;
let agentContext: BrowserContext;
let visitorContext: BrowserContext;
let client: Page;
let agent: Page;
let visitor: Page;

beforeAll(async () => {
  server = await startSupportServer({ PORTAL_EXPOSE_OUTBOX: '1' });
  browser = await launchBrowser();
  clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  agentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  client = await clientContext.newPage();
  agent = await agentContext.newPage();
  visitor = await visitorContext.newPage();
  await client.clock.setFixedTime(OPEN_TIME);
  await visitor.clock.setFixedTime(OPEN_TIME);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const panel = () => client.getByRole('dialog', { name: CHAT.title });
const visitorPanel = () => visitor.getByRole('dialog', { name: CHAT.title });
const VISITOR_EMAIL = 'ann.visitor@example.org';

/** The newest live support code e-mailed to `to` (the outbox is exposed to tests only). */
async function codeMailedTo(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const response = await fetch(`${server.baseUrl}/nui/public/dev/outbox`);
    const { messages } = (await response.json()) as { messages: { to: string; body: string }[] };
    const code = /live support code is: (\d{6})/.exec(messages.find((m) => m.to === to)?.body ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no live support code for ${to} in the outbox`);
}
const clientLog = () => panel().getByRole('log', { name: CHAT.log });
const agentLog = () => agent.getByRole('log', { name: CHAT.log });

async function logIn(page: Page, username: string) {
  await page.goto(`${server.baseUrl}${paths.login.href()}`);
  await submitLogin(page, username);
}

async function expectAxeClean(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

describe('live support', () => {
  it('a visitor on the login page checks their e-mail with the code sent to it, then waits, next in the queue', async () => {
    await visitor.goto(`${server.baseUrl}${paths.login.href()}`);
    await visitor.getByRole('button', { name: CHAT.launcher }).click();
    await visitorPanel().getByRole('textbox', { name: CHAT.nameLabel }).fill('Ann Visitor');
    await visitorPanel().getByRole('textbox', { name: CHAT.emailLabel }).fill(VISITOR_EMAIL);
    await visitorPanel().getByRole('button', { name: CHAT.start }).click();
    // Nothing is queued yet: the code goes to the address first.
    await visitorPanel().getByText(CHAT.codeIntro(VISITOR_EMAIL)).waitFor();
    await expectAxeClean(visitor);
    const code = await codeMailedTo(VISITOR_EMAIL);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await visitorPanel().getByRole('textbox', { name: CHAT.codeLabel }).fill(wrong);
    await visitorPanel().getByRole('button', { name: CHAT.codeSubmit }).click();
    await visitorPanel().getByRole('alert').filter({ hasText: CHAT.codeWrong }).waitFor();
    await visitorPanel().getByRole('textbox', { name: CHAT.codeLabel }).fill(code);
    await visitorPanel().getByRole('button', { name: CHAT.codeSubmit }).click();
    await visitorPanel().getByText(CHAT.waiting).waitFor();
    await visitorPanel()
      .getByRole('status')
      .filter({ hasText: CHAT.queuePosition(1) })
      .waitFor();
    await expectAxeClean(visitor);
  });

  it('the client opens the chat from the side menu and waits for an agent', async () => {
    await logIn(client, 'demo.client@example.com');
    await landOnHome(client, server.baseUrl);
    await client.getByRole('button', { name: navigationTexts.menuButton }).click();
    await client
      .getByRole('menuitem', { name: navigationTexts.sideMenu.liveSupport })
      .or(client.getByRole('button', { name: navigationTexts.sideMenu.liveSupport }))
      .first()
      .click();
    await panel().getByText(CHAT.waiting).waitFor();
    // A signed-in client goes ahead of visitors: the visitor's place changes as it happens.
    await panel().getByText(CHAT.queuePosition(1)).waitFor();
    await visitorPanel().getByText(CHAT.queuePosition(2)).waitFor();
    await expectAxeClean(client);
  });

  it('the agent claims it in the console and they exchange messages both ways', async () => {
    // The login page sends a support user to the console.
    await logIn(agent, 'support.agent@example.com');
    await agent.waitForURL(`${server.baseUrl}${paths.support.href()}`);
    await agent.getByRole('heading', { name: SUPPORT_CONSOLE.title }).waitFor();
    await agent
      .getByRole('button', { name: new RegExp(`^${SUPPORT_CONSOLE.claim}: `) })
      .first()
      .click();
    await panel().getByText(CHAT.agentJoined('Support Agent')).waitFor();
    // The client's conversation left the queue: the visitor is next again.
    await visitorPanel().getByText(CHAT.queuePosition(1)).waitFor();

    await panel().getByRole('textbox', { name: CHAT.messageLabel }).fill('Where is my ISA statement?');
    await panel().getByRole('button', { name: CHAT.send }).click();
    await agentLog().getByText('Where is my ISA statement?').waitFor();

    await agent.getByRole('textbox', { name: SUPPORT_CONSOLE.reply }).fill('Under Documents, <b>Valuation</b>.');
    await agent.getByRole('textbox', { name: SUPPORT_CONSOLE.reply }).press('Enter');
    // Text, never markup.
    await clientLog().getByText('Under Documents, <b>Valuation</b>.').waitFor();
    await expectAxeClean(agent);
    await expectAxeClean(client);
  });

  it('after the server restarts, the panel reconnects and no message is lost', async () => {
    await server.halt();
    // The panel noticed: it is reconnecting with backoff.
    await panel().getByText(CHAT.reconnecting).waitFor();
    await server.start();
    // Sent while the client's socket is down: it must appear once the panel has reconnected.
    await agent.getByRole('textbox', { name: SUPPORT_CONSOLE.reply }).fill('Sent after the restart');
    await agent.getByRole('textbox', { name: SUPPORT_CONSOLE.reply }).press('Enter');
    await agentLog().getByText('Sent after the restart').waitFor({ timeout: 20_000 });
    await clientLog().getByText('Sent after the restart').waitFor({ timeout: 30_000 });
    const texts = await clientLog().getByRole('listitem').allTextContents();
    expect(texts.filter((t) => t.includes('Where is my ISA statement?'))).toHaveLength(1);
    expect(texts.filter((t) => t.includes('Sent after the restart'))).toHaveLength(1);
  });

  it('the client ends the chat and downloads the transcript', async () => {
    await panel().getByRole('button', { name: CHAT.end }).click();
    await panel().getByText(CHAT.ended).waitFor();
    const [download] = await Promise.all([client.waitForEvent('download'), panel().getByRole('link', { name: CHAT.transcript }).click()]);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(path, 'utf8');
    expect(text).toContain('Where is my ISA statement?');
    expect(text).toContain('Under Documents, <b>Valuation</b>.');
    expect(text).toContain('Sent after the restart');
    await expectAxeClean(client);
    // Closing the panel returns focus to the menu button that opened it.
    await client.keyboard.press('Escape');
    await panel().waitFor({ state: 'detached' });
  });

  it('the agent then reaches the visitor, who waited with their place shown', async () => {
    await agent
      .getByRole('button', { name: new RegExp(`^${SUPPORT_CONSOLE.claim}: `) })
      .first()
      .click();
    await visitorPanel().getByText(CHAT.agentJoined('Support Agent')).waitFor({ timeout: 30_000 });
    expect(await visitorPanel().getByText(CHAT.queuePosition(1)).count()).toBe(0);
    await visitorPanel().getByRole('textbox', { name: CHAT.messageLabel }).fill('Can I open an ISA online?');
    await visitorPanel().getByRole('button', { name: CHAT.send }).click();
    await agentLog().getByText('Can I open an ISA online?').waitFor();
    await expectAxeClean(visitor);
  });
});
