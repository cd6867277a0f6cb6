/**
 * The open-loop driver's parent side, shared by the mix and overload benches: forks mix-driver.ts,
 * hands it a rate and a plan, samples the servers' RSS meanwhile, and returns what it timed.
 */
import { routes } from '@portal/api';
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Target } from './mix-plan.ts';

export interface DriveResult {
  rate: number;
  sent: number;
  latencies: number[];
  /** The warm-up's latencies (not in `latencies`). */
  warmupLatencies: number[];
  errors: number;
  byKind: Record<string, number[]>;
  /** [due ms from start, latency ms, status] per answered request. */
  timeline: [number, number, number][];
  /** Non-2xx answers by call kind and status. */
  errorsByKind?: Record<string, number>;
  /** The driver process's own event-loop delay, ms: if it is high, the latencies are partly the driver's. */
  driverLag: { p99: number; max: number };
  /** By answer, after the warm-up: 200s, 503s (refused), other statuses, and requests with no answer. */
  outcomes: {
    acceptedLatencies: number[];
    refusedLatencies: number[];
    /** 503s without a Retry-After header. */
    refusedWithoutRetryAfter: number;
    /** Answers other than 200 and 503. */
    failed: number;
    /** No answer: a reset or refused connection, or none within 10 s. */
    socketErrors: number;
  };
}

/** User + system CPU time of a process so far, in ms (clock ticks of /proc/<pid>/stat, 100 per second). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

/** Runs one rate in the driver child process; samples every server's RSS meanwhile. */
export function drive(
  rate: number,
  { seconds, warmup }: { seconds: number; warmup: number },
  targets: Target[],
  baseUrls: string[],
  pids: number[],
): Promise<{ result: DriveResult; peakRss: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL('./mix-driver.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'] });
    let peakRss = 0;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, ...pids.map(rssMb))), 250);
    child.on('message', (result: DriveResult) => {
      clearInterval(sampler);
      child.kill();
      resolve({ result, peakRss });
    });
    child.on('error', reject);
    child.send({ rate, seconds, warmup, targets, baseUrls });
  });
}

/** Waits until every instance answers a keep-alive within 20 ms: a backlog of earlier load has drained. */
export async function settle(baseUrls: string[]): Promise<void> {
  for (let i = 0; i < 60; i += 1) {
    const t0 = performance.now();
    await Promise.all(baseUrls.map((b) => fetch(`${b}${routes.keepalive.path}`).then((r) => r.arrayBuffer())));
    if (performance.now() - t0 < 20) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
