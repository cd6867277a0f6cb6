// Mutation testing (StrykerJS, vitest runner). `npm run mutation` runs the full set, one package after the
// other; a package's `mutation` script (the turbo task of npm test) runs its own package incrementally
// (`--incremental`, against the committed reports/stryker-incremental/ files) and writes
// .test-results/mutation.json as { passed, failed } like the other tasks: one check per package, failed when
// its score is under 90 %. The HTML reports go to reports/mutation/ (git-ignored).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, matchesGlob } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, run } from './lib.mjs';

const BREAK = 90;
/** The mutated workspaces, in the order the full run takes them. */
const PACKAGES = ['packages/domain', 'packages/machines', 'apps/server'];
/**
 * Workspaces run folder by folder (each folder under src a unit): their static mutants (machine
 * definitions) then run only the tests related to the folder instead of the whole suite.
 */
const BY_FOLDER = new Set(['packages/machines']);
/** Workspaces whose config names its units (apps/server/stryker.config.mjs says why). */
const NAMED_UNITS = { 'apps/server': ['logic', 'account-access', 'rate-limit', 'throttle-store', 'session-rows'] };
const args = process.argv.slice(2);
const incremental = args.includes('--incremental');
const passThrough = args.filter((a) => a !== '--incremental');

const nameOf = (workspace) => (workspace === 'apps/server' ? 'server' : basename(workspace));

/** Mutant counts by status from Stryker's JSON report. */
function counts(reportFile) {
  const result = {};
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  for (const file of Object.values(report.files)) for (const m of file.mutants) result[m.status] = (result[m.status] ?? 0) + 1;
  return result;
}

/** Stryker's score: detected / (detected + undetected); mutants no test reaches count as undetected. */
function score(c) {
  const detected = (c.Killed ?? 0) + (c.Timeout ?? 0);
  const undetected = (c.Survived ?? 0) + (c.NoCoverage ?? 0);
  return detected + undetected ? (100 * detected) / (detected + undetected) : 100;
}

/** Files under `dir` (relative, `/`-separated), outside node_modules. */
const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true })
    .map((f) => String(f).split('\\').join('/'))
    .filter((f) => !f.includes('node_modules') && statSync(join(dir, f)).isFile());

/**
 * True when Stryker's incremental mode would re-test nothing, so starting it (a dry run of the covering
 * tests, ~15 s a unit) can be skipped: every file the report records (mutated and test files) is
 * byte-identical; a mutated file the report lacks (no mutants, e.g. texts) is as it was in the commit that
 * last wrote the report; and no new or changed test file sits beside a mutated file unrecorded. The comparison
 * is Stryker's own (file contents only: a change in an imported package is not seen by either);
 * `npm run mutation` re-tests everything.
 */
async function unchangedSinceReport(dir, unit) {
  process.env.MUTATION_UNIT = unit ?? '';
  // `testFiles` (optional): the globs of the tests Stryker runs, when other tests sit beside the mutated files.
  const { default: config, testFiles } = await import(`${pathToFileURL(join(dir, 'stryker.config.mjs'))}?unit=${unit}`);
  delete process.env.MUTATION_UNIT;
  const incrementalFile = join(dir, config.incrementalFile);
  if (!existsSync(incrementalFile)) return false;
  const report = JSON.parse(readFileSync(incrementalFile, 'utf8'));
  const same = (recorded) =>
    Object.entries(recorded ?? {}).every(([f, { source }]) => existsSync(join(dir, f)) && readFileSync(join(dir, f), 'utf8') === source);
  const included = config.mutate.filter((m) => !m.startsWith('!'));
  const excluded = config.mutate.filter((m) => m.startsWith('!')).map((m) => m.slice(1));
  const mutated = filesUnder(dir).filter((f) => included.some((g) => matchesGlob(f, g)) && !excluded.some((g) => matchesGlob(f, g)));
  // A test beside a mutated file counts as seen when any unit of the package recorded it (a unit records
  // only the tests that cover its own files).
  const unitReports = unit
    ? readdirSync(dirname(incrementalFile))
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(join(dirname(incrementalFile), f), 'utf8')))
    : [report];
  const recordedTests = new Set(unitReports.flatMap((r) => Object.keys(r.testFiles ?? {})));
  const mutatedDirs = new Set(mutated.map((f) => dirname(f)));
  const runByStryker = (f) => !testFiles || testFiles.some((g) => matchesGlob(f, g));
  const newTests = filesUnder(dir).filter(
    (f) => /\.test\.tsx?$/.test(f) && mutatedDirs.has(dirname(f)) && runByStryker(f) && !recordedTests.has(f),
  );
  const git = (...args) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const reportCommit = git('log', '-1', '--format=%H', '--', config.incrementalFile).trim();
  const asCommitted = (f) => {
    try {
      return reportCommit !== '' && git('show', `${reportCommit}:./${f}`) === readFileSync(join(dir, f), 'utf8');
    } catch {
      return false;
    }
  };
  return (
    git('status', '--porcelain', '--', config.incrementalFile).trim() === '' &&
    mutated.every((f) => f in report.files || asCommitted(f)) &&
    same(report.files) &&
    same(report.testFiles) &&
    // A test Stryker did not record but that was there, unchanged, when the report was written ran in its
    // dry run and covers none of the mutants (e.g. auth/source.test.ts): only a new or changed one counts.
    newTests.every(asCommitted)
  );
}

