import { defineConfig } from 'vitest/config';
import { serverTestSettings } from './vitest.config.ts';

/**
 * The PostgreSQL pass (`npm run test:pg -w @portal/server`, inside scripts/with-postgres.sh's throwaway
 * PostgreSQL 15 cluster): the server tests whose code path or topology differs when the server runs on
 * PostgreSQL (DATABASE_URL) rather than the embedded PGlite. Every other server test runs the same code
 * on either database (the same SQL; PGlite is PostgreSQL), and runs on PGlite in the `test` task.
 * What differs on PostgreSQL, and the tests that cover it:
 * - global-setup.ts migrates and seeds a template database on PostgreSQL 15 (every migration, the seed,
 *   the portfolio-change NOTIFY trigger), which each file below copies;
 * - two processes and a real server: two instances on one database (scale-out, support-realtime,
 *   support-session-end), a restart and a kill -9 of the database under load (faults);
 * - LISTEN/NOTIFY across processes (db/connect.ts pgListen, `crossProcess`): the session cache is off,
 *   a write waits for its invalidation's echo, the analysis and client-resource caches follow the
 *   trigger's NOTIFY and are suspended while the LISTEN connection is down (scale-out, analysis-cache,
 *   account-read-cache, perf-cache, alias-memo, preferences, auth);
 * - the pg pool (PriorityPool over pg.Pool, several connections at once instead of PGlite's one) and
 *   pg's type parsers (int8, numeric, date): app (the seed read back), and access-matrix, which calls
 *   every route of the route table with every kind of caller — every answer is checked against its zod
 *   schema in tests (a numeric read back as a string would be a 500), and every endpoint's SQL runs on
 *   PostgreSQL 15, the version CI deploys (PGlite is a newer PostgreSQL).
 * Not here: valuation-series (the series to the penny, 5 min on PostgreSQL on a busy 2-core machine) is
 * arithmetic over rows the same SQL returns; its numeric and date columns go through the parsers that
 * access-matrix's analysis routes exercise.
 */
export const POSTGRES_TESTS = [
  'test/scale-out.test.ts',
  'test/support-realtime.test.ts',
  'test/support-session-end.test.ts',
  'test/faults.test.ts',
  'test/analysis-cache.test.ts',
  'test/account-read-cache.test.ts',
  'test/perf-cache.test.ts',
  'test/alias-memo.test.ts',
  'test/preferences.test.ts',
  'test/auth.test.ts',
  'test/app.test.ts',
  'test/access-matrix.test.ts',
  // A firm's first day on a fresh PostgreSQL: production start, import, invite, register in Chromium (issue 28).
  'test/firm-journey.test.ts',
  // The growth index's SQL (array keys, ON CONFLICT on them, the partial flow-day indexes) on real PostgreSQL.
  'test/growth-index.test.ts',
];

// The same settings as vitest.config.ts (global setup, timeouts, one file at a time), these files only, each isolated.
export default defineConfig({ test: { ...serverTestSettings, include: POSTGRES_TESTS } });
