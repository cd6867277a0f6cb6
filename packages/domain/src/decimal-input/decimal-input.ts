// The decimal-input rules of spec §5: what a decimal text field keeps of each keystroke or paste,
// and what it shows on blur. Pure, so the component and its tests share one definition.
// Spec §9: decimal places default 2, the same default as money formatting.
import { DEFAULT_DECIMALS } from '../money.ts';

export interface DecimalInputOptions {
  /** Allowed decimal places; extra digits are cut off, not rounded. @default 2 */
  decimals?: number;
  /** Whether a leading minus is kept (a lone minus then too, so a negative can be typed). @default false */
  allowNegative?: boolean;
  /** The largest number the field may hold; a bigger one is replaced by it (with the decimals). */
  max?: number;
}

export interface DecimalBlurOptions {
  /** @default 2 */
  decimals?: number;
  /** Shown when the field is left empty or without a number; zero when not given. */
  defaultValue?: number;
}

/** Largest number with at most `decimals` decimals that does not exceed `max`, as text. */
function capText(max: number, decimals: number): string {
  const factor = 10 ** decimals;
  // Rounding first keeps 0.29 * 100 = 28.999… from flooring to 0.28; one step down if that overshot.
  const steps = Math.round(max * factor);
  return ((steps / factor > max ? steps - 1 : steps) / factor).toFixed(decimals);
}

/**
 * The text a decimal field keeps after a keystroke or paste: digits, at most one point, a leading
 * minus only when negatives are allowed, at most `decimals` decimals, capped at `max`.
 */
export function sanitiseDecimalText(text: string, options: DecimalInputOptions = {}): string {
  const decimals = options.decimals ?? DEFAULT_DECIMALS;
  const negative = (options.allowNegative ?? false) && text.trimStart().startsWith('-');
  const kept = text.replace(/[^0-9.]/g, '');
  const point = kept.indexOf('.');
  let whole = point === -1 ? kept : kept.slice(0, point);
  const fraction = point === -1 ? '' : kept.slice(point + 1).replace(/\./g, '');
  if (whole === '' && point !== -1 && decimals > 0) whole = '0';
  let result = (negative ? '-' : '') + whole;
  if (point !== -1 && decimals > 0) result += `.${fraction.slice(0, decimals)}`;
  if (options.max !== undefined && Number.isFinite(options.max)) {
    const value = Number.parseFloat(result);
    if (!Number.isNaN(value) && value > options.max) return capText(options.max, decimals);
  }
  return result;
}

/** Whether the text holds a number (not empty, not a lone minus or point). */
export function isDecimalNumber(text: string): boolean {
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text.trim());
}

/**
 * The text a decimal field shows once left: an empty or non-numeric value becomes the default
 * value, or zero, with the decimals; a number is kept as typed.
 */
export function decimalOnBlur(text: string, options: DecimalBlurOptions = {}): string {
  if (isDecimalNumber(text)) return text;
  const decimals = options.decimals ?? DEFAULT_DECIMALS;
  return (options.defaultValue ?? 0).toFixed(decimals);
}
