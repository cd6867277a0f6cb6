/**
 * The client resource near the server's limit (issue 15 item 5), side by side in one run: GET
 * /nui/nbs/clients/{id} on the portal vs a bare Fastify route answering the same bytes, both at 200
 * concurrent connections (one signed-in session each) from autocannon in its own process, alternated
 * round by round so the machine's other load falls on both. Prints throughput, p50/p99, the ratio
 * (goal ≥ 50 % of bare, p99 ≤ 50 ms), the server's event-loop delay (goal: max ≤ 50 ms) and its RSS
 * right after start-up (after the first seed with BENCH_FRESH=1) and in steady state (goal ≤ 300 MB).
 *
 * Env: BENCH_SECONDS (10 per run), BENCH_ROUNDS (2), BENCH_SESSIONS (200), BENCH_FRESH=1 (seed a new
 * data directory), BENCH_CPU_PROFILE=<path> (the server's main-thread profile of each portal run,
 * see event-loop-probe.mjs), PORTAL_PGLITE_THREAD=main (PGlite in-process, as before), BENCH_POSTGRES=1 with
 * DATABASE_URL (scripts/with-postgres.sh) for PostgreSQL with one and two instances.
 */
import { href, routes } from '@portal/api';
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CannonJob, CannonResult } from './autocannon-driver.ts';
import { figure, repoRoot, startServer, type RunningServer } from './harness.ts';

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PASSWORD = 'Harbour#Kite7';
const USERNAMES = ['demo.client@example.com', 'solo.client@example.com', 'big.client@example.com', 'new.client@example.com'];
const work = mkdtempSync(join(tmpdir(), 'server-bench-'));

function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

