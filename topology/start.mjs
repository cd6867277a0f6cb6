// npm run topology: the production topology on this machine, in one command (docs/deploy.md).
//
//   browser ──https (TLS, HTTP/2)──▶ nginx ──round robin──▶ API instance 1 ─┐
//                                     │                 └─▶ API instance 2 ─┼─▶ PostgreSQL 15
//                                     ├─ /assets/ (hashed, cached a year)   │
//                                     └─ /design-system/ (Storybook)        └─▶ print service ─▶ nginx
//
// A throwaway PostgreSQL 15 cluster, the migration and the demo seed (once), two API instances (the
// server bundle, apps/server/dist/main.mjs), the print service as its own process, and Debian's nginx
// in front with a certificate signed by a CA generated for this run. Everything lives in one temporary
// directory, removed on exit; Ctrl-C (or SIGTERM) stops every process and exits 0 once all are gone.
//
// Options (environment): TOPOLOGY_PORT (8443; 0 picks a free one), TOPOLOGY_MANIFEST (a file to write
// the addresses to as JSON once ready: the end-to-end suite reads it), TOPOLOGY_TEST=1 (the suite's
// settings: support always open, a high per-address login limit), TOPOLOGY_NO_BUILD=1 (use the builds
// as they are: turbo has built them).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SERVER_NODE_FLAGS,
  chromiumPath,
  ensureChromium,
  ensureDebianPackage,
  ensureDependencies,
  isStale,
  repoRoot,
  run,
} from '../scripts/lib.mjs';
import { nginxConfig } from './nginx.mjs';
import { PG_BIN, startCluster } from './postgres.mjs';

const isRoot = process.getuid?.() === 0;
const testMode = process.env.TOPOLOGY_TEST === '1';
const log = (line) => console.log(`topology: ${line}`);

/** Processes started here, stopped in reverse order on exit. */
const processes = [];
let workDir;
let cluster;
let stopping = false;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Runs a command to completion; throws with its output when it fails. */
function mustRun(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? result.error ?? ''}`);
  return result.stdout;
}

/** Starts a long-running child; its output goes to <workDir>/<name>.log, and its early exit stops the topology. */
function startProcess(name, command, args, env) {
  const logFile = join(workDir, `${name}.log`);
  const out = [];
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      out.push(chunk);
      if (!stopping) writeFileSync(logFile, Buffer.concat(out));
    });
  }
  const entry = { name, child, exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal }))) };
  void entry.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`topology: ${name} exited (${signal ?? `code ${code}`}); its output:\n${Buffer.concat(out).toString().slice(-4000)}`);
    void stop(1);
  });
  processes.push(entry);
  return entry;
}

async function waitFor(what, check, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (stopping) throw new Error(`stopped while waiting for ${what}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A CA for this run and a server certificate it signs for 127.0.0.1 and localhost. */
function makeCertificates(dir) {
  const ca = { key: join(dir, 'ca.key'), cert: join(dir, 'ca.crt') };
  const server = { key: join(dir, 'server.key'), csr: join(dir, 'server.csr'), cert: join(dir, 'server.crt') };
  mustRun('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Portal topology local CA',
    '-keyout',
    ca.key,
    '-out',
    ca.cert,
  ]);
  mustRun('openssl', [
    'req',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-keyout',
    server.key,
    '-out',
    server.csr,
  ]);
  const ext = join(dir, 'server.ext');
  writeFileSync(
    ext,
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n',
  );
  mustRun('openssl', [
    'x509',
    '-req',
    '-in',
    server.csr,
    '-CA',
    ca.cert,
    '-CAkey',
    ca.key,
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    ext,
    '-out',
    server.cert,
  ]);
  return { caCert: ca.cert, serverCert: server.cert, serverKey: server.key };
}

/**
 * A home directory whose NSS database (what Chromium on Linux trusts) holds this run's CA: the print
 * service's Chromium and the suite's reach the proxy over real, verified TLS.
 */
function makeTrustingHome(dir, caCert) {
  const nssdb = join(dir, '.pki/nssdb');
  mkdirSync(nssdb, { recursive: true });
  mustRun('certutil', ['-d', `sql:${nssdb}`, '-N', '--empty-password']);
  mustRun('certutil', ['-d', `sql:${nssdb}`, '-A', '-t', 'C,,', '-n', 'portal-topology-ca', '-i', caCert]);
  return dir;
}

