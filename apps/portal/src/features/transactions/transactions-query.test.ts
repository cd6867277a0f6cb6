import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_TYPE, parseTransactionsQuery, transactionsQueryParams } from './transactions-query.ts';

describe('transactions query', () => {
  it('round-trips search, date type, unticked filters and expansion, leaving other parameters alone', () => {
    const query = {
      term: 'Regular payment & co',
      dateType: 'PROCESSED' as const,
      hidden: new Set(['Payments out|Withdrawal', 'Fees|Adviser fee']),
      expandAll: true,
      toggled: new Set([34, 12]),
    };
    const params = transactionsQueryParams(query, new URLSearchParams('print=1&search=old'));
    expect(params.get('print')).toBe('1');
    expect(params.getAll('hide')).toEqual(['Fees|Adviser fee', 'Payments out|Withdrawal']);
    expect(params.get('open')).toBe('12,34');
    expect(parseTransactionsQuery(new URLSearchParams(params.toString()))).toEqual(query);
  });

  it('a plain visit has a plain address; malformed values fall back to the defaults', () => {
    const plain = { term: '', dateType: DEFAULT_DATE_TYPE, hidden: new Set<string>(), expandAll: false, toggled: new Set<number>() };
    expect(transactionsQueryParams(plain).toString()).toBe('');
    expect(parseTransactionsQuery(new URLSearchParams('dateType=NOPE&open=1,x,-2,,3&expand=yes&hide='))).toEqual({
      ...plain,
      toggled: new Set([1, 3]),
    });
  });
});
