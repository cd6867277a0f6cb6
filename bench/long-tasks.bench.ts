/**
 * The main thread's long tasks (> 50 ms) of a route's first visit, from a Chromium performance trace
 * (issue 35 item 3): the built portal on the real server, a fresh context per run at Lighthouse's mobile
 * size, 4× CPU slowdown (TRACE_CPU), the same logins as the Lighthouse bench (route-visits.ts). For each
 * long task it prints its CPU time (the trace's thread duration, `tdur`: what the task cost this process,
 * less exposed to a loaded machine than its wall time) and what ran in it: the V8 samples inside the task
 * mapped through the build's source maps, by the source file of the innermost frame (self time) and by the
 * innermost frame of our own code (apps/, packages/) on the stack, then the renderer's own work (layout,
 * style, parsing, compiling).
 * TRACE_PAGES=/client/analysis,/client/personal picks pages by label prefix; TRACE_RUNS (default 3) runs
 * each; TRACE_DUMP=<dir> keeps each trace (open in DevTools' Performance panel); TRACE_FILES=a.json,b.json
 * reads kept traces again without running anything.
 * Measured (lead af10bce against the renders in transitions, main.tsx, Deferred.tsx's useSettled and
 * use-after-paint.ts; a loaded machine, two sets of 3 runs of each build, the second set interleaved, the
 * median of each set): the longest task's CPU on Documents 171–224 → 128–137 ms (the filters' three Selects
 * rendered in one task before), Analysis 163–249 → 138–161 ms, Personal details 168–185 → 147–178 ms; what is left is the
 * same on all three: the evaluation of other pages' chunks the route imports (home, folio details,
 * transactions with its paging machine, shell-lazy's XState: page-chunks.ts), with the first Intl object's
 * ICU start-up (~50–60 ms at 4×, whichever module asks first), the router's creation, and on Analysis
 * the chart's width read (use-element-width.ts forces the page's layout, then draws again).
 */
import { mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { ROUTE_VISITS, VISITOR_LOGINS } from '../apps/portal/src/e2e/route-visits.ts';
import { addSessionCookie, figure, launchChromium, loginCookie, median, repoRoot, startServer } from './harness.ts';

const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const CPU = Number(process.env.TRACE_CPU ?? 4);
const DUMP = process.env.TRACE_DUMP;
if (DUMP) mkdirSync(DUMP, { recursive: true });
const LONG_TASK_US = 50_000;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: Array<{ id: number; callFrame: CallFrame; parent?: number }>; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

const maps = new Map<string, TraceMap | null>();
/** The source file (repository-relative, node_modules packages by name) a built script's position comes from. */
function sourceOf(frame: CallFrame, detail = false): string {
  if (!frame.url) return frame.functionName ? `(${frame.functionName.replace(/^\(|\)$/g, '')})` : '(native)';
  const file = new URL(frame.url).pathname.split('/').pop() ?? '';
  if (!maps.has(file)) {
    const mapPath = join(repoRoot, 'apps/portal/dist/assets', `${file}.map`);
    maps.set(file, existsSync(mapPath) ? new TraceMap(readFileSync(mapPath, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map) return file;
  // A script's top level (line 0, column 0): the chunk's module evaluation.
  if (frame.lineNumber <= 0 && frame.columnNumber <= 0) return `${file.replace(/-[\w-]{8}\.js$/, '')} chunk, evaluation`;
  const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: Math.max(0, frame.columnNumber) });
  if (!original.source) return file;
  const source = original.source.replace(/^(\.\.\/)+/, '').replace(/^src\//, 'apps/portal/src/');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (!pkg) return source;
  return detail ? source.slice(source.indexOf(pkg[1]!)).replace(/\/dist\/(private\/)?/, '/') : pkg[1]!;
}
const ours = (source: string) => /^(apps|packages)\//.test(source);

async function trace(url: string, cookie: string | undefined, baseUrl: string, dumpName: string): Promise<TraceEvent[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    if (cookie) await addSessionCookie(context, baseUrl, cookie);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream as string)));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReturnAsStream' });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    // Network idle (500 ms without requests) ends the page's loading; a request still open after 60 s is left.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => console.log('  (no network idle within 60 s)'));
    // The work deferred to after the first paint (charts, the shell's watch) lands within this.
    await page.waitForTimeout(3000);
    await cdp.send('Tracing.end');
    const stream = await done;
    let text = '';
    for (;;) {
      const chunk = await cdp.send('IO.read', { handle: stream });
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
      if (chunk.eof) break;
    }
    await cdp.send('IO.close', { handle: stream });
    const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
    if (DUMP) writeFileSync(join(DUMP, dumpName), JSON.stringify(events));
    return events;
  } finally {
    await browser.close();
  }
}

