/**
 * Analysis and performance from the valuation series against the replay it replaced (issue 18), in
 * one process on the embedded database, the two interleaved so the machine's other load falls on
 * both alike: big.client (10,000+ events since 2006) and demo.client (six accounts, Combined) over
 * every date-range preset; the returns from the growth index against the period-rows summary it replaced. PGlite runs on its worker thread (PORTAL_PGLITE_THREAD=main: in-process,
 * where a call's time is also how long it holds the event loop). Own data directory (.bench/series-data), seeded on first run.
 */
import { join } from 'node:path';
import { DATE_RANGE_IDS, addDays, analysisPeriod, resolveRangeKey } from '@portal/domain';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/index.ts';
import { seedIfEmpty } from '../apps/server/src/demo/seed.ts';
import { heldAccounts } from '../apps/server/src/features/portfolio/repository.ts';
import { loadAnalysis, loadReturns, loadReturnsBySummary, portfolioToday } from '../apps/server/src/features/portfolio/service.ts';
import { loadAnalysisByReplay } from '../apps/server/test/analysis-reference.ts';
import { figure, median, repoRoot } from './harness.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const handle = await openDatabase({ kind: 'pglite', dataDir: join(repoRoot, '.bench/series-data') });
try {
  const { db } = handle;
  await migrateToLatest(db);
  await seedIfEmpty(db, { asOf: new Date().toISOString().slice(0, 10) });
  const today = await portfolioToday(db, new Date());
  const all = { series: [] as number[], replay: [] as number[], returns: [] as number[], indexed: [] as number[], scanned: [] as number[] };
  for (const username of ['big.client@example.com', 'demo.client@example.com']) {
    const user = await db.selectFrom('users').select('client_id').where('username', '=', username).executeTakeFirstOrThrow();
    const held = await heldAccounts(db, user.client_id!);
    console.log(`${username}: Combined of ${held.length} account(s); median / worst of ${RUNS}, series vs replay`);
    for (const rangeId of DATE_RANGE_IDS) {
      const period = analysisPeriod(resolveRangeKey(rangeId, today)!, addDays(today, -1));
      const series: number[] = [];
      const replay: number[] = [];
      const returns: number[] = [];
      // The returns alone: from the growth index (loadReturns) and from the period's rows (what it replaced).
      const indexed: number[] = [];
      const scanned: number[] = [];
      for (let i = 0; i < RUNS + 1; i += 1) {
        let t0 = performance.now();
        await loadAnalysis(db, held, period.startDate, period.endDate);
        if (i > 0) series.push(performance.now() - t0);
        t0 = performance.now();
        await loadAnalysisByReplay(db, held, period.startDate, period.endDate);
        if (i > 0) replay.push(performance.now() - t0);
        // Issue 32: the analysis call now also reads the returns, in parallel with the analysis.
        t0 = performance.now();
        await Promise.all([
          loadAnalysis(db, held, period.startDate, period.endDate),
          loadReturns(db, held, period.startDate, period.endDate),
        ]);
        if (i > 0) returns.push(performance.now() - t0);
        t0 = performance.now();
        await loadReturns(db, held, period.startDate, period.endDate);
        if (i > 0) indexed.push(performance.now() - t0);
        t0 = performance.now();
        await loadReturnsBySummary(
          db,
          held.map((a) => a.accountId),
          period.startDate,
          period.endDate,
        );
        if (i > 0) scanned.push(performance.now() - t0);
      }
      all.indexed.push(...indexed);
      all.scanned.push(...scanned);
      all.series.push(...series);
      all.replay.push(...replay);
      all.returns.push(...returns);
      figure(
        `  ${rangeId} series`,
        median(series),
        'ms',
        `worst ${Math.max(...series).toFixed(1)}; with returns ${median(returns).toFixed(1)} (worst ${Math.max(...returns).toFixed(1)}); returns alone ${median(indexed).toFixed(1)} vs rows ${median(scanned).toFixed(1)}; replay ${median(replay).toFixed(1)} (worst ${Math.max(...replay).toFixed(1)})`,
      );
    }
  }
  figure('all presets, both clients: series median', median(all.series), 'ms', `worst ${Math.max(...all.series).toFixed(1)} ms`);
  figure(
    'all presets, both clients: series + returns median',
    median(all.returns),
    'ms',
    `worst ${Math.max(...all.returns).toFixed(1)} ms`,
  );
  figure(
    'all presets, both clients: returns from the growth index',
    median(all.indexed),
    'ms',
    `worst ${Math.max(...all.indexed).toFixed(1)} ms; from the period's rows ${median(all.scanned).toFixed(1)} ms (worst ${Math.max(...all.scanned).toFixed(1)}): ×${(median(all.scanned) / median(all.indexed)).toFixed(1)}`,
  );
  figure('all presets, both clients: replay median', median(all.replay), 'ms', `worst ${Math.max(...all.replay).toFixed(1)} ms`);
} finally {
  await handle.close();
}
