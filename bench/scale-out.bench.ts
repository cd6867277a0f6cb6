/**
 * Scale-out per CPU share (issue 33 item 3). Two instances on one PostgreSQL cannot show their gain on a
 * two-core machine when PostgreSQL, both servers and the load generator share the two cores. So each
 * instance gets the same CPU share of its own (a cgroup with a CPU quota, set here when run as root),
 * while PostgreSQL and the generator stay outside every share; then one instance and two are saturated
 * with the page mix, and what they answer per second is compared per share.
 *
 * Per set-up it prints: the rate offered (past what the shares can serve), requests answered 2xx per
 * second, the same per CPU share, the p50/p99 of those answers, and the CPU milliseconds per answered
 * request spent in the API processes and in PostgreSQL separately. Then the ratio, two ÷ one.
 *
 * Env: BENCH_CPU_SHARE (0.4 of a core per instance), BENCH_SECONDS (20), BENCH_SESSIONS (200),
 * BENCH_MIX=reads for the read-only plan. Runs on the PostgreSQL of DATABASE_URL, or starts a
 * throwaway one (apps/server/scripts/with-postgres.sh). Needs root and the cgroup CPU controller
 * (v1 /sys/fs/cgroup/cpu or v2 cpu.max); without them it says so and measures nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { figure, median, percentile, repoRoot, startServer, type RunningServer } from './harness.ts';
import { cpuMs, drive, settle } from './mix-drive.ts';
import { mixPlan } from './mix-plan.ts';

const SHARE = Number(process.env.BENCH_CPU_SHARE ?? 0.4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const PERIOD_US = 100_000;

if (!process.env.DATABASE_URL) {
  // A throwaway PostgreSQL for this bench alone; the script stops and removes it whatever happens.
  const result = spawnSync(
    'bash',
    ['apps/server/scripts/with-postgres.sh', process.execPath, '--import', 'tsx', 'bench/scale-out.bench.ts'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  process.exit(result.status ?? 1);
}

/** A CPU quota for one process tree: cgroup v2 (cpu.max) or v1 (cpu.cfs_quota_us). Null when neither is writable. */
interface Share {
  add(pid: number): void;
  remove(): void;
}
function cpuShare(name: string, cores: number): Share | null {
  if (process.getuid?.() !== 0) return null;
  const quota = Math.round(cores * PERIOD_US);
  const v2 = '/sys/fs/cgroup/cgroup.controllers';
  const dir = existsSync(v2)
    ? join('/sys/fs/cgroup', name)
    : existsSync('/sys/fs/cgroup/cpu/cpu.cfs_quota_us')
      ? join('/sys/fs/cgroup/cpu', name)
      : null;
  if (!dir) return null;
  try {
    mkdirSync(dir, { recursive: true });
    if (existsSync(v2)) writeFileSync(join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`);
    else {
      writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
      writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(quota));
    }
  } catch {
    return null;
  }
  return {
    // Every thread of the process (the PGlite worker has none here; libuv's pool, V8's helpers).
    add(pid) {
      for (const tid of readdirSync(`/proc/${pid}/task`)) writeFileSync(join(dir, existsSync(v2) ? 'cgroup.threads' : 'tasks'), tid);
    },
    remove() {
      try {
        rmdirSync(dir);
      } catch {
        // A process still in it (a crash): the directory stays, harmless, reused next run by name.
      }
    },
  };
}

/** PostgreSQL's processes (the server and its backends): their CPU is counted apart from the API's. */
function postgresPids(): number[] {
  const out = spawnSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).stdout;
  return out.split('\n').filter(Boolean).map(Number);
}
function postgresCpu(pids: Set<number>): number {
  let sum = 0;
  for (const pid of postgresPids()) {
    pids.add(pid);
    try {
      sum += cpuMs(pid);
    } catch {
      // Ended between the listing and the read.
    }
  }
  return sum;
}

interface Outcome {
  instances: number;
  offered: number;
  answered: number;
  p50: number;
  p99: number;
  apiCpu: number;
  pgCpu: number;
}

async function saturate(instances: number, perInstanceRate: number): Promise<Outcome | null> {
  const servers: RunningServer[] = [];
  const shares: Share[] = [];
  try {
    for (let i = 0; i < instances; i += 1) {
      servers.push(await startServer({ env: { DATABASE_URL: process.env.DATABASE_URL!, TRUST_PROXY: '1' } }));
      const share = cpuShare(`portal-bench-${process.pid}-${i}`, SHARE);
      if (!share) return null;
      shares.push(share);
      share.add(servers[i]!.process.pid!);
    }
    const baseUrls = servers.map((s) => s.baseUrl);
    const targets = await mixPlan(baseUrls[0]!, SESSIONS);
    await settle(baseUrls);
    const offered = perInstanceRate * instances;
    const pgSeen = new Set<number>();
    const apiBefore = servers.reduce((sum, s) => sum + cpuMs(s.process.pid!), 0);
    const pgBefore = postgresCpu(pgSeen);
    const { result } = await drive(
      offered,
      { seconds: SECONDS, warmup: 3 },
      targets,
      baseUrls,
      servers.map((s) => s.process.pid!),
    );
    const apiCpu = servers.reduce((sum, s) => sum + cpuMs(s.process.pid!), 0) - apiBefore;
    const pgCpu = postgresCpu(pgSeen) - pgBefore;
    const accepted = result.outcomes.acceptedLatencies;
    return {
      instances,
      offered,
      answered: accepted.length / SECONDS,
      p50: median(accepted),
      p99: percentile(accepted, 99),
      apiCpu: apiCpu / Math.max(1, accepted.length),
      pgCpu: pgCpu / Math.max(1, accepted.length),
    };
  } finally {
    for (const s of servers) await s.stop();
    for (const share of shares) share.remove();
  }
}

console.log(`Scale-out per CPU share: each instance limited to ${SHARE} of a core; PostgreSQL and the generator outside the shares.`);
// Offered past what a share serves (a few ms of CPU per request): the answers per second are the capacity.
const perInstance = Number(process.env.BENCH_OFFERED_PER_INSTANCE ?? Math.round((SHARE * 1000) / 1.5));
const one = await saturate(1, perInstance);
if (!one) {
  console.log('  not measured: needs root and a writable cgroup CPU controller (v2 cpu.max or v1 cpu.cfs_quota_us)');
  process.exit(0);
}
const two = await saturate(2, perInstance);
console.log('  instances | offered req/s | answered 2xx req/s | per CPU share | p50 ms | p99 ms | API CPU ms/req | PostgreSQL CPU ms/req');
for (const o of [one, two]) {
  if (!o) continue;
  console.log(
    `  ${String(o.instances).padStart(9)} | ${String(o.offered).padStart(13)} | ${o.answered.toFixed(0).padStart(18)} | ${(
      o.answered /
      (o.instances * SHARE)
    )
      .toFixed(0)
      .padStart(13)} | ${o.p50.toFixed(1).padStart(6)} | ${o.p99.toFixed(1).padStart(6)} | ${o.apiCpu.toFixed(2).padStart(14)} | ${o.pgCpu
      .toFixed(2)
      .padStart(21)}`,
  );
}
if (two) figure('two instances ÷ one, answered per second', two.answered / one.answered, '×', 'goal ≥ 1.6×');
