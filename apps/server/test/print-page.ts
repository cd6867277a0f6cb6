/**
 * A local HTML page for the print tests that drive a real Chromium: it says it is ready to print
 * (`data-print-ready`) at once. Started in beforeAll, closed in afterAll.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface PrintPage {
  /** The page's origin, e.g. http://127.0.0.1:41234, once beforeAll has run. */
  readonly origin: string;
  /** A print job for the page, allowed its own origin only. */
  job(footer?: string): { url: string; allowedOrigin: string; landscape: boolean; footer: string };
}

export function servePrintPage(text: string): PrintPage {
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(`<!doctype html><html><body><p>${text}</p><script>document.body.dataset.printReady = 'true';</script></body></html>`);
  });
  let origin = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  return {
    get origin() {
      return origin;
    },
    job: (footer = text) => ({ url: `${origin}/ready`, allowedOrigin: origin, landscape: false, footer }),
  };
}

/** True while the process runs (a zombie, exited but not yet reaped, counts as gone). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' })
      .trim()
      .startsWith('Z');
  } catch {
    return false;
  }
}

/**
 * A stand-in for the built portal in a temp folder (the server's portalDistDir): its page runs `script`
 * (served as /page.js), which reads the print state the real print browser is sent to. Returns the folder.
 */
export function printDist(script: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'print-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><body><main id="out"></main><script src="/page.js"></script></body></html>',
  );
  writeFileSync(join(dist, 'page.js'), script);
  return dist;
}
