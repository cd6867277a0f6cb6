/**
 * Bundle report (npm run bench -- bundle): for each measured route, its initial JS from the build's
 * bundle-stats.json (gzip -9, entry + route chunks + static imports) with the largest scripts and
 * modules; then what Chromium actually loads on /login and /client/home before the page is idle,
 * which should agree. Targets 80 KiB (/login, issue 35) and 150 KiB (/client/home); plus cold server start.
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MEASURED_ROUTES, largestModules, routeBytes } from '../apps/portal/build-tools/route-bytes.ts';
import { figure, launchChromium, loginCookie, repoRoot, startServer } from './harness.ts';

const distDir = join(repoRoot, 'apps/portal/dist');
for (const route of MEASURED_ROUTES) {
  const bytes = routeBytes(distDir, route);
  console.log(`${route.path}: from the build`);
  figure(
    'initial JS, gzip -9',
    bytes.gzip / 1024,
    'KiB',
    `${bytes.chunks.length} scripts; target ${route.targetKiB} KiB, budget ${route.budgetKiB} KiB`,
  );
  console.log('  largest scripts');
  for (const chunk of bytes.chunks.slice(0, 6)) figure(`    ${chunk.file}`, chunk.gzip / 1024, 'KiB');
  console.log('  largest modules (share of their script by minified size)');
  for (const m of largestModules(bytes, 12)) figure(`    ${m.id.slice(-70)}`, m.gzip / 1024, 'KiB');
}

const t0 = performance.now();
const server = await startServer();
const startMs = performance.now() - t0;
const browser = await launchChromium();
try {
  const cookie = await loginCookie(server.baseUrl, 'demo.client@example.com');
  const visits = [
    { path: '/login', ready: 'Log in', cookie: null },
    { path: '/client/home', ready: 'My portfolio', cookie },
  ];
  for (const visit of visits) {
    // The session cookie as a header, as the Lighthouse bench sends it (its name is not settable over http).
    const context = await browser.newContext(visit.cookie ? { extraHTTPHeaders: { Cookie: visit.cookie } } : {});
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
      } catch {
        // a redirect or aborted response has no body
      }
    });
    await page.goto(`${server.baseUrl}${visit.path}`, { waitUntil: 'networkidle' });
    await page
      .getByRole(visit.path === '/login' ? 'button' : 'heading', { name: visit.ready })
      .first()
      .waitFor();
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    console.log(`${visit.path}: loaded in Chromium until network idle`);
    figure('scripts loaded', scripts.size);
    figure('JS, gzip -9', total / 1024, 'KiB', 'includes chunks loaded after the first render (e.g. the chart)');
    await context.close();
  }
  figure('server start to listening (data dir reused after first run)', startMs / 1000, 's');
} finally {
  await browser.close();
  await server.stop();
}
