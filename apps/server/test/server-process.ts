/**
 * A real server process on a PGlite data directory, for tests that kill it: started on a free port,
 * ready once it answers, stopped by the signal the test chooses. It runs the production bundle
 * (dist/main.mjs, built once per test run: esbuild takes a fraction of a second), so these tests also
 * start what `npm start` starts — the bundle once missed a module its PGlite worker imports.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { routes } from '@portal/api';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  base: string;
  pid: number;
  /** True once the test has sent a signal (writers stop then). */
  killed(): boolean;
  /** Sends the signal and resolves to how the process ended: the signal's name, or its exit code. */
  kill(signal: NodeJS.Signals): Promise<NodeJS.Signals | number | null>;
  /** Everything it printed so far. */
  output(): string;
  exited: Promise<NodeJS.Signals | number | null>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let built = false;
function buildOnce(): void {
  if (built) return;
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the server bundle did not build:\n${build.stdout}${build.stderr}`);
  built = true;
}

/** Starts the server; with `ready: false` it does not wait (a refused start is what the test wants). */
export async function startServerProcess(dataDir: string, options: { ready?: boolean } = {}): Promise<ServerProcess> {
  buildOnce();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.mjs'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORTAL_DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      PORTAL_LOGIN_RATE_LIMIT: '100000',
      PORTAL_DEMO: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  let signalled = false;
  const handle: ServerProcess = {
    base,
    pid: child.pid!,
    killed: () => signalled,
    async kill(signal) {
      signalled = true;
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
    output: () => output,
    exited,
  };
  if (options.ready === false) return handle;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const response = await fetch(`${base}${routes.sessionInfo.path}`).catch(() => null);
    if (response) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return handle;
}
