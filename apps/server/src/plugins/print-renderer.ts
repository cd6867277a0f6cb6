/**
 * The print renderer on the instance (`app.printRenderer`): in production the print service as a child
 * process (plugins/print/child.ts), in development and tests in this process (a browser and a bounded
 * page pool, plugins/print/pool.ts; PRINT_IN_PROCESS=1 in production too), or the separate print
 * service at PRINT_SERVICE_URL.
 * Closed with the server, so tests and shutdowns never leave a Chromium behind.
 */
import fp from 'fastify-plugin';
import { ChildPrintRenderer } from './print/child.ts';
import { PrintPool, type PrintRenderer } from './print/pool.ts';
import { RemotePrintRenderer } from './print/remote.ts';
import { printPass } from './print/pass.ts';

declare module 'fastify' {
  interface FastifyInstance {
    printRenderer: PrintRenderer;
    /** The print browser's pass through load shedding (print/pass.ts): sent with each job, checked by the gate. */
    printPass: string;
  }
}

export default fp(
  async (app) => {
    const { print } = app.config;
    const renderer: PrintRenderer = print.serviceUrl
      ? new RemotePrintRenderer(print.serviceUrl, print.serviceToken, print.timeoutMs)
      : print.child
        ? new ChildPrintRenderer({
            timeoutMs: print.timeoutMs,
            onExit: (code, signal) => app.log.error({ code, signal }, 'print: service process exited; the next job starts it again'),
          })
        : new PrintPool({ ...print, onBlocked: (url) => app.log.warn({ url }, 'print: request outside the portal aborted') });
    app.decorate('printRenderer', renderer);
    app.decorate('printPass', printPass(print.serviceToken));
    if (print.warm && (renderer instanceof PrintPool || renderer instanceof ChildPrintRenderer)) {
      app.addHook('onReady', async () => {
        // A failed warm start is logged, not fatal: the first job launches again.
        await renderer.warm().catch((err: unknown) => app.log.error({ err }, 'print: browser did not start'));
      });
    }
    app.addHook('onClose', async () => renderer.close());
  },
  { name: 'print-renderer', fastify: '5.x', dependencies: ['config'] },
);
