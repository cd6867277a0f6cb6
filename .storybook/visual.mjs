#!/usr/bin/env node
/**
 * Local visual regression (CI here has no network, so no Chromatic): screenshots every story of the
 * built storybook-static in Chromium under each theme and compares with the PNGs in .storybook/visual/.
 *
 * Usage: npm run build-storybook && npm run test:visual [-- --update] [-- id-substring]
 *   --update   accept the current pixels: rewrite baselines (and drop those of deleted stories)
 * On a mismatch the actual and a diff image go to .test-results/visual/ and the run fails.
 * Env: CHROMIUM_PATH (default /usr/bin/chromium)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { serveStatic } from './static-server.mjs';

const repo = resolve(import.meta.dirname, '..');
const root = join(repo, 'storybook-static');
const baselines = join(import.meta.dirname, 'visual');
const outDir = join(repo, '.test-results', 'visual');
const args = process.argv.slice(2);
const update = args.includes('--update');
const filter = args.find((a) => !a.startsWith('--')) ?? '';
const themes = ['default', 'northgate'];
// The viewport the story tests use too (addon-vitest's default); narrow stories ask for mobile1.
const DEFAULT_VIEWPORT = { width: 1200, height: 900 };
const STORY_TIMEOUT = 15_000;
// pixelmatch's per-pixel colour threshold (0–1) and the share of pixels allowed to differ: small,
// so a real change fails, while anti-aliasing (ignored by pixelmatch) and sub-pixel noise pass.
const THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.0002;

if (!existsSync(join(root, 'index.json'))) {
  console.error(`No build at ${root}; run \`npm run build-storybook\` first.`);
  process.exit(2);
}
const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && entry.id.includes(filter))
  .map((entry) => entry.id);
if (stories.length === 0) {
  console.error('No stories found.');
  process.exit(2);
}

// Freeze everything that moves, hide the caret and scrollbars: the same story must give the same pixels.
const STILL_CSS = `*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important; caret-color: transparent !important; }
  ::-webkit-scrollbar { display: none; }`;

/** Runs before the preview boots: records when each story (and its play function) has finished. */
function recordStoryEvents() {
  window.__visual = { done: undefined };
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      value.on('storyMissing', () => (window.__visual.done = 'missing'));
      value.on('storyErrored', () => (window.__visual.done = 'error'));
      value.on('storyThrewException', () => (window.__visual.done = 'error'));
      value.on('storyFinished', (p) => (window.__visual.done = p?.status === 'success' ? 'ok' : 'error'));
    },
  });
}

/** Runs in the page: the story's viewport global (narrow-screen stories), if any. */
async function storyViewport(id) {
  const story = await window.__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({ storyId: id });
  return story.storyGlobals?.viewport?.value ?? null;
}

/** Runs in the page: settles fonts and animations, returns the box of the story plus any overlay it portals into <body>. */
async function settleAndMeasure() {
  await document.fonts.ready;
  await Promise.all(document.getAnimations().map((a) => (a.effect?.getTiming().iterations === Infinity ? a.cancel() : a.finish())));
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  window.scrollTo(0, 0);
  const chrome =
    '#storybook-root, #storybook-docs, .sb-wrapper, .sb-errordisplay, .sb-preparing-story, .sb-preparing-docs, .sb-nopreview, script, style, link, svg[aria-hidden]';
  const parts = [document.querySelector('#storybook-root'), ...[...document.body.children].filter((el) => !el.matches(chrome))];
  let box = null;
  for (const el of parts) {
    const b = el?.getBoundingClientRect();
    if (!b) continue;
    // Only what is on screen and visible: a visually-hidden live region (1 px, left behind in <body>
    // by an earlier story) must not move the clip, or the pixels would depend on the story order.
    const r = {
      left: Math.max(0, b.left),
      top: Math.max(0, b.top),
      right: Math.min(innerWidth, b.right),
      bottom: Math.min(innerHeight, b.bottom),
    };
    if (r.right - r.left <= 2 || r.bottom - r.top <= 2) continue;
    box = box
      ? {
          left: Math.min(box.left, r.left),
          top: Math.min(box.top, r.top),
          right: Math.max(box.right, r.right),
          bottom: Math.max(box.bottom, r.bottom),
        }
      : { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  }
  return box;
}

function viewportFor(name) {
  const styles = name ? MINIMAL_VIEWPORTS[name]?.styles : undefined;
  return styles ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) } : DEFAULT_VIEWPORT;
}

/** Compares the screenshot with the baseline; returns '' when they match, else what differs. */
function compare(actualBuffer, baselineFile, name) {
  if (!existsSync(baselineFile)) return 'no baseline (run `npm run test:visual -- --update` to accept)';
  const expected = PNG.sync.read(readFileSync(baselineFile));
  const actual = PNG.sync.read(actualBuffer);
  mkdirSync(join(outDir, name.split('/')[0]), { recursive: true });
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeFileSync(join(outDir, `${name}.actual.png`), actualBuffer);
    return `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`;
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const count = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: THRESHOLD });
  if (count <= Math.floor(actual.width * actual.height * MAX_DIFF_RATIO)) return '';
  writeFileSync(join(outDir, `${name}.actual.png`), actualBuffer);
  writeFileSync(join(outDir, `${name}.diff.png`), PNG.sync.write(diff));
  return `${count} pixels differ`;
}

