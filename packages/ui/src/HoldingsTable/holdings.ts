/** Holdings rules of spec §5 used by the table: Cash first then by name, and the totals line. */
import { roundHalfDown } from '@portal/domain';

export interface Holding {
  asset: string;
  isin?: string | null;
  units?: number | null;
  price?: number | null;
  value?: number | null;
  percentageOfAccount?: number | null;
  fundFactSheetAvailable?: boolean | null;
}

/** Units are shown to 4 decimals (not in the spec; matches transaction units). */
export const HOLDING_UNITS_DECIMALS = 4;

/** A cash holding: its asset name is or starts with the word 'Cash' (any case). */
export function isCashHolding(holding: Pick<Holding, 'asset'>): boolean {
  return /^cash\b/i.test(holding.asset.trim());
}

const byName = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

/** A sorted copy: Cash holdings first, then every holding by asset name (case-insensitive). */
export function sortHoldings<T extends Pick<Holding, 'asset'>>(holdings: readonly T[]): T[] {
  return [...holdings].sort((a, b) => Number(isCashHolding(b)) - Number(isCashHolding(a)) || byName.compare(a.asset, b.asset));
}

/** Sum of values and of percentages of the account, to pence and hundredths. */
export function holdingsTotals(holdings: readonly Holding[]): { value: number; percentageOfAccount: number } {
  const sum = (pick: (holding: Holding) => number | null | undefined) =>
    holdings.reduce((total, holding) => total + (Number.isFinite(pick(holding)) ? (pick(holding) as number) : 0), 0);
  return {
    value: roundHalfDown(
      sum((h) => h.value),
      2,
    ),
    percentageOfAccount: roundHalfDown(
      sum((h) => h.percentageOfAccount),
      2,
    ),
  };
}
