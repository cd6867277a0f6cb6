#!/usr/bin/env node
/**
 * The visual check runs inside the story tests (npm run test:storybook): each story is screenshot where
 * it rendered, under both themes, and compared with .storybook/visual/<theme>/<story-id>.png
 * (.storybook/visual-snapshot.ts). This script runs those tests to check or accept the pixels:
 *
 *   npm run test:visual                    check every story (the same as npm run test:storybook)
 *   npm run test:visual -- --update        accept the current pixels: write new and changed baselines,
 *                                          drop those of deleted stories (only after a full, green run)
 *   npm run test:visual -- [--update] packages/ui/src/Button   only the story files under a path
 *
 * On a mismatch the new, baseline and diff images go to .test-results/visual/<theme>/.
 * Env: CHROMIUM_PATH (default /usr/bin/chromium)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');
const baselines = join(repo, '.storybook/visual');
const outDir = join(repo, '.test-results/visual');
const seenFile = join(outDir, 'seen.txt');
const args = process.argv.slice(2);
const update = args.includes('--update');
const filters = args.filter((a) => a !== '--update');

rmSync(outDir, { recursive: true, force: true });
const { status } = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.storybook.config.ts', ...filters], {
  cwd: repo,
  stdio: 'inherit',
  env: { ...process.env, VISUAL_UPDATE: update ? '1' : '0' },
});
if (update && status === 0 && filters.length === 0) {
  // Every story passed and was seen: a baseline no story produced belongs to a deleted story.
  const seen = new Set(existsSync(seenFile) ? readFileSync(seenFile, 'utf8').split('\n') : []);
  let removed = 0;
  for (const theme of readdirSync(baselines)) {
    for (const file of readdirSync(join(baselines, theme))) {
      if (!seen.has(`${theme}/${file}`)) {
        rmSync(join(baselines, theme, file));
        removed += 1;
      }
    }
  }
  console.log(`Visual baselines: ${seen.size - 1} stories seen, ${removed} baselines of deleted stories removed.`);
} else if (update && status !== 0) {
  console.log('Some story tests failed: their baselines were not written, and none were removed.');
}
process.exit(status ?? 1);
