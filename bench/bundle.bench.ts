/**
 * Initial JS of the first page (budget ≤ 100 KiB gzip): open /login in Chromium on the built portal
 * and add up the gzip size of every script it loads before the page is idle; plus cold server start.
 */
import { gzipSync } from 'node:zlib';
import { figure, launchChromium, startServer } from './harness.ts';

const t0 = performance.now();
const server = await startServer();
const startMs = performance.now() - t0;
const browser = await launchChromium();
try {
  console.log('First page (/login), built portal');
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // a redirect or aborted response has no body
    }
  });
  await page.goto(`${server.baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Log in' }).waitFor();
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  figure('scripts loaded', scripts.size);
  figure('initial JS, gzip -9', total / 1024, 'KiB', `budget 100 KiB; ratio ${(total / 1024 / 100).toFixed(2)}×`);
  for (const [url, size] of [...scripts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6))
    figure(`  ${new URL(url).pathname}`, size / 1024, 'KiB');
  figure('server start to listening (data dir reused after first run)', startMs / 1000, 's');
} finally {
  await browser.close();
  await server.stop();
}