const started = Date.now();
const server = await serveStatic(root);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--font-render-hinting=none',
    '--hide-scrollbars',
  ],
});
const page = await browser.newPage({ viewport: DEFAULT_VIEWPORT, deviceScaleFactor: 1, reducedMotion: 'reduce' });
await page.addInitScript(recordStoryEvents);
// A missing asset (a logo, a font) or an uncaught error fails the story: its pixels would be wrong.
let problems = [];
page.on('pageerror', (error) => problems.push(`page error: ${error.message.split('\n')[0]}`));
page.on('response', (response) => {
  if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
});
rmSync(outDir, { recursive: true, force: true });

let passed = 0;
let failed = 0;
let written = 0;
const seen = new Set();

for (const theme of themes) {
  mkdirSync(join(baselines, theme), { recursive: true });
  // One load per theme (globals in the URL like a shared link; the a11y addon's own run is off),
  // then stories are switched through the preview's channel: much faster than a load per story.
  await page.setViewportSize(DEFAULT_VIEWPORT);
  problems = [];
  await page.goto(`${server.base}/iframe.html?id=${stories[0]}&viewMode=story&globals=theme:${theme};a11y.manual:!true`, {
    waitUntil: 'load',
  });
  await page.addStyleTag({ content: STILL_CSS });
  await page.waitForFunction(() => window.__visual.done !== undefined, null, { timeout: STORY_TIMEOUT });
  let current = stories[0];

  for (const storyId of stories) {
    const name = `${theme}/${storyId}`;
    if (storyId !== stories[0]) problems = [];
    seen.add(`${name}.png`);
    const viewport = viewportFor(await page.evaluate(storyViewport, storyId));
    const size = page.viewportSize();
    const resized = size.width !== viewport.width || size.height !== viewport.height;
    if (resized) await page.setViewportSize(viewport);
    if (storyId !== current || resized) {
      // A resize re-renders the story in place (force), so media queries and measured layouts match a fresh load.
      const event = storyId === current ? 'forceRemount' : 'setCurrentStory';
      await page.evaluate(
        ([id, name]) => {
          window.__visual.done = undefined;
          window.__STORYBOOK_ADDONS_CHANNEL__.emit(name, { storyId: id, viewMode: 'story' });
        },
        [storyId, event],
      );
      try {
        await page.waitForFunction(() => window.__visual.done !== undefined, null, { timeout: STORY_TIMEOUT });
      } catch {
        // Reported below as a render problem: no screenshot of a half-rendered story.
      }
    }
    current = storyId;
    const status = await page.evaluate(() => window.__visual.done);
    await page.mouse.move(0, 0);
    if (status !== 'ok' || problems.length > 0) {
      failed += 1;
      console.log(`FAIL  ${name}: ${status === 'ok' ? problems.join('; ') : `story ${status ?? 'did not finish'}`}`);
      continue;
    }
    // A story that rightly renders nothing (e.g. a hidden selector) is recorded as the empty top strip.
    const box = (await page.evaluate(settleAndMeasure)) ?? { left: 0, top: 0, right: viewport.width, bottom: 32 };
    const left = Math.max(0, Math.floor(box.left));
    const top = Math.max(0, Math.floor(box.top));
    const clip = {
      x: left,
      y: top,
      width: Math.min(viewport.width, Math.ceil(box.right)) - left,
      height: Math.min(viewport.height, Math.ceil(box.bottom)) - top,
    };
    const shot = await page.screenshot({ clip, animations: 'disabled', caret: 'hide', scale: 'css' });
    const baselineFile = join(baselines, `${name}.png`);
    if (update) {
      const before = existsSync(baselineFile) ? readFileSync(baselineFile) : null;
      if (!before || compare(shot, baselineFile, name) !== '') {
        writeFileSync(baselineFile, shot);
        written += 1;
      }
      passed += 1;
      continue;
    }
    const problem = compare(shot, baselineFile, name);
    if (problem) {
      failed += 1;
      console.log(`FAIL  ${name}: ${problem}`);
    } else passed += 1;
  }
}

await browser.close();
await server.close();

let removed = 0;
if (update && !filter) {
  for (const theme of themes) {
    for (const file of readdirSync(join(baselines, theme))) {
      if (!seen.has(`${theme}/${file}`)) {
        rmSync(join(baselines, theme, file));
        removed += 1;
      }
    }
  }
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
mkdirSync(join(repo, '.test-results'), { recursive: true });
// The root test command adds these counts to its 'N passed, N failed' line.
writeFileSync(join(repo, '.test-results', 'test-visual.json'), JSON.stringify({ passed, failed }));
if (update) rmSync(outDir, { recursive: true, force: true });
if (update) console.log(`\nBaselines: ${written} written, ${removed} removed, ${passed - written} unchanged (${seconds}s).`);
if (failed > 0 && !update) console.log(`\nActual and diff images: ${outDir}`);
console.log(`Visual check (${stories.length} stories × ${themes.length} themes, ${seconds}s): ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
