/**
 * Shared by the benchmarks: start the real server (built portal + API on PGlite) on a free port on a
 * fresh copy of a seeded template data directory, Chromium through playwright-core, and
 * median/percentile helpers. Benchmarks print figures; they never assert budgets.
 */
import { routes } from '@portal/api';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { SERVER_NODE_FLAGS, chromiumLaunchOptions } from '../scripts/lib.mjs';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
}

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const TEMPLATE_DIR = join(repoRoot, '.bench/template');
const TEMPLATE_KEY = join(repoRoot, '.bench/template.key');

/** What the seeded data depend on: the migrations and the demo data's sources (a change rebuilds the template). */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const dir of ['apps/server/src/db/migrations', 'apps/server/src/demo']) {
    const files = readdirSync(join(repoRoot, dir), { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    for (const f of files.map((e) => join(e.parentPath, e.name)).sort()) hash.update(f).update(readFileSync(f));
  }
  return hash.digest('hex');
}

/**
 * A data directory of this run's own: a copy of the seeded template, which the server seeds once (and
 * closes cleanly, SIGTERM) when missing or stale. Every run starts from the same clean state, so no run
 * inherits another's data or damage; the copy (~1 s) is much cheaper than seeding (~30 s).
 */
async function freshDataDir(): Promise<{ dataDir: string; remove(): void }> {
  const key = templateKey();
  if (!existsSync(TEMPLATE_KEY) || readFileSync(TEMPLATE_KEY, 'utf8') !== key) {
    rmSync(TEMPLATE_KEY, { force: true });
    rmSync(TEMPLATE_DIR, { recursive: true, force: true });
    console.log('bench: seeding the template data directory (.bench/template)');
    const seeding = await launch(TEMPLATE_DIR, {});
    await seeding.stop();
    writeFileSync(TEMPLATE_KEY, key);
  }
  mkdirSync(join(repoRoot, '.bench'), { recursive: true });
  const run = mkdtempSync(join(repoRoot, '.bench/run-'));
  const dataDir = join(run, 'data');
  cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
  return { dataDir, remove: () => rmSync(run, { recursive: true, force: true }) };
}

/**
 * Starts the server. Without `dataDir` it runs on a fresh copy of the seeded template, removed when it
 * stops; a bench that passes `dataDir` owns that directory (PGlite refuses a directory another process holds).
 */
export async function startServer(options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  if (options.dataDir) return launch(options.dataDir, options.env ?? {});
  const fresh = await freshDataDir();
  try {
    const server = await launch(fresh.dataDir, options.env ?? {});
    return {
      ...server,
      async stop() {
        await server.stop();
        fresh.remove();
      },
    };
  } catch (error) {
    fresh.remove();
    throw error;
  }
}

async function launch(dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  mkdirSync(dataDir, { recursive: true });
  // The same build, Node flags, malloc settings and mode as npm start (scripts/start.mjs): production,
  // so no response checking. The server bundle takes ~0.2 s to build: always fresh.
  if (spawnSync(process.execPath, ['apps/server/scripts/build.mjs'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0)
    throw new Error('server build failed');
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile per thread (main and PGlite worker) on exit.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // The flags npm start uses; BENCH_NODE_FLAGS replaces them (A/B of heap settings: V8 flags are refused in NODE_OPTIONS).
  const flags = process.env.BENCH_NODE_FLAGS !== undefined ? process.env.BENCH_NODE_FLAGS.split(' ').filter(Boolean) : SERVER_NODE_FLAGS;
  const child = spawn(process.execPath, [...profile, ...flags, 'apps/server/dist/main.mjs'], {
    cwd: repoRoot,
    env: {
      MALLOC_ARENA_MAX: '2',
      MALLOC_TRIM_THRESHOLD_: '131072',
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORTAL_DEMO: '1',
      LOG_LEVEL: 'warn',
      PORTAL_LOGIN_RATE_LIMIT: '10000',
      // As npm start: the demo's e-mails stay in the outbox table (config.ts productionRefusals).
      PORTAL_DEMO_MAIL: '1',
      // Production requires the public address (apps/server/src/env.ts).
      PORTAL_PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // BENCH_SERVER_LOG=<file>: the server's output is kept there too (errors during a run).
  const log = process.env.BENCH_SERVER_LOG;
  const keep = (d: Buffer) => {
    output += d.toString();
    if (log) appendFileSync(log, d);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  // A server left running by a bench that failed would hold its data directory: it goes with the bench.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}${routes.keepalive.path}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    process: child,
    async stop() {
      process.off('exit', orphan);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
        child.kill('SIGTERM');
        // A clean close checkpoints PGlite; anything else is said, not hidden.
        const code = await exited;
        if (code !== 0) console.warn(`bench: server exited with ${code} on SIGTERM:\n${output.slice(-2000)}`);
      }
    },
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions());
}

export { loginCookie } from '../apps/portal/src/e2e/http-login.ts';

/**
 * Puts a session cookie from loginCookie into a browser context. Production names it `__Host-…`, which
 * Chromium takes only as Secure, on path /, with no domain attribute: given as `{ url }` alone it is
 * refused ("Invalid cookie fields"). Chromium counts http://127.0.0.1 as a secure origin, so it sends it.
 */
export async function addSessionCookie(context: BrowserContext, baseUrl: string, cookie: string): Promise<void> {
  const at = cookie.indexOf('=');
  const name = cookie.slice(0, at);
  const value = cookie.slice(at + 1);
  const { hostname } = new URL(baseUrl);
  await context.addCookies([
    name.startsWith('__Host-')
      ? { name, value, domain: hostname, path: '/', secure: true, httpOnly: true, sameSite: 'Strict' }
      : { name, value, url: baseUrl },
  ]);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export const median = (values: number[]) => percentile(values, 50);

export function figure(label: string, value: number | string, unit = '', note = ''): void {
  const shown = typeof value === 'number' ? (Number.isInteger(value) ? String(value) : value.toFixed(2)) : value;
  console.log(`  ${label.padEnd(58)} ${`${shown} ${unit}`.trim().padStart(14)}${note ? `  ${note}` : ''}`);
}

/** A process's child processes (Linux: /proc/<pid>/task/<pid>/children): the server's print service. */
export function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
