// The one test command (npm test): installs what is missing, then runs every check as a turbo task
// (lint, typecheck, unit/component/server tests, build, end-to-end, Storybook tests with the visual check) and
// ends with the line `N passed, N failed`, counting every test the runners report plus failed tasks.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromiumPath, ensureChromium, ensureDependencies, ensurePostgres, ensureTopologyTools, loud, repoRoot, run } from './lib.mjs';

/**
 * Two lanes, run at the same time, each one task at a time: the machines this runs on have two cores, and
 * a lane is mostly one busy process (the server tests run one file at a time, the jsdom tests on one worker).
 * - the browser lane: the portal build, then the end-to-end journeys and the story tests with their visual
 *   check (.storybook/visual-snapshot.ts), then the topology suite (nginx with TLS and HTTP/2 in front of
 *   two instances on PostgreSQL, the print service apart: apps/portal/src/e2e/topology);
 * - the node lane: lint, type checks, the unit/component/server tests and the mutation counts; then, once
 *   the browser lane's build is there, the PostgreSQL pass (its firm journey registers in Chromium against
 *   the built portal) and the WCAG journey with the pages' visual record (a server and data of its own).
 * In one lane after another this took 51 minutes on CI's two cores. On 28 Nov 2026 the browser lane took
 * 1,704 s and the node lane 1,780 s; the server and jsdom tests then fell from 1,518 s to about 700, and
 * the WCAG journey (about 400 s) moved from the browser lane to the node lane to even them out.
 */
const BROWSER_BUILD = ['build'];
const BROWSER_LANE = ['e2e', 'test:storybook'];
const NODE_LANE = ['lint', 'typecheck', 'typecheck:bench', 'test', 'mutation'];
const TOPOLOGY = ['test:topology'];
/** After the browser lane's build: the tasks that need the built portal. */
const NODE_LANE_AFTER_BUILD = ['e2e:wcag'];

await ensureDependencies();
await ensureChromium();
process.env.CHROMIUM_PATH = chromiumPath();
// PostgreSQL 15 for test:pg (installed as root); without it and without root only that task is skipped, loudly.
const withPostgres = await ensurePostgres();
// nginx and certutil for the topology suite, which also needs PostgreSQL.
const withTopology = withPostgres && (await ensureTopologyTools());

const started = Date.now();
const workspaces = ['.', ...['packages', 'apps'].flatMap((dir) => readdirSync(join(repoRoot, dir)).map((name) => join(dir, name)))];
for (const ws of workspaces) rmSync(join(repoRoot, ws, '.test-results'), { recursive: true, force: true });
const summaryDir = join(repoRoot, '.turbo/runs');
rmSync(summaryDir, { recursive: true, force: true });

/** `only`: without the tasks' dependencies (the build, run once by the browser lane before). */
const turbo = (tasks, { only = false } = {}) =>
  run('npx', [
    'turbo',
    'run',
    ...tasks,
    ...(only ? ['--only'] : []),
    '--concurrency=1',
    '--continue=always',
    '--env-mode=loose',
    '--summarize',
    '--output-logs=new-only',
  ]);
let built;
const buildDone = new Promise((resolve) => (built = resolve));
const browserLane = async () => {
  const buildCode = await turbo(BROWSER_BUILD);
  built(buildCode);
  const laneCode = await turbo(BROWSER_LANE, { only: true });
  // Last: the production topology (nginx, two instances, PostgreSQL, the print service) end to end; it
  // builds the catalogue it serves at /design-system/ (build-storybook) and reuses the portal's build.
  return Math.max(buildCode, laneCode, withTopology ? await turbo(TOPOLOGY) : 0);
};
const nodeLane = async () => {
  const nodeCode = await turbo(NODE_LANE);
  await buildDone;
  const afterBuild = await turbo([...(withPostgres ? ['test:pg'] : []), ...NODE_LANE_AFTER_BUILD], { only: true });
  return Math.max(nodeCode, afterBuild);
};
const codes = await Promise.all([browserLane(), nodeLane()]);
const code = codes.find((c) => c !== 0) ?? 0;

let passed = 0;
let failed = 0;
const counted = [];
/** Each reporting task writes `<workspace>/.test-results/<task>.json` (`:` as `-`): vitest's JSON or { passed, failed }. */
const failuresByReport = new Map();
/** The failed tests by name, with the first line of their error: the summary is the part of a CI log that is kept. */
const failedTests = [];
for (const ws of workspaces) {
  const dir = join(repoRoot, ws, '.test-results');
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const p = report.numPassedTests ?? report.passed ?? 0;
    // A test file that failed to load counts as one failure; numFailedTestSuites would count its describes too.
    const f = (report.numFailedTests ?? report.failed ?? 0) + loadFailedFiles(report).length;
    passed += p;
    failed += f;
    failuresByReport.set(join(ws, '.test-results', file), f);
    counted.push(`${join(ws, file)}: ${p} passed, ${f} failed`);
    for (const name of failedTestNames(report)) failedTests.push(`${join(ws, file)} › ${name}`);
  }
}

// A task that failed without reporting a failed test (lint, typecheck, a build, a crashed runner) counts as one.
const packageDirs = new Map(
  workspaces.map((ws) => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, ws, 'package.json'), 'utf8'));
    return [ws === '.' ? '//' : manifest.name, ws];
  }),
);
const failedTasks = [];
/** Every task's wall time from turbo's run summary (execution start/end), in the order they ran. */
const taskTimes = [];
/** Failed tasks that reported no failed test (an unhandled error, a crash, a lint or type error): their log says why. */
const silentFailures = [];
/**
 * Tasks turbo never finished: interrupted (a signal, a kill), it leaves them out of the summary and exits 0.
 * A run that did not test is no pass: attempted − (successful + failed + cached) counts them.
 */
