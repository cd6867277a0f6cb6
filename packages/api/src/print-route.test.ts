import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_ROUTE, isPrintRoutePage, printRoutePage } from './print-route.ts';
import { printPageInput, printQuery } from './print.ts';

describe('printRoute decides the page (spec §2 Print mode)', () => {
  it('reads the screen and account of a printable page', () => {
    expect(printRoutePage('/client/folioDetails/123')).toEqual({ kind: 'summary', accountKey: '123' });
    expect(printRoutePage('/client/transactions/123/2025-01-01_2025-12-31')).toEqual({ kind: 'transactions', accountKey: '123' });
    expect(printRoutePage('/client/analysis/Combined/LAST_12_MONTHS')).toEqual({ kind: 'analysis', accountKey: 'Combined' });
    expect(printRoutePage('/client/costs')).toEqual({ kind: 'costs', accountKey: null });
  });

  it('is Combined folio details when none is given or the route names no printable page', () => {
    expect(DEFAULT_PRINT_ROUTE).toBe('/client/folioDetails/Combined');
    const combined = { kind: 'summary', accountKey: 'Combined' };
    for (const route of [
      null,
      undefined,
      '',
      '/',
      '/client/home',
      '/client/folioDetails',
      '/client/analysis/',
      'client/analysis/1/ALL_DATES',
      '/x/analysis/1/ALL',
    ])
      expect(printRoutePage(route)).toEqual(combined);
  });

  it('matches a page state to its route: kind and account (null is Combined)', () => {
    expect(isPrintRoutePage(null, 'summary', null)).toBe(true);
    expect(isPrintRoutePage(null, 'summary', '123')).toBe(false);
    expect(isPrintRoutePage(null, 'analysis', null)).toBe(false);
    expect(isPrintRoutePage('/client/analysis/123/ALL_DATES', 'analysis', '123')).toBe(true);
    expect(isPrintRoutePage('/client/analysis/123/ALL_DATES', 'analysis', null)).toBe(false);
    expect(isPrintRoutePage('/client/analysis/Combined/ALL_DATES', 'analysis', null)).toBe(true);
    expect(isPrintRoutePage('/client/costs', 'costs', null)).toBe(true);
    expect(isPrintRoutePage('/client/costs', 'summary', null)).toBe(false);
  });

  it('gives the print call the default route when it names none', () => {
    const query = printQuery.parse({ product: 'analysis', printHost: 'https://portal.example' });
    expect(query.printRoute).toBe(DEFAULT_PRINT_ROUTE);
  });
});

describe('the analysis page state: what to print, never figures (review L5)', () => {
  const valid = { kind: 'analysis', clientId: 1, accountNumber: null, rangeId: '2025-01-01_2025-06-30' };
  it('accepts client, account and range, and drops anything else the browser adds', () => {
    const parsed = printPageInput.parse({ ...valid, clientName: 'Forged', analysis: { closing: 1e9 } });
    expect(parsed).toEqual(valid);
  });
  it('refuses a range that is not a key, too long, or missing, and a client id that is not a number', () => {
    for (const bad of [
      { rangeId: '../x' },
      { rangeId: 'A'.repeat(41) },
      { rangeId: undefined },
      { clientId: '1' },
      { accountNumber: 'x'.repeat(41) },
    ])
      expect(printPageInput.safeParse({ ...valid, ...bad }).success).toBe(false);
  });
});
