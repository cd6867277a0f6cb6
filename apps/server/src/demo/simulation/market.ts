// The simulated fund universe: ~12 funds plus one cash asset, with daily prices on UK trading days
// by geometric Brownian motion (with the 2008 crash, the 2020 dip and the 2022 bond sell-off).
import type { Fund, FundPrice } from '../model.ts';
import { fromDayNumber, isTradingDay, toDayNumber } from '@portal/domain';
import { createRng } from './random.ts';

export type AssetClass = Fund['assetClass'];
/** Drives which market shocks hit a fund. */
export type FundStyle = 'cash' | 'equity' | 'bondGov' | 'bondCorp' | 'property' | 'multi';

export interface FundProfile {
  fundId: number;
  /** Stable key used by model portfolios, e.g. 'globalEquity'. */
  key: string;
  assetClass: AssetClass;
  style: FundStyle;
  /** Accumulation funds reinvest; income funds pay distributions. Null for cash. */
  shareClass: 'Acc' | 'Inc' | null;
  /** Annual distribution yield paid quarterly (income funds; 0 otherwise). */
  distributionYield: number;
  /** Months (1–12) in which the quarterly distribution is paid. */
  distributionMonths: readonly number[];
  /** Annual log drift and volatility used for the price path. */
  drift: number;
  volatility: number;
}

export interface Market {
  seed: number;
  from: string;
  to: string;
  funds: Fund[];
  /** Every fund's price on every trading day (cash included at 1), by fund then date. */
  prices: FundPrice[];
  tradingDays: string[];
  cashFundId: number;
  profiles: FundProfile[];
  profile(fundId: number): FundProfile;
  /** Price at the end of the latest trading day <= date (the last price after `to`). */
  priceOn(fundId: number, date: string): number;
  /** Index into tradingDays of the latest trading day <= date; -1 before the first. */
  dayIndexOn(date: string): number;
  /** Price at the end of tradingDays[dayIndex]. */
  priceAt(fundId: number, dayIndex: number): number;
}

export interface MarketOptions {
  seed: number;
  /** Defaults to '2006-01-01'. */
  from?: string;
  to: string;
}

interface FundDefinition {
  key: string;
  name: string;
  shortName: string;
  assetClass: AssetClass;
  style: FundStyle;
  shareClass: 'Acc' | 'Inc' | null;
  yield: number;
  months: readonly number[];
  drift: number;
  volatility: number;
  startPrice: number;
  factSheet: boolean;
}

const Q1 = [1, 4, 7, 10] as const;
const Q2 = [2, 5, 8, 11] as const;
const Q3 = [3, 6, 9, 12] as const;

