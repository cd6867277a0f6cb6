/**
 * The valuation series (issue 18) against the replay it replaced (./analysis-reference.ts), to the
 * penny: every demo client and account over every date-range preset, every account on every day of
 * its history, and again after a back-dated event rebuilds the series from its date on only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { COMBINED_ACCOUNT_KEY, DATE_RANGE_IDS, addDays, analysisPeriod, daysBetween, resolveRangeKey } from '@portal/domain';
import type { DatabaseHandle } from '../src/db/index.ts';
import { presentAnalysis, presentPerformance } from '../src/features/portfolio/present.ts';
import { heldAccounts } from '../src/features/portfolio/repository.ts';
import { computeReturns } from '../src/features/portfolio/returns.ts';
import { loadAnalysis, portfolioToday } from '../src/features/portfolio/service.ts';
import { rebuildSeries } from '../src/features/portfolio/series.ts';
import { loadAnalysisByReplay } from './analysis-reference.ts';
import { openTestDatabase } from './helpers.ts';

let handle: DatabaseHandle;
let today: string;
let valuationDate: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  today = await portfolioToday(handle.db, new Date());
  valuationDate = addDays(today, -1);
});
afterAll(() => handle.close());

type Ref = { accountId: number; accountNumber: string };

/** Both computations of one range, presented as the analysis call answers (pounds, rows, chart). */
async function compareRange(accounts: Ref[], rangeId: (typeof DATE_RANGE_IDS)[number]): Promise<void> {
  const range = resolveRangeKey(rangeId, today)!;
  const period = analysisPeriod(range, valuationDate);
  const from = period.startDate <= period.endDate ? period.startDate : addDays(period.endDate, 1);
  const meta = {
    accountsKey: accounts.length > 1 ? COMBINED_ACCOUNT_KEY : (accounts[0]?.accountNumber ?? ''),
    accountNumbers: accounts.map((a) => a.accountNumber),
    dateRangeId: rangeId,
    startDate: range.startDate,
    endDate: period.endDate,
    today,
  };
  const [series, replay] = await Promise.all([
    loadAnalysis(handle.db, accounts, from, period.endDate),
    loadAnalysisByReplay(handle.db, accounts, from, period.endDate),
  ]);
  // The returns are checked against their own reference in returns-demo.test.ts (not read again here).
  const returns = computeReturns(0, [], from, period.endDate);
  expect(presentAnalysis(series, returns, new Map(), meta), `${meta.accountsKey} ${rangeId}`).toEqual(
    presentAnalysis(replay, returns, new Map(), meta),
  );
}

/** Every day of an account's history: value and net money in/out, sampled at every single day. */
async function compareEveryDay(account: Ref, from: string): Promise<number> {
  const days = daysBetween(from, valuationDate) + 2;
  const meta = {
    accountsKey: account.accountNumber,
    accountNumbers: [account.accountNumber],
    dateFrom: from,
    dateTo: valuationDate,
    valuationDate,
  };
  const [series, replay] = await Promise.all([
    loadAnalysis(handle.db, [account], from, valuationDate, days),
    loadAnalysisByReplay(handle.db, [account], from, valuationDate, days),
  ]);
  expect(series.series.length).toBe(days);
  expect(presentPerformance(series, meta), `${account.accountNumber} every day`).toEqual(presentPerformance(replay, meta));
  return days;
}

async function allClients(): Promise<number[]> {
  const rows = await handle.db.selectFrom('account_owners').select('client_id').distinct().orderBy('client_id').execute();
  return rows.map((r) => r.client_id);
}

