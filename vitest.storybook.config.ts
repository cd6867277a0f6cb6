/**
 * Stories as tests: every story renders in Chromium (Vitest browser mode) under the default and the
 * Northgate firm theme, runs its play function, and must pass axe (a11y `test: 'error'` in preview.tsx).
 * Run: npx vitest run --config vitest.storybook.config.ts   (or npm run test:storybook)
 */
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './scripts/lib.mjs';
import { visualSnapshot } from './.storybook/visual-snapshot.ts';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

// Debian's Chromium, never a downloaded one, off the network (CI has none), with steady pixels for the baselines.
// The page is larger than any story viewport (tablet: 834×1112), so Vitest never scales the test iframe
// down to fit (it would at playwright's default 1280×720): the screenshots are the story's own pixels.
const provider = playwright({
  launchOptions: chromiumLaunchOptions({ steadyPixels: true }),
  contextOptions: { viewport: { width: 1600, height: 1200 }, deviceScaleFactor: 1 },
});

/** One Vitest project per toolbar theme, so each story is a test under both (218 × 2). */
function themeProject(theme: 'default' | 'northgate') {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir, initialGlobals: { theme } })],
    test: {
      name: `storybook:${theme}`,
      setupFiles: ['./.storybook/vitest.setup.ts'],
      browser: {
        enabled: true,
        headless: true,
        provider,
        instances: [{ browser: 'chromium' as const }],
        screenshotFailures: false,
        // The visual check: each story is screenshot where it rendered, after its test (.storybook/vitest.setup.ts).
        commands: { visualSnapshot },
      },
    },
  };
}

export default defineConfig({
  // The storybook plugin's own Vite config comes from .storybook/main.ts (viteFinal adds vanilla-extract).
  // react-stately's virtualizer reads process.env.NODE_ENV in the browser; the Storybook build
  // replaces it, browser-mode Vitest does not ('test' would make it render every row, like jsdom).
  define: { 'process.env.NODE_ENV': JSON.stringify('development') },
  test: {
    projects: [themeProject('default'), themeProject('northgate')],
    testTimeout: 30_000,
    // One test iframe for all the story files of a theme, not a fresh one (and every module loaded again)
    // per file: 25 % less time (10 story files on this machine: 74 s, 98 s isolated). The visual check measures only what is on
    // screen, so what an earlier story left behind in <body> does not move the pixels.
    isolate: false,
    // On CI (two cores, after the end-to-end run) one retry: a story that fails twice fails the run, and
    // one that passed only on its retry is named in npm test's summary as flaky (scripts/test.mjs).
    retry: process.env.CI ? 1 : 0,
  },
});
