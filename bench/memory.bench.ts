/**
 * Server resident memory (budget ≤ 300 MB, issue 15 item 5): starts the server as npm start does on a
 * fresh data directory, prints RSS right after the first seed, then RSS sampled every second during
 * BENCH_SECONDS (20) of GET /nui/nbs/clients/{id} load from BENCH_SESSIONS (100) signed-in sessions.
 */
import { href, routes } from '@portal/api';
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CannonJob, CannonResult } from './autocannon-driver.ts';
import { childPids, figure, startServer } from './harness.ts';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PASSWORD = 'Harbour#Kite7';
const USERNAMES = ['demo.client@example.com', 'solo.client@example.com', 'big.client@example.com', 'new.client@example.com'];
const BUDGET_MB = 300;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

async function login(baseUrl: string, i: number): Promise<{ cookie: string; path: string }> {
  const res = await fetch(`${baseUrl}${routes.login.path}`, {
    method: 'POST',
    // Distinct forwarded addresses (the login throttle counts per address); Origin as a browser sends it.
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `10.1.${i & 255}.9`, Origin: baseUrl },
    body: new URLSearchParams({ username: USERNAMES[i % USERNAMES.length]!, password: PASSWORD }).toString(),
  });
  if (!res.ok) throw new Error(`login ${i} failed with ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, path: href(routes.client, { clientId: id }) };
}

const work = mkdtempSync(join(tmpdir(), 'memory-bench-'));
const server = await startServer({ dataDir: join(work, 'data') });
try {
  const pid = server.process.pid!;
  await new Promise((r) => setTimeout(r, 2000));
  const afterSeed = rssMb(pid);
  const sessions: CannonJob['sessions'] = [];
  for (let i = 0; i < SESSIONS; i += 1) sessions.push(await login(server.baseUrl, i));
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(pid)), 1000);
  const result = await new Promise<CannonResult>((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./autocannon-driver.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'] });
    child.once('message', (r: CannonResult) => resolve(r));
    child.once('error', reject);
    child.send({ url: server.baseUrl, connections: SESSIONS, seconds: SECONDS, sessions } satisfies CannonJob);
  });
  clearInterval(sampler);
  const afterLoad = rssMb(pid);
  figure('RSS right after the first seed', Math.round(afterSeed), 'MB', `budget ${BUDGET_MB} MB`);
  figure(`RSS peak during ${SECONDS} s of load`, Math.round(Math.max(...samples)), 'MB', `budget ${BUDGET_MB} MB`);
  figure(`RSS after ${SECONDS} s of load`, Math.round(afterLoad), 'MB', `budget ${BUDGET_MB} MB`);
  // The print service runs as the server's child process (apps/server/src/plugins/print/child.ts): its own figure.
  for (const child of childPids(pid))
    figure(`print service process ${child}, RSS (not in the figures above)`, Math.round(rssMb(child)), 'MB');
  figure(
    'requests/s during the load',
    Math.round(result.rps),
    '',
    `${result.non2xx} non-2xx, ${result.errors} errors, p99 ${result.p99} ms`,
  );
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