async function ensureBuilds() {
  const packages = ['packages/domain', 'packages/api'];
  const builds = [
    [
      'apps/portal/dist/index.html',
      ['apps/portal', 'packages/ui', 'packages/machines', ...packages],
      ['run', 'build', '-w', '@portal/portal'],
    ],
    ['apps/server/dist/main.mjs', ['apps/server/src', ...packages], ['run', 'build', '-w', '@portal/server']],
    ['storybook-static/index.html', ['packages/ui/src', 'apps/portal/src', '.storybook'], ['run', 'build-storybook']],
  ];
  for (const [output, inputs, args] of builds) {
    if (!isStale(join(repoRoot, output), inputs)) continue;
    log(`building ${output.split('/')[0] === 'storybook-static' ? 'the design system catalogue' : output.split('/')[1]}…`);
    // A production build whatever the caller's NODE_ENV (a test runner sets it to "test").
    const env = { ...process.env };
    delete env.NODE_ENV;
    if ((await run('npm', args, { env })) !== 0) throw new Error(`npm ${args.join(' ')} failed`);
  }
}

async function main() {
  await ensureDependencies();
  if (process.env.TOPOLOGY_NO_BUILD !== '1') await ensureBuilds();
  await ensureChromium();
  await ensureDebianPackage('/usr/sbin/nginx', 'nginx');
  await ensureDebianPackage(join(PG_BIN, 'initdb'), 'postgresql-15');
  await ensureDebianPackage('/usr/bin/certutil', 'libnss3-tools');

  workDir = mkdtempSync(join(tmpdir(), 'portal-topology-'));
  chmodSync(workDir, 0o755);
  const ports = {
    proxy: process.env.TOPOLOGY_PORT === '0' ? await freePort() : Number(process.env.TOPOLOGY_PORT ?? 8443),
    postgres: await freePort(),
    print: await freePort(),
    api: [await freePort(), await freePort()],
  };
  const publicUrl = `https://127.0.0.1:${ports.proxy}`;

  // PostgreSQL 15: a fresh cluster in the work directory. The suite's is thrown away: no durability, a faster seed.
  cluster = startCluster({ dir: join(workDir, 'postgres'), port: ports.postgres, fast: testMode });
  const databaseUrl = cluster.url;
  log(`PostgreSQL ${cluster.version} on 127.0.0.1:${ports.postgres}`);

  const certs = makeCertificates(workDir);
  const home = makeTrustingHome(join(workDir, 'home'), certs.caCert);
  const printToken = randomBytes(32).toString('base64url');
  const serverMain = join(repoRoot, 'apps/server/dist/main.mjs');
  const portalDist = join(repoRoot, 'apps/portal/dist');
  const storybookDir = join(repoRoot, 'storybook-static');
  const serverEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PORTAL_DIST_DIR: portalDist,
    PORTAL_DESIGN_SYSTEM_DIR: storybookDir,
    PORTAL_PUBLIC_URL: publicUrl,
    // X-Forwarded-* believed from the proxy's address only (nginx connects from loopback).
    TRUST_PROXY: '127.0.0.1',
    PRINT_SERVICE_URL: `http://127.0.0.1:${ports.print}`,
    PRINT_SERVICE_TOKEN: printToken,
    // Demo data (the only way demo people exist) and e-mails kept in the outbox: this is a demo topology.
    PORTAL_DEMO: '1',
    PORTAL_DEMO_MAIL: '1',
    PORTAL_CODE_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    MALLOC_ARENA_MAX: '2',
    MALLOC_TRIM_THRESHOLD_: '131072',
    ...(process.env.PORTAL_DEMO_AS_OF ? { PORTAL_DEMO_AS_OF: process.env.PORTAL_DEMO_AS_OF } : {}),
    ...(testMode ? { PORTAL_SUPPORT_ALWAYS_OPEN: '1', PORTAL_LOGIN_RATE_LIMIT: '1000' } : {}),
  };

  // The migration and the demo seed, once, before any instance starts (two instances seeding at once would race).
  log('migrating and seeding the demo data…');
  const seedCode = await run(process.execPath, [...SERVER_NODE_FLAGS, serverMain], { env: { ...serverEnv, PORTAL_SEED_ONLY: '1' } });
  if (seedCode !== 0) throw new Error('the migration or the seed failed');

  // The print service: its own process, on loopback, with the shared token; its Chromium trusts this run's CA.
  const print = startProcess(
    'print-service',
    process.execPath,
    [...SERVER_NODE_FLAGS, join(repoRoot, 'apps/server/dist/print-service.mjs')],
    {
      PATH: process.env.PATH,
      HOME: home,
      NODE_ENV: 'production',
      PRINT_SERVICE_PORT: String(ports.print),
      PRINT_SERVICE_HOST: '127.0.0.1',
      PRINT_SERVICE_TOKEN: printToken,
      CHROMIUM_PATH: chromiumPath(),
      LOG_LEVEL: serverEnv.LOG_LEVEL,
    },
  );

  const instances = ports.api.map((port, i) =>
    startProcess(`api-${i + 1}`, process.execPath, [...SERVER_NODE_FLAGS, serverMain], {
      ...serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
    }),
  );
  for (const port of ports.api) {
    await waitFor(`the API on port ${port}`, async () => (await fetch(`http://127.0.0.1:${port}/nui/public/keepalive`)).ok);
  }
  await waitFor('the print service', async () => (await fetch(`http://127.0.0.1:${ports.print}/`)).status > 0);

  // The catalogue's CSP as the server computes it from the build (plugins/design-system.ts): nginx sends the same.
  const hasCatalogue = existsSync(join(storybookDir, 'index.html'));
  const catalogueCsp = hasCatalogue
    ? (await fetch(`http://127.0.0.1:${ports.api[0]}/design-system/`)).headers.get('content-security-policy')
    : null;

  // nginx: master as us, workers as www-data when root (they read the builds and the work directory).
  // The workers serve copies of the builds from the work directory: the checkout itself may not be
  // theirs to read (a clone inside a 0700 directory, as mktemp -d makes, answered every asset 404).
  const servedPortal = isRoot ? join(workDir, 'static/portal') : portalDist;
  const servedCatalogue = isRoot ? join(workDir, 'static/design-system') : storybookDir;
  if (isRoot) {
    cpSync(portalDist, servedPortal, { recursive: true });
    if (hasCatalogue) cpSync(storybookDir, servedCatalogue, { recursive: true });
  }
  const nginxDir = join(workDir, 'nginx');
  mkdirSync(join(nginxDir, 'temp'), { recursive: true });
  if (isRoot) chownSync(join(nginxDir, 'temp'), Number(mustRun('id', ['-u', 'www-data']).trim()), 0);
  const accessLog = join(nginxDir, 'access.log');
  writeFileSync(
    join(nginxDir, 'nginx.conf'),
    nginxConfig({
      dir: nginxDir,
      user: isRoot ? 'www-data' : null,
      port: ports.proxy,
      upstreams: ports.api.map((p) => `127.0.0.1:${p}`),
      certificate: certs.serverCert,
      certificateKey: certs.serverKey,
      portalDist: servedPortal,
      storybookDir: hasCatalogue ? servedCatalogue : null,
      designSystemCsp: catalogueCsp,
      accessLog,
    }),
  );
  mustRun('/usr/sbin/nginx', ['-t', '-q', '-p', nginxDir, '-c', join(nginxDir, 'nginx.conf')]);
  startProcess('nginx', '/usr/sbin/nginx', ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'], {
    PATH: process.env.PATH,
  });
  const ca = readFileSync(certs.caCert);
  await waitFor('nginx', () => httpsOk(`${publicUrl}/nui/public/keepalive`, ca));

  const manifest = {
    url: publicUrl,
    caCert: certs.caCert,
    home,
    accessLog,
    databaseUrl,
    instances: ports.api.map((port, i) => ({ name: `api-${i + 1}`, url: `http://127.0.0.1:${port}`, pid: instances[i].child.pid })),
    printService: { url: `http://127.0.0.1:${ports.print}`, pid: print.child.pid },
    workDir,
  };
  if (process.env.TOPOLOGY_MANIFEST) writeFileSync(process.env.TOPOLOGY_MANIFEST, JSON.stringify(manifest, null, 2));
  log(`ready: ${publicUrl} (CA certificate ${certs.caCert}; logs in ${workDir}) — Ctrl-C stops everything`);
  log(`demo logins: demo.client@example.com, support.agent@example.com (password Harbour#Kite7); catalogue: ${publicUrl}/design-system/`);
}

