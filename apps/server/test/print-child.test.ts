/**
 * The print service as the server's child process (production's default): a real fork of
 * src/print-service.ts with a real Chromium, against a real local HTTP server. It renders, it asks for
 * its secret, a killed child is forked again for the next job, and closing leaves no process behind.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ChildPrintRenderer, childEnvironment, printServiceEntry } from '../src/plugins/print/child.ts';
import { RENDER_PATH } from '../src/plugins/print/remote.ts';
import { alive, servePrintPage } from './print-page.ts';

const page = servePrintPage('Child print');
const job = () => page.job();

describe('the print service as a child process', () => {
  it('runs from source beside the server, and from dist beside the built server', () => {
    expect(printServiceEntry('file:///srv/apps/server/src/plugins/print/child.ts')).toEqual({
      file: '/srv/apps/server/src/print-service.ts',
      execArgv: ['--import', 'tsx'],
    });
    expect(printServiceEntry('file:///srv/apps/server/dist/main.mjs', ['--max-semi-space-size=2', '--inspect=9229'])).toEqual({
      file: '/srv/apps/server/dist/print-service.mjs',
      execArgv: ['--max-semi-space-size=2'],
    });
  });

  it('renders a PDF, is forked again after it is killed, and leaves nothing behind when closed', { timeout: 90_000 }, async () => {
    const exits: Array<string | number | null> = [];
    const renderer = new ChildPrintRenderer({ timeoutMs: 20_000, onExit: (code, signal) => exits.push(signal ?? code) });
    try {
      await renderer.warm();
      const first = renderer.pid!;
      expect(alive(first)).toBe(true);
      const pdf = await renderer.render(job());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      process.kill(first, 'SIGKILL');
      await expect.poll(() => exits, { timeout: 10_000 }).toEqual(['SIGKILL']);
      const again = await renderer.render(job());
      expect(again.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const second = renderer.pid!;
      expect(second).not.toBe(first);
    } finally {
      const pid = renderer.pid;
      await renderer.close();
      if (pid !== undefined) expect(alive(pid)).toBe(false);
    }
    // Closing is not reported as a crash.
    expect(exits).toEqual(['SIGKILL']);
  });

  it('refuses a job without its secret: only this server can ask it to print', { timeout: 60_000 }, async () => {
    process.env.OPS_TEST_SECRET = 'not for the child';
    const renderer = new ChildPrintRenderer({ timeoutMs: 20_000 });
    try {
      await renderer.warm();
      // The child listens on loopback; find its port from the renderer's own address.
      const remote = await (renderer as unknown as { remote: Promise<{ baseUrl: string }> }).remote;
      const answer = await fetch(`${remote.baseUrl}${RENDER_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(job()),
      });
      expect(answer.status).toBe(401);
      // Nor does it see the server's secrets: its environment is the print settings and the basics (review H1, L14).
      const environ = readFileSync(`/proc/${renderer.pid}/environ`, 'latin1').split('\0');
      const names = environ.map((entry) => entry.slice(0, entry.indexOf('=')));
      expect(names).toContain('PRINT_SERVICE_TOKEN');
      for (const secret of ['DATABASE_URL', 'PORTAL_CODE_SECRET', 'SMTP_URL', 'OPS_TEST_SECRET']) expect(names).not.toContain(secret);
    } finally {
      await renderer.close();
    }
  });

  it('passes on only the print settings and what a process needs', () => {
    expect(
      childEnvironment({
        PATH: '/usr/bin',
        HOME: '/root',
        CHROMIUM_PATH: '/usr/bin/chromium',
        PRINT_MAX_PAGES: '2',
        DATABASE_URL: 'postgres://u:p@db/portal',
        PORTAL_CODE_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://u:p@mail',
        PRINT_SERVICE_URL: 'http://elsewhere',
      }),
    ).toEqual({ PATH: '/usr/bin', HOME: '/root', CHROMIUM_PATH: '/usr/bin/chromium', PRINT_MAX_PAGES: '2' });
  });
});