/** The fund list; fundId is position + 1 (cash is fund 1). */
const FUND_DEFINITIONS: readonly FundDefinition[] = [
  {
    key: 'cash',
    name: 'Cash',
    shortName: 'CASH',
    assetClass: 'Cash',
    style: 'cash',
    shareClass: null,
    yield: 0,
    months: [],
    drift: 0,
    volatility: 0,
    startPrice: 1,
    factSheet: false,
  },
  {
    key: 'globalEquity',
    name: 'Harbour Global Equity Fund Acc',
    shortName: 'HBGLEQA',
    assetClass: 'Equity',
    style: 'equity',
    shareClass: 'Acc',
    yield: 0,
    months: [],
    drift: 0.075,
    volatility: 0.15,
    startPrice: 1.5,
    factSheet: true,
  },
  {
    key: 'ukEquityIncome',
    name: 'Harbour UK Equity Income Fund Inc',
    shortName: 'HBUKEII',
    assetClass: 'Equity',
    style: 'equity',
    shareClass: 'Inc',
    yield: 0.042,
    months: Q1,
    drift: 0.065,
    volatility: 0.14,
    startPrice: 2.4,
    factSheet: true,
  },
  {
    key: 'northAmerica',
    name: 'Meridian North American Growth Fund Acc',
    shortName: 'MRNAGRA',
    assetClass: 'Equity',
    style: 'equity',
    shareClass: 'Acc',
    yield: 0,
    months: [],
    drift: 0.09,
    volatility: 0.17,
    startPrice: 3.1,
    factSheet: true,
  },
  {
    key: 'europe',
    name: 'Meridian European Opportunities Fund Acc',
    shortName: 'MREUOPA',
    assetClass: 'Equity',
    style: 'equity',
    shareClass: 'Acc',
    yield: 0,
    months: [],
    drift: 0.06,
    volatility: 0.17,
    startPrice: 1.2,
    factSheet: true,
  },
  {
    key: 'asiaPacific',
    name: 'Lighthouse Asia Pacific ex Japan Fund Acc',
    shortName: 'LHAPXJA',
    assetClass: 'Equity',
    style: 'equity',
    shareClass: 'Acc',
    yield: 0,
    months: [],
    drift: 0.085,
    volatility: 0.2,
    startPrice: 0.85,
    factSheet: false,
  },
  {
    key: 'emergingMarkets',
    name: 'Lighthouse Emerging Markets Fund Acc',
    shortName: 'LHEMMKA',
    assetClass: 'Equity',
    style: 'equity',
    shareClass: 'Acc',
    yield: 0,
    months: [],
    drift: 0.08,
    volatility: 0.22,
    startPrice: 1.05,
    factSheet: true,
  },
  {
    key: 'ukGilt',
    name: 'Thistle UK Gilt Fund Inc',
    shortName: 'THUKGLI',
    assetClass: 'Bond',
    style: 'bondGov',
    shareClass: 'Inc',
    yield: 0.028,
    months: Q2,
    drift: 0.035,
    volatility: 0.06,
    startPrice: 1.1,
    factSheet: true,
  },
  {
    key: 'corporateBond',
    name: 'Thistle Strategic Corporate Bond Fund Inc',
    shortName: 'THSCBDI',
    assetClass: 'Bond',
    style: 'bondCorp',
    shareClass: 'Inc',
    yield: 0.038,
    months: Q3,
    drift: 0.045,
    volatility: 0.055,
    startPrice: 0.62,
    factSheet: true,
  },
  {
    key: 'globalBond',
    name: 'Harbour Global Bond Fund Acc',
    shortName: 'HBGLBDA',
    assetClass: 'Bond',
    style: 'bondCorp',
    shareClass: 'Acc',
    yield: 0,
    months: [],
    drift: 0.035,
    volatility: 0.05,
    startPrice: 1.34,
    factSheet: false,
  },
  {
    key: 'ukProperty',
    name: 'Albion UK Property Fund Inc',
    shortName: 'ALUKPRI',
    assetClass: 'Property',
    style: 'property',
    shareClass: 'Inc',
    yield: 0.036,
    months: Q3,
    drift: 0.055,
    volatility: 0.08,
    startPrice: 1.78,
    factSheet: true,
  },
  {
    key: 'cautiousManaged',
    name: 'Meridian Cautious Managed Fund Inc',
    shortName: 'MRCAUMI',
    assetClass: 'Multi-asset',
    style: 'multi',
    shareClass: 'Inc',
    yield: 0.026,
    months: Q2,
    drift: 0.05,
    volatility: 0.075,
    startPrice: 1.26,
    factSheet: true,
  },
  {
    key: 'balancedPortfolio',
    name: 'Albion Balanced Portfolio Fund Acc',
    shortName: 'ALBALPA',
    assetClass: 'Multi-asset',
    style: 'multi',
    shareClass: 'Acc',
    yield: 0,
    months: [],
    drift: 0.06,
    volatility: 0.1,
    startPrice: 2.05,
    factSheet: true,
  },
];

/** Market-wide episodes: total log return added over the window per style, and a volatility multiplier. */
const SHOCKS: readonly { from: string; to: string; vol: number; returns: Partial<Record<FundStyle, number>> }[] = [
  {
    from: '2007-10-15',
    to: '2009-03-09',
    vol: 2.2,
    returns: { equity: -0.62, property: -0.5, multi: -0.3, bondCorp: -0.16, bondGov: 0.1 },
  },
  { from: '2009-03-10', to: '2010-04-30', vol: 1.4, returns: { equity: 0.55, property: 0.12, multi: 0.25, bondCorp: 0.2 } },
  { from: '2011-07-22', to: '2011-10-04', vol: 1.6, returns: { equity: -0.18, multi: -0.09, bondGov: 0.04 } },
  { from: '2011-10-05', to: '2012-03-30', vol: 1.1, returns: { equity: 0.15, multi: 0.08 } },
  { from: '2013-01-02', to: '2015-12-31', vol: 1, returns: { property: 0.2 } },
  {
    from: '2020-02-20',
    to: '2020-03-23',
    vol: 3.5,
    returns: { equity: -0.4, property: -0.15, multi: -0.2, bondCorp: -0.1, bondGov: 0.03 },
  },
  { from: '2020-03-24', to: '2020-12-31', vol: 1.5, returns: { equity: 0.4, multi: 0.17, bondCorp: 0.1, property: 0.04 } },
  {
    from: '2022-01-04',
    to: '2022-10-14',
    vol: 1.6,
    returns: { bondGov: -0.3, bondCorp: -0.18, equity: -0.12, multi: -0.14, property: -0.12 },
  },
  { from: '2022-10-17', to: '2023-07-31', vol: 1.2, returns: { equity: 0.1, multi: 0.06, bondCorp: 0.06 } },
];

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;

