/**
 * Transactions on 10,000+ events (big.client): server time per page of 250; opening the page to
 * every event shown against fetching the pages alone (budget 1.5×); search keystroke and filter
 * change to the next paint in Chromium (budget 16 ms); CSV generation. Prints figures only.
 */
import { href, routes } from '@portal/api';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { ClientResource, TransactionEventsPage } from '@portal/api';
import { transactionDatesParams } from '@portal/api';
import { buildTransactionRows, encodeIso88591, loginTexts, todayInLondon, transactionsCsv, transactionsTexts } from '@portal/domain';
import type { TransactionEvent } from '@portal/domain';
import { figure, launchChromium, loginCookie, median, percentile, repoRoot, startServer } from './harness.ts';
import { openRounds, type OpenTarget } from './transactions-open.ts';
import {
  allShownProbe,
  describeCommits,
  installPaintProbe,
  loginInPage,
  measure,
  openUntilAllShown,
  takeCommits,
} from './transactions-probes.ts';

// TRANSACTIONS_BENCH_DIST: another build of the portal to measure (e.g. an earlier commit's, for before/after).
const compareDist = process.env.TRANSACTIONS_BENCH_COMPARE;
// Each server on a fresh copy of the seeded template of its own (harness.ts): the same data, no shared directory.
const compared = compareDist ? await startServer({ env: { PORTAL_DIST_DIR: compareDist } }) : null;
const server = await startServer({
  env: process.env.TRANSACTIONS_BENCH_DIST ? { PORTAL_DIST_DIR: process.env.TRANSACTIONS_BENCH_DIST } : {},
});
const browser = await launchChromium();
const found = { accountNumber: '' };
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

  found.accountNumber = account.accountNumber;
  console.log(`Transactions, big.client account ${found.accountNumber} (all dates)`);
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

  // The cash balances the page fetches beside the first events page: server work fetching the pages alone does not do.
  const balancesHref = href(routes.cashBalances, { accountNumber: account.accountNumber });
  const balanceTimes: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const t0 = performance.now();
    await get<unknown>(balancesHref);
    if (i > 0) balanceTimes.push(performance.now() - t0);
  }
  figure('server: cash balances of the account (fetch + JSON)', median(balanceTimes), 'ms');

  // 2. Browser, side by side in one run: fetching every page alone (in the page, as the app would)
  // and opening the page until every event is a row, alternately, five rounds. With
  // TRANSACTIONS_BENCH_COMPARE=<dist> another build (e.g. the previous commit's) runs in the same
  // rounds on its own server and a copy of the data.
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
  await context.addInitScript(allShownProbe);
  const page = await context.newPage();
  await loginInPage(page, server.baseUrl, 'big.client@example.com');
  const targets: OpenTarget[] = [{ label: process.env.TRANSACTIONS_BENCH_DIST ?? 'this build', baseUrl: server.baseUrl, page }];
  if (compared) {
    const other = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    await other.addInitScript(allShownProbe);
    const otherPage = await other.newPage();
    await loginInPage(otherPage, compared.baseUrl, 'big.client@example.com');
    targets.push({ label: compareDist ?? '', baseUrl: compared.baseUrl, page: otherPage });
  }
  await openRounds(targets, firstHref, account.accountNumber, 5);
  // Every event collapsed is one line; events mapped only to 'N/A' are not shown (spec §5).
  await openUntilAllShown(page, `${server.baseUrl}/client/transactions/${account.accountNumber}/ALL_DATES`);
  const shownRows = Number(await page.locator('table').first().getAttribute('aria-rowcount')) - 1;
  figure('browser: events shown once loaded (N/A-only events hidden)', shownRows);

  // 3. Keystrokes and filter changes: input to the next paint, measured in the page.
  await installPaintProbe(page);
  const keystrokes = await typeSearches(page);
  figure('search keystroke → next paint', median(keystrokes), 'ms', `${fmt(keystrokes)}; budget 16 ms, p95 33 ms`);
  const filterChanges = await changeFilters(page);
  figure('filter change → next paint', median(filterChanges), 'ms', `${fmt(filterChanges)}; budget 16 ms, p95 33 ms`);
  // The probe's floor: the same keys typed into a plain field (the login page's username), where the
  // page does next to nothing. Input to the next frame's paint costs this much whatever the page.
  const floorPage = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await floorPage.goto(`${server.baseUrl}/login`);
  await floorPage.waitForLoadState('networkidle');
  await installPaintProbe(floorPage);
  await floorPage.getByRole('textbox', { name: loginTexts.username }).click();
  const floor = await typeKeys(floorPage);
  await floorPage.close();
  figure(
    '  floor: the same keys in a plain field → next paint',
    median(floor),
    'ms',
    `${fmt(floor)}; search keystroke ÷ floor ${(median(keystrokes) / median(floor)).toFixed(2)}×`,
  );

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
  await server.stop();
  await compared?.stop();
}

