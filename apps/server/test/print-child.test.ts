/**
 * The print service as the server's child process (production's default): a real fork of
 * src/print-service.ts with a real Chromium, against a real local HTTP server. It renders, it asks for
 * its secret, a killed child is forked again for the next job, and closing leaves no process behind.
 */
import { describe, expect, it } from 'vitest';
import { ChildPrintRenderer, printServiceEntry } from '../src/plugins/print/child.ts';
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
    } finally {
      await renderer.close();
    }
  });
});
