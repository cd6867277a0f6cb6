// Money and number formatting: GBP in en-GB style, rounded half-down (ties toward zero) on the
// decimal representation of the value, so 1.005 becomes 1.00 whatever its binary approximation.

/** Default decimal places for money (spec §9). */
export const DEFAULT_DECIMALS = 2;
/** Decimal places of a fund price on holdings and of a transaction price (spec §5). */
export const PRICE_DECIMALS = { holding: 6, transaction: 4 } as const;
export type PriceKind = keyof typeof PRICE_DECIMALS;

const CURRENCY_SYMBOL = '£';
const MAX_DECIMALS = 100;

interface DecimalParts {
  negative: boolean;
  /** Integer digits without leading zeros ('0' for zero). */
  int: string;
  /** Fraction digits (may be empty). */
  frac: string;
}

/** The shortest decimal text that reads back as `value` (what `String(value)` shows), split up. */
function decimalParts(value: number): DecimalParts {
  const text = String(Math.abs(value));
  const [mantissa = '0', expText] = text.split('e');
  const exponent = expText === undefined ? 0 : Number(expText);
  const [intText = '0', fracText = ''] = mantissa.split('.');
  let digits = intText + fracText;
  let point = intText.length + exponent;
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  return {
    negative: value < 0,
    int: digits.slice(0, point).replace(/^0+(?=\d)/, ''),
    frac: digits.slice(point),
  };
}

/** Adds one to a string of decimal digits ('199' → '200', '99' → '100'). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] === '9') {
      out[i] = '0';
    } else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return `1${out.join('')}`;
}

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${decimals}`);
  }
}

/**
 * Rounds half-down to `decimals` places and returns plain fixed-point text without grouping
 * ('1234.50', '-0.01'). Zero never carries a minus sign. Non-finite values give `String(value)`.
 */
export function roundHalfDownToString(value: number, decimals: number = DEFAULT_DECIMALS): string {
  checkDecimals(decimals);
  if (!Number.isFinite(value)) return String(value);
  const { negative, int, frac } = decimalParts(value);
  const kept = frac.slice(0, decimals).padEnd(decimals, '0');
  const rest = frac.slice(decimals);
  const firstDropped = rest[0] ?? '0';
  const awayFromZero = firstDropped > '5' || (firstDropped === '5' && /[1-9]/.test(rest.slice(1)));
  const digits = awayFromZero ? incrementDigits(int + kept) : int + kept;
  const intPart = digits.slice(0, digits.length - decimals).replace(/^0+(?=\d)/, '') || '0';
  const fracPart = digits.slice(digits.length - decimals);
  const isZero = !/[1-9]/.test(digits);
  return `${negative && !isZero ? '-' : ''}${intPart}${decimals > 0 ? `.${fracPart}` : ''}`;
}

/**
 * Rounds to `decimals` places with ties toward zero (Java HALF_DOWN), exactly on the decimal
 * representation: 1.005 → 1, 1.015 → 1.01, -1.005 → -1, 1.0051 → 1.01. Never returns -0.
 */
export function roundHalfDown(value: number, decimals: number = DEFAULT_DECIMALS): number {
  const rounded = Number(roundHalfDownToString(value, decimals));
  return rounded === 0 ? 0 : rounded;
}

function groupThousands(intDigits: string): string {
  return intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * en-GB number with thousands separators, rounded half-down: formatNumber(1234.56, 6) →
 * '1,234.560000'; negatives '-1,234.56'; never '-0.00'. Missing or non-finite values give ''.
 */
export function formatNumber(value: number | null | undefined, decimals: number = DEFAULT_DECIMALS): string {
  if (!isFiniteNumber(value)) return '';
  const fixed = roundHalfDownToString(value, decimals);
  const negative = fixed.startsWith('-');
  const [intPart = '0', fracPart] = (negative ? fixed.slice(1) : fixed).split('.');
  return `${negative ? '-' : ''}${groupThousands(intPart)}${fracPart === undefined ? '' : `.${fracPart}`}`;
}

export interface FormatMoneyOptions {
  /** @default 2 */
  decimals?: number;
  /** Show the pound sign. @default true */
  symbol?: boolean;
}

/**
 * GBP in en-GB style, rounded half-down: '£1,234.56', '-£1,234.56' (minus before the symbol),
 * '£0.00' for anything that rounds to zero. Missing or non-finite values give '' (a blank cell).
 */
export function formatMoney(value: number | null | undefined, options: FormatMoneyOptions = {}): string {
  const { decimals = DEFAULT_DECIMALS, symbol = true } = options;
  const text = formatNumber(value, decimals);
  if (text === '' || !symbol) return text;
  return text.startsWith('-') ? `-${CURRENCY_SYMBOL}${text.slice(1)}` : `${CURRENCY_SYMBOL}${text}`;
}

/** A fund price: 6 decimals on holdings, 4 on transactions ('£1.234568'). Symbol shown by default. */
export function formatPrice(value: number | null | undefined, kind: PriceKind = 'holding', options: { symbol?: boolean } = {}): string {
  return formatMoney(value, { decimals: PRICE_DECIMALS[kind], symbol: options.symbol ?? true });
}

/** A fund price on the holdings table, 6 decimals. */
export function formatHoldingPrice(value: number | null | undefined): string {
  return formatPrice(value, 'holding');
}

/** A price on a transaction row, 4 decimals. */
export function formatTransactionPrice(value: number | null | undefined): string {
  return formatPrice(value, 'transaction');
}

/**
 * True when the value is shown as a negative amount (and so styled red): it must still be below
 * zero after rounding, so -0.004 (shown '£0.00') is not negative.
 */
export function isNegative(value: number | null | undefined, decimals: number = DEFAULT_DECIMALS): boolean {
  return isFiniteNumber(value) && roundHalfDown(value, decimals) < 0;
}

/**
 * Reads back text written by formatMoney/formatNumber ('-£1,234.56' → -1234.56). Returns NaN
 * when the text is not such a number.
 */
export function parseMoney(text: string): number {
  const compact = text.trim().replace(/,/g, '');
  const match = /^(-?)£?(\d+(?:\.\d+)?)$/.exec(compact);
  if (!match) return Number.NaN;
  const parsed = Number(`${match[1]}${match[2]}`);
  return parsed === 0 ? 0 : parsed;
}
