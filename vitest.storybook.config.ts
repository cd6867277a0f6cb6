/**
 * Stories as tests: every story renders in Chromium (Vitest browser mode) under the default and the
 * Northgate firm theme, runs its play function, and must pass axe (a11y `test: 'error'` in preview.tsx).
 * Run: npx vitest run --config vitest.storybook.config.ts   (or npm run test:storybook)
 */
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

// Debian's Chromium, never a downloaded one; the flags keep it off the network (CI has none).
const provider = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
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
    // On CI (two cores, after the end-to-end run) one retry: a story that fails twice fails the run, and
    // one that passed only on its retry is named in npm test's summary as flaky (scripts/test.mjs).
    retry: process.env.CI ? 1 : 0,
  },
});
