/**
 * Starts the real server (built portal + API, PGlite in a fresh temp data dir, demo data seeded)
 * on a free port for the end-to-end journeys, and stops it afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
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

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export default async function setup(project: TestProject) {
  // E2E_PORTAL_DIST lets a run use a portal built elsewhere (vite build --outDir …).
  const distDir = process.env.E2E_PORTAL_DIST ?? join(repoRoot, 'apps/portal/dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error('Build the portal first: npm run build -w @portal/portal');
  }
  const port = await freePort();
  dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: dataDir,
      PORTAL_DIST_DIR: distDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PORTAL_EXPOSE_OUTBOX: '1',
      PORTAL_LOGIN_RATE_LIMIT: '1000',
      PORTAL_DEMO: '1',
      // The offer of two-step login after sign-in has a journey of its own (mfa-offer.e2e.test.ts).
      PORTAL_NO_MFA_OFFER: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 170_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/nui/public/keepalive`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  project.provide('baseUrl', baseUrl);

  return async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server?.once('exit', r));
    }
    if (dataDir && !process.env.E2E_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  };
}
