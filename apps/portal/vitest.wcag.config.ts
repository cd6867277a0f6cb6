import { defineConfig } from 'vitest/config';

// The WCAG 2.2 journey and the pages' visual record (src/e2e/wcag.e2e.test.ts): every route at four
// widths in Debian's Chromium, on a server of its own (seeded as of the baselines' day). A task apart
// from the other journeys (npm run e2e:wcag), so CI can run it beside them: it shares no server or data.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/e2e/wcag.e2e.test.ts'],
    testTimeout: 60_000,
    // On CI one retry, as the stories have (vitest.storybook.config.ts): a journey that fails twice fails the
    // run, and one that passed only on its retry is named in npm test's summary as flaky (scripts/test.mjs).
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 180_000,
  },
});