let unfinished = 0;
let summarised = 0;
if (existsSync(summaryDir)) {
  for (const file of readdirSync(summaryDir).filter((f) => f.endsWith('.json'))) {
    const summary = JSON.parse(readFileSync(join(summaryDir, file), 'utf8'));
    const { attempted = 0, success = 0, failed: failedCount = 0, cached = 0 } = summary.execution ?? {};
    unfinished += Math.max(0, attempted - success - failedCount - cached);
    for (const task of summary.tasks ?? []) {
      summarised += 1;
      if (task.execution?.startTime && task.execution?.endTime) {
        const cached = task.cache?.status === 'HIT';
        taskTimes.push({
          taskId: task.taskId,
          task: task.task,
          start: task.execution.startTime,
          ms: task.execution.endTime - task.execution.startTime,
          cached,
        });
      }
      if (!task.execution?.exitCode) continue;
      failedTasks.push(task.taskId);
      const report = join(packageDirs.get(task.package) ?? '.', '.test-results', `${task.task.replace(':', '-')}.json`);
      if (!failuresByReport.get(report)) {
        failed += 1;
        silentFailures.push({ taskId: task.taskId, log: join(packageDirs.get(task.package) ?? '.', '.turbo', `turbo-${task.task}.log`) });
      }
    }
  }
}

console.log('\n━━ Summary');
for (const line of counted) console.log(line);
for (const task of failedTasks) console.log(`✗ ${task}`);
for (const test of failedTests.slice(0, 40)) console.log(`✗ ${test}`);
for (const { taskId, log } of silentFailures) {
  console.log(`✗ ${taskId} failed without a failed test; from its log:`);
  for (const line of whyLines(log)) console.log(`    ${line}`);
}
console.log('\n━━ Task times (wall clock; two lanes side by side, one task at a time in each)');
taskTimes.sort((a, b) => a.start - b.start);
const width = Math.max(0, ...taskTimes.map((t) => t.taskId.length));
for (const t of taskTimes) console.log(`${t.taskId.padEnd(width)}  ${seconds(t.ms).padStart(7)}${t.cached ? '  (cached)' : ''}`);
/** The same by task name (summed over workspaces): where the time goes. */
const byName = new Map();
for (const t of taskTimes) byName.set(t.task, (byName.get(t.task) ?? 0) + t.ms);
console.log([...byName].map(([name, ms]) => `${name} ${seconds(ms)}`).join(' · '));
console.log(`Total time ${seconds(Date.now() - started)} (tasks ${seconds(taskTimes.reduce((sum, t) => sum + t.ms, 0))})`);
if (!withPostgres) loud('The PostgreSQL tests (test:pg) were SKIPPED: no PostgreSQL 15 here, and not root to install it.');
if (!withTopology) loud('The topology suite (test:topology) was SKIPPED: it needs PostgreSQL 15, nginx and certutil.');
if (unfinished > 0) console.log(`✗ ${unfinished} tasks did not run to the end: turbo was stopped (a signal?) before they finished`);
failed += unfinished;
if (summarised === 0) {
  console.log('✗ turbo left no run summary: no task is known to have run');
  failed += 1;
}
if (code !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && code === 0 ? 0 : 1);

function seconds(ms) {
  return `${(ms / 1000).toFixed(0)} s`;
}

/** vitest's JSON report: the test files that failed with no failed test (they failed to load, or in a hook). */
function loadFailedFiles(report) {
  return (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  );
}

/** vitest's JSON report: each failed test's full name and the first line of its first failure message. */
function failedTestNames(report) {
  const names = loadFailedFiles(report).map((file) => `${file.name}: ${firstLine(file.message)}`);
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    for (const test of tests.filter((t) => t.status === 'failed')) {
      names.push(`${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    // Passed on a retry: the earlier attempt's error is still listed.
    for (const test of tests.filter((t) => t.status === 'passed' && t.failureMessages?.length)) {
      names.push(`(flaky, passed on retry) ${test.fullName}: ${firstLine(test.failureMessages[0])}`);
    }
  }
  return names;
}

/**
 * The lines of a task's log (turbo keeps it as `<workspace>/.turbo/turbo-<task>.log`) that say why it
 * failed: those naming an error or a failure and the two after each, else its last lines.
 */
function whyLines(log) {
  if (!existsSync(join(repoRoot, log))) return [`(no log at ${log})`];
  const lines = stripVTControlCharacters(readFileSync(join(repoRoot, log), 'utf8'))
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim());
  const picked = new Set();
  lines.forEach((line, i) => {
    if (/unhandled|error|fail|✗|×|⎯⎯/i.test(line) && !/✓/.test(line))
      for (let j = i; j < Math.min(i + 3, lines.length); j += 1) picked.add(j);
  });
  const chosen = picked.size ? [...picked].sort((a, b) => a - b).map((i) => lines[i]) : lines.slice(-15);
  return chosen.slice(0, 30).map((line) => line.slice(0, 300));
}

function firstLine(text = '') {
  return (
    stripVTControlCharacters(String(text))
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? ''
  );
}
