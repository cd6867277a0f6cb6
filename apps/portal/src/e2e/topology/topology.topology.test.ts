/**
 * The production topology end to end (issue 29): everything goes through the proxy's https address —
 * nginx, TLS from this run's CA (trusted by Chromium for real), HTTP/2 — in front of two API instances
 * that nginx alternates between, on one PostgreSQL, with the print service as its own process. Which
 * instance served each step is read from nginx's access log, so "whichever instance" is checked, not
 * assumed: PDFs whose steps land on both instances, a chat whose client and agent sockets sit on
 * different instances, a logout both instances see, and a tab reloading once after a deploy.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import type { ClientResource } from '@portal/api';
import { THEME_FILE_NAME, highlightContrast, previewTexts } from '@portal/ui/theme-preview-texts';
import { accountSummaryTexts, CHAT, commonTexts, documentsTexts, generalTexts, navigationTexts, SUPPORT_CONSOLE } from '@portal/domain';
import { paths } from '../../shared/paths.ts';
import { STALE_CHUNK_RELOAD_KEY } from '../../shared/stale-chunks.ts';
import { landOnHome } from '../landing.ts';
import { submitLogin } from '../session.ts';
import { http2Get, httpsGet, launchTrustingBrowser, proxyLog, type ProxyLogLine } from './topology.ts';

const topology = inject('topology');
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');
/** A firm colour passing WCAG AA with its text colour, and a logo, made in the catalogue's theme preview. */
const THEME_COLOUR = '#7a1f5c';
const THEME_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" id="imported-logo" width="120" height="40"><rect width="120" height="40" fill="#7a1f5c"/></svg>';
const baseUrl = topology.url;
const instanceAddresses = topology.instances.map((i) => new URL(i.url).host);
/** Inside support hours for the portal's own check (the servers are told to stay open). */
const OPEN_TIME = new Date('2026-11-24T10:00:00Z');

let browser: Browser;
let clientContext: BrowserContext;
let client: Page;
let clientResource: ClientResource;

