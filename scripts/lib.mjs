// Shared helpers for the root scripts: run a command, make sure dependencies and Chromium exist.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The Node/V8 flags the server runs with (npm start, the benches). Budget 300 MB RSS: a small young
 * generation (2 MB semi-spaces) keeps the heap down at little CPU cost, and the old generation may grow
 * only 25 % past what the last full collection kept (V8's default lets it grow up to 4×): under the
 * 400 req/s page mix the heap then peaks near 95 MB instead of 120–140 MB at the same CPU per request
 * (bench/mix.bench.ts, A/B with BENCH_NODE_FLAGS). 2 MB rather than 4: RSS peak at 400 req/s 289–296
 * vs 298–304 MB (40 s on a fresh server), same CPU per request (2.6–2.7 ms) and the same clients/{id}
 * throughput (57 % of bare). Those figures still had the print browser's driver in this process; with
 * the print service as the server's child (apps/server/src/plugins/print/child.ts, which inherits these
 * flags) the full mix, 100 then 200 then 400 req/s for 60 s each on one server, peaks at 262 / 269 /
 * 275 MB, and the idle print child holds 93 MB of its own.
 */
// --enable-source-maps: stacks in logs and error reports point at our TypeScript, not the bundle.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2', '--heap-growing-percent=25', '--enable-source-maps'];

export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/** Installs the workspace's packages when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  const marker = join(repoRoot, 'node_modules/.package-lock.json');
  if (existsSync(marker)) return;
  console.log('› Installing dependencies (npm ci)…');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) throw new Error('npm ci failed');
}

/**
 * One set of Chromium options for every test, story test, tool and bench that launches a browser (the
 * production print pool keeps its own hardened list, apps/server/src/plugins/print/pool.ts): Debian's
 * Chromium (never a downloaded one), headless, kept off the network (CI has none).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** For the story baselines: the same glyph rasterisation on every machine, and no scrollbars in the pictures. */
export const STEADY_PIXELS_ARGS = ['--font-render-hinting=none', '--hide-scrollbars'];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/**
 * playwright's launch options, `chromium.launch(chromiumLaunchOptions())`; `steadyPixels` adds STEADY_PIXELS_ARGS.
 * Launchers of their own (chrome-launcher, for Lighthouse) take chromiumPath() and CHROMIUM_ARGS.
 */
export function chromiumLaunchOptions({ steadyPixels = false, args = [] } = {}) {
  return { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...(steadyPixels ? STEADY_PIXELS_ARGS : []), ...args] };
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** apt-get install of Debian packages (as root); waits for another apt's lock rather than failing on it. */
async function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const lock = ['-o', 'DPkg::Lock::Timeout=600'];
  if ((await run('apt-get', [...lock, 'update', '-qq'], { env })) !== 0) throw new Error('apt-get update failed');
  if ((await run('apt-get', [...lock, 'install', '-y', '-qq', ...packages], { env })) !== 0)
    throw new Error(`apt-get install ${packages.join(' ')} failed`);
}

/** A line nobody misses in a log. */
export function loud(message) {
  const bar = '!'.repeat(100);
  console.warn(`\n${bar}\n!! ${message}\n${bar}\n`);
}

/**
 * Installs Debian's chromium when absent (as root); the tests never download a browser of their own.
 * Not root (or no apt-get): throws, or with `optional` says loudly what will not work and returns null.
 */
export async function ensureChromium({ optional = false, without = 'the browser tests cannot run' } = {}) {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) {
    const message = `No Chromium at ${path}: ${without}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`;
    if (!optional) throw new Error(message);
    loud(message);
    return null;
  }
  console.log('› Installing Chromium from Debian (apt-get install -y chromium)…');
  await aptInstall(['chromium']);
  return path;
}

/** The PostgreSQL 15 binaries apps/server/scripts/with-postgres.sh starts a throwaway cluster with. */
export function postgresBin() {
  return process.env.PG_BIN || '/usr/lib/postgresql/15/bin';
}

/**
 * Installs Debian's PostgreSQL 15 when absent (as root), for the server tests that run on PostgreSQL
 * (test:pg). Returns false, having said so loudly, when it is absent and cannot be installed here.
 */
export async function ensurePostgres() {
  if (existsSync(join(postgresBin(), 'initdb'))) return true;
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) {
    loud(
      `No PostgreSQL 15 at ${postgresBin()} and not root: the PostgreSQL tests (test:pg) are SKIPPED. ` +
        'Install it (apt-get install -y postgresql-15) or set PG_BIN, then run npm test again.',
    );
    return false;
  }
  console.log('› Installing PostgreSQL 15 from Debian (apt-get install -y postgresql-15)…');
  await aptInstall(['postgresql-15']);
  return true;
}

/**
 * What the topology suite needs beside PostgreSQL (test:topology, topology/start.mjs): Debian's nginx and
 * certutil (the generated certificate goes into Chromium's trust store). Installs them as root; otherwise
 * says loudly that the suite is skipped and returns false.
 */
export async function ensureTopologyTools() {
  const missing = [
    ['/usr/sbin/nginx', 'nginx'],
    ['/usr/bin/certutil', 'libnss3-tools'],
  ].filter(([path]) => !existsSync(path));
  if (missing.length === 0) return true;
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) {
    loud(
      `No ${missing.map(([, pkg]) => pkg).join(' or ')} and not root: the topology suite (test:topology) is SKIPPED. ` +
        `Install ${missing.map(([, pkg]) => pkg).join(' ')} from Debian, then run npm test again.`,
    );
    return false;
  }
  console.log(`› Installing ${missing.map(([, pkg]) => pkg).join(' ')} from Debian…`);
  await aptInstall(missing.map(([, pkg]) => pkg));
  return true;
}

/** Installs a Debian package when `path` (a file it provides) is absent: as root, from Debian; otherwise says what to install. */
export async function ensureDebianPackage(path, pkg) {
  if (existsSync(path)) return;
  if (!isRoot() || !existsSync('/usr/bin/apt-get'))
    throw new Error(`${path} is missing: install Debian's ${pkg} (apt-get install -y ${pkg}).`);
  console.log(`› Installing ${pkg} from Debian (apt-get install -y ${pkg})…`);
  await aptInstall([pkg]);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** True when `output` is missing or older than any file under `dirs` (repository-relative): the build must run again. */
export function isStale(output, dirs) {
  return !existsSync(output) || dirs.some((d) => newestMtime(join(repoRoot, d)) > statSync(output).mtimeMs);
}

export function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
}