function charValue(ch: string): number {
  const code = ch.charCodeAt(0);
  return code >= 48 && code <= 57 ? code - 48 : code - 55;
}

/** SEDOL check digit for the first six characters. */
export function sedolCheckDigit(six: string): number {
  const weights = [1, 3, 1, 7, 3, 9];
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += (weights[i] ?? 0) * charValue(six[i] ?? '0');
  return (10 - (sum % 10)) % 10;
}

/** ISIN check digit (Luhn over the letters-as-numbers expansion) for the first 11 characters. */
export function isinCheckDigit(eleven: string): number {
  let digits = '';
  for (const ch of eleven.toUpperCase()) digits += String(charValue(ch));
  let sum = 0;
  let double = true;
  for (let i = digits.length - 1; i >= 0; i--) {
    let v = Number(digits[i]);
    if (double) {
      v *= 2;
      if (v > 9) v -= 9;
    }
    sum += v;
    double = !double;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidIsin(isin: string): boolean {
  return /^[A-Z]{2}[A-Z0-9]{9}\d$/.test(isin) && isinCheckDigit(isin.slice(0, 11)) === Number(isin[11]);
}

/** A GB ISIN built from a SEDOL 'B' + five digits (both check digits valid). */
function makeIsin(fiveDigits: string): string {
  const six = `B${fiveDigits}`;
  const body = `GB00${six}${sedolCheckDigit(six)}`;
  return `${body}${isinCheckDigit(body)}`;
}

export function createMarket(options: MarketOptions): Market {
  const from = options.from ?? '2006-01-01';
  const { seed, to } = options;
  if (to < from) throw new RangeError(`createMarket: to ${to} is before from ${from}`);
  const rng = createRng(seed ^ 0x5eed_f00d);
  const firstDay = toDayNumber(from);
  const lastDay = toDayNumber(to);

  const tradingDays: string[] = [];
  const indexByDay = new Int32Array(lastDay - firstDay + 1);
  for (let n = firstDay; n <= lastDay; n++) {
    const iso = fromDayNumber(n);
    if (isTradingDay(iso)) tradingDays.push(iso);
    indexByDay[n - firstDay] = tradingDays.length - 1;
  }
  const dayCount = tradingDays.length;

  // Per-day shock drift and volatility multiplier for each style.
  const styles: FundStyle[] = ['cash', 'equity', 'bondGov', 'bondCorp', 'property', 'multi'];
  const shockDrift = new Map<FundStyle, Float64Array>(styles.map((s) => [s, new Float64Array(dayCount)]));
  const volMultiplier = new Float64Array(dayCount).fill(1);
  const boundaries = new Set<number>();
  for (const shock of SHOCKS) {
    const lo = tradingDays.findIndex((d) => d >= shock.from);
    if (lo < 0) continue;
    let hi = lo;
    while (hi < dayCount && (tradingDays[hi] ?? '') <= shock.to) hi++;
    const days = hi - lo;
    if (days <= 0) continue;
    for (const style of styles) {
      const total = shock.returns[style];
      const arr = shockDrift.get(style);
      if (total === undefined || !arr) continue;
      for (let i = lo; i < hi; i++) arr[i] = (arr[i] ?? 0) + total / days;
    }
    for (let i = lo; i < hi; i++) volMultiplier[i] = shock.vol;
    boundaries.add(lo);
    boundaries.add(hi);
  }
  // Noise is made zero-sum within each segment between shock boundaries (a Brownian bridge), so
  // every path shows the crashes and recoveries and long-run returns stay plausible; a small
  // random excess return per segment keeps funds (and seeds) different.
  const cuts = [...boundaries].filter((b) => b > 0 && b < dayCount).sort((a, b) => a - b);
  const segments: [number, number][] = [];
  let segmentStart = 1;
  for (const cut of [...cuts, dayCount]) {
    if (cut > segmentStart) segments.push([segmentStart, cut]);
    segmentStart = Math.max(segmentStart, cut);
  }

  const usedCodes = new Set<number>();
  const funds: Fund[] = [];
  const profiles: FundProfile[] = [];
  const series: Float64Array[] = [];
  const dt = 1 / 252;
  const sqrtDt = Math.sqrt(dt);
  // A market-wide factor shared by risky funds so they move together.
  const marketFactor = new Float64Array(dayCount);
  for (let i = 0; i < dayCount; i++) marketFactor[i] = rng.normal();
  const correlation: Record<FundStyle, number> = { cash: 0, equity: 0.75, multi: 0.7, property: 0.35, bondCorp: 0.3, bondGov: -0.1 };

  FUND_DEFINITIONS.forEach((def, index) => {
    const fundId = index + 1;
    let code = rng.int(10000, 99999);
    while (usedCodes.has(code)) code = rng.int(10000, 99999);
    usedCodes.add(code);
    funds.push({
      fundId,
      isin: makeIsin(def.style === 'cash' ? '00000' : String(code)),
      longName: def.name,
      shortName: def.shortName,
      assetClass: def.assetClass,
      fundFactSheetAvailable: def.factSheet,
    });
    const drift = def.drift + rng.uniform(-0.01, 0.01);
    profiles.push({
      fundId,
      key: def.key,
      assetClass: def.assetClass,
      style: def.style,
      shareClass: def.shareClass,
      distributionYield: def.yield,
      distributionMonths: def.months,
      drift,
      volatility: def.volatility,
    });
    const prices = new Float64Array(dayCount);
    if (def.style === 'cash') {
      prices.fill(1);
    } else {
      const rho = correlation[def.style];
      const idio = Math.sqrt(1 - rho * rho);
      const shocks = shockDrift.get(def.style) ?? new Float64Array(dayCount);
      // Income funds pay out their yield, so their price drifts lower by it.
      const mu = drift - def.yield;
      const z = new Float64Array(dayCount);
      for (let i = 1; i < dayCount; i++) z[i] = rho * (marketFactor[i] ?? 0) + idio * rng.normal();
      const excess = new Float64Array(dayCount);
      for (const [lo, hi] of segments) {
        let sum = 0;
        for (let i = lo; i < hi; i++) sum += z[i] ?? 0;
        const mean = sum / (hi - lo);
        const extra = rng.normal(0, def.volatility * 0.3 * Math.sqrt((hi - lo) / 252)) / (hi - lo);
        for (let i = lo; i < hi; i++) {
          z[i] = (z[i] ?? 0) - mean;
          excess[i] = extra;
        }
      }
      let logPrice = Math.log(def.startPrice);
      for (let i = 0; i < dayCount; i++) {
        if (i > 0) {
          const sigma = def.volatility * (volMultiplier[i] ?? 1);
          logPrice += (mu - (sigma * sigma) / 2) * dt + sigma * sqrtDt * (z[i] ?? 0) + (shocks[i] ?? 0) + (excess[i] ?? 0);
        }
        prices[i] = Math.max(0.000001, round6(Math.exp(logPrice)));
      }
    }
    series.push(prices);
  });

  const prices: FundPrice[] = [];
  for (let f = 0; f < funds.length; f++) {
    const fundId = f + 1;
    const s = series[f] ?? new Float64Array(0);
    for (let i = 0; i < dayCount; i++) prices.push({ fundId, date: tradingDays[i] ?? '', price: s[i] ?? 0 });
  }

  const seriesOf = (fundId: number): Float64Array => {
    const s = series[fundId - 1];
    if (!s) throw new RangeError(`unknown fundId ${fundId}`);
    return s;
  };
  const dayIndexOn = (date: string): number => {
    const n = toDayNumber(date);
    if (n < firstDay) return -1;
    if (n > lastDay) return dayCount - 1;
    return indexByDay[n - firstDay] ?? -1;
  };
  const priceAt = (fundId: number, dayIndex: number): number => {
    const p = seriesOf(fundId)[dayIndex];
    if (p === undefined) throw new RangeError(`no price for fund ${fundId} at trading-day index ${dayIndex}`);
    return p;
  };

  return {
    seed,
    from,
    to,
    funds,
    prices,
    tradingDays,
    cashFundId: 1,
    profiles,
    profile: (fundId) => {
      const p = profiles[fundId - 1];
      if (!p) throw new RangeError(`unknown fundId ${fundId}`);
      return p;
    },
    priceOn: (fundId, date) => {
      const index = dayIndexOn(date);
      if (index < 0) throw new RangeError(`no trading day on or before ${date} (market starts ${from})`);
      return priceAt(fundId, index);
    },
    dayIndexOn,
    priceAt,
  };
}
