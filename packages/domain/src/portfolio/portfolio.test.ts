import { describe, expect, it } from 'vitest';
import { encodeIso88591 } from '../csv/csv.ts';
import {
  analysisPeriod,
  customRangeKey,
  defaultAnalysisRangeId,
  isKnownAccountKey,
  isRangeKey,
  resolveDefaultAccount,
  resolveRangeKey,
  summaryCsv,
} from './portfolio.ts';

const active = (n: string) => ({ accountNumber: n, accountStatus: 'Active' });
const closed = (n: string) => ({ accountNumber: n, accountStatus: 'Closed' });

describe('route keys', () => {
  it('resolves presets against today (tax year 6 April – 5 April) and readable custom ranges', () => {
    expect(resolveRangeKey('CURRENT_TAX_YEAR', '2025-04-05')).toMatchObject({ startDate: '2024-04-06', endDate: '2025-04-05' });
    expect(resolveRangeKey('CURRENT_TAX_YEAR', '2025-04-06')).toMatchObject({ startDate: '2025-04-06', endDate: '2025-04-06' });
    expect(resolveRangeKey('LAST_TAX_YEAR', '2025-11-20')).toMatchObject({ startDate: '2024-04-06', endDate: '2025-04-05' });
    expect(resolveRangeKey('ALL_DATES', '2025-11-20')).toMatchObject({ startDate: '2006-01-01' });
    const key = customRangeKey('2024-01-01', '2024-06-30');
    expect(key).toBe('2024-01-01_2024-06-30');
    expect(resolveRangeKey(key, '2025-11-20')).toMatchObject({ id: 'CUSTOM', startDate: '2024-01-01', endDate: '2024-06-30' });
  });

  it('refuses unknown ids, unreal dates and reversed ranges', () => {
    for (const key of ['LAST_2_DAYS', '2024-02-30_2024-03-01', '2024-05-01_2024-04-01', '', 'ALL_DATES_'])
      expect(resolveRangeKey(key, '2025-11-20'), key).toBeNull();
    expect(isRangeKey('default')).toBe(true);
    expect(isRangeKey('nonsense')).toBe(false);
  });

  it('caps a period at the valuation date', () => {
    expect(analysisPeriod({ startDate: '2025-01-01', endDate: '2025-11-20' }, '2025-11-19')).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-11-19',
    });
    expect(analysisPeriod({ startDate: '2024-04-06', endDate: '2025-04-05' }, '2025-11-19')).toEqual({
      startDate: '2024-04-06',
      endDate: '2025-04-05',
    });
  });
});

describe('default account and range (spec §2 Analysis)', () => {
  it('resolves to the only account, or the only active one; otherwise stays default', () => {
    expect(resolveDefaultAccount('default', [closed('1')])).toBe('1');
    expect(resolveDefaultAccount('default', [active('1'), closed('2')])).toBe('1');
    expect(resolveDefaultAccount('default', [active('1'), active('2')])).toBe('default');
    expect(resolveDefaultAccount('default', [closed('1'), closed('2')])).toBe('default');
    expect(resolveDefaultAccount('Combined', [active('1')])).toBe('Combined');
  });

  it('uses the closed-accounts range only when every account is closed', () => {
    expect(defaultAnalysisRangeId([closed('1'), closed('2')])).toBe('ALL_DATES');
    expect(defaultAnalysisRangeId([closed('1'), active('2')])).toBe('LAST_12_MONTHS');
    expect(defaultAnalysisRangeId([])).toBe('LAST_12_MONTHS');
  });

  it('knows default, Combined and the client’s accounts only', () => {
    const accounts = [active('1')];
    expect(['default', 'Combined', '1'].map((k) => isKnownAccountKey(k, accounts))).toEqual([true, true, true]);
    expect(isKnownAccountKey('2', accounts)).toBe(false);
  });
});

describe('summary CSV', () => {
  it('writes the title block, lines and holdings without pound signs, in Latin-1', () => {
    const text = summaryCsv({
      title: 'Account summary',
      clientName: 'Alice Morgan',
      clientId: 1000010001,
      accountNumber: '12345',
      reportDate: '2025-11-20',
      valueLabel: 'Account value',
      value: 1234.5,
      lines: [
        { label: 'Gain/loss', value: -12.3 },
        { label: 'Status', value: '£ Active' },
      ],
      holdingsHeader: ['Asset', 'Value'],
      holdings: [['Cash', 10]],
    });
    expect(text.split('\r\n')).toEqual([
      'Account summary',
      'Alice Morgan'.replace(/^/, 'Client name,'),
      'Client reference,1000010001',
      'Account number,12345',
      'Report date,20/11/2025',
      'Account value,1234.50',
      'Gain/loss,-12.30',
      'Status, Active',
      '',
      'Asset,Value',
      'Cash,10.00',
      '',
    ]);
    expect(encodeIso88591('é')[0]).toBe(0xe9);
  });
});
