/**
 * Spec §5: payments are gross of fees except trading fees, over stored data: a payment in whose cash
 * is net of a fee deducted from it (its trevFees) is counted in money in at the amount paid, once the
 * valuation series is rebuilt from it (the SQL reads the fees from trev_fees).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { addDays } from '@portal/domain';
import type { DatabaseHandle } from '../src/db/index.ts';
import { loadAnalysis, portfolioToday } from '../src/features/portfolio/service.ts';
import { rebuildSeries } from '../src/features/portfolio/series.ts';
import { openTestDatabase } from './helpers.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('payments gross of fees (spec §5)', () => {
  it('counts a £1,000 payment booked as £970 cash after a £30 deducted fee as £1,000 in, the fee in gain/loss', async () => {
    const { db } = handle;
    const source = await db
      .selectFrom('transaction_events')
      .select(['trev_id', 'account_id', 'trev_effective_date'])
      .where('trev_ttyp_code', '=', 'LSCN')
      .orderBy('trev_effective_date', 'desc')
      .executeTakeFirstOrThrow();
    const ref = await db
      .selectFrom('accounts')
      .select(['account_id as accountId', 'account_number as accountNumber'])
      .where('account_id', '=', source.account_id)
      .executeTakeFirstOrThrow();
    const day = addDays(await portfolioToday(db, new Date()), -3);
    const before = (await loadAnalysis(db, [ref], day, day)).total;

    await db.transaction().execute(async (trx) => {
      await sql`CREATE TEMP TABLE e AS SELECT * FROM transaction_events WHERE trev_id = ${source.trev_id}`.execute(trx);
      await sql`UPDATE e SET trev_id = (SELECT max(trev_id) + 1 FROM transaction_events), trev_effective_date = ${day},
        trev_amount = 970, trev_fees = ${JSON.stringify([{ xptpShortDescription: 'Advice fee (initial)', dtrnDeductionAmount: 30 }])}::jsonb`.execute(
        trx,
      );
      await sql`INSERT INTO transaction_events SELECT * FROM e`.execute(trx);
      await sql`DROP TABLE e`.execute(trx);
      await rebuildSeries(trx, [ref.accountId], day);
    });

    const after = (await loadAnalysis(db, [ref], day, day)).total;
    expect(after.moneyInPence - before.moneyInPence).toBe(100_000);
    expect(after.closingPence - before.closingPence).toBe(97_000);
    expect(after.gainLossPence - before.gainLossPence).toBe(-3_000);
    expect(after.moneyOutPence).toBe(before.moneyOutPence);
  });
});
