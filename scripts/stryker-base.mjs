// Settings shared by the per-package StrykerJS configs (packages/*/stryker.config.mjs and the server's):
// vitest runner, 90 % break threshold, HTML report under reports/mutation/ (git-ignored) and the
// incremental file under reports/stryker-incremental/ (committed, so CI only re-tests what changed).
// With MUTATION_UNIT=<folder under src> (set by scripts/mutation.mjs) only that folder is mutated, so the
// vitest runner's related-test detection runs static mutants against that folder's tests, not all of them.

import { fileURLToPath } from 'node:url';

/**
 * @param {string} name the package's report name
 * @param {{ mutate: string[], units?: Record<string, string[]> } & Record<string, unknown>} overrides
 */
const IGNORERS = fileURLToPath(new URL('./stryker-ignorers.mjs', import.meta.url));

export function strykerConfig(name, overrides) {
  const { units, ...rest } = overrides;
  const unit = process.env.MUTATION_UNIT;
  const file = unit ? `${name}/${unit}` : name;
  return {
    testRunner: 'vitest',
    coverageAnalysis: 'perTest',
    // Static mutants (module-level code such as machine definitions) are real behaviour here.
    ignoreStatic: false,
    // Two cores shared by many processes: one test runner at a time.
    concurrency: 1,
    // A unit is one part of a package: the package's score (summed by scripts/mutation.mjs) is what must reach 90 %.
    thresholds: { high: 95, low: 90, break: unit ? null : 90 },
    reporters: ['clear-text', 'progress', 'html', 'json'],
    htmlReporter: { fileName: `../../reports/mutation/${file}.html` },
    jsonReporter: { fileName: `../../reports/mutation/${file}.json` },
    incrementalFile: `../../reports/stryker-incremental/${file}.json`,
    cleanTempDir: 'always',
    timeoutMS: 10_000,
    // Mutants no test can kill, by rule with its reason (scripts/stryker-ignorers.mjs), not by comments.
    plugins: ['@stryker-mutator/*', IGNORERS],
    ignorers: ['equivalent-mutants'],
    ...rest,
    // A package that names its units (`units`: unit → files) mutates that unit's files; otherwise a unit is a folder.
    ...(unit ? { mutate: units?.[unit] ?? [`src/${unit}/**/*.ts`, ...rest.mutate.filter((m) => m.startsWith('!'))] } : {}),
  };
}
