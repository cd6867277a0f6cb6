// Mutation testing of the XState machines (npm run mutation). Static mutants are included: the machine
// definitions (the transition tables) are the behaviour, and they are built once at module load. Each
// machine folder is its own unit (scripts/mutation.mjs), so a static mutant runs only its machine's tests.
import { strykerConfig } from '../../scripts/stryker-base.mjs';

export default strykerConfig('machines', {
  mutate: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/index.ts', '!src/testing/**'],
});
