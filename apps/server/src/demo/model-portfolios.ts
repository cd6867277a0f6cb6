/**
 * The demo's model portfolios as reference rows (model_portfolios, migration 0016): the three names the
 * demo accounts follow, with the simulation's weights by fund. The server reads only these rows.
 */
import type { Kysely } from 'kysely';
import type { Database, NewRow } from '../db/schema.ts';
import { createMarket } from './market-source.ts';
import type { Market } from './market-source.ts';
import { MODEL_PORTFOLIOS } from './simulation/account.ts';

/** The names demo accounts follow (account-rows.ts) and the simulation's model each stands for. */
export const DEMO_MODEL_PORTFOLIOS: readonly { name: string; key: string }[] = [
  { name: 'Cautious 3', key: 'cautious' },
  { name: 'Balanced 5', key: 'balanced' },
  { name: 'Growth 7', key: 'growth' },
];

export function demoModelPortfolioRows(market: Pick<Market, 'profiles'>): {
  models: NewRow<'model_portfolios'>[];
  funds: NewRow<'model_portfolio_funds'>[];
} {
  const fundIdOf = new Map(market.profiles.map((p) => [p.key, p.fundId]));
  const models: NewRow<'model_portfolios'>[] = [];
  const funds: NewRow<'model_portfolio_funds'>[] = [];
  for (const { name, key } of DEMO_MODEL_PORTFOLIOS) {
    const weights = MODEL_PORTFOLIOS[key];
    if (!weights) throw new Error(`no simulated model portfolio ${key}`);
    models.push({ name, short_name: name.replace(/\s+/g, '').toUpperCase() });
    for (const [fundKey, weight] of Object.entries(weights)) {
      const fundId = fundIdOf.get(fundKey);
      if (fundId === undefined) throw new Error(`model portfolio ${name}: no fund ${fundKey}`);
      funds.push({ model_portfolio_name: name, fund_id: fundId, weight });
    }
  }
  return { models, funds };
}

/**
 * A demo database seeded before migration 0016 has no model portfolio rows: write them (demo mode
 * only; the fund list is fixed, so a short market gives the same fund ids).
 */
export async function backfillDemoModelPortfolios(db: Kysely<Database>): Promise<boolean> {
  const any = await db.selectFrom('model_portfolios').select('name').limit(1).executeTakeFirst();
  if (any) return false;
  const { models, funds } = demoModelPortfolioRows(createMarket({ seed: 1, from: '2006-01-02', to: '2006-01-06' }));
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('model_portfolios').values(models).execute();
    await trx.insertInto('model_portfolio_funds').values(funds).execute();
  });
  return true;
}
