// Shared fixtures for the simulation tests: one market and plan builders for each kind of account.
import type { AccountPlan } from '../model.ts';
import { createMarket, type Market } from './market.ts';

/** asOf is a Monday, so the valuation date (yesterday) is a Sunday priced at Friday's close. */
export const AS_OF = '2026-03-02';

let cached: Market | null = null;
export function testMarket(): Market {
  cached ??= createMarket({ seed: 2024, from: '2006-01-01', to: '2026-03-31' });
  return cached;
}

export type PlanKind = 'isa' | 'pension' | 'drawdown' | 'gia' | 'closed';

export function makePlan(kind: PlanKind, seed: number, overrides: Partial<AccountPlan> = {}): AccountPlan {
  const opened =
    ['2006-01-01', '2006-04-03', '2008-09-15', '2011-02-28', '2014-07-01', '2019-12-31', '2023-03-17', '2025-11-20'][seed % 8] ??
    '2010-01-04';
  const base: AccountPlan = {
    accountNumber: `${70000000 + seed * 10 + kind.length}`,
    wrapperType: 'GIA',
    accountType: 'General investment account',
    openedDate: opened,
    closedDate: null,
    asOf: AS_OF,
    initialLumpSum: 10_000 + (seed % 7) * 15_000,
    monthlyContribution: [0, 100, 250, 500][seed % 4] ?? 0,
    monthlyWithdrawal: 0,
    annualAdviserFeePercentage: [0, 0.5, 0.75, 1][seed % 4] ?? 0,
    seed: 1000 + seed,
    sortCode: '309634',
    bankAccountNumber: `${41000000 + seed}`,
    modelPortfolioName: seed % 3 === 0 ? 'Balanced Growth 5' : null,
    idBase: (seed + 1) * 1_000_000,
  };
  switch (kind) {
    case 'isa':
      return {
        ...base,
        wrapperType: 'Isa',
        accountType: 'Stocks and shares ISA',
        monthlyContribution: [0, 300, 800, 1700][seed % 4] ?? 0,
        initialLumpSum: 5_000 + (seed % 5) * 9_000,
        ...overrides,
      };
    case 'pension':
      return {
        ...base,
        wrapperType: 'Pension',
        accountType: 'Personal pension',
        monthlyContribution: [200, 400, 0, 1000][seed % 4] ?? 0,
        ...overrides,
      };
    case 'drawdown':
      return {
        ...base,
        wrapperType: 'Drawdown',
        accountType: 'Flexi-access drawdown',
        initialLumpSum: 150_000 + (seed % 4) * 50_000,
        monthlyContribution: 0,
        monthlyWithdrawal: 600 + (seed % 3) * 400,
        ...overrides,
      };
    case 'gia':
      return { ...base, monthlyWithdrawal: seed % 5 === 4 ? 300 : 0, ...overrides };
    case 'closed':
      return {
        ...base,
        wrapperType: 'Isa',
        accountType: 'Stocks and shares ISA',
        openedDate: ['2006-05-10', '2009-01-06', '2015-08-03'][seed % 3] ?? '2010-01-04',
        closedDate: ['2012-10-31', '2019-06-15', '2024-02-29'][seed % 3] ?? '2020-01-01',
        ...overrides,
      };
  }
}

export const PLAN_KINDS: readonly PlanKind[] = ['isa', 'pension', 'drawdown', 'gia', 'closed'];

export const BIG_PLAN: AccountPlan = {
  accountNumber: '79999991',
  wrapperType: 'GIA',
  accountType: 'General investment account',
  openedDate: '2006-01-03',
  closedDate: null,
  asOf: AS_OF,
  initialLumpSum: 400_000,
  monthlyContribution: 1_500,
  monthlyWithdrawal: 0,
  annualAdviserFeePercentage: 0.5,
  targetEvents: 10_500,
  seed: 424242,
  sortCode: '200415',
  bankAccountNumber: '55779911',
  modelPortfolioName: 'Growth 7',
  idBase: 900_000_000,
};
