// Bundles the server (src/main.ts plus the workspace packages it imports, which are TypeScript) into
// dist/main.mjs so production runs plain JavaScript: no tsx transpiling at run time (~50 MB of RSS less).
// npm packages stay external (loaded from node_modules as usual); the PGlite worker is copied beside it.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(serverDir, 'dist');

// Bare imports stay external except the workspace's own TypeScript packages.
const externalNpm = {
  name: 'external-npm',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true }));
  },
};

// From empty: a file left by an earlier build must not stand in for one this build forgot.
rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
// The release every error event carries (src/release.ts): the package's version and the commit built.
const { version } = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8'));
let commit = 'unknown';
try {
  commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
    cwd: serverDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
} catch {
  // Not a git checkout (an unpacked release): the version alone.
}
const release = commit === 'unknown' ? `portal@${version}` : `portal@${version}+${commit}`;
// The print service (src/print-service.ts) is a second entry: the server forks it (plugins/print/child.ts).
await build({
  entryPoints: { main: join(serverDir, 'src/main.ts'), 'print-service': join(serverDir, 'src/print-service.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  define: { __PORTAL_RELEASE__: JSON.stringify(release) },
  // dist/ sits at the same depth as src/, so config.ts's REPO_ROOT (three levels up) still holds.
  plugins: [externalNpm],
  logLevel: 'warning',
});
// The PGlite worker runs as plain JavaScript beside the bundle, with the one module it imports.
for (const file of ['pglite-worker.mjs', 'pglite-tarball.mjs']) copyFileSync(join(serverDir, 'src/db', file), join(outdir, file));
console.log(`server built: ${join(outdir, 'main.mjs')} (${release})`);