async function mutate(workspace) {
  const dir = join(repoRoot, workspace);
  const name = nameOf(workspace);
  const units = BY_FOLDER.has(workspace)
    ? readdirSync(join(dir, 'src')).filter((f) => f !== 'testing' && statSync(join(dir, 'src', f)).isDirectory())
    : (NAMED_UNITS[workspace] ?? [null]);
  const started = Date.now();
  const total = {};
  let crashed = false;
  for (const unit of units) {
    const reportFile = join(repoRoot, 'reports/mutation', unit ? `${name}/${unit}.json` : `${name}.json`);
    if (incremental && (await unchangedSinceReport(dir, unit))) {
      // Nothing Stryker would re-test: count the committed results.
      const incrementalFile = join(repoRoot, 'reports/stryker-incremental', unit ? `${name}/${unit}.json` : `${name}.json`);
      for (const [status, n] of Object.entries(counts(incrementalFile))) total[status] = (total[status] ?? 0) + n;
      continue;
    }
    if (incremental) {
      // Stryker re-tests only the mutants of changed files (and those of changed tests), after a dry run of
      // the covering tests: cheap when the committed report is kept current with the mutated sources.
      console.log(
        `› mutation ${name}${unit ? `/${unit}` : ''}: sources or tests changed since the committed report; re-testing the changed mutants ` +
          `(keep CI cheap: run \`npm run mutation -w @portal/${name}\` and commit reports/stryker-incremental/ with such changes)`,
      );
    }
    const env = { ...process.env, ...(unit ? { MUTATION_UNIT: unit } : {}) };
    // The full run tests every mutant (--force) and still rewrites the incremental file, so CI starts from it.
    const mode = incremental ? ['--incremental'] : ['--incremental', '--force'];
    // A report left by an earlier run must not stand in for one that crashed.
    rmSync(reportFile, { force: true });
    const code = await run('nice', ['npx', 'stryker', 'run', ...mode, ...passThrough], { cwd: dir, env });
    // A whole-package run exits 1 under the break threshold (checked below too); a unit has none.
    if (!existsSync(reportFile) || (unit && code !== 0)) crashed = true;
    else for (const [status, n] of Object.entries(counts(reportFile))) total[status] = (total[status] ?? 0) + n;
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const result = { name, score: Number(score(total).toFixed(2)), counts: total, seconds, ok: !crashed && score(total) >= BREAK };
  console.log(`› mutation ${name}: ${crashed ? 'a run failed' : `${result.score} % ${JSON.stringify(total)}`} in ${seconds} s`);
  return result;
}

const inWorkspace = PACKAGES.find((ws) => join(repoRoot, ws) === process.cwd());
if (inWorkspace) {
  // One workspace (turbo's `mutation` task): report as a task of npm test.
  const result = await mutate(inWorkspace);
  mkdirSync('.test-results', { recursive: true });
  writeFileSync(
    '.test-results/mutation.json',
    JSON.stringify({ passed: result.ok ? 1 : 0, failed: result.ok ? 0 : 1, ...result }, null, 2),
  );
  process.exit(result.ok ? 0 : 1);
} else {
  let failed = 0;
  for (const ws of PACKAGES) if (!(await mutate(ws)).ok) failed += 1;
  process.exit(failed ? 1 : 0);
}
