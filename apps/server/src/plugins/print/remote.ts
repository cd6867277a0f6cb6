/**
 * The print renderer when printing runs as its own process (PRINT_SERVICE_URL, `npm run
 * print-service`): each job is posted to that service, which answers the PDF or 503 when busy.
 */
import { PrintBusyError, PrintTimeoutError, type PrintRenderer, type RenderJob } from './pool.ts';

export const RENDER_PATH = '/render';
export const TOKEN_HEADER = 'x-print-token';

export class RemotePrintRenderer implements PrintRenderer {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string | null,
    private readonly timeoutMs: number,
  ) {}

  async render(job: RenderJob): Promise<Buffer> {
    const response = await fetch(`${this.baseUrl}${RENDER_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { [TOKEN_HEADER]: this.token } : {}) },
      body: JSON.stringify(job),
      // The service has its own per-job timeout; this one only guards against a service that went away.
      signal: AbortSignal.timeout(this.timeoutMs * 2),
    });
    if (response.status === 503) throw new PrintBusyError();
    if (response.status === 504) throw new PrintTimeoutError(this.timeoutMs);
    if (!response.ok) throw new Error(`print service answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async close(): Promise<void> {}
}
