// npm start: installs what is missing, builds the portal when its build is missing or stale, then
// serves portal + API on PORT (default 3000) with the demo data on the embedded database.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies, repoRoot, run } from './lib.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

await ensureDependencies();
const index = join(repoRoot, 'apps/portal/dist/index.html');
const sources = ['apps/portal', 'packages/ui', 'packages/domain', 'packages/api', 'packages/machines'].map((d) => join(repoRoot, d));
const stale = !existsSync(index) || sources.some((d) => newestMtime(d) > statSync(index).mtimeMs);
if (stale) {
  console.log('› Building the portal…');
  if ((await run('npm', ['run', 'build', '-w', '@portal/portal'])) !== 0) process.exit(1);
}
// A small young generation keeps the server's resident memory down (budget 300 MB) at little CPU cost.
const code = await run(process.execPath, ['--max-semi-space-size=4', '--import', 'tsx', 'apps/server/src/main.ts'], {
  // The demo keeps e-mails in the outbox table (no SMTP server): production mode needs that said explicitly.
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', PORTAL_DEMO_MAIL: process.env.PORTAL_DEMO_MAIL ?? '1' },
});
process.exit(code);
