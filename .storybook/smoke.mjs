#!/usr/bin/env node
/**
 * Smoke test of the built Storybook: serves storybook-static on a free port, renders every story
 * under each theme in headless Chromium (one browser, one page: stories are switched through the
 * preview's channel), fails on page errors, console errors, render or play-function failures, and
 * runs axe-core on the story root (plus anything it portals into <body>, e.g. dialogs).
 *
 * Usage: npm run build-storybook && node .storybook/smoke.mjs [id-substring]
 * Env: CHROMIUM_PATH (default /usr/bin/chromium)
 */
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dirname, '..', 'storybook-static');
const filter = process.argv[2] ?? '';
const themes = ['default', 'northgate'];
const STORY_TIMEOUT = 15_000;

if (!existsSync(join(root, 'index.json'))) {
  console.error(`No build at ${root}; run \`npm run build-storybook\` first.`);
  process.exit(2);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let file = normalize(join(root, decodeURIComponent(url.pathname)));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const base = `http://127.0.0.1:${server.address().port}`;

const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && entry.id.includes(filter))
  .map((entry) => entry.id);
if (stories.length === 0) {
  console.error('No stories found.');
  process.exit(2);
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.addInitScript(recordStoryEvents);

let problems = [];
page.on('pageerror', (error) => problems.push(`page error: ${error.message.split('\n')[0]}`));
page.on('response', (response) => {
  if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
});
page.on('console', (message) => {
  // A failed request is reported above with its URL.
  if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console error: ${message.text().split('\n')[0]}`);
});

/**
 * Runs before the preview boots: records the preview channel's story events from the very first
 * render, so the story shown on page load is checked the same way as those switched to later.
 */
function recordStoryEvents() {
  const failures = {
    storyErrored: 'render error',
    storyThrewException: 'exception',
    playFunctionThrewException: 'play function failed',
    unhandledErrorsWhilePlaying: 'unhandled errors while playing',
  };
  const describe = (p) => (p && typeof p === 'object' ? (p.message ?? p.title ?? JSON.stringify(p)) : String(p));
  window.__smoke = { errors: [], done: undefined };
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      for (const [event, label] of Object.entries(failures)) value.on(event, (p) => window.__smoke.errors.push(`${label}: ${describe(p)}`));
      value.on('storyMissing', () => (window.__smoke.done = 'missing'));
      value.on('storyFinished', (p) => (window.__smoke.done = p?.status === 'success' ? 'ok' : 'error'));
    },
  });
}

/** Runs in the page: wait for finite animations (drawer slide-in etc.) so axe sees final colours. */
async function settle() {
  const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
  await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
}

async function runAxe() {
  return page.evaluate(async () => {
    const hidden = ['.sb-wrapper', '#storybook-docs', '.sb-errordisplay', '.sb-preparing-story', '.sb-preparing-docs', '.sb-nopreview'];
    const result = await window.axe.run(
      { include: [['body']], exclude: hidden.map((s) => [s]) },
      {
        resultTypes: ['violations'],
        // Page-level rules do not apply to a component rendered on its own.
        rules: { region: { enabled: false }, 'landmark-one-main': { enabled: false }, 'page-has-heading-one': { enabled: false } },
      },
    );
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`),
    }));
  });
}

const started = Date.now();
let failed = 0;
let badRenders = 0;
let violationCount = 0;
let checked = 0;

for (const theme of themes) {
  // One full load per theme; the theme comes from the `globals` URL parameter like a shared link
  // (the a11y addon's own automatic run is switched off: this script runs axe itself).
  problems = [];
  await page.goto(`${base}/iframe.html?id=${stories[0]}&viewMode=story&globals=theme:${theme};a11y.manual:!true`, { waitUntil: 'load' });
  await page.addScriptTag({ content: axeSource });

  for (const [i, storyId] of stories.entries()) {
    if (i > 0) {
      problems = [];
      await page.evaluate((id) => {
        window.__smoke = { errors: [], done: undefined };
        window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }, storyId);
    }
    let outcome;
    try {
      await page.waitForFunction(() => window.__smoke.done !== undefined, null, { timeout: STORY_TIMEOUT });
      outcome = await page.evaluate(() => ({ status: window.__smoke.done, errors: window.__smoke.errors }));
    } catch {
      outcome = { status: 'timeout', errors: [`no storyFinished within ${STORY_TIMEOUT} ms`] };
    }
    await page.evaluate(settle);
    const errorDisplay = await page.evaluate(() =>
      document.body.classList.contains('sb-show-errordisplay') ? (document.querySelector('#error-message')?.textContent ?? 'error display shown') : '',
    );
    // The decorator's ThemeProvider element carries the theme name, and its vanilla-extract class
    // must have produced real CSS (the classic failure leaves components unstyled or throwing).
    const themeCheck = await page.evaluate((expected) => {
      const el = document.querySelector('#storybook-root [data-theme]');
      if (!el) return 'no ThemeProvider element';
      if (el.getAttribute('data-theme') !== expected) return `data-theme is '${el.getAttribute('data-theme')}'`;
      if (!getComputedStyle(el).fontFamily.includes('system-ui')) return 'theme styles not applied';
      return '';
    }, theme === 'default' ? 'Default' : 'Northgate Partners');
    const violations = await runAxe();
    checked += 1;

    const issues = [...problems];
    issues.push(...outcome.errors);
    if (outcome.status !== 'ok' && outcome.errors.length === 0) issues.push(`story ${outcome.status}`);
    if (errorDisplay) issues.push(`error display: ${errorDisplay}`);
    if (themeCheck) issues.push(`theme '${theme}': ${themeCheck}`);
    if (issues.length > 0) failed += 1;
    violationCount += violations.length;

    const label = `${storyId} [${theme}]`;
    if (issues.length > 0 || violations.length > 0) badRenders += 1;
    if (issues.length === 0 && violations.length === 0) {
      console.log(`ok    ${label}`);
      continue;
    }
    console.log(`FAIL  ${label}`);
    for (const issue of issues) console.log(`      ${issue}`);
    for (const v of violations) {
      console.log(`      axe ${v.impact}: ${v.id} — ${v.help}`);
      for (const t of v.targets) console.log(`        ${t}`);
    }
  }
}

await browser.close();
server.close();

const seconds = ((Date.now() - started) / 1000).toFixed(1);
// The root test command adds these counts to its 'N passed, N failed' line.
const resultsDir = resolve(import.meta.dirname, '..', '.test-results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'storybook.json'), JSON.stringify({ passed: checked - badRenders, failed: badRenders }));
console.log(`\n${checked} story renders (${stories.length} stories × ${themes.length} themes) in ${seconds}s: ${failed} with errors, ${violationCount} axe violations.`);
process.exit(failed > 0 || violationCount > 0 ? 1 : 0);
