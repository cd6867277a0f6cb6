// Mutation testing (StrykerJS, vitest runner). `npm run mutation` runs the full set, one package after the
// other; a package's `mutation` script (the turbo task of npm test) runs its own package incrementally
// (`--incremental`, against the committed reports/stryker-incremental/<name>.json) and writes
// .test-results/mutation.json as { passed, failed } like the other tasks: one check per package, failed when
// the score is under the 90 % break threshold. The full HTML reports go to reports/mutation/ (git-ignored).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { repoRoot, run } from './lib.mjs';

/** The mutated workspaces, in the order the full run takes them. */
const PACKAGES = ['packages/domain', 'packages/machines', 'apps/server'];
const args = process.argv.slice(2);
const incremental = args.includes('--incremental');
const passThrough = args.filter((a) => a !== '--incremental');

/** Score as Stryker computes it: detected / (detected + undetected), where no coverage counts as undetected. */
function score(reportFile) {
  const counts = {};
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  for (const file of Object.values(report.files)) for (const m of file.mutants) counts[m.status] = (counts[m.status] ?? 0) + 1;
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0);
  const undetected = (counts.Survived ?? 0) + (counts.NoCoverage ?? 0);
  return { score: detected + undetected ? (100 * detected) / (detected + undetected) : 100, counts };
}

async function mutate(workspace) {
  const dir = join(repoRoot, workspace);
  const name = workspace === 'apps/server' ? 'server' : basename(workspace);
  const started = Date.now();
  const code = await run('npx', ['stryker', 'run', ...(incremental ? ['--incremental'] : []), ...passThrough], { cwd: dir });
  const seconds = Math.round((Date.now() - started) / 1000);
  const reportFile = join(repoRoot, 'reports/mutation', `${name}.json`);
  const result = existsSync(reportFile) && code === 0 ? score(reportFile) : undefined;
  console.log(`› mutation ${name}: ${result ? `${result.score.toFixed(2)} % ${JSON.stringify(result.counts)}` : 'failed'} in ${seconds} s`);
  return { name, code, seconds, ...result };
}

const inWorkspace = PACKAGES.find((ws) => join(repoRoot, ws) === process.cwd());
if (inWorkspace) {
  // One workspace (turbo's `mutation` task): report as a task of npm test.
  const result = await mutate(inWorkspace);
  mkdirSync('.test-results', { recursive: true });
  const ok = result.code === 0;
  writeFileSync('.test-results/mutation.json', JSON.stringify({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, ...result }, null, 2));
  process.exit(result.code);
} else {
  let failed = 0;
  for (const ws of PACKAGES) if ((await mutate(ws)).code !== 0) failed += 1;
  process.exit(failed ? 1 : 0);
}
