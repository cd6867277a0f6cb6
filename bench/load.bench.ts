/**
 * Load with autocannon (issue 14 item 11): 200 concurrent connections, each a signed-in demo session
 * cycling through its own realistic page mix (client resource, account summary, analysis,
 * transactions pages, documents — bench/mix-plan.ts; the sessions log in first), for 60 s, closed loop.
 * On PGlite with one instance, and — with BENCH_POSTGRES=1 and DATABASE_URL (apps/server/scripts/
 * with-postgres.sh) — on PostgreSQL with two instances, half the connections on each. Prints
 * throughput, p50/p99 latency and errors (non-2xx and socket errors; they must be 0).
 *
 * Env: BENCH_SECONDS (60), BENCH_CONNECTIONS (200), BENCH_SESSIONS (200).
 */
import autocannon from 'autocannon';
import { figure, startServer, type RunningServer } from './harness.ts';
import { mixPlan, type Target } from './mix-plan.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);

interface SessionMix {
  cookie: string;
  ip: string;
  paths: string[];
}

/** The plan's calls grouped per session (each connection plays one session's calls in turn). */
function bySession(targets: Target[]): SessionMix[] {
  const sessions = new Map<string, SessionMix>();
  for (const t of targets) {
    const s = sessions.get(t.cookie) ?? { cookie: t.cookie, ip: t.ip, paths: [] };
    s.paths.push(t.path);
    sessions.set(t.cookie, s);
  }
  return [...sessions.values()];
}

interface Context {
  session?: SessionMix;
  next?: number;
}

/** One autocannon run against one instance; connections take sessions in turn from `sessions`. */
function hammer(baseUrl: string, connections: number, sessions: SessionMix[], offset: number): Promise<autocannon.Result> {
  let assigned = offset;
  return autocannon({
    url: baseUrl,
    connections,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context: Context) => {
          context.session ??= sessions[assigned++ % sessions.length]!;
          const s = context.session;
          const index = (context.next = ((context.next ?? -1) + 1) % s.paths.length);
          return { ...request, path: s.paths[index]!, headers: { ...request.headers, cookie: s.cookie, 'x-forwarded-for': s.ip } };
        },
      },
    ],
  });
}

async function runSetup(label: string, instances: number, env: Record<string, string>): Promise<void> {
  const servers: RunningServer[] = [];
  for (let i = 0; i < instances; i += 1) servers.push(await startServer({ env: { TRUST_PROXY: '1', ...env } }));
  try {
    const baseUrls = servers.map((s) => s.baseUrl);
    const sessions = bySession(await mixPlan(baseUrls[0]!, SESSIONS));
    console.log(`\n${label}: ${CONNECTIONS} connections over ${sessions.length} sessions, ${SECONDS} s`);
    const per = Math.ceil(CONNECTIONS / instances);
    const results = await Promise.all(baseUrls.map((url, i) => hammer(url, per, sessions, i * per)));
    let total = 0;
    let errors = 0;
    results.forEach((r, i) => {
      // autocannon's errors include its timeouts.
      const failed = r.errors + r.non2xx;
      total += r.requests.total;
      errors += failed;
      console.log(
        `  instance ${i + 1}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, ` +
          `errors ${failed} (non-2xx ${r.non2xx}, socket errors incl. timeouts ${r.errors}, of which timeouts ${r.timeouts})`,
      );
    });
    figure('throughput, all instances', total / SECONDS, 'req/s');
    figure('p50 (worst instance)', Math.max(...results.map((r) => r.latency.p50)), 'ms');
    figure('p99 (worst instance)', Math.max(...results.map((r) => r.latency.p99)), 'ms');
    figure('errors', errors, '', errors === 0 ? 'ok' : 'MUST be 0');
  } finally {
    for (const s of servers) await s.stop();
  }
}

await runSetup('PGlite, 1 instance', 1, {});
if (process.env.BENCH_POSTGRES === '1' && process.env.DATABASE_URL) {
  await runSetup('PostgreSQL, 2 instances', 2, { DATABASE_URL: process.env.DATABASE_URL });
}
