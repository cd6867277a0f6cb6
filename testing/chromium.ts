/**
 * One set of Chromium options for every test, story test and bench that launches a browser: Debian's
 * Chromium (never a downloaded one) through playwright-core, headless, kept off the network (CI has none).
 */
import type { LaunchOptions } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** For the story baselines: the same glyph rasterisation on every machine, and no scrollbars in the pictures. */
export const STEADY_PIXELS_ARGS = ['--font-render-hinting=none', '--hide-scrollbars'];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** playwright's launch options: `chromium.launch(chromiumLaunchOptions())`; `steadyPixels` adds STEADY_PIXELS_ARGS. */
export function chromiumLaunchOptions(options: { steadyPixels?: boolean; args?: string[] } = {}): LaunchOptions {
  return {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...(options.steadyPixels ? STEADY_PIXELS_ARGS : []), ...(options.args ?? [])],
  };
}
