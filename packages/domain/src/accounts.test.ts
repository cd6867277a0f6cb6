import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accountCategory,
  accountLabel,
  activeBankAccounts,
  allowanceBarPercentage,
  allowanceRemaining,
  formatAllowanceRemaining,
  formatSortCode,
  hasRealAdviser,
  isClosedAccount,
  isDrawdownAccount,
  isIsaAccount,
  isJointAccount,
  isPensionAccount,
  pendingTradesWarning,
  sortAndDedupeClients,
  totalAllowance,
  truncateEmail,
  visibleMemoAssets,
} from './accounts.ts';

describe('account categories', () => {
  it.each([
    ['APP', 'pension'],
    ['Pension (former PR)', 'pension'],
    ['Pension', 'pension'],
    ['Unsecured APP', 'drawdown'],
    ['Drawdown (former PR)', 'drawdown'],
    ['Drawdown', 'drawdown'],
    ['Isa', 'isa'],
    ['GIA', 'other'],
    ['isa', 'other'],
  ])('%s is %s', (type, category) => {
    expect(accountCategory(type)).toBe(category);
  });

  it('has predicates', () => {
    expect(isPensionAccount('APP')).toBe(true);
    expect(isDrawdownAccount('Unsecured APP')).toBe(true);
    expect(isIsaAccount('Isa')).toBe(true);
    expect(isPensionAccount(undefined)).toBe(false);
  });
});

describe('account flags and labels', () => {
  it('knows closed and joint accounts', () => {
    expect(isClosedAccount({ accountStatus: 'Closed' })).toBe(true);
    expect(isClosedAccount({ accountStatus: 'Active' })).toBe(false);
    expect(isJointAccount({ numberOfOwners: 2 })).toBe(true);
    expect(isJointAccount({ numberOfOwners: 1 })).toBe(false);
    expect(isJointAccount({})).toBe(false);
  });

  it('labels with wrapper type and account number', () => {
    expect(accountLabel('ISA', '1234567')).toBe('ISA 1234567');
    expect(accountLabel(undefined, 1234567)).toBe('1234567');
  });

  it('treats the placeholder adviser as none', () => {
    expect(hasRealAdviser(100000085)).toBe(false);
    expect(hasRealAdviser('100000085')).toBe(false);
    expect(hasRealAdviser(null)).toBe(false);
    expect(hasRealAdviser('')).toBe(false);
    expect(hasRealAdviser(100000086)).toBe(true);
  });
});

describe('formatSortCode and truncateEmail', () => {
  it('pairs sort code digits', () => {
    expect(formatSortCode('123456')).toBe('12-34-56');
    expect(formatSortCode('12-34-56')).toBe('12-34-56');
    expect(formatSortCode(null)).toBe('');
  });

  it('keeps the digits in order for any input', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,8}$/), (digits) => {
        expect(formatSortCode(digits).replace(/-/g, '')).toBe(digits);
      }),
    );
  });

  it('cuts e-mails to 100 characters', () => {
    const long = `${'a'.repeat(120)}@example.com`;
    expect(truncateEmail(long)).toHaveLength(100);
    expect(truncateEmail('a@b.c')).toBe('a@b.c');
  });
});

describe('allowance maths', () => {
  it('adds net replaceable withdrawals to the annual limit', () => {
    expect(totalAllowance({ airdAnnualLimit: 20000, replaceableWithdrawals: 1500.1, returnedReplaceableWithdrawals: 500.2 })).toBe(20999.9);
    expect(totalAllowance({ airdAnnualLimit: 20000 })).toBe(20000);
  });

  it('computes the bar percentage', () => {
    expect(allowanceBarPercentage(20000, 5000)).toBe(25);
    expect(allowanceBarPercentage(20000, 25000)).toBe(100);
    expect(allowanceBarPercentage(0, 100)).toBe(0);
  });

  it('floors the remainder at 0 except for pensions', () => {
    expect(allowanceRemaining(20000, 5000, 'Isa')).toBe(15000);
    expect(allowanceRemaining(20000, 25000, 'Isa')).toBe(0);
    expect(allowanceRemaining(40000, 45000, 'Pension')).toBe('-');
    expect(formatAllowanceRemaining(40000, 45000, 'APP')).toBe('-');
    expect(formatAllowanceRemaining(20000, 5000.5, 'Isa')).toBe('£14,999.50');
  });

  it('keeps the bar between 0 and 100', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), fc.double({ min: -1e7, max: 1e7, noNaN: true }), (total, used) => {
        const pct = allowanceBarPercentage(total, used);
        expect(pct).toBeGreaterThanOrEqual(0);
        expect(pct).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('pendingTradesWarning', () => {
  it('shows at a gap of 10 or more either way', () => {
    expect(pendingTradesWarning(1010, 1000)).toBe(true);
    expect(pendingTradesWarning(1000, 1010)).toBe(true);
    expect(pendingTradesWarning(1009.99, 1000)).toBe(false);
    expect(pendingTradesWarning(100.3, 90.3)).toBe(true); // float gap 9.999999999999986
    expect(pendingTradesWarning(undefined, 1000)).toBe(false);
  });
});

describe('lists', () => {
  it('sorts clients by surname then forename and drops repeated ids', () => {
    const clients = [
      { clientId: 3, forename: 'Zoe', surname: 'Adams' },
      { clientId: 1, forename: 'Amy', surname: 'brown' },
      { clientId: 2, forename: 'Al', surname: 'Adams' },
      { clientId: 1, forename: 'Amy', surname: 'Brown' },
    ];
    expect(sortAndDedupeClients(clients).map((c) => c.clientId)).toEqual([2, 3, 1]);
  });

  it('lists only active bank accounts and valued memo assets', () => {
    expect(activeBankAccounts([{ bankAccountStatus: 'Active' }, { bankAccountStatus: 'Closed' }])).toHaveLength(1);
    expect(visibleMemoAssets([{ approximateValue: 0 }, { approximateValue: 10 }, { approximateValue: null }])).toHaveLength(1);
  });
});
