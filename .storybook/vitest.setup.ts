/**
 * Setup for the story tests (vitest.storybook.config.ts):
 * - a story that logs a console error fails, as it did in the old smoke script — React warnings and
 *   failed fetches surface this way;
 * - the visual check: once a story (and its play function) has passed, it is screenshot where it rendered
 *   and compared with its baseline (.storybook/visual-snapshot.ts, a browser command on the Node side).
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { commands } from 'vitest/browser';
import type { VisualSnapshotArgs } from './visual-snapshot.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    visualSnapshot: (args: VisualSnapshotArgs) => Promise<{ problem: string; written?: boolean }>;
  }
}

let consoleErrors: string[] = [];
// How many errors the test had before this attempt: on CI's retry, task.result.errors still holds the
// first attempt's, and a retry that skipped the pixel check because of them passed a visual mismatch.
let errorsBeforeAttempt = 0;

beforeEach(({ task }) => {
  errorsBeforeAttempt = task.result?.errors?.length ?? 0;
  consoleErrors = [];
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args.map(String).join(' ').split('\n')[0] ?? '';
    // Chromium's benign notice when a layout settles over two frames (narrow tables); not a bug.
    if (!message.includes('ResizeObserver loop completed')) consoleErrors.push(message);
    original(...args);
  });
});

// Freeze everything that moves, hide the caret and scrollbars: the same story must give the same pixels.
const STILL_CSS = `*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important; }
  ::-webkit-scrollbar { display: none; }`;

/** Settles fonts and animations; returns the box of the story plus any overlay it portals into <body>. */
async function settleAndMeasure(): Promise<VisualSnapshotArgs['box']> {
  if (!document.getElementById('visual-still')) {
    const style = document.createElement('style');
    style.id = 'visual-still';
    style.textContent = STILL_CSS;
    document.head.append(style);
  }
  await document.fonts.ready;
  await Promise.all(document.getAnimations().map((a) => (a.effect?.getTiming().iterations === Infinity ? a.cancel() : a.finish())));
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  window.scrollTo(0, 0);
  let box: VisualSnapshotArgs['box'] = null;
  for (const el of document.body.children) {
    if (el.matches('script, style, link, svg[aria-hidden]')) continue;
    const b = el.getBoundingClientRect();
    // Only what is on screen and visible: a visually-hidden live region (1 px, left behind in <body>
    // by an earlier story) must not move the clip, or the pixels would depend on the story order.
    const r = {
      left: Math.max(0, b.left),
      top: Math.max(0, b.top),
      right: Math.min(innerWidth, b.right),
      bottom: Math.min(innerHeight, b.bottom),
    };
    if (r.right - r.left <= 2 || r.bottom - r.top <= 2) continue;
    box = box
      ? {
          left: Math.min(box.left, r.left),
          top: Math.min(box.top, r.top),
          right: Math.max(box.right, r.right),
          bottom: Math.max(box.bottom, r.bottom),
        }
      : r;
  }
  return box;
}

afterEach(async ({ task }) => {
  vi.restoreAllMocks();
  expect(consoleErrors, 'console errors while rendering the story').toEqual([]);
  const storyId = (task.meta as { storyId?: string }).storyId;
  // Only a story that rendered and passed in this attempt: a failed one has no pixels worth comparing.
  if (!storyId || (task.result?.errors?.length ?? 0) > errorsBeforeAttempt) return;
  const theme = /^storybook:(\w+)/.exec(task.file.projectName ?? '')?.[1] ?? 'default';
  const box = await settleAndMeasure();
  const { problem } = await commands.visualSnapshot({ theme, storyId, box, viewport: { width: innerWidth, height: innerHeight } });
  expect(problem, `visual baseline .storybook/visual/${theme}/${storyId}.png`).toBe('');
});
