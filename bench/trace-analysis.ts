/**
 * Lines up a load trace on one time axis (issue 33 item 1): the server's requests, garbage collections
 * and event-loop delay (bench/event-loop-probe.mjs, BENCH_TRACE) with every statement of the embedded
 * database's worker (PORTAL_DB_TRACE), all on the epoch clock. For a window (one rate of the mix bench)
 * it prints how busy each part was, then every stall — a run of 100 ms buckets in which some request
 * took over 250 ms on the server — with what the database, the collector and the event loop did in it
 * and in the half second before, and the statements that took the database's time.
 */
import { existsSync, readFileSync } from 'node:fs';

type Entry =
  ['r', number, number, string, number] | ['g', number, number, number] | ['e', number, number] | ['q', number, number, number, string];

const BUCKET_MS = 100;
const SLOW_MS = 250;

function readLines(file: string, tag?: 'q'): Entry[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const value = JSON.parse(line) as unknown[];
      return (tag ? [tag, ...value] : value) as Entry;
    });
}

/** Sum of the parts of [start, start + ms) that fall in [from, to). */
const overlap = (start: number, ms: number, from: number, to: number) => Math.max(0, Math.min(start + ms, to) - Math.max(start, from));

export function analyseTrace(mainFile: string, dbFile: string, from: number, to: number): void {
  const entries = [...readLines(mainFile), ...readLines(dbFile, 'q')].filter((e) => e[1] + (e[0] === 'e' ? 0 : e[2]) >= from && e[1] < to);
  const requests = entries.filter((e): e is ['r', number, number, string, number] => e[0] === 'r');
  const gcs = entries.filter((e): e is ['g', number, number, number] => e[0] === 'g');
  const delays = entries.filter((e): e is ['e', number, number] => e[0] === 'e');
  const statements = entries.filter((e): e is ['q', number, number, number, string] => e[0] === 'q');
  if (requests.length === 0) {
    console.log('      trace: no requests recorded (BENCH_TRACE needs the event-loop probe)');
    return;
  }
  const span = to - from;
  const dbBusy = statements.reduce((sum, q) => sum + overlap(q[1], q[2], from, to), 0);
  const gcMs = gcs.reduce((sum, g) => sum + g[2], 0);
  console.log(
    `      trace: ${requests.length} requests, ${statements.length} statements; database worker busy ${((100 * dbBusy) / span).toFixed(0)} % of the time, garbage collection ${gcMs.toFixed(0)} ms in ${gcs.length} pauses (longest ${Math.max(0, ...gcs.map((g) => g[2])).toFixed(1)} ms), event loop delay max ${Math.max(0, ...delays.map((d) => d[2])).toFixed(0)} ms`,
  );
  // perf_hooks' kinds: 1 minor (scavenge), 4 major (mark-compact), 8 incremental marking, 16 weak callbacks.
  const kinds = new Map<number, { n: number; ms: number; longest: number }>();
  for (const g of gcs) {
    const k = kinds.get(g[3]) ?? { n: 0, ms: 0, longest: 0 };
    kinds.set(g[3], { n: k.n + 1, ms: k.ms + g[2], longest: Math.max(k.longest, g[2]) });
  }
  const names: Record<number, string> = { 1: 'minor', 4: 'major', 8: 'incremental', 16: 'weak callbacks' };
  console.log(
    `      trace: collections by kind: ${[...kinds]
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([kind, k]) => `${names[kind] ?? kind} ${k.n} × (${k.ms.toFixed(0)} ms, longest ${k.longest.toFixed(1)})`)
      .join('; ')}`,
  );
  // The longest single statements: a checkpoint or a flush inside the database shows here as one write that took long.
  const longest = [...statements].sort((a, b) => b[2] - a[2]).slice(0, 5);
  console.log(
    `      trace: longest statements: ${longest.map((q) => `${q[2].toFixed(0)} ms at ${((q[1] - from) / 1000).toFixed(1)} s "${q[4].replace(/\s+/g, ' ').trim().slice(0, 28)}…"`).join('; ')}`,
  );
  // Buckets whose slowest request (by when it arrived) took over SLOW_MS, joined into stalls.
  const buckets = new Map<number, number>();
  for (const r of requests) {
    if (r[2] <= SLOW_MS) continue;
    const b = Math.floor((r[1] - from) / BUCKET_MS);
    buckets.set(b, Math.max(buckets.get(b) ?? 0, r[2]));
  }
  const stalls: Array<{ first: number; last: number; worst: number }> = [];
  for (const b of [...buckets.keys()].sort((x, y) => x - y)) {
    const last = stalls.at(-1);
    if (last && b - last.last <= 2) {
      last.last = b;
      last.worst = Math.max(last.worst, buckets.get(b)!);
    } else stalls.push({ first: b, last: b, worst: buckets.get(b)! });
  }
  console.log(`      trace: ${stalls.length} stalls (requests arriving over ${SLOW_MS} ms on the server, runs of ${BUCKET_MS} ms buckets)`);
  console.log(
    '        at s   | for ms | worst ms | slow req | db busy % (0.5 s before) | db queue max | GC ms (longest) | event loop max ms | statements with the most time',
  );
  for (const stall of [...stalls].sort((a, b) => b.worst - a.worst).slice(0, 8)) {
    const start = from + stall.first * BUCKET_MS;
    const end = from + (stall.last + 1) * BUCKET_MS + stall.worst;
    const before = start - 500;
    const inWindow = statements.filter((q) => q[1] < end && q[1] + q[2] > before);
    const busy = inWindow.reduce((sum, q) => sum + overlap(q[1], q[2], before, end), 0);
    const byText = new Map<string, number>();
    for (const q of inWindow) byText.set(q[4], (byText.get(q[4]) ?? 0) + overlap(q[1], q[2], before, end));
    const top = [...byText]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([text, ms]) => `${ms.toFixed(0)} ms "${text.replace(/\s+/g, ' ').trim().slice(0, 32)}…"`)
      .join(', ');
    const gcIn = gcs.filter((g) => g[1] < end && g[1] + g[2] > before);
    const slow = requests.filter((r) => r[1] >= start && r[1] < from + (stall.last + 1) * BUCKET_MS && r[2] > SLOW_MS).length;
    console.log(
      `        ${((start - from) / 1000).toFixed(1).padStart(6)} | ${String(end - start > 0 ? Math.round(end - start) : 0).padStart(6)} | ${stall.worst
        .toFixed(0)
        .padStart(8)} | ${String(slow).padStart(8)} | ${((100 * busy) / (end - before)).toFixed(0).padStart(24)} | ${String(
        Math.max(0, ...inWindow.map((q) => q[3])),
      ).padStart(
        12,
      )} | ${`${gcIn.reduce((s, g) => s + g[2], 0).toFixed(0)} (${Math.max(0, ...gcIn.map((g) => g[2])).toFixed(0)})`.padStart(15)} | ${Math.max(
        0,
        ...delays.filter((d) => d[1] >= before && d[1] < end + BUCKET_MS).map((d) => d[2]),
      )
        .toFixed(0)
        .padStart(17)} | ${top}`,
    );
  }
}
