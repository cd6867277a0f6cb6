/**
 * Load with autocannon (issue 14 item 11): 200 concurrent connections for 60 s, closed loop, each
 * connection one person after another: a visit logs in (POST /nui/login from its own address, as a
 * distinct user would), makes BENCH_VISIT_CALLS calls of that client's realistic page mix (client
 * resource, account summary, holdings, analysis, transactions pages, documents — bench/mix-plan.ts)
 * and logs out. On PGlite with one instance, and — with BENCH_POSTGRES=1 and DATABASE_URL
 * (apps/server/scripts/with-postgres.sh) — on PostgreSQL with two instances, half the connections on
 * each. The per-address login limit stays at its production default. Prints throughput, p50/p99 and
 * errors (non-2xx, socket errors and autocannon's 10 s timeouts) and exits non-zero when errors > 0.
 *
 * Env: BENCH_SECONDS (60), BENCH_CONNECTIONS (200), BENCH_SESSIONS (200), BENCH_VISIT_CALLS (16), BENCH_ONLY=postgres.
 * After each run: every instance's event-loop delay and server time per route (and per refusal status).
 */
import autocannon from 'autocannon';
import { routes } from '@portal/api';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { figure, repoRoot, startServer, type RunningServer } from './harness.ts';
import { DEMO_PASSWORD, mixPlan, type Target } from './mix-plan.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const VISIT_CALLS = Number(process.env.BENCH_VISIT_CALLS ?? 16);

interface Person {
  username: string;
  paths: string[];
}

/** The plan's calls grouped per person (a visit plays a run of that person's calls). */
function byPerson(targets: Target[]): Person[] {
  const people = new Map<string, Person>();
  for (const t of targets) {
    const p = people.get(t.cookie) ?? { username: t.username, paths: [] };
    p.paths.push(t.path);
    people.set(t.cookie, p);
  }
  return [...people.values()];
}

/** Autocannon's per-connection context; it is reset when the request list starts over (a new visit). */
interface Visit {
  person?: Person;
  ip?: string;
  start?: number;
  cookie?: string;
}

/** Visits across all instances get distinct numbers, so each logs in from an address of its own. */
let visits = 0;
const addressOf = (visit: number) => `10.${64 + ((visit >> 16) & 63)}.${(visit >> 8) & 255}.${visit & 255}`;

/** One autocannon run against one instance: every connection makes visit after visit. */
function hammer(baseUrl: string, connections: number, people: Person[]): Promise<autocannon.Result> {
  const common = (context: Visit) => ({ cookie: context.cookie ?? '', 'x-forwarded-for': context.ip ?? '' });
  const login: autocannon.Request = {
    method: 'POST',
    path: routes.login.path,
    setupRequest: (request, context: Visit) => {
      const visit = visits++;
      const person = (context.person = people[visit % people.length]!);
      context.ip = addressOf(visit);
      context.start = visit * 7;
      return {
        ...request,
        // A browser sends its Origin on a form post (writes fail closed without it).
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl, 'x-forwarded-for': context.ip },
        body: new URLSearchParams({ username: person.username, password: DEMO_PASSWORD }).toString(),
      };
    },
    onResponse: (_status, _body, context: Visit, headers) => {
      const setCookie = headers?.['set-cookie'];
      context.cookie = String(Array.isArray(setCookie) ? setCookie[0] : (setCookie ?? '')).split(';')[0];
    },
  };
  const call = (i: number): autocannon.Request => ({
    method: 'GET',
    setupRequest: (request, context: Visit) => {
      const paths = context.person!.paths;
      return { ...request, path: paths[(context.start! + i) % paths.length]!, headers: common(context) };
    },
  });
  const logout: autocannon.Request = {
    method: 'GET',
    path: routes.logout.path,
    // Logout changes state: a browser's same-origin request says where it comes from.
    setupRequest: (request, context: Visit) => ({
      ...request,
      headers: { ...common(context), origin: baseUrl, 'sec-fetch-site': 'same-origin' },
    }),
  };
  return autocannon({
    url: baseUrl,
    connections,
    duration: SECONDS,
    requests: [login, ...Array.from({ length: VISIT_CALLS }, (_, i) => call(i)), logout],
  });
}