interface LongTask {
  at: number;
  wall: number;
  cpu: number;
  bySelf: Map<string, number>;
  byOurs: Map<string, number>;
  byCalled: Map<string, number>;
  renderer: Map<string, number>;
}

function longTasks(events: TraceEvent[]): LongTask[] {
  // The page's main thread: the CrRendererMain with the most task time (an about:blank renderer has little).
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const key = (e: { pid: number; tid: number }) => `${e.pid}:${e.tid}`;
  const busy = new Map<string, number>();
  for (const e of events) if (e.name === 'RunTask' && e.ph === 'X') busy.set(key(e), (busy.get(key(e)) ?? 0) + (e.dur ?? 0));
  const main = mains.map(key).sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0))[0];
  if (!main) return [];
  const onMain = events.filter((e) => key(e) === main);

  // The V8 samples of that thread (profile chunks may carry the pid/tid of the thread they sample).
  const profileIds = new Set(events.filter((e) => e.name === 'Profile' && key(e) === main).map((e) => e.id));
  const nodes = new Map<number, { frame: CallFrame; parent?: number }>();
  const samples: Array<{ ts: number; node: number }> = [];
  let clock = 0;
  for (const e of events) {
    if (e.name === 'Profile' && profileIds.has(e.id)) clock = e.args?.data?.startTime ?? e.ts;
    if (e.name !== 'ProfileChunk' || !profileIds.has(e.id)) continue;
    const data = e.args?.data ?? {};
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, { frame: n.callFrame, parent: n.parent });
    const ids: number[] = data.cpuProfile?.samples ?? [];
    const deltas: number[] = data.timeDeltas ?? [];
    ids.forEach((id, i) => {
      clock += deltas[i] ?? 0;
      samples.push({ ts: clock, node: id });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);

  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > LONG_TASK_US);
  const start = Math.min(...onMain.filter((e) => e.ph === 'X').map((e) => e.ts));
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const bySelf = new Map<string, number>();
    const byOurs = new Map<string, number>();
    const byCalled = new Map<string, number>();
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
    inTask.forEach((s, i) => {
      const next = inTask[i + 1]?.ts ?? end;
      const weight = Math.max(0, next - s.ts);
      const leaf = nodes.get(s.node);
      if (!leaf) return;
      const self = sourceOf(leaf.frame);
      if (self === '(idle)') return;
      bySelf.set(self, (bySelf.get(self) ?? 0) + weight);
      let at: number | undefined = s.node;
      // What React called: the frame whose caller is react-dom (a component in the render phase, an
      // effect or a ref in the commit), or the first frame outside react-dom; our own frames by name.
      let owner = '(no frame of ours)';
      let outside: string | undefined;
      let called: string | undefined;
      while (at !== undefined) {
        const node = nodes.get(at);
        if (!node) break;
        const source = sourceOf(node.frame);
        if (ours(source)) {
          owner = `${node.frame.functionName || '(anonymous)'} ${source}`;
          break;
        }
        if (!outside && source !== 'react-dom' && !source.startsWith('(')) outside = source;
        const parent = node.parent === undefined ? undefined : nodes.get(node.parent);
        if (!called && source !== 'react-dom' && parent && sourceOf(parent.frame) === 'react-dom')
          called = `${node.frame.functionName || '(anonymous)'} ${sourceOf(node.frame, true)}`;
        at = node.parent;
      }
      if (owner === '(no frame of ours)' && outside) owner = `(none of ours; ${outside})`;
      byCalled.set(called ?? '(not called by React)', (byCalled.get(called ?? '(not called by React)') ?? 0) + weight);
      byOurs.set(owner, (byOurs.get(owner) ?? 0) + weight);
    });
    const renderer = new Map<string, number>();
    for (const e of onMain) {
      if (e.ph !== 'X' || e.ts < task.ts || e.ts > end) continue;
      if (
        ![
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'ParseHTML',
          'v8.compile',
          'v8.compileModule',
          'MajorGC',
          'MinorGC',
          'V8.GC_SCAVENGER',
        ].includes(e.name)
      )
        continue;
      renderer.set(e.name, (renderer.get(e.name) ?? 0) + (e.dur ?? 0));
    }
    return { at: task.ts - start, wall: task.dur ?? 0, cpu: task.tdur ?? task.dur ?? 0, bySelf, byOurs, byCalled, renderer };
  });
}

