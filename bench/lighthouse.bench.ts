/**
 * Lighthouse (mobile preset, simulated throttling) on the first page and the client home, in
 * Debian's Chromium: budgets are performance ≥ 95 and accessibility 100. Median of three runs.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { figure, loginCookie, median, startServer } from './harness.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
try {
  const cookie = await loginCookie(server.baseUrl, 'demo.client@example.com');
  const pages: Array<{ label: string; url: string; headers?: Record<string, string> }> = [
    { label: '/login', url: `${server.baseUrl}/login` },
    { label: '/client/home (demo.client)', url: `${server.baseUrl}/client/home`, headers: { Cookie: cookie } },
  ];
  for (const page of pages) {
    const perf: number[] = [];
    const a11y: number[] = [];
    const lcp: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: page.headers,
      });
      const lhr = result?.lhr;
      perf.push(Math.round((lhr?.categories.performance?.score ?? 0) * 100));
      a11y.push(Math.round((lhr?.categories.accessibility?.score ?? 0) * 100));
      lcp.push(Number(lhr?.audits['largest-contentful-paint']?.numericValue ?? NaN));
    }
    console.log(page.label);
    figure('performance (mobile), median', median(perf), '', `runs ${perf.join(', ')}; budget ≥ 95`);
    figure('accessibility, median', median(a11y), '', `runs ${a11y.join(', ')}; budget 100`);
    figure('largest contentful paint (simulated mobile), median', median(lcp) / 1000, 's');
  }
} finally {
  chrome.kill();
  await server.stop();
}
