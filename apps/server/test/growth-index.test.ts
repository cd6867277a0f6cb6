/**
 * The growth index (migration 0025, features/portfolio/growth-index.ts) against the row-by-row summary it
 * stands in for (loadReturnsBySummary): every demo client, Combined and each account, over every preset;
 * again after a back-dated payment into one of a joint-holding client's accounts rebuilds from its date;
 * and the combined series rebuilt from a date equals the one built whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { DATE_RANGE_IDS, addDays, analysisPeriod, resolveRangeKey } from '@portal/domain';
import type { DatabaseHandle } from '../src/db/index.ts';
import { indexedReturnsSummary, nextGrowth, NO_GROWTH } from '../src/features/portfolio/growth-index.ts';
import { heldAccounts } from '../src/features/portfolio/repository.ts';
import { returnsOf, type Returns } from '../src/features/portfolio/returns.ts';
import { loadReturnsBySummary, portfolioToday } from '../src/features/portfolio/service.ts';
import { rebuildSeries } from '../src/features/portfolio/series.ts';
import { openTestDatabase } from './helpers.ts';

let handle: DatabaseHandle;
let today: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  today = await portfolioToday(handle.db, new Date());
});
afterAll(() => handle.close());

const close = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

function expectSame(indexed: Returns, summary: Returns, label: string): void {
  expect(indexed.measuredFrom, label).toBe(summary.measuredFrom);
  for (const kind of ['timeWeighted', 'moneyWeighted'] as const) {
    expect(indexed[kind].unavailable, `${label} ${kind}`).toBe(summary[kind].unavailable);
    expect(
      close(indexed[kind].cumulative, summary[kind].cumulative),
      `${label} ${kind} ${indexed[kind].cumulative} vs ${summary[kind].cumulative}`,
    ).toBe(true);
    expect(close(indexed[kind].annualised, summary[kind].annualised), `${label} ${kind} annualised`).toBe(true);
  }
}

/** Compares the index with the summary for a client's Combined and each account, over every preset; returns how many the index answered. */
async function compareClient(clientId: number): Promise<number> {
  const held = await heldAccounts(handle.db, clientId);
  const selections = [held.map((a) => a.accountId), ...(held.length > 1 ? held.map((a) => [a.accountId]) : [])];
  let answered = 0;
  for (const ids of selections) {
    for (const rangeId of DATE_RANGE_IDS) {
      const period = analysisPeriod(resolveRangeKey(rangeId, today)!, addDays(today, -1));
      const summary = await loadReturnsBySummary(handle.db, ids, period.startDate, period.endDate);
      const indexed = await indexedReturnsSummary(handle.db, ids, period.startDate, period.endDate);
      if (indexed === null) continue;
      answered += 1;
      expectSame(returnsOf(indexed, period.endDate), summary, `client ${clientId} [${ids.join(',')}] ${rangeId}`);
    }
  }
  return answered;
}

async function clientsWithAccounts(): Promise<number[]> {
  const rows = await sql<{ client_id: number }>`SELECT DISTINCT client_id FROM account_owners ORDER BY client_id`.execute(handle.db);
  return rows.rows.map((r) => r.client_id);
}

describe('the growth index', () => {
  it('links a day as the returns do: a flow on a day the markets did not move changes nothing; a non-positive day is a break', () => {
    const invested = nextGrowth(NO_GROWTH, 10_000, 10_000);
    expect(invested.growthLog).toBe(0);
    const grew = nextGrowth(invested, 11_000, 0);
    expect(grew.growthLog).toBeCloseTo(Math.log(1.1), 12);
    expect(nextGrowth(grew, 16_000, 5_000).growthLog).toBe(grew.growthLog);
    expect(nextGrowth(grew, 6_000, -5_000).growthLog).toBe(grew.growthLog);
    expect(nextGrowth(grew, 0, 0).growthBreaks).toBe(1);
  });

  it('answers as the row-by-row summary for every demo client, Combined and each account, over every preset', async () => {
    let answered = 0;
    for (const clientId of await clientsWithAccounts()) answered += await compareClient(clientId);
    // The demo's values never fall to zero: the index answers every one of them.
    expect(answered).toBeGreaterThan(DATE_RANGE_IDS.length * 5);
  }, 300_000);

  it('after a back-dated payment into a joint-holding client’s account, rebuilds from its date and still answers the same; the combined series equals one built whole', async () => {
    const client = await sql<{ client_id: number; account_id: number }>`
      SELECT client_id, min(account_id) AS account_id FROM account_owners GROUP BY client_id HAVING count(*) > 2 ORDER BY client_id LIMIT 1`.execute(
      handle.db,
    );
    const { client_id: clientId, account_id: accountId } = client.rows[0]!;
    const backDate = addDays(today, -2 * 365 - 40);
    const source = await sql<{ trev_id: number }>`
      SELECT e.trev_id FROM transaction_events e JOIN transaction_types t ON t.trev_ttyp_code = e.trev_ttyp_code
      WHERE e.account_id = ${accountId} AND t.flow = 'contribution' ORDER BY e.trev_effective_date LIMIT 1`.execute(handle.db);
    await handle.db.transaction().execute(async (trx) => {
      await sql`CREATE TEMP TABLE e AS SELECT * FROM transaction_events WHERE trev_id = ${source.rows[0]!.trev_id}`.execute(trx);
      await sql`UPDATE e SET trev_id = (SELECT max(trev_id) + 1 FROM transaction_events), trev_effective_date = ${backDate}, trev_amount = 2500`.execute(
        trx,
      );
      await sql`INSERT INTO transaction_events SELECT * FROM e`.execute(trx);
      await sql`DROP TABLE e`.execute(trx);
      await rebuildSeries(trx, [accountId], backDate);
    });
    expect(await compareClient(clientId)).toBeGreaterThan(0);

    const combined = () =>
      sql<
        Record<string, unknown>
      >`SELECT s.account_ids, c.day::text, c.value_pence, c.flow_pence, c.net_pence, round(c.growth_log::numeric, 9) AS growth_log, c.growth_breaks
        FROM combined_series c JOIN combined_series_sets s USING (set_id) WHERE ${accountId} = ANY(s.account_ids) ORDER BY s.account_ids, c.day`.execute(
        handle.db,
      );
    const fromDate = (await combined()).rows;
    expect(fromDate.length).toBeGreaterThan(0);
    const all = (await handle.db.selectFrom('accounts').select('account_id').execute()).map((a) => a.account_id);
    await handle.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('valuation_series').execute();
      await trx.deleteFrom('combined_series_sets').execute();
      await rebuildSeries(trx, all);
    });
    expect((await combined()).rows).toEqual(fromDate);
  }, 300_000);
});
