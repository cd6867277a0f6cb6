import { defineConfig } from 'vitest/config';

export default defineConfig({
  // 30 s, not 5: the property tests also run instrumented by mutation testing on a busy two-core machine.
  test: { environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 30_000 },
});
