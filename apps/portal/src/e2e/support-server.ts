/**
 * A server of its own for the live support journey, which restarts it mid-test: the real server
 * (built portal + API) on PGlite in a temp data dir, support open at any hour (PORTAL_SUPPORT_ALWAYS_OPEN).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

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

export interface SupportServer {
  baseUrl: string;
  /** Stops the process (SIGTERM, clean PGlite close); `start` brings it back on the same port and data. */
  halt(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `env` adds to the server's environment (the screenshots pin the demo data's date with PORTAL_DEMO_AS_OF);
 * `dataDir` is a data directory prepared beforehand (removed by `stop` as a new one is).
 */
export async function startSupportServer(env: Record<string, string> = {}, given?: { dataDir: string }): Promise<SupportServer> {
  const port = await freePort();
  const dataDir = given?.dataDir ?? mkdtempSync(join(tmpdir(), 'portal-e2e-support-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  const start = async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PORTAL_DATA_DIR: dataDir,
        PORTAL_DIST_DIR: process.env.E2E_PORTAL_DIST ?? join(repoRoot, 'apps/portal/dist'),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        PORTAL_LOGIN_RATE_LIMIT: '1000',
        PORTAL_DEMO: '1',
        PORTAL_SUPPORT_ALWAYS_OPEN: '1',
        // The offer of two-step login after sign-in has a journey of its own (mfa-offer.e2e.test.ts).
        PORTAL_NO_MFA_OFFER: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    const deadline = Date.now() + 170_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        if ((await fetch(`${baseUrl}/nui/public/keepalive`)).ok) return;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const stop = async () => {
    const child = server;
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  };

  await start();
  return {
    baseUrl,
    halt: stop,
    start,
    async stop() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