/** GET over https trusting only this run's CA (Node's fetch has no per-call CA). */
async function httpsOk(url, ca) {
  const { request } = await import('node:https');
  return new Promise((resolve) => {
    const req = request(url, { ca, timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  log('stopping…');
  // API instances first (they drain and close their pools), then the print service, then nginx.
  for (const entry of [...processes].reverse()) {
    if (entry.child.exitCode === null && entry.child.signalCode === null) entry.child.kill(entry.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
  }
  const results = await Promise.race([
    Promise.all(processes.map(async (e) => ({ name: e.name, ...(await e.exited) }))),
    new Promise((resolve) => setTimeout(() => resolve(null), 20_000)),
  ]);
  if (results === null) {
    for (const entry of processes) if (entry.child.exitCode === null) entry.child.kill('SIGKILL');
    console.error('topology: a process did not stop within 20 s and was killed');
    code = 1;
  } else {
    for (const r of results) {
      // A process ended by our signal without handling it (signal set) is not a clean stop for the API or print service.
      if (r.code !== 0 && r.name !== 'nginx') {
        console.error(`topology: ${r.name} ended with ${r.signal ?? `code ${r.code}`}`);
        code = code || 1;
      }
    }
  }
  cluster?.stop();
  if (workDir && process.env.TOPOLOGY_KEEP !== '1') rmSync(workDir, { recursive: true, force: true });
  log(code === 0 ? 'stopped cleanly' : 'stopped with errors');
  process.exit(code);
}

process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));
main().catch((error) => {
  console.error(`topology: ${error instanceof Error ? error.message : error}`);
  void stop(1);
});
