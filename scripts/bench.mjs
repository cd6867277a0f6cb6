// npm run bench: builds the portal when needed and runs every bench/*.bench.ts, each printing figures
// (medians, percentiles, ratios against the budgets). Benchmarks report; they do not fail on budgets.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureDependencies, repoRoot, run } from './lib.mjs';

await ensureDependencies();
await ensureChromium();
// Byte budgets report here instead of stopping the build: the bundle report is most useful when over.
const buildEnv = { ...process.env, PORTAL_BUDGETS: 'report' };
if ((await run('npm', ['run', 'build', '-w', '@portal/portal'], { env: buildEnv })) !== 0) process.exit(1);
const only = process.argv.slice(2);
const files = readdirSync(join(repoRoot, 'bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n━━ ${file}`);
  const code = await run(process.execPath, ['--import', 'tsx', join('bench', file)]);
  if (code !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
