/**
 * Lighthouse (mobile preset, simulated throttling) on the first page, the client home, the combined
 * folio details and an account's transactions, in Debian's Chromium: budgets are performance ≥ 95,
 * accessibility 100 and CLS ≤ 0.02. Median of three runs (LIGHTHOUSE_RUNS); LIGHTHOUSE_PAGES picks pages;
 * LIGHTHOUSE_DUMP=<dir> keeps each run's full report there (<page>-<run>.json) for its audits: the LCP
 * element and its phases, network requests, long tasks.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../testing/chromium.ts';
import { figure, loginCookie, median, startServer } from './harness.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DUMP = process.env.LIGHTHOUSE_DUMP;
if (DUMP) mkdirSync(DUMP, { recursive: true });
/** demo.client's stocks and shares ISA (the demo seed). */
const ACCOUNT = '54900007';
const server = await startServer();
// Chromium 150's --headless is the new headless mode Lighthouse needs.
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
try {
  const cookie = await loginCookie(server.baseUrl, 'demo.client@example.com');
  const pages: Array<{ label: string; url: string; headers?: Record<string, string> }> = [
    { label: '/login', url: `${server.baseUrl}/login` },
    { label: '/client/home (demo.client)', url: `${server.baseUrl}/client/home`, headers: { Cookie: cookie } },
    { label: '/client/folioDetails/Combined', url: `${server.baseUrl}/client/folioDetails/Combined`, headers: { Cookie: cookie } },
    {
      label: '/client/transactions/{ISA}/LAST_12_MONTHS',
      url: `${server.baseUrl}/client/transactions/${ACCOUNT}/LAST_12_MONTHS`,
      headers: { Cookie: cookie },
    },
  ];
  // LIGHTHOUSE_PAGES=/login,/client/home measures only the pages whose label starts with one of them.
  const only = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
  for (const page of pages.filter((p) => only.length === 0 || only.some((o) => p.label.startsWith(o)))) {
    const perf: number[] = [];
    const a11y: number[] = [];
    const lcp: number[] = [];
    const fcp: number[] = [];
    const cls: number[] = [];
    const tbt: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: page.headers,
      });
      const lhr = result?.lhr;
      if (DUMP && lhr) writeFileSync(join(DUMP, `${page.label.replace(/\W+/g, '_')}-${i + 1}.json`), JSON.stringify(lhr));
      // A run without a performance score (a Lighthouse error, e.g. under load) is named, not hidden as 0.
      if (lhr?.categories.performance?.score == null) {
        const failed = Object.values(lhr?.audits ?? {}).find((audit) => audit.errorMessage);
        console.log(`  run ${i + 1}: no performance score — ${lhr?.runtimeError?.message ?? failed?.errorMessage ?? 'no result'}`);
      }
      perf.push(Math.round((lhr?.categories.performance?.score ?? 0) * 100));
      a11y.push(Math.round((lhr?.categories.accessibility?.score ?? 0) * 100));
      lcp.push(Number(lhr?.audits['largest-contentful-paint']?.numericValue ?? NaN));
      fcp.push(Number(lhr?.audits['first-contentful-paint']?.numericValue ?? NaN));
      cls.push(Number(lhr?.audits['cumulative-layout-shift']?.numericValue ?? NaN));
      tbt.push(Number(lhr?.audits['total-blocking-time']?.numericValue ?? NaN));
    }
    console.log(page.label);
    figure('performance (mobile), median', median(perf), '', `runs ${perf.join(', ')}; budget ≥ 95`);
    figure('accessibility, median', median(a11y), '', `runs ${a11y.join(', ')}; budget 100`);
    figure('first contentful paint (simulated mobile), median', median(fcp) / 1000, 's');
    figure('largest contentful paint (simulated mobile), median', median(lcp) / 1000, 's');
    figure('cumulative layout shift, median', median(cls).toFixed(3), '', `runs ${cls.map((c) => c.toFixed(3)).join(', ')}; budget ≤ 0.02`);
    figure('total blocking time (simulated mobile), median', median(tbt), 'ms');
  }
} finally {
  chrome.kill();
  await server.stop();
}
