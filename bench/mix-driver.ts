/**
 * The mix bench's load generator, in its own process (forked by mix.bench.ts): offers requests at a
 * fixed rate whatever the answers do (open loop) and times each from when it was DUE, so a stalled
 * server shows as latency instead of silently lowering the offered load (no coordinated omission).
 * The first `warmup` seconds run at the same rate but are reported apart: a fresh driver process
 * opens its connections and a server fills its caches then, as after a deploy, not in steady state.
 */
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

async function run({ rate, seconds, warmup, targets, baseUrls }: Job): Promise<DriveResult> {
  const warming = Math.round(rate * warmup);
  const total = warming + Math.round(rate * seconds);
  const latencies: number[] = [];
  const warmupLatencies: number[] = [];
  const byKind: Record<string, number[]> = {};
  let errors = 0;
  let sent = 0;
  const refusedLatencies: number[] = [];
  const acceptedLatencies: number[] = [];
  let refusedWithoutRetryAfter = 0;
  let failed = 0;
  let socketErrors = 0;
  const inflight: Promise<void>[] = [];
  const start = performance.now() + 50;
  const one = async (index: number, due: number) => {
    const target = targets[index % targets.length]!;
    const base = baseUrls[index % baseUrls.length]!;
    try {
      const res = await fetch(`${base}${target.path}`, {
        headers: { cookie: target.cookie, 'x-forwarded-for': target.ip },
        // A request unanswered after 10 s counts as an error, so a saturated server cannot stall the run.
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      const ms = performance.now() - due;
      if (res.status !== 200) errors += 1;
      if (index >= warming) {
        if (res.status === 503) {
          refusedLatencies.push(ms);
          if (!res.headers.get('retry-after')) refusedWithoutRetryAfter += 1;
        } else if (res.status === 200) acceptedLatencies.push(ms);
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
  return {
    rate,
    sent: sent - warming,
    latencies,
    warmupLatencies,
    errors,
    byKind,
    outcomes: { acceptedLatencies, refusedLatencies, refusedWithoutRetryAfter, failed, socketErrors },
  };
}