interface RouteTime {
  route: string;
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** Each instance's event-loop delay and server time per route (bench/event-loop-probe.mjs), printed after the run. */
function printServerSide(work: string, instances: number): void {
  for (let i = 0; i < instances; i += 1) {
    try {
      const eld = JSON.parse(readFileSync(join(work, `eld.${i}.json`), 'utf8')) as { maxMs: number; p99Ms: number };
      const rows = JSON.parse(readFileSync(join(work, `routes.${i}.json`), 'utf8')) as RouteTime[];
      console.log(`  instance ${i + 1}, server side: event loop delay max ${eld.maxMs.toFixed(0)} ms, p99 ${eld.p99Ms.toFixed(0)} ms`);
      for (const r of rows)
        console.log(
          `      ${r.route.padEnd(58)} ${String(r.count).padStart(6)}  p50 ${r.p50.toFixed(1).padStart(7)}  p99 ${r.p99.toFixed(1).padStart(7)}  max ${r.max.toFixed(0).padStart(6)} ms`,
        );
    } catch {
      console.log(`  instance ${i + 1}: no server-side figures`);
    }
  }
}

/** Runs one set-up; answers its error count. */
async function runSetup(label: string, instances: number, env: Record<string, string>): Promise<number> {
  const servers: RunningServer[] = [];
  const work = mkdtempSync(join(tmpdir(), 'load-bench-'));
  const probe = join(repoRoot, 'bench/event-loop-probe.mjs');
  for (let i = 0; i < instances; i += 1) {
    const measure = {
      NODE_OPTIONS: `--import=${probe}`,
      BENCH_ELD_FILE: join(work, `eld.${i}.json`),
      BENCH_ROUTE_TIMES: join(work, `routes.${i}.json`),
    };
    // The per-address login limit as in production (the harness raises it for the other benches).
    servers.push(await startServer({ env: { TRUST_PROXY: '1', PORTAL_LOGIN_RATE_LIMIT: '', ...measure, ...env } }));
  }
  try {
    const baseUrls = servers.map((s) => s.baseUrl);
    const people = byPerson(await mixPlan(baseUrls[0]!, SESSIONS));
    console.log(
      `\n${label}: ${CONNECTIONS} connections, visits of login + ${VISIT_CALLS} calls + logout over ${people.length} people, ${SECONDS} s`,
    );
    const per = Math.ceil(CONNECTIONS / instances);
    const visitsBefore = visits;
    // SIGUSR2 starts the probe's event-loop histogram afresh, then writes it (the run alone).
    for (const s of servers) s.process.kill('SIGUSR2');
    const results = await Promise.all(baseUrls.map((url) => hammer(url, per, people)));
    for (const s of servers) s.process.kill('SIGUSR2');
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
    figure('logins (visits begun)', visits - visitsBefore);
    figure('p50 (worst instance)', Math.max(...results.map((r) => r.latency.p50)), 'ms');
    figure('p99 (worst instance)', Math.max(...results.map((r) => r.latency.p99)), 'ms');
    figure('errors', errors, '', errors === 0 ? 'ok' : 'MUST be 0');
    return errors;
  } finally {
    for (const s of servers) await s.stop();
    printServerSide(work, instances);
    rmSync(work, { recursive: true, force: true });
  }
}

const databaseUrl = process.env.BENCH_POSTGRES === '1' ? process.env.DATABASE_URL : undefined;
// BENCH_ONLY=postgres skips the PGlite set-up.
let errors = databaseUrl && process.env.BENCH_ONLY === 'postgres' ? 0 : await runSetup('PGlite, 1 instance', 1, {});
if (databaseUrl) errors += await runSetup('PostgreSQL, 2 instances', 2, { DATABASE_URL: databaseUrl });
// The figures are reported either way; a run with any error fails (npm run bench exits non-zero).
if (errors > 0) process.exitCode = 1;
