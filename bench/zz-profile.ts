import { join } from 'node:path';
import { launchChromium, repoRoot, startServer } from './harness.ts';
const server = await startServer({ dataDir: join(repoRoot, '.bench/transactions-data') });
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/login`);
  await page.evaluate(async () => (await fetch('/nui/login', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'username=big.client%40example.com&password=Harbour%23Kite7' })).status);
  await page.goto(`${server.baseUrl}/client/home`);
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto(`${server.baseUrl}/client/transactions/54900070/ALL_DATES`);
  await page.locator('table').first().waitFor({ timeout: 180_000 });
  const tFirst = Date.now() - t0;
  await page.locator('[role="region"][aria-busy="true"]').waitFor({ state: 'detached', timeout: 180_000 });
  console.log('first table', tFirst, 'all', Date.now() - t0);
  const { profile } = await cdp.send('Profiler.stop');
  const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e: any) => [e.name.replace(location.origin, '').slice(0, 70), Math.round(e.startTime), Math.round(e.responseStart - e.startTime), Math.round(e.responseEnd - e.startTime)]));
  const nav = await page.evaluate(() => Math.round(performance.timeOrigin));
  console.log('origin', nav, 't0', t0);
  for (const e of entries) console.log(JSON.stringify(e));
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
  const dt = profile.timeDeltas as number[];
  profile.samples.forEach((id: number, i: number) => {
    const n: any = byId.get(id);
    const cf = n.callFrame;
    const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}:${cf.columnNumber}`;
    self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log('total sampled ms', total.toFixed(0));
  for (const [k, v] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(v.toFixed(1).padStart(8), k);
} finally { await browser.close(); await server.stop(); }
