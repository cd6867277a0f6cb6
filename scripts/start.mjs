// npm start: installs what is missing, builds the portal, the server and the design system catalogue
// (Storybook, served at /design-system/) when a build is missing or stale, then serves portal + API on PORT (default 3000) with the demo data on the embedded database
// (demo mode, PORTAL_DEMO=1, is set here when neither DATABASE_URL nor PORTAL_DEMO is given; any other
// start serves a firm's own data, loaded by `npm run import`: docs/import.md).
import { join } from 'node:path';
import { SERVER_NODE_FLAGS, ensureChromium, ensureDependencies, isStale, repoRoot, run } from './lib.mjs';

await ensureDependencies();
// The PDFs (statements, reports) are printed by headless Chromium: installed as root when absent; without
// root the server still starts, and a loud line says the PDF downloads will fail until it is installed.
await ensureChromium({ optional: true, without: 'the portal starts, but its PDF downloads will fail until Chromium is installed' });
const packages = ['packages/domain', 'packages/api'];
if (isStale(join(repoRoot, 'apps/portal/dist/index.html'), ['apps/portal', 'packages/ui', 'packages/machines', ...packages])) {
  console.log('› Building the portal…');
  if ((await run('npm', ['run', 'build', '-w', '@portal/portal'])) !== 0) process.exit(1);
}
// The design system catalogue (Storybook's static build), served at /design-system/.
if (isStale(join(repoRoot, 'storybook-static/index.html'), ['packages/ui/src', 'apps/portal/src', '.storybook'])) {
  console.log('› Building the design system catalogue (Storybook)…');
  if ((await run('npm', ['run', 'build-storybook'])) !== 0) process.exit(1);
}
// The server runs from a bundle, not through tsx: transpiling at run time costs ~50 MB of RSS.
const serverMain = join(repoRoot, 'apps/server/dist/main.mjs');
if (isStale(serverMain, ['apps/server/src', ...packages])) {
  console.log('› Building the server…');
  if ((await run('npm', ['run', 'build', '-w', '@portal/server'])) !== 0) process.exit(1);
}
// Budget 300 MB RSS: the heap flags are explained in lib.mjs. glibc's malloc otherwise keeps one arena
// per thread (main, PGlite worker, libuv pool) and returns freed memory to the OS late: two arenas and a
// 128 kB trim threshold give ~50 MB back (measured: bench/memory.bench.ts).
const code = await run(process.execPath, [...SERVER_NODE_FLAGS, serverMain], {
  // The demo keeps e-mails in the outbox table (no SMTP server): production mode needs that said explicitly.
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    ...(process.env.DATABASE_URL === undefined && process.env.PORTAL_DEMO === undefined ? { PORTAL_DEMO: '1' } : {}),
    PORTAL_DEMO_MAIL: process.env.PORTAL_DEMO_MAIL ?? '1',
    // Production requires the public address (links in e-mails); the demo's is this machine's.
    PORTAL_PUBLIC_URL: process.env.PORTAL_PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`,
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? '131072',
  },
});
process.exit(code);
