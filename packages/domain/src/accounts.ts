// Account rules of spec §1, §3 and §5: type categories, closed/joint flags, labels, the
// no-adviser placeholder, sort codes, e-mail display, allowance maths and the pending-trades gap.
import { formatMoney, roundHalfDown } from './money.ts';

export const ACCOUNT_TYPE_CATEGORIES = {
  pension: ['APP', 'Pension (former PR)', 'Pension'],
  drawdown: ['Unsecured APP', 'Drawdown (former PR)', 'Drawdown'],
  isa: ['Isa'],
} as const;
export type AccountCategory = keyof typeof ACCOUNT_TYPE_CATEGORIES | 'other';

/** The category of an accountType ('Pension (former PR)' → 'pension'); unknown types are 'other'. */
export function accountCategory(accountType: string | null | undefined): AccountCategory {
  for (const category of ['pension', 'drawdown', 'isa'] as const) {
    if ((ACCOUNT_TYPE_CATEGORIES[category] as readonly string[]).includes(accountType ?? '')) return category;
  }
  return 'other';
}

export const isPensionAccount = (accountType: string | null | undefined): boolean => accountCategory(accountType) === 'pension';
export const isDrawdownAccount = (accountType: string | null | undefined): boolean => accountCategory(accountType) === 'drawdown';
export const isIsaAccount = (accountType: string | null | undefined): boolean => accountCategory(accountType) === 'isa';

export const ACCOUNT_STATUS = { active: 'Active', closed: 'Closed' } as const;

export function isClosedAccount(account: { accountStatus?: string | null }): boolean {
  return account.accountStatus === ACCOUNT_STATUS.closed;
}

export function isActiveAccount(account: { accountStatus?: string | null }): boolean {
  return account.accountStatus === ACCOUNT_STATUS.active;
}

/** More than one owner means a joint account. */
export function isJointAccount(account: { numberOfOwners?: number | null }): boolean {
  return (account.numberOfOwners ?? 0) > 1;
}

/** 'ISA 1234567': wrapper type plus account number, as in selectors and headers. */
export function accountLabel(wrapperType: string | null | undefined, accountNumber: string | number): string {
  return [wrapperType?.trim(), String(accountNumber)].filter(Boolean).join(' ');
}

/** The adviserId that means 'no adviser' (spec §1). */
export const NO_ADVISER_ID = 100000085;

export function hasRealAdviser(adviserId: string | number | null | undefined): boolean {
  if (adviserId === null || adviserId === undefined) return false;
  const text = String(adviserId).trim();
  return text !== '' && text !== String(NO_ADVISER_ID);
}

/** Sort code as pairs joined by hyphens: '123456' → '12-34-56'. Non-digits are ignored. */
export function formatSortCode(sortCode: string | number | null | undefined): string {
  const digits = String(sortCode ?? '').replace(/\D/g, '');
  return digits.match(/\d{1,2}/g)?.join('-') ?? '';
}

export const EMAIL_DISPLAY_MAX_LENGTH = 100;

/** E-mail addresses are displayed cut to 100 characters. */
export function truncateEmail(email: string, maxLength: number = EMAIL_DISPLAY_MAX_LENGTH): string {
  const characters = Array.from(email);
  return characters.length <= maxLength ? email : characters.slice(0, maxLength).join('');
}

export interface AllowanceInput {
  airdAnnualLimit?: number | null;
  replaceableWithdrawals?: number | null;
  returnedReplaceableWithdrawals?: number | null;
}

/** Total allowance = annual limit + (replaceable withdrawals − returned replaceable withdrawals), in pence precision. */
export function totalAllowance({ airdAnnualLimit, replaceableWithdrawals, returnedReplaceableWithdrawals }: AllowanceInput): number {
  return roundHalfDown((airdAnnualLimit ?? 0) + ((replaceableWithdrawals ?? 0) - (returnedReplaceableWithdrawals ?? 0)), 2);
}

/** Allowance bar fill: min(total, used) / total × 100, kept within 0–100; 0 when there is no allowance. */
export function allowanceBarPercentage(total: number, used: number): number {
  if (!(total > 0) || !Number.isFinite(used)) return 0;
  return Math.min(100, Math.max(0, (Math.min(total, used) / total) * 100));
}

export const ALLOWANCE_DASH = '-';

/**
 * Allowance remaining = total − used, floored at 0; for pension accounts a negative remainder is
 * shown as a dash instead.
 */
export function allowanceRemaining(total: number, used: number, accountType?: string | null): number | typeof ALLOWANCE_DASH {
  const remaining = roundHalfDown(total - used, 2);
  if (remaining >= 0) return remaining;
  return isPensionAccount(accountType) ? ALLOWANCE_DASH : 0;
}

/** allowanceRemaining as display text: '£1,234.00' or '-'. */
export function formatAllowanceRemaining(total: number, used: number, accountType?: string | null): string {
  const remaining = allowanceRemaining(total, used, accountType);
  return remaining === ALLOWANCE_DASH ? ALLOWANCE_DASH : formatMoney(remaining);
}

/**
 * Flexi-access drawdown hides max income, review frequency and next review date (spec §5). The
 * exact drawdownType value is not in the spec; any type mentioning 'flexi' counts.
 */
export function isFlexiAccessDrawdown(drawdownType: string | null | undefined): boolean {
  return /flexi/i.test(drawdownType ?? '');
}

export const PENDING_TRADES_THRESHOLD = 10;

/** The pending-trades warning shows when total holdings and account value differ by 10 or more. */
export function pendingTradesWarning(totalHoldings: number | null | undefined, accountValue: number | null | undefined): boolean {
  if (typeof totalHoldings !== 'number' || typeof accountValue !== 'number') return false;
  const gap = roundHalfDown(Math.abs(totalHoldings - accountValue), 2);
  return gap >= PENDING_TRADES_THRESHOLD;
}

export interface NamedClient {
  clientId: string | number;
  forename?: string | null;
  surname?: string | null;
}

/** Clients sorted by surname then forename (case-insensitive), keeping the first of each clientId. */
export function sortAndDedupeClients<T extends NamedClient>(clients: readonly T[]): T[] {
  const seen = new Set<string>();
  const unique = clients.filter((client) => {
    const id = String(client.clientId);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  const key = (value: string | null | undefined): string => (value ?? '').toLocaleLowerCase('en-GB');
  return unique.sort(
    (a, b) => key(a.surname).localeCompare(key(b.surname), 'en-GB') || key(a.forename).localeCompare(key(b.forename), 'en-GB'),
  );
}

/** Only Active bank accounts are listed (spec §5). */
export function activeBankAccounts<T extends { bankAccountStatus?: string | null }>(bankAccounts: readonly T[]): T[] {
  return bankAccounts.filter((account) => account.bankAccountStatus === ACCOUNT_STATUS.active);
}

/** Memo asset cards only for assets with a truthy approximateValue (spec §5). */
export function visibleMemoAssets<T extends { approximateValue?: number | string | null }>(memoAssets: readonly T[]): T[] {
  return memoAssets.filter((asset) => Boolean(asset.approximateValue));
}
