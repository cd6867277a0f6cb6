/**
 * The print browser pool against real Chromium and a real local HTTP server: requests outside the
 * job's origin never leave the browser, a full queue is refused, and a hung page times out without
 * spoiling the next job.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../../../scripts/lib.mjs';
import { PrintBusyError, PrintPool, PrintTimeoutError } from '../src/plugins/print/pool.ts';
import { RemotePrintRenderer } from '../src/plugins/print/remote.ts';
import { buildPrintService } from '../src/print-service.ts';

const CHROMIUM = chromiumPath();

let server: Server;
let port: number;
/** Every path the server was asked for, with the Host it was asked under. */
const hits: string[] = [];

const page = (script: string) => `<!doctype html><html><body><p>Print test</p><script>${script}</script></body></html>`;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(`${req.headers.host}${req.url}`);
    const path = (req.url ?? '/').split('?')[0];
    res.setHeader('content-type', 'text/html');
    if (path === '/ready') return res.end(page(`document.body.dataset.printReady = 'true';`));
    if (path === '/slow') return setTimeout(() => res.end(page(`document.body.dataset.printReady = 'true';`)), 800);
    if (path === '/hang') return res.end(page(`/* never ready */`));
    if (path === '/foreign') {
      // Fetches another origin (localhost vs 127.0.0.1), an image and a frame from it, then says it is ready.
      return res.end(
        page(`
          const other = 'http://localhost:' + location.port;
          const img = new Image(); img.src = other + '/leak-img';
          fetch(other + '/leak-fetch').catch(() => {}).finally(() => {
            fetch('/own').finally(() => { document.body.dataset.printReady = 'true'; });
          });`),
      );
    }
    return res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const job = (path: string) => ({
  url: `http://127.0.0.1:${port}${path}`,
  allowedOrigin: `http://127.0.0.1:${port}`,
  landscape: false,
  footer: 'f',
});

describe('print pool', () => {
  it('renders a PDF and aborts every request outside the allowed origin', async () => {
    const blocked: string[] = [];
    const pool = new PrintPool({ chromiumPath: CHROMIUM, maxPages: 1, maxQueue: 0, timeoutMs: 15_000, onBlocked: (u) => blocked.push(u) });
    try {
      const pdf = await pool.render(job('/foreign'));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(hits).toContain(`127.0.0.1:${port}/own`);
      expect(hits.filter((h) => h.startsWith('localhost'))).toEqual([]);
      expect(blocked).toEqual(expect.arrayContaining([`http://localhost:${port}/leak-img`, `http://localhost:${port}/leak-fetch`]));
    } finally {
      await pool.close();
    }
  });

  it('refuses a job when every page is busy and the queue is full', async () => {
    const pool = new PrintPool({ chromiumPath: CHROMIUM, maxPages: 1, maxQueue: 1, timeoutMs: 15_000 });
    try {
      await pool.warm();
      const first = pool.render(job('/slow'));
      const queued = pool.render(job('/ready'));
      await expect(pool.render(job('/ready'))).rejects.toBeInstanceOf(PrintBusyError);
      const [a, b] = await Promise.all([first, queued]);
      expect(a.length).toBeGreaterThan(500);
      expect(b.length).toBeGreaterThan(500);
      // Once the queue drains, jobs are taken again.
      await expect(pool.render(job('/ready'))).resolves.toBeInstanceOf(Buffer);
    } finally {
      await pool.close();
    }
  });

  it('times out a page that never becomes ready, closes it, and renders the next job', async () => {
    const pool = new PrintPool({ chromiumPath: CHROMIUM, maxPages: 1, maxQueue: 0, timeoutMs: 1_500 });
    try {
      const started = performance.now();
      await expect(pool.render(job('/hang'))).rejects.toBeInstanceOf(PrintTimeoutError);
      expect(performance.now() - started).toBeLessThan(8_000);
      const pdf = await pool.render(job('/ready'));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await pool.close();
    }
  });
});

describe('print service as its own process (npm run print-service)', () => {
  it('renders through POST /render with the shared token, refuses without it, and passes 503 on', async () => {
    const pool = new PrintPool({ chromiumPath: CHROMIUM, maxPages: 1, maxQueue: 0, timeoutMs: 15_000 });
    const secret = 'a-shared-secret-of-at-least-32-characters';
    await expect(buildPrintService(pool, 'short')).rejects.toThrow(/at least 32/);
    const service = await buildPrintService(pool, secret);
    await service.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
    try {
      const remote = new RemotePrintRenderer(url, secret, 15_000);
      const pdf = await remote.render(job('/ready'));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await expect(new RemotePrintRenderer(url, 'wrong', 15_000).render(job('/ready'))).rejects.toThrow(/401/);
      await expect(new RemotePrintRenderer(url, `${secret}x`, 15_000).render(job('/ready'))).rejects.toThrow(/401/);
      await expect(new RemotePrintRenderer(url, null, 15_000).render(job('/ready'))).rejects.toThrow(/401/);
      const slow = remote.render(job('/slow'));
      await new Promise((r) => setTimeout(r, 100));
      await expect(remote.render(job('/ready'))).rejects.toBeInstanceOf(PrintBusyError);
      await slow;
    } finally {
      await service.close();
    }
  });
});
