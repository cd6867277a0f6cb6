/**
 * Setup for the story tests (vitest.storybook.config.ts): a story that logs a console error fails,
 * as it did in the old smoke script — React warnings and failed fetches surface this way.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';

let consoleErrors: string[] = [];

beforeEach(() => {
  consoleErrors = [];
  const original = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args.map(String).join(' ').split('\n')[0] ?? '';
    // Chromium's benign notice when a layout settles over two frames (narrow tables); not a bug.
    if (!message.includes('ResizeObserver loop completed')) consoleErrors.push(message);
    original(...args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(consoleErrors, 'console errors while rendering the story').toEqual([]);
});