describe('valuation series', () => {
  it('equals the replay for every demo client, Combined and each account, over every date-range preset', async () => {
    let compared = 0;
    for (const clientId of await allClients()) {
      const held = await heldAccounts(handle.db, clientId);
      const keys: Ref[][] = [held, ...(held.length > 1 ? held.map((a) => [a]) : [])];
      for (const accounts of keys)
        for (const rangeId of DATE_RANGE_IDS) {
          await compareRange(accounts, rangeId);
          compared += 1;
        }
    }
    expect(compared).toBeGreaterThan(200);
  }, 600_000);

  it('equals the replay for every demo account on every day of its history', async () => {
    const accounts = await handle.db.selectFrom('accounts').select(['account_id', 'account_number', 'opened_date']).execute();
    let days = 0;
    for (const a of accounts) days += await compareEveryDay({ accountId: a.account_id, accountNumber: a.account_number }, a.opened_date);
    expect(days).toBeGreaterThan(10_000);
  }, 900_000);

  it('after a back-dated event and unit movement, rebuilds from that date only and still equals the replay', async () => {
    // big.client's account: copy a purchase (event and its unit movements) three years back.
    const account = await handle.db
      .selectFrom('accounts')
      .innerJoin('account_owners', 'account_owners.account_id', 'accounts.account_id')
      .innerJoin('users', 'users.client_id', 'account_owners.client_id')
      .select(['accounts.account_id', 'accounts.account_number'])
      .where('users.username', '=', 'big.client@example.com')
      .executeTakeFirstOrThrow();
    const ref = { accountId: account.account_id, accountNumber: account.account_number };
    const backDate = addDays(valuationDate, -3 * 365);
    const source = await sql<{ trev_id: number }>`
      SELECT e.trev_id FROM transaction_events e JOIN investment_transactions i ON i.trev_id = e.trev_id
      WHERE e.account_id = ${ref.accountId} AND e.trev_effective_date < ${backDate} ORDER BY e.trev_effective_date DESC LIMIT 1`.execute(
      handle.db,
    );
    const trevId = source.rows[0]!.trev_id;
    const before = await handle.db
      .selectFrom('valuation_series')
      .selectAll()
      .where('account_id', '=', ref.accountId)
      .where('day', '<', backDate)
      .orderBy('day')
      .execute();

    const closingBefore = (await loadAnalysis(handle.db, [ref], backDate, valuationDate)).total;
    await handle.db.transaction().execute(async (trx) => {
      await sql`CREATE TEMP TABLE e AS SELECT * FROM transaction_events WHERE trev_id = ${trevId}`.execute(trx);
      await sql`UPDATE e SET trev_id = (SELECT max(trev_id) + 1 FROM transaction_events), trev_effective_date = ${backDate}, trev_amount = trev_amount * 3`.execute(
        trx,
      );
      await sql`CREATE TEMP TABLE i AS SELECT * FROM investment_transactions WHERE trev_id = ${trevId}`.execute(trx);
      await sql`UPDATE i SET itrn_id = itrn_id + (SELECT max(itrn_id) FROM investment_transactions), trev_id = (SELECT trev_id FROM e),
        itrn_effective_date = ${backDate}, itrn_effective_units = itrn_effective_units * 3`.execute(trx);
      await sql`INSERT INTO transaction_events SELECT * FROM e`.execute(trx);
      await sql`INSERT INTO investment_transactions SELECT * FROM i`.execute(trx);
      await sql`DROP TABLE e`.execute(trx);
      await sql`DROP TABLE i`.execute(trx);
      await rebuildSeries(trx, [ref.accountId], backDate);
    });

    const after = await handle.db
      .selectFrom('valuation_series')
      .selectAll()
      .where('account_id', '=', ref.accountId)
      .where('day', '<', backDate)
      .orderBy('day')
      .execute();
    expect(after).toEqual(before);
    // The rows from the date on did change: the copied purchase moved money and units.
    expect((await loadAnalysis(handle.db, [ref], backDate, valuationDate)).total).not.toEqual(closingBefore);
    for (const rangeId of DATE_RANGE_IDS) await compareRange([ref], rangeId);
    const opened = await handle.db
      .selectFrom('accounts')
      .select('opened_date')
      .where('account_id', '=', ref.accountId)
      .executeTakeFirstOrThrow();
    await compareEveryDay(ref, opened.opened_date);
  }, 300_000);
});