// 5. React <Profiler> commit times, on the portal built with react-dom's profiling build (its own
// server on the same data: PGlite allows one process per directory, so after the first has stopped).
try {
  // TRANSACTIONS_BENCH_PROFILE_DIST: an existing profiling build (e.g. an earlier commit's with the Profiler added).
  const profileDist = process.env.TRANSACTIONS_BENCH_PROFILE_DIST ?? join(repoRoot, '.bench/portal-profile');
  if (!process.env.TRANSACTIONS_BENCH_PROFILE_DIST) {
    const build = spawnSync('npx', ['vite', 'build', '--config', '../../bench/vite.profile.config.ts', '--logLevel', 'error'], {
      cwd: join(repoRoot, 'apps/portal'),
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('profiling build failed');
  }
  const profiled = await startServer({ env: { PORTAL_DIST_DIR: profileDist } });
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    await context.addInitScript(allShownProbe);
    const page = await context.newPage();
    await loginInPage(page, profiled.baseUrl, 'big.client@example.com');
    await openUntilAllShown(page, `${profiled.baseUrl}/client/transactions/${found.accountNumber}/ALL_DATES`);
    console.log('React Profiler (profiling build), commits of the transactions screen:');
    figure('  open page → all events shown', describeCommits(await takeCommits(page)));
    await installPaintProbe(page);
    await takeCommits(page);
    await typeSearches(page);
    figure('  search keystrokes', describeCommits(await takeCommits(page)));
    await changeFilters(page);
    figure('  filter changes', describeCommits(await takeCommits(page)));
    await context.close();
  } finally {
    await profiled.stop();
  }
} finally {
  await browser.close();
}

/** A few words typed and erased in the search box, each key timed to the next paint. */
async function typeSearches(page: Page): Promise<number[]> {
  const search = page.getByRole('combobox', { name: transactionsTexts.searchLabel });
  await search.click();
  const samples = await typeKeys(page);
  await page.keyboard.press('Escape');
  return samples;
}

/** A few typical searches typed and erased key by key into the focused field, each key timed to the next paint. */
async function typeKeys(page: Page): Promise<number[]> {
  const samples: number[] = [];
  for (const word of ['Buy', 'Harbour', 'Interest', 'sell', 'Platform']) {
    for (const key of [...word, ...[...word].map(() => 'Backspace')]) samples.push(await measure(page, () => page.keyboard.press(key)));
  }
  return samples;
}

/** Every entry of the filter panel clicked twice round, each timed to the next paint. */
async function changeFilters(page: Page): Promise<number[]> {
  await page.getByRole('button', { name: transactionsTexts.filterTransactions }).click();
  const dialog = page.getByRole('dialog', { name: transactionsTexts.filterTransactions });
  const count = await dialog.locator('label').count();
  const samples: number[] = [];
  for (let round = 0; round < 2; round += 1) {
    for (let i = 0; i < count; i += 1) samples.push(await measure(page, () => dialog.locator('label').nth(i).click()));
  }
  await page.keyboard.press('Escape');
  return samples;
}
