// The wrapper rules the account simulation follows: account categories, ISA limits, pension tax
// relief, model portfolios and the cash interest rate. Figures only; no state.

export type WrapperKind = 'isa' | 'pension' | 'drawdown' | 'gia';

/** Spec §5 account categories: drawdown (Unsecured APP, Drawdown…), pension (APP, Pension…), ISA, else GIA. */
export function wrapperKind(wrapperType: string): WrapperKind {
  if (/drawdown|unsecured/i.test(wrapperType)) return 'drawdown';
  if (/pension|\bapp\b|sipp/i.test(wrapperType)) return 'pension';
  if (/isa/i.test(wrapperType)) return 'isa';
  return 'gia';
}

/** ISA annual subscription limit in pounds for the tax year starting 6 April of `startYear`. */
export function isaAnnualLimit(startYear: number): number {
  if (startYear >= 2017) return 20_000;
  if (startYear >= 2015) return 15_240;
  if (startYear === 2014) return 15_000;
  if (startYear === 2013) return 11_520;
  if (startYear === 2012) return 11_280;
  if (startYear === 2011) return 10_680;
  if (startYear === 2010) return 10_200;
  return 7_200;
}

/** Pension tax relief added to net personal contributions (basic rate: 25% of the net amount). */
export const PENSION_TAX_RELIEF_RATE = 0.25;

/** Model portfolios by fund key; weights sum to 1 (the cash target is kept on top). */
export const MODEL_PORTFOLIOS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  cautious: {
    ukGilt: 0.2,
    corporateBond: 0.2,
    globalBond: 0.15,
    cautiousManaged: 0.2,
    globalEquity: 0.1,
    ukEquityIncome: 0.1,
    ukProperty: 0.05,
  },
  balanced: {
    ukEquityIncome: 0.15,
    globalEquity: 0.2,
    northAmerica: 0.1,
    europe: 0.05,
    corporateBond: 0.15,
    globalBond: 0.1,
    ukProperty: 0.1,
    balancedPortfolio: 0.15,
  },
  growth: {
    globalEquity: 0.25,
    northAmerica: 0.2,
    europe: 0.1,
    asiaPacific: 0.1,
    emergingMarkets: 0.1,
    ukEquityIncome: 0.15,
    corporateBond: 0.1,
  },
  income: { ukEquityIncome: 0.3, corporateBond: 0.25, ukGilt: 0.1, ukProperty: 0.15, cautiousManaged: 0.2 },
};

/** Annual interest paid on cash, by calendar year (a rough Bank Rate shadow). */
export function cashInterestRate(year: number): number {
  if (year <= 2007) return 0.04;
  if (year === 2008) return 0.03;
  if (year <= 2016) return 0.002;
  if (year <= 2019) return 0.003;
  if (year <= 2021) return 0.0005;
  if (year === 2022) return 0.015;
  return 0.035;
}

/** At most this many events (and investment transactions) per account: ids are idBase + 1 … idBase + 999,999. */
export const MAX_IDS = 1_000_000;

/** Default id base when the plan gives none: ((seed mod 2000) + 1) × 1,000,000. */
export function defaultIdBase(seed: number): number {
  return ((Math.abs(Math.trunc(seed)) % 2000) + 1) * MAX_IDS;
}
