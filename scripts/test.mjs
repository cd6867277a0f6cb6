// The one test command (npm test): installs what is missing, then lint, typecheck, unit, component
// and server tests (PGlite), the portal build, end-to-end journeys in Chromium, the stories as tests
// (axe, play functions, both themes) and the visual check against committed baselines.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumPath, ensureChromium, ensureDependencies, repoRoot, run } from './lib.mjs';

const resultsDir = join(repoRoot, '.test-results');
const started = Date.now();
const steps = [];
let passed = 0;
let failed = 0;

function countVitest(name) {
  const file = join(resultsDir, `${name}.json`);
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0 ? 0 : 0);
  return true;
}

async function step(name, fn) {
  const t0 = Date.now();
  console.log(`\n━━ ${name}`);
  let ok = false;
  try {
    ok = (await fn()) === 0;
  } catch (error) {
    console.error(error);
  }
  steps.push({ name, ok, seconds: (Date.now() - t0) / 1000 });
  if (!ok) console.error(`✗ ${name} failed`);
  return ok;
}

function vitest(name, cwd, extra = []) {
  return run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(resultsDir, `${name}.json`)}`, ...extra], {
    cwd: join(repoRoot, cwd),
  }).then((code) => {
    if (!countVitest(name)) failed += 1;
    return code;
  });
}

await ensureDependencies();
await ensureChromium();
process.env.CHROMIUM_PATH = chromiumPath();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

await step('lint', () => run('npx', ['eslint', '--max-warnings=0', '.']));
await step('typecheck', async () => {
  const code = await run('npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']);
  return code || run('npx', ['tsc', '-p', 'bench/tsconfig.json']);
});
for (const [name, cwd] of [
  ['domain', 'packages/domain'],
  ['api', 'packages/api'],
  ['machines', 'packages/machines'],
  ['ui', 'packages/ui'],
  ['portal', 'apps/portal'],
  ['server', 'apps/server'],
]) {
  if (!existsSync(join(repoRoot, cwd, 'vitest.config.ts'))) continue;
  await step(`tests: ${name}`, () => vitest(name, cwd));
}
const built = await step('build the portal', () => run('npm', ['run', 'build', '-w', '@portal/portal']));
if (built) await step('end-to-end (Chromium)', () => vitest('e2e', 'apps/portal', ['--config', 'vitest.e2e.config.ts']));
else failed += 1;
// Stories are tests (addon-vitest, Chromium): every story under both themes, play functions, axe.
// They compile the stories themselves, so they run even when the static build fails.
const storybook = await step('build Storybook', () => run('npm', ['run', 'build-storybook']));
if (!storybook) failed += 1;
await step('stories render in Chromium with no axe violations', () => vitest('storybook', '.', ['--config', 'vitest.storybook.config.ts']));
if (storybook) {
  await step('visual check (screenshots vs baselines)', async () => {
    const code = await run('node', ['.storybook/visual.mjs']);
    const file = join(resultsDir, 'visual.json');
    if (existsSync(file)) {
      const r = JSON.parse(readFileSync(file, 'utf8'));
      passed += r.passed ?? 0;
      failed += r.failed ?? 0;
    } else if (code !== 0) failed += 1;
    return code;
  });
}

console.log('\n━━ Summary');
for (const s of steps) console.log(`${s.ok ? '✓' : '✗'} ${s.name} (${s.seconds.toFixed(1)} s)`);
console.log(`Total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
const allOk = steps.every((s) => s.ok);
if (!allOk && failed === 0) failed = steps.filter((s) => !s.ok).length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(allOk && failed === 0 ? 0 : 1);
