/**
 * Overload (issue 29, "Done when"): five times the measured capacity for 20 s, open loop, from a
 * process of its own, on a production server with its default shedding limits. First the capacity:
 * the realistic page mix (mix-plan.ts) at rising rates, 5 s each, the highest rate held at p99 ≤ 100 ms
 * with no error. Then 5× that for 20 s. The bar:
 * - every refused request is a 503 with Retry-After, and refusals are fast: p99 ≤ 100 ms;
 * - no accepted request fails (no status but 200 and 503);
 * - no socket error (no reset, no refused connection, nothing unanswered for 10 s);
 * - it recovers at once: the mix's requests straight after the burst are answered 200, quickly.
 *
 * Env: BENCH_CAPACITY_RATES (100,150,200,250,300,400,500,600), BENCH_OVERLOAD_SECONDS (20), BENCH_CAPACITY (skip
 * the search and use this rate), BENCH_SESSIONS (200).
 */
import { routes } from '@portal/api';
import { figure, median, percentile, startServer } from './harness.ts';
import { drive, settle } from './mix-drive.ts';
import { mixPlan } from './mix-plan.ts';

const RATES = (process.env.BENCH_CAPACITY_RATES ?? '100,150,200,250,300,400,500,600').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_OVERLOAD_SECONDS ?? 20);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const FACTOR = 5;

/** The server's count of refusals by reason, from its /metrics (the bench calls from loopback). */
async function shedReasons(baseUrl: string): Promise<string> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  return (
    text
      .split('\n')
      .filter((line) => line.startsWith('portal_shed_requests_total{'))
      .map((line) => `${/reason="([^"]+)"/.exec(line)?.[1]} ${line.slice(line.lastIndexOf(' ') + 1)}`)
      .join(', ') || 'none'
  );
}

