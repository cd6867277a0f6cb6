/**
 * The print renderer in production: the print service (print-service.ts) as a child process of
 * this server, forked on start, on a private loopback port with a fresh shared secret. The
 * browser's driver (playwright-core, ~14 MB of code in the heap) and its pipes then live apart from
 * the API's memory and event loop, and a crashed or killed child is forked again for the next job
 * (the job that was running fails with a 5xx, as a crashed browser's would). PRINT_SERVICE_URL still
 * points at a service run elsewhere; PRINT_IN_PROCESS=1 keeps the pool in this process.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { PrintRenderer, RenderJob } from './pool.ts';
import { RemotePrintRenderer } from './remote.ts';

/**
 * What the child (and so Chromium) may see of this server's environment (security review H1, L14):
 * the print settings and what a process needs to run — never DATABASE_URL, PORTAL_CODE_SECRET,
 * SMTP_URL or any other secret of the server.
 */
const CHILD_ENV =
  /^(PRINT_(MAX_PAGES|MAX_QUEUE|TIMEOUT_MS)|CHROMIUM_PATH|LOG_LEVEL|NODE_ENV|PATH|HOME|TMPDIR|LANG|LC_[A-Z]+|TZ|FONTCONFIG_PATH|XDG_[A-Z_]+)$/;

export function childEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => CHILD_ENV.test(name)));
}

/** The message the child sends once it listens (print-service.ts). */
export interface ListeningMessage {
  type: 'print-service-listening';
  port: number;
}

export function isListeningMessage(value: unknown): value is ListeningMessage {
  return typeof value === 'object' && value !== null && (value as ListeningMessage).type === 'print-service-listening';
}

/**
 * The built server (dist/main.mjs) forks dist/print-service.mjs beside it, with the server's own Node
 * flags (its heap settings; not an inspector's port); from source, src/print-service.ts through tsx.
 */
export function printServiceEntry(moduleUrl = import.meta.url, nodeFlags = process.execArgv): { file: string; execArgv: string[] } {
  return moduleUrl.endsWith('.mjs')
    ? {
        file: fileURLToPath(new URL('./print-service.mjs', moduleUrl)),
        execArgv: nodeFlags.filter((flag) => !flag.startsWith('--inspect')),
      }
    : { file: fileURLToPath(new URL('../../print-service.ts', moduleUrl)), execArgv: ['--import', 'tsx'] };
}

export interface ChildOptions {
  timeoutMs: number;
  /** How long the child may take to listen (it launches the browser first). */
  startTimeoutMs?: number;
  entry?: { file: string; execArgv: string[] };
  onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

export class ChildPrintRenderer implements PrintRenderer {
  private child: ChildProcess | null = null;
  private remote: Promise<RemotePrintRenderer> | null = null;
  private closed = false;

  constructor(private readonly options: ChildOptions) {}

  /** Forks the child now (a warm start: it launches its browser before it listens). */
  async warm(): Promise<void> {
    await this.start();
  }

  async render(job: RenderJob): Promise<Buffer> {
    const remote = await this.start();
    return remote.render(job);
  }

  /** The running child's pid (tests and the memory benchmark read it). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  private start(): Promise<RemotePrintRenderer> {
    if (this.closed) return Promise.reject(new Error('print service closed'));
    if (this.remote) return this.remote;
    const { file, execArgv } = this.options.entry ?? printServiceEntry();
    const token = randomBytes(32).toString('base64url');
    const env: NodeJS.ProcessEnv = {
      ...childEnvironment(process.env),
      PRINT_SERVICE_PORT: '0',
      PRINT_SERVICE_HOST: '127.0.0.1',
      PRINT_SERVICE_TOKEN: token,
    };
    const child = fork(file, [], { env, execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child = child;
    const remote = new Promise<RemotePrintRenderer>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error('print service did not start'));
        child.kill('SIGKILL');
      }, this.options.startTimeoutMs ?? 60_000);
      child.on('message', (message) => {
        if (!isListeningMessage(message)) return;
        clearTimeout(timer);
        resolve(new RemotePrintRenderer(`http://127.0.0.1:${message.port}`, token, this.options.timeoutMs));
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`print service exited (${signal ?? code})`));
        // The next job forks a new child.
        if (this.child === child) {
          this.child = null;
          this.remote = null;
        }
        if (!this.closed) this.options.onExit?.(code, signal);
      });
    });
    // A start that fails is reported to the job that asked; the next job tries again.
    remote.catch(() => undefined);
    this.remote = remote;
    return remote;
  }

  async close(): Promise<void> {
    this.closed = true;
    const child = this.child;
    this.child = null;
    this.remote = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  }
}
