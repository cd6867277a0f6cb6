// The fast tests the server's mutants run against (no app; the query modules' tests on in-memory PGlite):
// vitest.mutation.config.ts runs exactly these, and stryker.config.mjs re-exports them for
// scripts/mutation.mjs. A leaf module, because Stryker's sandbox holds only this workspace.
export const testFiles = [
  'src/access/**/*.test.ts',
  'src/features/auth/**/*.test.ts',
  'src/features/signin/**/*.test.ts',
  'src/plugins/session*.test.ts',
  'src/plugins/read-only*.test.ts',
];
