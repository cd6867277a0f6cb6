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
});
