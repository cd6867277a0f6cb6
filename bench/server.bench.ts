/**
 * The client resource under load (budget: p99 ≤ 50 ms with 200 concurrent sessions, server memory
 * ≤ 300 MB). 200 sessions log in (from distinct forwarded addresses, as 200 people would), then each
 * keeps one request in flight to GET /nui/nbs/clients/{its own id} for a fixed time.
 */
import { href, routes } from '@portal/api';
import { readFileSync } from 'node:fs';
import { figure, median, percentile, startServer } from './harness.ts';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PASSWORD = 'Harbour#Kite7';

function rssMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(/\d+/.exec(status.split('\n').find((l) => l.startsWith(name)) ?? '')?.[0] ?? NaN) / 1024;
  return { rss: field('VmRSS:'), peak: field('VmHWM:') };
}

const server = await startServer({ env: { TRUST_PROXY: '1' } });
try {
  const pid = server.process.pid!;
  // The demo's clients: every client logs in with its e-mail; sessions are spread over them.
  const usernames = ['demo.client@example.com', 'solo.client@example.com', 'big.client@example.com', 'new.client@example.com'];
  const sessions: Array<{ cookie: string; clientId: number }> = [];
  const loginStarted = performance.now();
  for (let i = 0; i < SESSIONS; i += 1) {
    const username = usernames[i % usernames.length]!;
    const res = await fetch(`${server.baseUrl}${routes.login.path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Forwarded-For': `10.${(i >> 8) & 255}.${i & 255}.7`,
        // Node's fetch sends no Origin; writes fail closed without it.
        Origin: server.baseUrl,
      },
      body: new URLSearchParams({ username, password: PASSWORD }).toString(),
    });
    if (!res.ok) throw new Error(`login ${i} failed with ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { id: number };
    sessions.push({ cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, clientId: body.id });
  }
  figure(`${SESSIONS} logins (argon2id verify each)`, (performance.now() - loginStarted) / 1000, 's');
  const before = rssMb(pid);

  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS * 1000;
  let peak = before.rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid).rss);
  }, 250);
  await Promise.all(
    sessions.map(async ({ cookie, clientId }) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(`${server.baseUrl}${href(routes.client, { clientId })}`, { headers: { Cookie: cookie } });
        await res.arrayBuffer();
        if (res.ok) latencies.push(performance.now() - t0);
        else errors += 1;
      }
    }),
  );
  clearInterval(sampler);
  console.log(`GET /nui/nbs/clients/{id}, ${SESSIONS} concurrent sessions, ${SECONDS} s`);
  figure('requests', latencies.length, '', `${(latencies.length / SECONDS).toFixed(0)} req/s, ${errors} errors`);
  figure('median', median(latencies), 'ms');
  figure('p95', percentile(latencies, 95), 'ms');
  figure('p99', percentile(latencies, 99), 'ms', `budget 50 ms; ratio ${(percentile(latencies, 99) / 50).toFixed(2)}×`);
  figure('server RSS before load', before.rss, 'MB');
  figure('server RSS peak under load (sampled)', peak, 'MB', `budget 300 MB; high-water ${rssMb(pid).peak.toFixed(0)} MB`);
} finally {
  await server.stop();
}