async function login(baseUrl: string, i: number): Promise<{ cookie: string; path: string }> {
  const res = await fetch(`${baseUrl}${routes.login.path}`, {
    method: 'POST',
    // Distinct forwarded addresses, as 200 people would come from; Origin as a browser sends it.
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': `10.${(i >> 8) & 255}.${i & 255}.7`,
      Origin: baseUrl,
    },
    body: new URLSearchParams({ username: USERNAMES[i % USERNAMES.length]!, password: PASSWORD }).toString(),
  });
  if (!res.ok) throw new Error(`login ${i} failed with ${res.status}: ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, path: href(routes.client, { clientId: id }) };
}

/** One autocannon child per target URL, the connections split between them; results summed. */
async function cannon(urls: string[], sessions: CannonJob['sessions']): Promise<CannonResult> {
  const share = Math.ceil(sessions.length / urls.length);
  const results = await Promise.all(
    urls.map(
      (url, k) =>
        new Promise<CannonResult>((resolve, reject) => {
          const child = fork(fileURLToPath(new URL('./autocannon-driver.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'] });
          child.once('message', (r: CannonResult) => resolve(r));
          child.once('error', reject);
          const mine = sessions.slice(k * share, (k + 1) * share);
          child.send({ url, connections: mine.length, seconds: SECONDS, sessions: mine } satisfies CannonJob);
        }),
    ),
  );
  const sum = (f: (r: CannonResult) => number) => results.reduce((s, r) => s + f(r), 0);
  // Percentiles of separate runs cannot be merged exactly: the worst instance's is quoted.
  const worst = (f: (r: CannonResult) => number) => Math.max(...results.map(f));
  return {
    requests: sum((r) => r.requests),
    rps: sum((r) => r.rps),
    p50: worst((r) => r.p50),
    p99: worst((r) => r.p99),
    max: worst((r) => r.max),
    errors: sum((r) => r.errors),
    non2xx: sum((r) => r.non2xx),
  };
}

async function startBare(bodiesFile: string, contentType: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bare-server.ts', import.meta.url)), bodiesFile, contentType],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<string>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim())));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

function readEld(file: string): { maxMs: number; p99Ms: number } {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { maxMs: number; p99Ms: number };
  } catch {
    return { maxMs: NaN, p99Ms: NaN };
  }
}

const row = (name: string, r: CannonResult, note = '') =>
  console.log(
    `  ${name.padEnd(10)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  max ${r.max
      .toFixed(0)
      .padStart(5)} ms  errors ${r.errors + r.non2xx}${note ? `  ${note}` : ''}`,
  );

async function runSetup(label: string, instances: number, env: Record<string, string>): Promise<void> {
  const probe = join(repoRoot, 'bench/event-loop-probe.mjs');
  const fresh = process.env.BENCH_FRESH === '1' && !env.DATABASE_URL;
  const servers: RunningServer[] = [];
  const eldFiles = Array.from({ length: instances }, (_, i) => join(work, `eld.${i}.json`));
  const started = performance.now();
  for (let i = 0; i < instances; i += 1)
    servers.push(
      await startServer({
        ...(fresh ? { dataDir: join(work, 'data') } : {}),
        env: { TRUST_PROXY: '1', NODE_OPTIONS: `--import=${probe}`, BENCH_ELD_FILE: eldFiles[i]!, ...env },
      }),
    );
  let bare: { url: string; stop: () => void } | null = null;
  try {
    console.log(
      `\n${label}: ${SESSIONS} connections, ${SECONDS} s per run, ${ROUNDS} round(s); load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
    );
    const pids = servers.map((s) => s.process.pid!);
    const atStart = pids.map(memoryMb);
    figure(
      fresh ? 'server RSS right after the first seed (reopened)' : 'server RSS after start-up',
      Math.max(...atStart.map((m) => m.rss)),
      'MB',
      `high-water ${Math.max(...atStart.map((m) => m.peak)).toFixed(0)} MB; start ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const sessions: CannonJob['sessions'] = [];
    for (let i = 0; i < SESSIONS; i += 1) sessions.push(await login(servers[i % instances]!.baseUrl, i));
    // The bare route answers each client's very bytes, fetched once from the portal.
    const bodies: Record<string, string> = {};
    let contentType = '';
    for (const s of sessions.slice(0, USERNAMES.length)) {
      const res = await fetch(`${servers[0]!.baseUrl}${s.path}`, { headers: { cookie: s.cookie } });
      contentType = res.headers.get('content-type') ?? contentType;
      bodies[s.path.split('/').pop()!] = await res.text();
    }
    writeFileSync(join(work, 'bodies.json'), JSON.stringify(bodies));
    bare = await startBare(join(work, 'bodies.json'), contentType);
    figure(
      'bytes per answer (the four demo clients)',
      Object.values(bodies)
        .map((b) => Buffer.byteLength(b))
        .join(' / '),
    );

    const portal: CannonResult[] = [];
    const bareRuns: CannonResult[] = [];
    let eldMax = 0;
    let eldP99 = 0;
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const s of servers) s.process.kill('SIGUSR2');
      const p = await cannon(
        servers.map((s) => s.baseUrl),
        sessions,
      );
      for (const s of servers) s.process.kill('SIGUSR2');
      await new Promise((r) => setTimeout(r, 300));
      const elds = eldFiles.map(readEld);
      eldMax = Math.max(eldMax, ...elds.map((e) => e.maxMs));
      eldP99 = Math.max(eldP99, ...elds.map((e) => e.p99Ms));
      const b = await cannon([bare.url], sessions);
      portal.push(p);
      bareRuns.push(b);
      row(
        `portal #${round}`,
        p,
        `event loop max ${Math.max(...elds.map((e) => e.maxMs)).toFixed(0)} ms, p99 ${Math.max(...elds.map((e) => e.p99Ms)).toFixed(0)} ms`,
      );
      row(`bare   #${round}`, b);
    }
    const rps = (runs: CannonResult[]) => runs.reduce((s, r) => s + r.rps, 0) / runs.length;
    const p99 = Math.max(...portal.map((r) => r.p99));
    figure('portal / bare throughput', (100 * rps(portal)) / rps(bareRuns), '%', 'goal ≥ 50 %');
    figure('portal p99 (worst round)', p99, 'ms', 'goal ≤ 50 ms');
    figure('server event-loop delay max / p99 under load', `${eldMax.toFixed(0)} / ${eldP99.toFixed(0)}`, 'ms', 'goal max ≤ 50 ms');
    await new Promise((r) => setTimeout(r, 2000));
    const steady = pids.map(memoryMb);
    figure(
      'server RSS steady state (2 s after load)',
      Math.max(...steady.map((m) => m.rss)),
      'MB',
      `goal ≤ 300 MB; high-water ${Math.max(...steady.map((m) => m.peak)).toFixed(0)} MB`,
    );
  } finally {
    bare?.stop();
    for (const s of servers) await s.stop();
  }
}

try {
  if (process.env.BENCH_POSTGRES === '1' && process.env.DATABASE_URL) {
    await runSetup('PostgreSQL, 1 instance', 1, { DATABASE_URL: process.env.DATABASE_URL });
    await runSetup('PostgreSQL, 2 instances', 2, { DATABASE_URL: process.env.DATABASE_URL });
  } else {
    await runSetup(`PGlite (${process.env.PORTAL_PGLITE_THREAD === 'main' ? 'main thread' : 'worker thread'}), 1 instance`, 1, {});
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