// BENCH_SHED_MAX_IN_FLIGHT: try another in-flight limit than the server's default (SHED_MAX_IN_FLIGHT).
const server = await startServer({
  env: { TRUST_PROXY: '1', ...(process.env.BENCH_SHED_MAX_IN_FLIGHT ? { SHED_MAX_IN_FLIGHT: process.env.BENCH_SHED_MAX_IN_FLIGHT } : {}) },
});
try {
  const baseUrls = [server.baseUrl];
  const pids = [server.process.pid!];
  const targets = await mixPlan(server.baseUrl, SESSIONS);

  let capacity = Number(process.env.BENCH_CAPACITY ?? 0);
  if (!capacity) {
    console.log('capacity: the page mix at rising rates, 5 s each (after 2 s of warm-up)');
    console.log('  rate (req/s) | p50 ms | p99 ms | errors (after the warm-up) | in the warm-up');
    for (const rate of RATES) {
      await settle(baseUrls);
      const { result } = await drive(rate, { seconds: 5, warmup: 2 }, targets, baseUrls, pids);
      const p99 = percentile(result.latencies, 99);
      // Errors after the warm-up decide: the warm-up is where the first rate fills the caches, and a
      // cold instance may refuse a few requests there (503 + Retry-After) — that is not its capacity.
      const { refusedLatencies, failed, socketErrors } = result.outcomes;
      const measured = refusedLatencies.length + failed + socketErrors;
      console.log(
        `  ${String(rate).padStart(12)} | ${median(result.latencies).toFixed(1).padStart(6)} | ${p99.toFixed(1).padStart(6)} | ${String(measured).padStart(25)} | ${result.errors - measured}`,
      );
      if (result.errors > 0) console.log(`    refused since start, by reason: ${await shedReasons(server.baseUrl)}`);
      if (p99 > 100 || measured > 0) break;
      capacity = rate;
    }
  }
  if (!capacity) throw new Error(`the server held none of ${RATES.join(', ')} req/s: no capacity to multiply`);
  figure('measured capacity (p99 ≤ 100 ms, no error)', capacity, 'req/s');

  await settle(baseUrls);
  const offered = capacity * FACTOR;
  console.log(`\noverload: ${offered} req/s (${FACTOR}× capacity) for ${SECONDS} s, open loop, from its own process`);
  const { result, peakRss } = await drive(offered, { seconds: SECONDS, warmup: 0 }, targets, baseUrls, pids);
  const { acceptedLatencies: accepted, refusedLatencies: refused, refusedWithoutRetryAfter, failed, socketErrors } = result.outcomes;
  figure('requests offered', result.sent);
  figure('accepted (200)', accepted.length, '', `p50 ${median(accepted).toFixed(1)} ms, p99 ${percentile(accepted, 99).toFixed(1)} ms`);
  figure('refused (503)', refused.length, '', `${((100 * refused.length) / result.sent).toFixed(0)} % of offered`);
  figure(
    'refused: p99 from when due',
    percentile(refused, 99),
    'ms',
    `budget ≤ 100 ms; p50 ${median(refused).toFixed(1)}, max ${Math.max(...refused, 0).toFixed(0)}`,
  );
  figure('refused without Retry-After', refusedWithoutRetryAfter, '', 'budget 0');
  figure('failed (any other status)', failed, '', 'budget 0');
  figure('socket errors (reset, refused, unanswered in 10 s)', socketErrors, '', 'budget 0');
  figure('server RSS peak', peakRss, 'MB');
  // Where the slow answers were: the five 250 ms windows (by due time) with the slowest answer.
  const windows = new Map<number, { n: number; refused: number; slow: number; max: number }>();
  for (const [due, ms, status] of result.timeline) {
    const w = windows.get(Math.floor(due / 250)) ?? { n: 0, refused: 0, slow: 0, max: 0 };
    w.n += 1;
    if (status === 503) w.refused += 1;
    if (ms > 100) w.slow += 1;
    w.max = Math.max(w.max, ms);
    windows.set(Math.floor(due / 250), w);
  }
  // Second by second (by when due): the burst's first second is where a cold refusal path, a young
  // generation sized for the quiet load and the connection pool filling up all show at once.
  console.log('  by second (when due): offered | refused | refused p99 ms | accepted | accepted p99 ms');
  const seconds = new Map<number, { refused: number[]; accepted: number[] }>();
  for (const [due, ms, status] of result.timeline) {
    const s = seconds.get(Math.floor(due / 1000)) ?? { refused: [], accepted: [] };
    (status === 503 ? s.refused : s.accepted).push(ms);
    seconds.set(Math.floor(due / 1000), s);
  }
  for (const [at, s] of [...seconds].sort((a, b) => a[0] - b[0]))
    console.log(
      `    ${String(at).padStart(3)} s: ${String(s.refused.length + s.accepted.length).padStart(7)} | ${String(s.refused.length).padStart(7)} | ${percentile(s.refused, 99).toFixed(1).padStart(14)} | ${String(s.accepted.length).padStart(8)} | ${percentile(s.accepted, 99).toFixed(1).padStart(15)}`,
    );
  figure('refused in the first second: p99 from when due', percentile(seconds.get(0)?.refused ?? [], 99), 'ms', 'budget ≤ 100 ms');
  console.log('  slowest 250 ms windows (by when due): answers, refused, over 100 ms, slowest');
  for (const [at, w] of [...windows].sort((a, b) => b[1].max - a[1].max).slice(0, 5))
    console.log(`    at ${(at / 4).toFixed(2).padStart(6)} s: ${w.n}, ${w.refused}, ${w.slow}, ${w.max.toFixed(0)} ms`);
  figure('driver event-loop delay p99', result.driverLag.p99, 'ms', `max ${result.driverLag.max.toFixed(0)} ms`);
  // The server's own clock for its refusals (arrival at the gate to the answer written): what of the
  // time above is the server's, and what is queueing before it (the driver, the sockets, the CPU).
  const metrics = await (await fetch(`${server.baseUrl}/metrics`)).text();
  const shed = metrics
    .split('\n')
    .filter((line) => line.startsWith('portal_http_request_duration_seconds_bucket{') && line.includes('route="(shed)"'))
    .map(
      (line) =>
        [
          Number(/le="([^"]+)"/.exec(line)?.[1] === '+Inf' ? Infinity : /le="([^"]+)"/.exec(line)?.[1]),
          Number(line.slice(line.lastIndexOf(' ') + 1)),
        ] as const,
    );
  const shedTotal = shed.find(([le]) => le === Infinity)?.[1] ?? 0;
  const within = (seconds: number) => shed.find(([le]) => le === seconds)?.[1] ?? 0;
  figure(
    "refusals by the server's clock (since start)",
    shedTotal,
    '',
    `${((100 * within(0.005)) / Math.max(1, shedTotal)).toFixed(1)} % ≤ 5 ms, ${((100 * within(0.05)) / Math.max(1, shedTotal)).toFixed(1)} % ≤ 50 ms, ${((100 * within(0.1)) / Math.max(1, shedTotal)).toFixed(1)} % ≤ 100 ms`,
  );

  // Recovery: the mix's next requests, one after another, straight after the burst's last answer.
  const after: { ms: number; status: number }[] = [];
  for (const target of targets.slice(0, 50)) {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}${target.path}`, { headers: { cookie: target.cookie, 'x-forwarded-for': target.ip } });
    await response.arrayBuffer();
    after.push({ ms: performance.now() - started, status: response.status });
  }
  const afterMs = after.map((a) => a.ms);
  figure('after the burst: first request', afterMs[0]!, 'ms', `status ${after[0]!.status}`);
  figure('after the burst: 50 requests, answered 200', after.filter((a) => a.status === 200).length, '', 'budget 50');
  figure('after the burst: p50 / max', `${median(afterMs).toFixed(1)} / ${Math.max(...afterMs).toFixed(0)}`, 'ms');
  const keepalive = await fetch(`${server.baseUrl}${routes.keepalive.path}`);
  figure('keep-alive after the burst', keepalive.status);
  const held =
    percentile(refused, 99) <= 100 &&
    refusedWithoutRetryAfter === 0 &&
    failed === 0 &&
    socketErrors === 0 &&
    after.every((a) => a.status === 200);
  figure('overload bar met', held ? 'yes' : 'NO');
} finally {
  await server.stop();
}
