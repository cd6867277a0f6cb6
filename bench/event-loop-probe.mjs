// Loaded into the benchmarked server with NODE_OPTIONS=--import: measures how long the event loop is
// held (perf_hooks.monitorEventLoopDelay) and, on SIGUSR2, writes max/p99 since the last signal to
// BENCH_ELD_FILE and starts afresh, so the mix bench reads the figures of each rate alone.
// With BENCH_CPU_PROFILE set (a file path) it also records the main thread's CPU profile between two
// SIGUSR2s (--cpu-prof is refused in NODE_OPTIONS, and would include start-up and seeding). With
// BENCH_ROUTE_TIMES set, the server time of every request by route (below).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

// A request's route shape: ids (anything with a digit) and the analysis key/range become placeholders.
const shape = (url) =>
  url
    .split('?')[0]
    .replace(/\/analysis\/.*/, '/analysis/:key/:range')
    .replace(/\/[^/]*\d[^/]*/g, '/:id');

const file = process.env.BENCH_ELD_FILE;
const profileFile = process.env.BENCH_CPU_PROFILE;
let session = null;
let profiles = 0;

function toggleProfile() {
  if (!session) {
    session = new Session();
    session.connect();
    session.post('Profiler.enable', () => session.post('Profiler.start'));
    return;
  }
  const done = session;
  session = null;
  done.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(`${profileFile}.${(profiles += 1)}.cpuprofile`, JSON.stringify(result.profile));
    done.disconnect();
  });
}

if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    writeFileSync(file, JSON.stringify({ maxMs: histogram.max / 1e6, p99Ms: histogram.percentile(99) / 1e6 }));
    histogram.reset();
    if (profileFile) toggleProfile();
  });
}

// With BENCH_ROUTE_TIMES set (a file path): each request's server time, from its arrival to the end
// of its answer (hooks included), by route shape; written as p50/p99 per route when the server exits.
const routeFile = process.env.BENCH_ROUTE_TIMES;
if (routeFile) {
  const { subscribe } = await import('node:diagnostics_channel');
  const arrived = new WeakMap();
  const times = new Map();
  subscribe('http.server.request.start', ({ request }) => arrived.set(request, performance.now()));
  subscribe('http.server.response.finish', ({ request, response }) => {
    const t0 = arrived.get(request);
    if (t0 === undefined) return;
    // Refusals and failures get rows of their own, by status.
    const status = response.statusCode >= 400 ? ` → ${response.statusCode}` : '';
    const key = `${request.method} ${shape(request.url)}${status}`;
    const list = times.get(key) ?? [];
    list.push(performance.now() - t0);
    times.set(key, list);
  });
  process.on('exit', () => {
    const at = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
    const rows = [...times].map(([route, list]) => {
      const sorted = list.sort((a, b) => a - b);
      return { route, count: sorted.length, p50: at(sorted, 50), p99: at(sorted, 99), max: sorted[sorted.length - 1] };
    });
    writeFileSync(routeFile, JSON.stringify(rows.sort((a, b) => b.count - a.count)));
  });
}

// With BENCH_TRACE set (a file path): a load trace on the epoch clock the database worker's trace uses
// (PORTAL_DB_TRACE), one JSON line each, written once a second: ['r', arrival, server ms, route, status]
// per request, ['g', start, ms, kind] per garbage collection, ['e', time, max ms] the event loop's
// longest delay in each 100 ms. bench/trace-analysis.ts lines them up.
const traceFile = process.env.BENCH_TRACE;
if (traceFile && isMainThread) {
  const { appendFileSync } = await import('node:fs');
  const { subscribe } = await import('node:diagnostics_channel');
  const entries = [];
  const epoch = (t) => performance.timeOrigin + t;
  const arrived = new WeakMap();
  subscribe('http.server.request.start', ({ request }) => arrived.set(request, performance.now()));
  subscribe('http.server.response.finish', ({ request, response }) => {
    const t0 = arrived.get(request);
    if (t0 !== undefined)
      entries.push(['r', epoch(t0), performance.now() - t0, `${request.method} ${shape(request.url)}`, response.statusCode]);
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) entries.push(['g', epoch(entry.startTime), entry.duration, entry.detail?.kind ?? 0]);
  }).observe({ entryTypes: ['gc'] });
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  setInterval(() => {
    entries.push(['e', epoch(performance.now()), delay.max / 1e6]);
    delay.reset();
  }, 100).unref();
  setInterval(() => {
    if (entries.length > 0)
      appendFileSync(
        traceFile,
        `${entries
          .splice(0)
          .map((entry) => JSON.stringify(entry))
          .join('\n')}\n`,
      );
  }, 1_000).unref();
}
