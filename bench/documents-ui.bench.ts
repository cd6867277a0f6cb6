/**
 * Documents in the browser (issue 10): time from navigating to demo.client's documents (all dates) to
 * the first page's rows, and to the oldest document by scrolling the list page by page. Prints figures.
 * (The PDF figures are documents.bench.ts's, the server engineer's.)
 */
import { documentsTexts, navigationTexts } from '@portal/domain';
import { addSessionCookie, figure, launchChromium, loginCookie, median, percentile, startServer } from './harness.ts';

// A fresh copy of the seeded template of its own (harness.ts): other benches may run at the same time.
const server = await startServer();
const browser = await launchChromium();
const fmt = (values: number[]) =>
  `median ${median(values).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms (n=${values.length})`;
const RUNS = 5;

try {
  const cookie = await loginCookie(server.baseUrl, 'demo.client@example.com');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await addSessionCookie(context, server.baseUrl, cookie);
  const page = await context.newPage();
  const url = `${server.baseUrl}/client/documents/default/ALL_DATES/All`;
  const rows = page.getByRole('list', { name: documentsTexts.title }).getByRole('listitem');

  await page.goto(`${server.baseUrl}/client/home`);
  await page.waitForLoadState('networkidle');
  const total = await page.evaluate(async () => {
    const id = ((await (await fetch('/nui/public/sessionInfo')).json()) as { id: number }).id;
    return ((await (await fetch(`/nui/nbs/clients/${id}/correspondences?size=1`)).json()) as { page: { totalElements: number } }).page
      .totalElements;
  });
  console.log(`Documents in the browser, demo.client (${total} documents, all dates)`);

  const firstPage: number[] = [];
  const oldest: number[] = [];
  let scrolls = 0;
  for (let run = 0; run <= RUNS; run += 1) {
    await page.goto(`${server.baseUrl}/client/home`);
    await page.waitForLoadState('networkidle');
    const t0 = Date.now();
    await page.goto(url);
    await rows.first().waitFor();
    const first = Date.now() - t0;
    let steps = 0;
    for (let shown = await rows.count(); shown < total && steps < 100; shown = await rows.count()) {
      // Counted before scrolling: a page that arrives during the scroll already counts.
      await rows.last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 2000);
      await page
        .waitForFunction((n) => document.querySelectorAll('ul[aria-label="Documents"] > li').length > n, shown, { timeout: 5000 })
        .catch(() => undefined);
      steps += 1;
    }
    if ((await rows.count()) < total) throw new Error(`only ${await rows.count()} of ${total} rows after ${steps} scrolls`);
    // The first run warms the server and the browser's caches.
    if (run === 0) continue;
    firstPage.push(first);
    oldest.push(Date.now() - t0);
    scrolls = steps;
  }
  // In the app: from home, the Documents tab (the default range) until its first rows show.
  const inApp: number[] = [];
  for (let run = 0; run <= RUNS; run += 1) {
    await page.goto(`${server.baseUrl}/client/home`);
    await page.waitForLoadState('networkidle');
    const t0 = Date.now();
    await page
      .getByRole('navigation', { name: navigationTexts.mainNavigation })
      .getByRole('link', { name: navigationTexts.nav.documents })
      .click();
    await rows.first().waitFor();
    if (run > 0) inApp.push(Date.now() - t0);
  }
  figure('Documents tab → first page shown (in-app navigation)', median(inApp), 'ms', fmt(inApp));
  figure('page load of all-dates documents → first page shown', median(firstPage), 'ms', fmt(firstPage));
  figure(`page load → oldest document shown by scrolling (${scrolls} scrolls)`, median(oldest), 'ms', fmt(oldest));
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
