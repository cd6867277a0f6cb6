// Mutation testing of the domain rules (npm run mutation): every rule module is mutated and the unit
// tests must kill at least 90 % of the mutants. Shared settings live in scripts/stryker-base.mjs.
import { strykerConfig } from '../../scripts/stryker-base.mjs';

export default strykerConfig('domain', {
  mutate: [
    'src/**/*.ts',
    '!src/**/*.test.ts',
    '!src/**/index.ts',
    // Test data for the unit tests and the benchmark, not a rule.
    '!src/transactions/fixtures.ts',
  ],
  // Static mutants here are module-level constants and the fixtures test files build at load time (585 of
  // 2,486, estimated at 90 % of the run: each runs every test); the rules themselves run inside tests.
  ignoreStatic: true,
  concurrency: 2,
});
