import { describe, expect, it } from 'vitest';
import { REGULAR_PAYMENT_CODES } from '@portal/domain';
import { EXCLUDED_TTYPE_CODES, HIGH_LEVEL_GROUPS, ITRN_TYPES, TRANSACTION_TYPES, transactionType } from './transaction-types.ts';

const CATEGORIES = [
  'ADJUSTMENTS',
  'ADVISER_CHARGES',
  'CASH_TRANSFERS',
  'EMPLOYER_PAYMENTS',
  'INCOME_AND_INTEREST_DISTRIBUTIONS',
  'INTER_ACCOUNT_TRANSFERS',
  'INVESTMENT_MANAGEMENT_FEES',
  'LUMP_SUMS',
  'NATURAL_INCOME',
  'PENSION_TAX_RELIEF',
  'PLATFORM_CHARGES',
  'REBATES',
  'REGULAR_PAYMENTS_AND_WITHDRAWALS',
  'RE_REGISTRATIONS',
  'TRADES',
];

describe('transaction type catalogue', () => {
  it('exports the spec constants', () => {
    expect([...EXCLUDED_TTYPE_CODES].sort()).toEqual(['AEFA', 'AEMA', 'BUCD', 'BUYD', 'EEYA', 'IEEA', 'PFCC', 'PFDC', 'WDCR']);
    expect(transactionType('RPPM').itrnCode).toBe('ARPP');
    expect(transactionType('TXLS').itrnCode).toBe('TAXL');
    expect(transactionType('TFCP').itrnCode).toBe('TFCP');
  });

  it('books each regular payment event code (the domain’s, spec §7) with its paired investment transaction code, as money in', () => {
    const { trevTtypCode, itrnTtypCode } = REGULAR_PAYMENT_CODES;
    expect(trevTtypCode.map((code) => transactionType(code).itrnCode)).toEqual(itrnTtypCode);
    for (const code of itrnTtypCode) expect(ITRN_TYPES[code]).toBeDefined();
    for (const code of trevTtypCode) expect(['contribution', 'transferIn', 'taxRelief']).toContain(transactionType(code).flow);
  });

  it('gives every event code a category, description, flow and valid mappings', () => {
    for (const t of Object.values(TRANSACTION_TYPES)) {
      expect(CATEGORIES).toContain(t.category);
      expect(t.description.length).toBeGreaterThan(2);
      expect(ITRN_TYPES[t.itrnCode]).toBeDefined();
      expect(t.mappings.TRX_HISTORY).toBe('Show');
      expect(t.excluded).toBe((EXCLUDED_TTYPE_CODES as readonly string[]).includes(t.code));
    }
    for (const code of EXCLUDED_TTYPE_CODES) expect(TRANSACTION_TYPES[code]).toBeDefined();
  });

  it('uses every colour category of spec §9 at least once', () => {
    expect(new Set(Object.values(TRANSACTION_TYPES).map((t) => t.category))).toEqual(new Set(CATEGORIES));
  });

  it('maps itrn codes to known high/low levels with matching ordinals, one rare type under N/A', () => {
    for (const t of Object.values(ITRN_TYPES)) {
      const group = HIGH_LEVEL_GROUPS.find((g) => g.name === t.mappings.TRX_HIGH_LEVEL);
      expect(group?.ordinal).toBe(t.mappings.TRX_HIGH_LEVEL_ORDINAL);
      expect(group?.lowLevels.find((l) => l.name === t.mappings.TRX_LOW_LEVEL)?.ordinal).toBe(t.mappings.TRX_LOW_LEVEL_ORDINAL);
    }
    expect(
      Object.values(ITRN_TYPES)
        .filter((t) => t.mappings.TRX_HIGH_LEVEL === 'N/A')
        .map((t) => t.code),
    ).toEqual(['FNCH']);
    const lowLevels = HIGH_LEVEL_GROUPS.flatMap((g) => g.lowLevels.map((l) => l.name));
    expect(lowLevels).toContain('Advice fee (initial)');
  });

  it('throws on unknown codes', () => {
    expect(() => transactionType('NOPE')).toThrow(RangeError);
  });
});