const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
const top = (m: Map<string, number>, n: number) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .filter(([, v]) => v >= 2000)
    .map(([k, v]) => `${ms(v)} ${k}`)
    .join('; ');

function print(tasks: LongTask[]): void {
  for (const t of tasks) {
    console.log(`    at ${ms(t.at)}: CPU ${ms(t.cpu)} (wall ${ms(t.wall)})`);
    console.log(`      self: ${top(t.bySelf, 6)}`);
    console.log(`      ours: ${top(t.byOurs, 6)}`);
    console.log(`      called by React: ${top(t.byCalled, 8)}`);
    if (t.renderer.size) console.log(`      renderer: ${top(t.renderer, 5)}`);
  }
}

// TRACE_FILES=a.json,b.json: only read traces kept earlier (TRACE_DUMP), against the current build's maps.
if (process.env.TRACE_FILES) {
  for (const file of process.env.TRACE_FILES.split(',')) {
    console.log(file);
    print(longTasks(JSON.parse(readFileSync(file, 'utf8')) as TraceEvent[]));
  }
  process.exit(0);
}

const server = await startServer();
try {
  const cookies: Record<string, string | undefined> = { public: undefined };
  for (const [as, login] of Object.entries(VISITOR_LOGINS)) cookies[as] = await loginCookie(server.baseUrl, login);
  const only = (process.env.TRACE_PAGES ?? '').split(',').filter(Boolean);
  const rows: string[] = [];
  for (const visit of ROUTE_VISITS.filter((v) => only.length === 0 || only.some((o) => v.label.startsWith(o)))) {
    console.log(visit.label);
    const longest: number[] = [];
    const excess: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const events = await trace(
        `${server.baseUrl}${visit.path}`,
        cookies[visit.as],
        server.baseUrl,
        `${visit.label.replace(/\W+/g, '_')}-${run}.json`,
      );
      const tasks = longTasks(events);
      longest.push(Math.max(0, ...tasks.map((t) => t.cpu)));
      excess.push(tasks.reduce((sum, t) => sum + Math.max(0, t.cpu - LONG_TASK_US), 0));
      console.log(`  run ${run}: ${tasks.length} long task(s), CPU ${tasks.map((t) => ms(t.cpu)).join(', ') || '—'}`);
      print(tasks);
    }
    figure(
      'longest task, CPU, median',
      Math.round(median(longest) / 1000),
      'ms',
      `runs ${longest.map((v) => Math.round(v / 1000)).join(', ')}`,
    );
    figure(
      'long tasks beyond 50 ms, CPU, median',
      Math.round(median(excess) / 1000),
      'ms',
      `runs ${excess.map((v) => Math.round(v / 1000)).join(', ')}`,
    );
    rows.push(
      `| ${visit.label} | ${Math.round(median(longest) / 1000)} ms (${longest.map((v) => Math.round(v / 1000)).join('/')}) | ${Math.round(median(excess) / 1000)} ms (${excess.map((v) => Math.round(v / 1000)).join('/')}) |`,
    );
  }
  console.log(`\nLong tasks, ${CPU}× CPU slowdown, median of ${RUNS} — CPU time of the longest task and of all long tasks beyond 50 ms`);
  console.log('| route | longest task (runs) | beyond 50 ms (runs) |\n|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await server.stop();
}
