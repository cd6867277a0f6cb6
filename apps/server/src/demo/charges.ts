/**
 * The demo's costs and charges reference data (issue 32, migration 0023): each fund's OCF and
 * transaction-cost estimate with an effective date (a cut in 2018, as funds cheapened), and each
 * account's platform and ongoing adviser charge from its opening. Deterministic from the fund and the
 * simulation's own rates, so the figures on the costs page match the charges the simulation took.
 */
import type { NewRow } from '../db/schema.ts';

/** OCF and transaction costs in percent a year by asset class, before the 2018 cut. */
const BASE: Record<string, { ocf: number; transactionCosts: number }> = {
  Cash: { ocf: 0, transactionCosts: 0 },
  Equity: { ocf: 0.45, transactionCosts: 0.12 },
  Bond: { ocf: 0.3, transactionCosts: 0.08 },
  Property: { ocf: 0.75, transactionCosts: 0.2 },
  'Multi-asset': { ocf: 0.6, transactionCosts: 0.15 },
};
export const FUND_CHARGES_CUT = '2018-01-01';

const percent = (x: number) => Math.round(x * 1e4) / 1e4;

export function fundChargeRows(funds: readonly { fundId: number; assetClass: string }[], firstPriceDate: string): NewRow<'fund_charges'>[] {
  return funds.flatMap((f) => {
    const base = BASE[f.assetClass] ?? { ocf: 0.5, transactionCosts: 0.1 };
    if (base.ocf === 0)
      return [{ fund_id: f.fundId, effective_date: firstPriceDate, ongoing_charge_percent: 0, transaction_cost_percent: 0 }];
    // A spread within the class (by fund), then a cut from 2018 on.
    const ocf = base.ocf + (f.fundId % 4) * 0.05;
    return [
      {
        fund_id: f.fundId,
        effective_date: firstPriceDate,
        ongoing_charge_percent: percent(ocf),
        transaction_cost_percent: percent(base.transactionCosts),
      },
      {
        fund_id: f.fundId,
        effective_date: FUND_CHARGES_CUT,
        ongoing_charge_percent: percent(ocf * 0.8),
        transaction_cost_percent: percent(base.transactionCosts * 0.75),
      },
    ];
  });
}
