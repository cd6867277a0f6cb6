/**
 * Lighthouse (mobile preset, simulated throttling) on every route of spec §2 (issue 35 item 2): the
 * public pages, every client route signed in as demo.client (the parameterised ones with its accounts
 * and the default ranges), the adviser selection (demo.adviser) and the support console, in Debian's
 * Chromium. Budgets: performance ≥ 95, accessibility 100, TBT ≤ 200 ms, LCP ≤ 2.5 s, CLS ≤ 0.02.
 * Median of three finished runs (LIGHTHOUSE_RUNS; a run Lighthouse could not finish is redone, not
 * counted as a 0); LIGHTHOUSE_PAGES picks pages; LIGHTHOUSE_DUMP=<dir> keeps each run's full report
 * there (<page>-<run>.json) for its audits: the LCP element and its phases, network requests, long tasks. Ends with one table of every route. A shared machine makes single runs vary
 * (±8 performance points seen): compare before/after in the same conditions.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/lib.mjs';
import { ROUTE_VISITS, VISITOR_LOGINS } from '../apps/portal/src/e2e/route-visits.ts';
import { figure, loginCookie, median, startServer } from './harness.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DUMP = process.env.LIGHTHOUSE_DUMP;
if (DUMP) mkdirSync(DUMP, { recursive: true });

const server = await startServer();
// Chromium 150's --headless is the new headless mode Lighthouse needs.
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: [...CHROMIUM_ARGS] });
const rows: string[] = [];
try {
  const cookies = {
    public: undefined,
    client: { Cookie: await loginCookie(server.baseUrl, VISITOR_LOGINS.client) },
    adviser: { Cookie: await loginCookie(server.baseUrl, VISITOR_LOGINS.adviser) },
    support: { Cookie: await loginCookie(server.baseUrl, VISITOR_LOGINS.support) },
  };
  const pages: Array<{ label: string; url: string; headers?: Record<string, string> }> = ROUTE_VISITS.map((visit) => ({
    label: visit.label,
    url: `${server.baseUrl}${visit.path}`,
    headers: cookies[visit.as],
  }));
  // LIGHTHOUSE_PAGES=/login,/client/home measures only the pages whose label starts with one of them.
  const only = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
  for (const page of pages.filter((p) => only.length === 0 || only.some((o) => p.label.startsWith(o)))) {
    const perf: number[] = [];
    const a11y: number[] = [];
    const lcp: number[] = [];
    const fcp: number[] = [];
    const cls: number[] = [];
    const tbt: number[] = [];
    let failed = 0;
    for (let i = 0; i < RUNS + failed && failed < RUNS; i += 1) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: page.headers,
      });
      const lhr = result?.lhr;
      if (DUMP && lhr) writeFileSync(join(DUMP, `${page.label.replace(/\W+/g, '_')}-${i + 1}.json`), JSON.stringify(lhr));
      // A run without a performance score (a Lighthouse error, e.g. NO_NAVSTART under load) is named and
      // run again (up to RUNS more in all), never counted as a 0 or a NaN in the medians.
      if (lhr?.categories.performance?.score == null) {
        const audit = Object.values(lhr?.audits ?? {}).find((a) => a.errorMessage);
        console.log(`  run ${i + 1}: no performance score — ${lhr?.runtimeError?.message ?? audit?.errorMessage ?? 'no result'}`);
        failed += 1;
        continue;
      }
      perf.push(Math.round((lhr?.categories.performance?.score ?? 0) * 100));
      a11y.push(Math.round((lhr?.categories.accessibility?.score ?? 0) * 100));
      lcp.push(Number(lhr?.audits['largest-contentful-paint']?.numericValue ?? NaN));
      fcp.push(Number(lhr?.audits['first-contentful-paint']?.numericValue ?? NaN));
      cls.push(Number(lhr?.audits['cumulative-layout-shift']?.numericValue ?? NaN));
      tbt.push(Number(lhr?.audits['total-blocking-time']?.numericValue ?? NaN));
    }
    console.log(page.label);
    if (perf.length === 0) {
      rows.push(`| ${page.label} | no run finished (${failed} failed) | | | | | over: no result |`);
      continue;
    }
    figure('performance (mobile), median', median(perf), '', `runs ${perf.join(', ')}; budget ≥ 95`);
    figure('accessibility, median', median(a11y), '', `runs ${a11y.join(', ')}; budget 100`);
    figure('first contentful paint (simulated mobile), median', median(fcp) / 1000, 's');
    figure('largest contentful paint (simulated mobile), median', median(lcp) / 1000, 's');
    figure('cumulative layout shift, median', median(cls).toFixed(3), '', `runs ${cls.map((c) => c.toFixed(3)).join(', ')}; budget ≤ 0.02`);
    figure('total blocking time (simulated mobile), median', median(tbt), 'ms');
    const over = [
      median(perf) < 95 && 'perf',
      median(a11y) < 100 && 'a11y',
      median(tbt) > 200 && 'TBT',
      median(lcp) > 2500 && 'LCP',
      median(cls) > 0.02 && 'CLS',
    ].filter(Boolean);
    rows.push(
      `| ${page.label} | ${median(perf)} (${perf.join('/')}${failed ? `; ${failed} failed run${failed > 1 ? 's' : ''} redone` : ''}) | ${median(a11y)} | ${(median(lcp) / 1000).toFixed(2)} s | ${Math.round(median(tbt))} ms | ${median(cls).toFixed(3)} | ${over.length ? `over: ${over.join(', ')}` : 'ok'} |`,
    );
  }
  console.log(
    `\nLighthouse mobile, median of ${RUNS} — budgets: performance ≥ 95, accessibility 100, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.02`,
  );
  console.log('| route | performance (runs) | a11y | LCP | TBT | CLS | budgets |\n|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  chrome.kill();
  await server.stop();
}
