/**
 * Portfolio calls for big.client (one account, > 10,000 events since 2006): server time of the client
 * resource, the account summary links (accountDetails, wrapperDetails, holdings, modelPortfolio) and
 * the analysis over ALL_DATES, as medians and p95 over repeated requests; then the browser time from
 * navigation to a rendered home page (account blocks and the portfolio graph drawn).
 */
import { href, routes } from '@portal/api';
import { addSessionCookie, figure, launchChromium, loginCookie, median, percentile, startServer } from './harness.ts';

const RUNS = 30;
// BENCH_DATA_DIR: a directory this run keeps (else a fresh copy of the seeded template, harness.ts).
const server = await startServer(process.env.BENCH_DATA_DIR ? { dataDir: process.env.BENCH_DATA_DIR } : {});
const browser = await launchChromium();

async function time(url: string, cookie: string): Promise<{ ms: number; body: unknown }> {
  const t0 = performance.now();
  const res = await fetch(`${server.baseUrl}${url}`, { headers: { cookie } });
  const body: unknown = await res.json();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  return { ms, body };
}

async function measure(label: string, url: string | (() => Promise<number>), cookie: string): Promise<void> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const ms = typeof url === 'string' ? (await time(url, cookie)).ms : await url();
    if (i >= 3) samples.push(ms); // the first requests warm the caches and the planner
  }
  figure(`${label} median`, median(samples), 'ms');
  figure(`${label} p95`, percentile(samples, 95), 'ms', `n=${RUNS}`);
}

try {
  const cookie = await loginCookie(server.baseUrl, 'big.client@example.com');
  const session = (await time(routes.sessionInfo.path, cookie)).body as { id: number };
  const client = (await time(href(routes.client, { clientId: session.id }), cookie)).body as {
    accounts: { accountNumber: string; _links: Record<string, { href: string }> }[];
  };
  const account = client.accounts[0];
  if (!account) throw new Error('big.client has no account');
  console.log(`big.client ${session.id}, account ${account.accountNumber} (server time = request to parsed JSON over loopback)`);

  await measure('client resource GET /nui/nbs/clients/{id}', href(routes.client, { clientId: session.id }), cookie);
  for (const rel of ['accountDetails', 'wrapperDetails', 'holdings', 'modelPortfolio']) {
    const href = account._links[rel]?.href;
    if (href) await measure(`account link ${rel}`, href, cookie);
  }
  await measure(
    'account summary: all four links in parallel',
    async () => {
      const t0 = performance.now();
      await Promise.all(
        ['accountDetails', 'wrapperDetails', 'holdings', 'modelPortfolio'].map((rel) => time(account._links[rel]?.href ?? '', cookie)),
      );
      return performance.now() - t0;
    },
    cookie,
  );
  await measure(
    'analysis Combined ALL_DATES',
    href(routes.analysis, { clientId: session.id, accountsKey: 'Combined', dateRangeId: 'ALL_DATES' }),
    cookie,
  );
  await measure(
    'analysis account LAST_12_MONTHS',
    href(routes.analysis, { clientId: session.id, accountsKey: account.accountNumber, dateRangeId: 'LAST_12_MONTHS' }),
    cookie,
  );
  await measure(
    'portfolioperformance Combined 2006-01-01..today',
    href(routes.portfolioPerformance, { accountsKey: 'Combined' }, { dateFrom: '2006-01-01', dateTo: '2100-01-01' }),
    cookie,
  );

  // Browser: a logged-in context, then navigation to /client/home until the page is drawn.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await addSessionCookie(context, server.baseUrl, cookie);
  const page = await context.newPage();
  const samples: number[] = [];
  for (let i = 0; i < 8; i++) {
    const t0 = performance.now();
    await page.goto(`${server.baseUrl}/client/home`);
    await page.getByRole('heading', { name: 'My accounts' }).waitFor();
    await page.locator('svg[role="img"]').first().waitFor();
    if (i > 0) samples.push(performance.now() - t0);
  }
  figure('browser: /client/home to accounts and graph rendered, median', median(samples), 'ms');
  figure('browser: /client/home to accounts and graph rendered, p95', percentile(samples, 95), 'ms', `n=${samples.length}`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
