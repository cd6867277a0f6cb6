// Settings shared by the per-package StrykerJS configs (packages/*/stryker.config.mjs and the server's):
// vitest runner, 90 % break threshold, HTML report under reports/mutation/ (git-ignored) and the
// incremental file under reports/stryker-incremental/ (committed, so CI only re-tests what changed).
/** @param {string} name the report and incremental file name, one per package */
export function strykerConfig(name, overrides) {
  return {
    testRunner: 'vitest',
    coverageAnalysis: 'perTest',
    // Static mutants (module-level code such as machine definitions) are real behaviour here.
    ignoreStatic: false,
    // Two cores shared by many processes: one test runner at a time.
    concurrency: 1,
    thresholds: { high: 95, low: 90, break: 90 },
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: `../../reports/mutation/${name}.html` },
    jsonReporter: { fileName: `../../reports/mutation/${name}.json` },
    incrementalFile: `../../reports/stryker-incremental/${name}.json`,
    cleanTempDir: 'always',
    timeoutMS: 10_000,
    ...overrides,
  };
}
