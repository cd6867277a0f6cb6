/**
 * Transactions on 10,000+ events (big.client): server time per page of 250; opening the page to
 * every event shown against fetching the pages alone (budget 1.5×); search keystroke and filter
 * change to the next paint in Chromium (budget 16 ms); CSV generation. Prints figures only.
 */
import { href, routes } from '@portal/api';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { ClientResource, TransactionEventsPage } from '@portal/api';
import { transactionDatesParams } from '@portal/api';
import { buildTransactionRows, encodeIso88591, todayInLondon, transactionsCsv, transactionsTexts } from '@portal/domain';
import type { TransactionEvent } from '@portal/domain';
import { figure, launchChromium, loginCookie, median, percentile, repoRoot, startServer } from './harness.ts';

// Its own data directory: PGlite allows one process per directory, and other benches may run.
const server = await startServer({ dataDir: join(repoRoot, '.bench/transactions-data') });
const browser = await launchChromium();
const fmt = (values: number[]) =>
  `median ${median(values).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms (n=${values.length})`;

try {
  const cookie = await loginCookie(server.baseUrl, 'big.client@example.com');
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const session = await get<{ id: number }>(routes.sessionInfo.path);
  const account = (await get<ClientResource>(href(routes.client, { clientId: session.id }))).accounts[0]!;
  const today = todayInLondon();
  const query = new URLSearchParams({ ...transactionDatesParams('EFFECTIVE_EVENT', '2006-01-01', today) }).toString();
  const firstHref = `${href(routes.transactionEvents, { accountNumber: account.accountNumber })}?${query}`;

  console.log(`Transactions, big.client account ${account.accountNumber} (all dates)`);
  // 1. Server: every page of the history through the next links, three times (first pass warms up).
  const pageTimes: number[] = [];
  let events: TransactionEvent[] = [];
  for (let pass = 0; pass < 4; pass += 1) {
    const collected: TransactionEvent[] = [];
    let href: string | undefined = firstHref;
    while (href) {
      const t0 = performance.now();
      const page: TransactionEventsPage = await get<TransactionEventsPage>(href);
      if (pass > 0) pageTimes.push(performance.now() - t0);
      collected.push(...page._embedded.transactionEventResourceList);
      href = page._links.next?.href;
    }
    events = collected;
  }
  figure('events in the history', events.length);
  figure(
    'server: page of 250 (fetch + JSON, localhost)',
    median(pageTimes),
    'ms',
    `p95 ${percentile(pageTimes, 95).toFixed(1)} ms (n=${pageTimes.length})`,
  );

  // 2. Browser: open the page until every event is a row, vs. fetching the same pages alone.
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
  const page = await context.newPage();
  // Log in from the page: production names the session cookie __Host-… (Secure), which Chromium takes
  // from its own response on 127.0.0.1 but refuses through addCookies on an http URL.
  await page.goto(`${server.baseUrl}/login`);
  const loginStatus = await page.evaluate(
    async ([path, body]) =>
      (await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body })).status,
    [routes.login.path, new URLSearchParams({ username: 'big.client@example.com', password: 'Harbour#Kite7' }).toString()] as const,
  );
  if (loginStatus !== 200) throw new Error(`login in the page: ${loginStatus}`);
  await page.goto(`${server.baseUrl}/client/home`);
  await page.waitForLoadState('networkidle');
  const fetchAlone: number[] = [];
  for (let i = 0; i < 2; i += 1) {
    fetchAlone.push(
      await page.evaluate(async (first) => {
        const t0 = performance.now();
        let href: string | undefined = first;
        while (href) {
          const body = (await (await fetch(href)).json()) as { _links: { next?: { href: string } } };
          href = body._links.next?.href;
        }
        return performance.now() - t0;
      }, firstHref),
    );
  }
  const openTimes: number[] = [];
  for (let i = 0; i < 2; i += 1) {
    await page.goto(`${server.baseUrl}/client/home`);
    await page.waitForLoadState('networkidle');
    const t0 = Date.now();
    await page.goto(`${server.baseUrl}/client/transactions/${account.accountNumber}/ALL_DATES`);
    // Rows show as soon as the first page arrives; the region is busy until the last page is in.
    await page.locator('table').first().waitFor({ timeout: 180_000 });
    await page.locator('[role="region"][aria-busy="true"]').waitFor({ state: 'detached', timeout: 180_000 });
    openTimes.push(Date.now() - t0);
  }
  // Every event collapsed is one line; events mapped only to 'N/A' are not shown (spec §5).
  const shownRows = Number(await page.locator('table').first().getAttribute('aria-rowcount')) - 1;
  figure('browser: events shown once loaded (N/A-only events hidden)', shownRows);
  const ratio = median(openTimes) / median(fetchAlone);
  figure('browser: fetch every page alone (in the page)', median(fetchAlone), 'ms');
  figure('browser: open page → all events shown', median(openTimes), 'ms', `ratio ${ratio.toFixed(2)}× (budget 1.5×)`);

  // 3. Keystrokes and filter changes: input to the next paint, measured in the page.
  await installPaintProbe(page);
  const search = page.getByRole('combobox', { name: transactionsTexts.searchLabel });
  await search.click();
  const keystrokes: number[] = [];
  for (const word of ['Buy', 'Harbour', 'Interest', 'sell', 'Platform']) {
    for (const key of [...word, ...[...word].map(() => 'Backspace')]) keystrokes.push(await measure(page, () => page.keyboard.press(key)));
  }
  figure('search keystroke → next paint', median(keystrokes), 'ms', `${fmt(keystrokes)}; budget 16 ms`);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: transactionsTexts.filterTransactions }).click();
  const dialog = page.getByRole('dialog', { name: transactionsTexts.filterTransactions });
  const labels = await dialog.locator('label').allTextContents();
  const filterChanges: number[] = [];
  for (let round = 0; round < 2; round += 1) {
    for (let i = 0; i < labels.length; i += 1) {
      filterChanges.push(await measure(page, () => dialog.locator('label').nth(i).click()));
    }
  }
  figure('filter change → next paint', median(filterChanges), 'ms', `${fmt(filterChanges)}; budget 16 ms`);
  await page.keyboard.press('Escape');

  // 4. CSV: the domain's export of every event with its sub-rows, as the browser runs it.
  const rows = buildTransactionRows(events);
  const csvTimes: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 6; i += 1) {
    const t0 = performance.now();
    bytes = encodeIso88591(transactionsCsv(rows, { includeTotals: false })).length;
    if (i > 0) csvTimes.push(performance.now() - t0);
  }
  figure('CSV of all events (text + ISO-8859-1), Node', median(csvTimes), 'ms', `${(bytes / 1024 / 1024).toFixed(1)} MiB`);
  const downloads: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const t0 = performance.now();
    await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: transactionsTexts.downloadCsv }).click()]);
    downloads.push(performance.now() - t0);
  }
  figure('browser: Download CSV press → download starts', median(downloads), 'ms');
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}

/**
 * Records, for the next input, the time from the event to the first task after the next frame.
 * Passed as source text: the bench runs through tsx, whose helpers do not exist in the page.
 */
async function installPaintProbe(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    window.__paint = { done: null };
    const arm = (event) => {
      if (window.__paint.done) return;
      const start = event.timeStamp || performance.now();
      window.__paint.done = new Promise((resolve) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - start);
          channel.port2.postMessage(null);
        }),
      );
    };
    for (const type of ['keydown', 'pointerdown']) window.addEventListener(type, arm, { capture: true });
  })()`);
}

async function measure(page: Page, act: () => Promise<unknown>): Promise<number> {
  await act();
  return page.evaluate(`(async () => {
    const value = await (window.__paint.done ?? Promise.resolve(NaN));
    window.__paint.done = null;
    return value;
  })()`) as Promise<number>;
}
