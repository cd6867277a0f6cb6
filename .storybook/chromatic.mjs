#!/usr/bin/env node
/**
 * `npm run chromatic`: publishes the stories to Chromatic for visual review when a project token is
 * set; without one (CI here has no network) it says so and succeeds — the local check is `npm run test:visual`.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set (local visual check: npm run test:visual).');
  process.exit(0);
}

const repo = resolve(import.meta.dirname, '..');
// Chromatic builds Storybook itself (build-storybook script); changes are for review, not a failure.
const child = spawn('npx', ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook', ...process.argv.slice(2)], {
  cwd: repo,
  stdio: 'inherit',
  env: process.env,
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
