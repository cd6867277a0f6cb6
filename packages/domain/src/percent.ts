// Percentage formatting (spec §5): 2 decimals, tiny non-zero values as '< 0.01%', anything that
// is not a number as 'N/A'.
import { formatNumber, roundHalfDown } from './money.ts';

export const PERCENT_DECIMALS = 2;
export const NOT_AVAILABLE = 'N/A';
export const BELOW_MIN_PERCENT = '< 0.01%';

/**
 * '12.35%' for 12.3456 (half-down rounding like money); values with 0 < |v| < 0.01 read
 * '< 0.01%'; non-numbers, NaN, infinities, null and undefined read 'N/A'. The value is already
 * a percentage (12.5 means 12.5%).
 */
/** Number.isFinite, which is false for anything but a finite number (no coercion), as a type guard. */
const isFiniteNumber = (value: unknown): value is number => Number.isFinite(value);

export function formatPercent(value: unknown): string {
  if (!isFiniteNumber(value)) return NOT_AVAILABLE;
  const magnitude = Math.abs(value);
  if (magnitude > 0 && magnitude < 0.01) return BELOW_MIN_PERCENT;
  return `${formatNumber(roundHalfDown(value, PERCENT_DECIMALS), PERCENT_DECIMALS)}%`;
}
