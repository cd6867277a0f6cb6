/**
 * The print browser (spec §7 print service): one warm headless Chromium (playwright-core, Debian's
 * chromium) with a bounded pool of pages, each in its own context; a concurrency limit with a short
 * queue (PrintBusyError when full, answered 503), a per-job timeout after which the hung page is
 * closed (and the browser replaced when it no longer answers), and every request of a page limited
 * to the job's own origin — anything else is aborted before it leaves the browser.
 */
import type { Browser, Page } from 'playwright-core';
import { PRINT_PASS_HEADER } from './pass.ts';

export interface RenderJob {
  /** The portal's print route to open (absolute URL). */
  url: string;
  /** The only origin the page may reach (the portal's own). */
  allowedOrigin: string;
  landscape: boolean;
  /** Text printed at the foot of each page, with the page number. */
  footer: string;
  /** Sent with every request of the page (print/pass.ts): the portal lets them through its load shedding. */
  pass?: string;
}

export interface PrintRenderer {
  render(job: RenderJob): Promise<Buffer>;
  close(): Promise<void>;
}

export interface PoolOptions {
  chromiumPath: string;
  maxPages: number;
  maxQueue: number;
  timeoutMs: number;
  /** Told of every request aborted because it left the allowed origin (logging, tests). */
  onBlocked?: (url: string) => void;
}

export class PrintBusyError extends Error {
  constructor() {
    super('The print service is busy.');
    this.name = 'PrintBusyError';
  }
}

export class PrintTimeoutError extends Error {
  constructor(ms: number) {
    super(`The print job took longer than ${ms} ms.`);
    this.name = 'PrintTimeoutError';
  }
}

/** The print route marks the body `data-print-ready="true"` once rendered, or "failed" (no page state). */
export const PRINT_READY_SELECTOR = 'body[data-print-ready]';

export class PrintPageError extends Error {
  constructor() {
    super('The print page could not render its page state.');
    this.name = 'PrintPageError';
  }
}

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export class PrintPool implements PrintRenderer {
  private browser: Promise<Browser> | null = null;
  private idle: Page[] = [];
  /** The origin each pooled page may reach for the job it is running. */
  private readonly allowed = new WeakMap<Page, string>();
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private closed = false;

  constructor(private readonly options: PoolOptions) {}

  /** Starts the browser now (a warm start) instead of at the first job. */
  async warm(): Promise<void> {
    await this.launch();
  }

  async render(job: RenderJob): Promise<Buffer> {
    if (this.closed) throw new Error('The print service is closed.');
    await this.acquireSlot();
    try {
      return await this.run(job);
    } finally {
      this.releaseSlot();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = null;
    this.idle = [];
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }

  private acquireSlot(): Promise<void> {
    if (this.active < this.options.maxPages) {
      this.active++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.options.maxQueue) return Promise.reject(new PrintBusyError());
    // The releasing job hands its slot over (active stays counted), so no newcomer can overtake.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private releaseSlot(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }

  private launch(): Promise<Browser> {
    if (!this.browser) {
      // Loaded with the first launch: a server whose printing runs in the child process (child.ts) never
      // holds playwright-core's ~14 MB of code.
      const launching = import('playwright-core').then(({ chromium }) =>
        chromium.launch({ executablePath: this.options.chromiumPath, args: LAUNCH_ARGS }),
      );
      this.browser = launching;
      launching.then(
        (b) => b.on('disconnected', () => this.browser === launching && this.forgetBrowser()),
        () => this.browser === launching && this.forgetBrowser(),
      );
    }
    return this.browser;
  }

  private forgetBrowser(): void {
    this.browser = null;
    this.idle = [];
  }

  private async newPage(): Promise<Page> {
    const browser = await this.launch();
    const context = await browser.newContext({ serviceWorkers: 'block', acceptDownloads: false });
    const page = await context.newPage();
    await context.route('**/*', (route) => {
      const url = route.request().url();
      const origin = originOf(url);
      if (url.startsWith('data:') || url.startsWith('blob:') || (origin !== null && origin === this.allowed.get(page)))
        return route.continue();
      this.options.onBlocked?.(url);
      return route.abort('blockedbyclient');
    });
    return page;
  }

  private async run(job: RenderJob): Promise<Buffer> {
    const page = this.idle.pop() ?? (await this.newPage());
    this.allowed.set(page, job.allowedOrigin);
    // A reused page keeps the last job's headers: set (or clear) them for this one.
    await page.setExtraHTTPHeaders(job.pass ? { [PRINT_PASS_HEADER]: job.pass } : {});
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new PrintTimeoutError(this.options.timeoutMs)), this.options.timeoutMs);
    });
    const work = (async () => {
      await page.goto(job.url, { waitUntil: 'domcontentloaded', timeout: this.options.timeoutMs });
      await page.waitForSelector(PRINT_READY_SELECTOR, { state: 'attached', timeout: this.options.timeoutMs });
      if ((await page.getAttribute('body', 'data-print-ready')) !== 'true') throw new PrintPageError();
      return page.pdf({
        format: 'A4',
        landscape: job.landscape,
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: `<div style="font-size:8px;width:100%;padding:0 12mm;display:flex;justify-content:space-between"><span>${escapeHtml(job.footer)}</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`,
        margin: { top: '12mm', bottom: '16mm', left: '10mm', right: '10mm' },
      });
    })();
    try {
      const pdf = await Promise.race([work, timeout]);
      this.allowed.delete(page);
      this.idle.push(page);
      return pdf;
    } catch (error) {
      work.catch(() => undefined);
      await this.discard(page);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** A failed or hung page is closed with its context; a browser that cannot even do that is replaced. */
  private async discard(page: Page): Promise<void> {
    const closed = page
      .context()
      .close()
      .then(() => true)
      .catch(() => false);
    const inTime = await Promise.race([closed, new Promise<boolean>((r) => setTimeout(() => r(false), 5_000).unref())]);
    if (inTime) return;
    const browser = this.browser;
    this.forgetBrowser();
    // Not awaited: a hung browser takes Playwright ~30 s to give up on and kill; the job has waited
    // long enough, and the next one starts a fresh browser meanwhile.
    void browser?.then((b) => b.close()).catch(() => undefined);
  }
}
