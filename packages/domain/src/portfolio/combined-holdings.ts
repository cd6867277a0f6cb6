// The combined portfolio (spec §2 Account summary, 'Combined'): the open accounts' values added up
// and their holdings merged by fund, all in whole pence with the half-down money rule, so the total
// is the sum of the accounts to the penny and no float drift creeps in.
import { isClosedAccount } from '../accounts.ts';
import { roundHalfDown, roundHalfDownToString } from '../money.ts';

/** A value in whole pence, rounded half-down to the penny first (exact: read from the decimal text). */
export function toPence(value: number): number {
  const pence = Number(roundHalfDownToString(value, 2).replace('.', ''));
  return pence === 0 ? 0 : pence;
}

/** Money values added to the penny (each rounded half-down first); missing values count as zero. */
export function sumMoney(values: Iterable<number | null | undefined>): number {
  let pence = 0;
  for (const value of values) pence += toPence(value ?? 0);
  return pence / 100;
}

export interface CombinableAccount {
  accountStatus?: string | null;
  totalHoldings: number | null;
}

/** The combined portfolio value: the open accounts' totalHoldings, summed to the penny. */
export function combinedPortfolioValue(accounts: readonly CombinableAccount[]): number {
  return sumMoney(accounts.filter((a) => !isClosedAccount(a)).map((a) => a.totalHoldings));
}

export interface CombinableHolding {
  fundId: number;
  units: number;
  value: number;
  percentageOfAccount: number;
  percentageOfPortfolio: number;
}

/**
 * The accounts' holdings merged by fund (first appearance keeps its place and its other fields):
 * units added, values added to the penny, and each fund's share of `portfolioValue` as a percentage
 * to two places, half-down (0 when the portfolio has no value).
 */
export function combineHoldings<H extends CombinableHolding>(holdingsPerAccount: readonly (readonly H[])[], portfolioValue: number): H[] {
  const byFund = new Map<number, { holding: H; pence: number; units: number }>();
  for (const holding of holdingsPerAccount.flat()) {
    const seen = byFund.get(holding.fundId);
    if (seen) {
      seen.pence += toPence(holding.value);
      seen.units += holding.units;
    } else byFund.set(holding.fundId, { holding, pence: toPence(holding.value), units: holding.units });
  }
  return [...byFund.values()].map(({ holding, pence, units }) => {
    const value = pence / 100;
    const share = portfolioValue > 0 ? roundHalfDown((value / portfolioValue) * 100, 2) : 0;
    return { ...holding, units, value, percentageOfAccount: share, percentageOfPortfolio: share };
  });
}
