import { defineConfig } from 'vitest/config';
import RecordFirstSequencer from './src/e2e/record-first-sequencer.ts';

// End-to-end journeys: a real server (built portal + API on PGlite) driven in Debian's Chromium.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/e2e/**/*.e2e.test.ts'],
    // The WCAG journey runs apart (vitest.wcag.config.ts: npm run e2e:wcag).
    exclude: ['src/e2e/wcag.e2e.test.ts'],
    globalSetup: ['./src/e2e/global-setup.ts'],
    testTimeout: 60_000,
    // On CI one retry, as the stories have (vitest.storybook.config.ts): a journey that fails twice fails the
    // run, and one that passed only on its retry is named in npm test's summary as flaky (scripts/test.mjs).
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 180_000,
    fileParallelism: false,
    // The page records (screenshots, ARIA snapshots) are taken before any journey changes the demo data.
    sequence: { sequencer: RecordFirstSequencer },
  },
});
