/**
 * The visual check of the story tests (vitest.storybook.config.ts): a Vitest browser command that runs on
 * the Node side after each story test (.storybook/vitest.setup.ts calls it once the story and its play
 * function have finished), screenshots the story in the same Chromium page that rendered it, and compares
 * it with `.storybook/visual/<theme>/<story-id>.png` (testing/pixels.ts). No second browser pass.
 *
 * VISUAL_UPDATE=1 accepts the current pixels (writes missing and changed baselines) and lists every story
 * it saw in .test-results/visual/seen.txt, so `npm run test:visual -- --update` can drop the baselines of
 * deleted stories. On a mismatch the new, baseline and diff images go to .test-results/visual/.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Frame, Page } from 'playwright';
import type { BrowserCommand } from 'vitest/node';
import { checkBaseline } from '../testing/pixels.ts';

const repo = resolve(import.meta.dirname, '..');
export const BASELINE_DIR = join(repo, '.storybook/visual');
export const VISUAL_OUT_DIR = join(repo, '.test-results/visual');
export const SEEN_FILE = join(VISUAL_OUT_DIR, 'seen.txt');
const update = process.env.VISUAL_UPDATE === '1';

export interface VisualSnapshotArgs {
  theme: string;
  storyId: string;
  /** The story and any overlay it portals into <body>, in the test iframe's CSS pixels; null when it renders nothing. */
  box: { left: number; top: number; right: number; bottom: number } | null;
  viewport: { width: number; height: number };
}

/** Failed responses (a missing logo or font) per page since its last snapshot: their pixels would be wrong. */
const badResponses = new WeakMap<Page, string[]>();
function watch(page: Page): string[] {
  let list = badResponses.get(page);
  if (!list) {
    const created: string[] = [];
    list = created;
    badResponses.set(page, created);
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
        created.push(`HTTP ${response.status()}: ${response.url()}`);
    });
  }
  return list;
}

export const visualSnapshot: BrowserCommand<[VisualSnapshotArgs]> = async (ctx, { theme, storyId, box, viewport }) => {
  if (ctx.provider.name !== 'playwright') throw new Error('visualSnapshot needs the playwright provider');
  const page = (ctx as unknown as { page: Page }).page;
  const frame = await (ctx as unknown as { frame(): Promise<Frame> }).frame();
  const failures = watch(page);
  if (failures.length > 0) {
    const problem = failures.join('; ');
    failures.length = 0;
    return { problem };
  }
  const iframe = await (await frame.frameElement()).boundingBox();
  if (!iframe) return { problem: 'the test iframe is not on screen' };
  // Vitest scales the iframe down when the page is smaller than the story's viewport: no true pixels then.
  if (Math.abs(iframe.width - viewport.width) > 1 || Math.abs(iframe.height - viewport.height) > 1)
    return { problem: `the test iframe is scaled (${iframe.width}×${iframe.height} for ${viewport.width}×${viewport.height})` };
  // A story that rightly renders nothing (e.g. a hidden selector) is recorded as the empty top strip.
  const b = box ?? { left: 0, top: 0, right: viewport.width, bottom: 32 };
  const left = Math.max(0, Math.floor(b.left));
  const top = Math.max(0, Math.floor(b.top));
  const clip = {
    x: iframe.x + left,
    y: iframe.y + top,
    width: Math.min(viewport.width, Math.ceil(b.right)) - left,
    height: Math.min(viewport.height, Math.ceil(b.bottom)) - top,
  };
  const actual = await page.screenshot({ clip, animations: 'disabled', caret: 'hide', scale: 'css' });
  const name = `${theme}/${storyId}`;
  const { problem, written } = checkBaseline({
    actual,
    baseline: join(BASELINE_DIR, `${name}.png`),
    outDir: VISUAL_OUT_DIR,
    name,
    update,
    acceptHint: 'run `npm run test:visual -- --update` to accept',
  });
  if (update) {
    mkdirSync(VISUAL_OUT_DIR, { recursive: true });
    appendFileSync(SEEN_FILE, `${name}.png\n`);
  }
  return { problem, written };
};
