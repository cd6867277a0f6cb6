// Mutation testing (StrykerJS, vitest runner). `npm run mutation` runs the full set, one package after the
// other; a package's `mutation` script (the turbo task of npm test) runs its own package incrementally
// (`--incremental`, against the committed reports/stryker-incremental/ files) and writes
// .test-results/mutation.json as { passed, failed } like the other tasks: one check per package, failed when
// its score is under 90 %. The HTML reports go to reports/mutation/ (git-ignored).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { repoRoot, run } from './lib.mjs';

const BREAK = 90;
/** The mutated workspaces, in the order the full run takes them. */
const PACKAGES = ['packages/domain', 'packages/machines', 'apps/server'];
/**
 * Workspaces run folder by folder (each folder under src a unit): their static mutants (machine
 * definitions) then run only the tests related to the folder instead of the whole suite.
 */
const BY_FOLDER = new Set(['packages/machines']);
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

async function mutate(workspace) {
  const dir = join(repoRoot, workspace);
  const name = nameOf(workspace);
  const units = BY_FOLDER.has(workspace)
    ? readdirSync(join(dir, 'src')).filter((f) => f !== 'testing' && statSync(join(dir, 'src', f)).isDirectory())
    : [null];
  const started = Date.now();
  const total = {};
  let crashed = false;
  for (const unit of units) {
    const env = { ...process.env, ...(unit ? { MUTATION_UNIT: unit } : {}) };
    // The full run tests every mutant (--force) and still rewrites the incremental file, so CI starts from it.
    const mode = incremental ? ['--incremental'] : ['--incremental', '--force'];
    const code = await run('nice', ['npx', 'stryker', 'run', ...mode, ...passThrough], { cwd: dir, env });
    const reportFile = join(repoRoot, 'reports/mutation', unit ? `${name}/${unit}.json` : `${name}.json`);
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
