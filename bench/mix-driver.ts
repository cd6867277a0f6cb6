/**
 * The mix bench's load generator, in its own process (forked by mix.bench.ts): offers requests at a
 * fixed rate whatever the answers do (open loop) and times each from when it was DUE, so a stalled
 * server shows as latency instead of silently lowering the offered load (no coordinated omission).
 * The first `warmup` seconds run at the same rate but are reported apart: a fresh driver process
 * opens its connections and a server fills its caches then, as after a deploy, not in steady state.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { routes } from '@portal/api';
import { Agent, request } from 'undici';
import type { DriveResult } from './mix-drive.ts';
import type { Target } from './mix-plan.ts';

interface Job {
  rate: number;
  seconds: number;
  warmup: number;
  targets: Target[];
  baseUrls: string[];
}

process.once('message', (job: Job) => {
  void run(job).then((result) => process.send?.(result));
});

/**
 * Connections per instance, opened before the first due request and kept alive, as a proxy keeps its
 * upstream connections (nginx `keepalive`): a request finding them all busy waits in the driver, and
 * that wait counts (timed from when due). A fresh connection per request would time the TCP handshake
 * storm of a driver that had none, not the server. undici's `request` rather than `fetch`: a fifth of
 * the driver's CPU per request, so the driver is not the slow party at 750 req/s on two cores.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 128);

async function run({ rate, seconds, warmup, targets, baseUrls }: Job): Promise<DriveResult> {
  const dispatcher = new Agent({ connections: CONNECTIONS, keepAliveTimeout: 60_000 });
  // Open every connection now: CONNECTIONS requests at once to each instance's keep-alive.
  await Promise.all(
    baseUrls.flatMap((base) =>
      Array.from({ length: CONNECTIONS }, () =>
        request(`${base}${routes.keepalive.path}`, { dispatcher }).then(
          (r) => r.body.arrayBuffer(),
          () => undefined,
        ),
      ),
    ),
  );
  const warming = Math.round(rate * warmup);
  const total = warming + Math.round(rate * seconds);
  const latencies: number[] = [];
  const warmupLatencies: number[] = [];
  const byKind: Record<string, number[]> = {};
  let errors = 0;
  const errorsByKind: Record<string, number> = {};
  let sent = 0;
  const refusedLatencies: number[] = [];
  const acceptedLatencies: number[] = [];
  let refusedWithoutRetryAfter = 0;
  let failed = 0;
  let socketErrors = 0;
  const inflight: Promise<void>[] = [];
  const timeline: [number, number, number][] = [];
  // The driver's own event-loop delay: a late driver times its own lateness as the server's.
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const start = performance.now() + 50;
  const one = async (index: number, due: number) => {
    const target = targets[index % targets.length]!;
    const base = baseUrls[index % baseUrls.length]!;
    try {
      // As the portal's own fetch sends them (a write needs its origin; the sign-out, a state-changing GET, needs same-origin).
      const headers: Record<string, string> = {
        cookie: target.cookie,
        'x-forwarded-for': target.ip,
        origin: base,
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'cors',
      };
      // The challenge and the sign-out carry no body (a form type on them is refused: 415).
      const bare = { ...headers };
      if (target.body !== undefined)
        headers['content-type'] = target.flow === 'visit' ? 'application/x-www-form-urlencoded' : 'application/json';
      if (target.flow === 'visit') {
        // The login page asks for a passkey challenge as it loads (conditional UI), before any password.
        const challenge = await request(`${base}${routes.passkeySigninOptions.path}`, {
          dispatcher,
          method: 'POST',
          headers: { ...bare, cookie: '' },
          signal: AbortSignal.timeout(10_000),
        });
        await challenge.body.arrayBuffer();
      }
      let res = await request(`${base}${target.path}`, {
        dispatcher,
        method: target.method ?? 'GET',
        headers: target.flow === 'visit' ? { ...headers, cookie: '' } : headers,
        body: target.body,
        // A request unanswered after 10 s counts as an error, so a saturated server cannot stall the run.
        signal: AbortSignal.timeout(10_000),
      });
      await res.body.arrayBuffer();
      if (target.flow === 'visit' && res.statusCode === 200) {
        // The fresh session's sign-out: the cookie the sign-in set.
        const setCookie = res.headers['set-cookie'];
        const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0] ?? '';
        res = await request(`${base}${routes.logout.path}`, {
          dispatcher,
          headers: { ...bare, cookie },
          signal: AbortSignal.timeout(10_000),
        });
        await res.body.arrayBuffer();
      }
      const ms = performance.now() - due;
      timeline.push([due - start, ms, res.statusCode]);
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      if (!ok) {
        errors += 1;
        errorsByKind[`${target.kind} ${res.statusCode}`] ??= 0;
        errorsByKind[`${target.kind} ${res.statusCode}`]! += 1;
      }
      if (index >= warming) {
        if (res.statusCode === 503) {
          refusedLatencies.push(ms);
          if (!res.headers['retry-after']) refusedWithoutRetryAfter += 1;
        } else if (ok) acceptedLatencies.push(ms);
        else failed += 1;
      }
    } catch {
      errors += 1;
      if (index >= warming) socketErrors += 1;
    }
    const ms = performance.now() - due;
    if (index < warming) {
      warmupLatencies.push(ms);
      return;
    }
    latencies.push(ms);
    (byKind[target.kind] ??= []).push(ms);
  };
  // A 1 ms tick fires every request whose due time has come (several per tick at high rates).
  while (sent < total) {
    const now = performance.now();
    while (sent < total && start + (sent * 1000) / rate <= now) {
      inflight.push(one(sent, start + (sent * 1000) / rate));
      sent += 1;
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inflight);
  lag.disable();
  await dispatcher.close();
  return {
    timeline,
    driverLag: { p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 },
    rate,
    sent: sent - warming,
    latencies,
    warmupLatencies,
    errors,
    errorsByKind,
    byKind,
    outcomes: { acceptedLatencies, refusedLatencies, refusedWithoutRetryAfter, failed, socketErrors },
  };
}
