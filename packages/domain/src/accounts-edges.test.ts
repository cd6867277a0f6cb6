// Edges of the account rules: categories, labels, adviser ids, e-mail cut, allowances at zero,
// the pending-trades warning with missing figures, client order, active bank accounts.
import { describe, expect, it } from 'vitest';
import {
  accountLabel,
  activeBankAccounts,
  allowanceRemaining,
  hasRealAdviser,
  isActiveAccount,
  isDrawdownAccount,
  isFlexiAccessDrawdown,
  pendingTradesWarning,
  sortAndDedupeClients,
  truncateEmail,
} from './accounts.ts';

describe('account rules at the edges', () => {
  it('categories: drawdown types only, active status only, flexi-access by name', () => {
    expect(isDrawdownAccount('Drawdown')).toBe(true);
    expect(isDrawdownAccount('Pension')).toBe(false);
    expect(isDrawdownAccount(null)).toBe(false);
    expect(isActiveAccount({ accountStatus: 'Active' })).toBe(true);
    expect(isActiveAccount({ accountStatus: 'Closed' })).toBe(false);
    expect(isActiveAccount({})).toBe(false);
    expect(isFlexiAccessDrawdown('Flexi-access drawdown')).toBe(true);
    expect(isFlexiAccessDrawdown('Capped drawdown')).toBe(false);
    expect(isFlexiAccessDrawdown(null)).toBe(false);
  });

  it('labels trim the wrapper and leave a blank one out; an adviser id of spaces is no adviser', () => {
    expect(accountLabel('  ISA ', 123)).toBe('ISA 123');
    expect(accountLabel('   ', '456')).toBe('456');
    expect(hasRealAdviser(' 100000085 ')).toBe(false);
    expect(hasRealAdviser('  ')).toBe(false);
    expect(hasRealAdviser(' 200000101 ')).toBe(true);
    expect(hasRealAdviser(0)).toBe(true);
  });

  it('cuts an e-mail only beyond the limit, counting characters not code units', () => {
    expect(truncateEmail('abcde', 5)).toBe('abcde');
    expect(truncateEmail('abcdef', 5)).toBe('abcde');
    expect(truncateEmail('😀😀😀', 2)).toBe('😀😀');
  });

  it('an allowance used exactly is 0 remaining, also for a pension', () => {
    expect(allowanceRemaining(100, 100, 'Pension')).toBe(0);
    expect(allowanceRemaining(100, 100.01, 'Pension')).toBe('-');
  });

  it('no pending-trades warning when either figure is missing', () => {
    expect(pendingTradesWarning(100, undefined)).toBe(false);
    expect(pendingTradesWarning(undefined, 100)).toBe(false);
    expect(pendingTradesWarning(null, null)).toBe(false);
    expect(pendingTradesWarning(0, 10)).toBe(true);
  });

  it('clients sort by surname then forename regardless of case; only active bank accounts are listed', () => {
    const clients = [
      { clientId: 1, surname: 'brown', forename: 'Zoe' },
      { clientId: 2, surname: 'Adams', forename: 'amy' },
      { clientId: 3, surname: 'Brown', forename: 'adam' },
      { clientId: 4, surname: null, forename: 'Solo' },
    ];
    expect(sortAndDedupeClients(clients).map((c) => c.clientId)).toEqual([4, 2, 3, 1]);
    expect(activeBankAccounts([{ bankAccountStatus: 'Active' }, { bankAccountStatus: 'Closed' }, {}])).toEqual([
      { bankAccountStatus: 'Active' },
    ]);
  });
});