beforeAll(async () => {
  browser = await launchTrustingBrowser(topology);
  clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  client = await clientContext.newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** Log lines written from `mark` on (a line count taken earlier). */
const linesSince = (mark: number): ProxyLogLine[] => proxyLog(topology).slice(mark);

describe('the proxy', () => {
  it('speaks TLS with the generated certificate and HTTP/2, and gives every request an id', async () => {
    const h2 = await http2Get(topology, paths.login.href());
    expect(h2).toEqual({ status: 200, alpn: 'h2' });
    const answer = await httpsGet(topology, paths.login.href(), { accept: 'text/html' });
    expect(answer.status).toBe(200);
    const id = String(answer.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    // The id nginx logged is the one the API was given (X-Request-Id) and the client got back. nginx
    // writes the access-log line once the answer has gone, so the client can read the log first (CI once).
    await expect.poll(() => proxyLog(topology).find((line) => line.requestId === id)?.path, { timeout: 5_000 }).toBe(paths.login.href());
  });

  it('serves the hashed assets itself, compressed and cached for a year', async () => {
    const html = (await httpsGet(topology, paths.login.href(), { accept: 'text/html' })).body.toString();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)![0];
    const answer = await httpsGet(topology, asset, { 'accept-encoding': 'gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(proxyLog(topology).findLast((line) => line.path === asset)?.upstream).toBe('-');
  });

  it('alternates between the two instances (round robin)', async () => {
    const mark = proxyLog(topology).length;
    for (let i = 0; i < 6; i += 1) expect((await httpsGet(topology, '/nui/public/keepalive')).status).toBe(200);
    const upstreams = linesSince(mark).map((line) => line.upstream);
    expect(new Set(upstreams)).toEqual(new Set(instanceAddresses));
    for (let i = 1; i < upstreams.length; i += 1) expect(upstreams[i]).not.toBe(upstreams[i - 1]);
  });

  it('compresses what the API answers', async () => {
    const answer = await httpsGet(topology, paths.login.href(), { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
  });
});

describe('a client through the proxy', () => {
  it('logs in over verified TLS and HTTP/2', async () => {
    const response = await client.goto(`${baseUrl}${paths.login.href()}`);
    expect(await response?.securityDetails()).toMatchObject({ subjectName: 'localhost', issuer: 'Portal topology local CA' });
    expect(
      await client.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol),
    ).toBe('h2');
    await submitLogin(client, 'demo.client@example.com');
    await landOnHome(client, baseUrl);
    clientResource = await client.evaluate(async () => {
      const id = (await (await fetch('/nui/public/sessionInfo')).json()).id as number;
      return (await (await fetch(`/nui/nbs/clients/${id}`)).json()) as ClientResource;
    });
    expect(clientResource.clientId).toBeGreaterThan(0);
  });

  it('opens the pages: documents and an account summary with a CSV download', async () => {
    await client.goto(`${baseUrl}${paths.client.documents.href()}`);
    await client.getByRole('list', { name: documentsTexts.title }).waitFor();
    await client.goto(`${baseUrl}${paths.client.folioDetails.href('Combined')}`);
    await client.getByText(accountSummaryTexts.portfolioValue).first().waitFor();
    await client.getByRole('button', { name: commonTexts.downloadReport }).click();
    const [csv] = await Promise.all([client.waitForEvent('download'), client.getByRole('menuitem', { name: commonTexts.csv }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    expect(readFileSync((await csv.path())!, 'utf8').split('\n').length).toBeGreaterThan(2);
  });

  it('downloads ten PDFs in a row, each one whole whichever instance serves each step', async () => {
    const mark = proxyLog(topology).length;
    for (let i = 0; i < 10; i += 1) {
      await client.getByRole('button', { name: commonTexts.downloadReport }).click();
      // A job's steps (the job, then the print browser's page and its one read of the page state) follow
      // each other in nginx's rotation, so alone they would always land job and state read on the same
      // instance: every second job, one more request goes in between and shifts them onto different ones.
      const shift = i % 2 === 1 ? client.waitForRequest('**/nui/print?**').then(() => httpsGet(topology, '/nui/public/keepalive')) : null;
      const [download] = await Promise.all([
        client.waitForEvent('download', { timeout: 30_000 }),
        client.getByRole('menuitem', { name: commonTexts.pdf }).click(),
      ]);
      await shift;
      expect(download.suggestedFilename(), `PDF ${i + 1}`).toMatch(/^PortfolioSummary-\d+-\d{4}-\d{2}-\d{2}\.pdf$/);
      const text = await pdfText(download);
      expect(text, `PDF ${i + 1}`).toContain(`${clientResource.forename} ${clientResource.surname}`);
      // Back to idle before the next one.
      await expect.poll(() => client.getByRole('button', { name: commonTexts.downloadReport }).getAttribute('aria-busy')).toBeNull();
    }
    const lines = linesSince(mark);
    const jobs = lines.filter((l) => l.method === 'POST' && l.path.startsWith('/nui/print'));
    const stateReads = lines.filter((l) => l.path.startsWith('/nui/public/print/state/'));
    expect(jobs.map((l) => l.status)).toEqual(Array(10).fill(200));
    expect(stateReads).toHaveLength(10);
    // The print browser went through the proxy too, and the steps really were split over both instances.
    expect(new Set(jobs.map((l) => l.upstream))).toEqual(new Set(instanceAddresses));
    expect(jobs.some((job, i) => stateReads[i] && job.upstream !== stateReads[i]!.upstream)).toBe(true);
  });

  it('after a deploy, a tab whose chunk is gone reloads once into the new build', async () => {
    await client.goto(`${baseUrl}${paths.client.home.href()}`);
    const documentsLink = client
      .getByRole('navigation', { name: navigationTexts.mainNavigation })
      .getByRole('link', { name: navigationTexts.nav.documents });
    await documentsLink.waitFor();
    await client.evaluate((key) => sessionStorage.removeItem(key), STALE_CHUNK_RELOAD_KEY);
    // The new build has replaced the old one's chunks: the first chunk this tab asks for is gone (404).
    let gone = '';
    await client.route('**/assets/*.js', async (route) => {
      if (gone) return route.continue();
      gone = new URL(route.request().url()).pathname;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    let loads = 0;
    const countLoad = () => (loads += 1);
    client.on('load', countLoad);
    await documentsLink.click();
    // The reload (the route had not changed the address yet: the page the tab was on, in the new build).
    await expect.poll(() => loads).toBe(1);
    expect(gone).toMatch(/^\/assets\/.+\.js$/);
    expect(await client.evaluate((key) => sessionStorage.getItem(key), STALE_CHUNK_RELOAD_KEY)).not.toBeNull();
    await documentsLink.click();
    await client.getByRole('list', { name: documentsTexts.title }).waitFor();
    expect(loads).toBe(1);
    client.off('load', countLoad);
    await client.unroute('**/assets/*.js');
  });
});

describe('live chat across the instances', () => {
  let agentContext: BrowserContext;
  let agent: Page;
  const panel = () => client.getByRole('dialog', { name: CHAT.title });
  /** The instance each side's event socket (WebSocket upgrade, 101) was last accepted by. */
  /** The instance (nginx's X-Served-By) that accepted each page's latest event socket (WebSocket upgrade). */
  const sockets = new Map<Page, string>();
  async function watchSockets(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    cdp.on('Network.webSocketHandshakeResponseReceived', (event) => {
      const headers = event.response.headers as Record<string, string>;
      const servedBy = Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-served-by')?.[1];
      if (servedBy) sockets.set(page, servedBy);
    });
    await cdp.send('Network.enable');
  }

  beforeAll(async () => {
    agentContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    agent = await agentContext.newPage();
    await watchSockets(client);
    await watchSockets(agent);
  });
  afterAll(async () => agentContext?.close());

  it('the client on one instance and the support agent on the other exchange messages both ways', async () => {
    await client.clock.setFixedTime(OPEN_TIME);
    await client.goto(`${baseUrl}${paths.client.home.href()}`);
    await client.getByRole('button', { name: navigationTexts.menuButton }).click();
    await client
      .getByRole('menuitem', { name: navigationTexts.sideMenu.liveSupport })
      .or(client.getByRole('button', { name: navigationTexts.sideMenu.liveSupport }))
      .first()
      .click();
    await panel().getByText(CHAT.waiting).waitFor();
    await expect.poll(() => sockets.get(client)).toMatch(/^api-\d$/);

    await agent.goto(`${baseUrl}${paths.login.href()}`);
    await submitLogin(agent, 'support.agent@example.com');
    await agent.waitForURL(`${baseUrl}${paths.support.href()}`);
    await agent.getByRole('heading', { name: SUPPORT_CONSOLE.title }).waitFor();
    // Round robin decides where a socket lands: the console reconnects (a reload) until its socket is on
    // the other instance than the client's.
    for (let attempt = 0; ; attempt += 1) {
      await expect.poll(() => sockets.get(agent)).toBeDefined();
      if (sockets.get(agent) !== sockets.get(client)) break;
      expect(attempt, 'the agent’s socket never landed on the other instance').toBeLessThan(6);
      sockets.delete(agent);
      // A reload makes the same number of requests each time: were it even, round robin would put the socket
      // on the same instance every time. One more request on each attempt than on the one before changes
      // the parity within two attempts, whatever the page's own count.
      for (let extra = 0; extra < attempt + 1; extra += 1)
        await agent.evaluate(() => fetch('/nui/public/sessionInfo').then(() => undefined));
      await agent.reload();
      await agent.getByRole('heading', { name: SUPPORT_CONSOLE.title }).waitFor();
    }
    expect(new Set([sockets.get(client), sockets.get(agent)])).toEqual(new Set(topology.instances.map((i) => i.name)));

    await agent
      .getByRole('button', { name: new RegExp(`^${SUPPORT_CONSOLE.claim}: `) })
      .first()
      .click();
    await panel().getByText(CHAT.agentJoined('Support Agent')).waitFor();
    await panel().getByRole('textbox', { name: CHAT.messageLabel }).fill('Asked through instance one');
    await panel().getByRole('button', { name: CHAT.send }).click();
    await agent.getByRole('log', { name: CHAT.log }).getByText('Asked through instance one').waitFor();
    await agent.getByRole('textbox', { name: SUPPORT_CONSOLE.reply }).fill('Answered through instance two');
    await agent.getByRole('textbox', { name: SUPPORT_CONSOLE.reply }).press('Enter');
    await panel().getByRole('log', { name: CHAT.log }).getByText('Answered through instance two').waitFor();
    await panel().getByRole('button', { name: CHAT.end }).click();
    await panel().getByText(CHAT.ended).waitFor();
  });
});

describe('logout', () => {
  it('is seen by both instances: the session is refused by each one afterwards', async () => {
    const cookie = (await clientContext.cookies(baseUrl)).find((c) => c.name.endsWith('portal_sid'))!;
    expect(cookie.secure).toBe(true);
    const askEach = () =>
      Promise.all(
        topology.instances.map(async (instance) => {
          const response = await fetch(`${instance.url}/nui/nbs/clients/${clientResource.clientId}`, {
            headers: { cookie: `${cookie.name}=${cookie.value}` },
          });
          return response.status;
        }),
      );
    expect(await askEach()).toEqual([200, 200]);
    await client.goto(`${baseUrl}${paths.client.home.href()}`);
    await client.getByRole('button', { name: navigationTexts.menuButton }).click();
    await client
      .getByRole('menuitem', { name: navigationTexts.sideMenu.logOut })
      .or(client.getByRole('button', { name: navigationTexts.sideMenu.logOut }))
      .first()
      .click();
    await client.waitForURL('**/login');
    await client.getByText(generalTexts.loggedOutClient).waitFor();
    expect(await askEach()).toEqual([401, 401]);
  });
});

describe('the design system catalogue at /design-system/', () => {
  it('opens through the proxy; a theme made in its preview, downloaded and imported, changes the firm’s portal', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    try {
      const page = await context.newPage();
      const cspViolations: string[] = [];
      page.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
      });
      const answer = await page.goto(`${baseUrl}/design-system/?path=/story/branding-themepreview--default-theme`);
      expect(answer?.status()).toBe(200);
      const story = page.frameLocator('#storybook-preview-iframe');
      const colour = story.getByRole('textbox', { name: previewTexts.colour });
      await colour.fill(THEME_COLOUR);
      const location = clientResource.adviser!.location.locationId;
      await story.getByRole('textbox', { name: previewTexts.locationId }).fill(String(location));
      await story
        .getByLabel(previewTexts.logoFile)
        .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(THEME_LOGO) });
      await story
        .getByText(previewTexts.passes(highlightContrast(THEME_COLOUR)!.ratio, highlightContrast(THEME_COLOUR)!.textColour))
        .waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        story.getByRole('button', { name: previewTexts.download }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(THEME_FILE_NAME);
      expect(cspViolations).toEqual([]);

      // The brand team hands the file to the firm's operator, who imports it.
      const folder = mkdtempSync(join(tmpdir(), 'theme-import-'));
      try {
        await download.saveAs(join(folder, THEME_FILE_NAME));
        const imported = spawnSync('npm', ['run', 'import', '--', folder], {
          cwd: repoRoot,
          env: { ...process.env, DATABASE_URL: topology.databaseUrl },
          encoding: 'utf8',
        });
        expect(imported.status, `${imported.stdout}${imported.stderr}`).toBe(0);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }

      // The firm's client now sees the theme: the colour on the portal, the logo from the location.
      const portal = await context.newPage();
      await portal.goto(`${baseUrl}${paths.login.href()}`);
      await submitLogin(portal, 'demo.client@example.com');
      await landOnHome(portal, baseUrl);
      await expect.poll(() => portal.locator('[data-theme]').first().getAttribute('style')).toContain(THEME_COLOUR);
      const logo = await portal.evaluate(async (id) => (await fetch(`/nui/nbs/locations/${id}/logo`)).text(), location);
      expect(logo).toContain('id="imported-logo"');
    } finally {
      await context.close();
    }
  });
});

async function pdfText(download: Download): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(readFileSync((await download.path())!)) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}
