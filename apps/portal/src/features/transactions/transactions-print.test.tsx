/**
 * The transaction report's PDF (security review L5): the page asks the print service for the account,
 * the range and date type and what the table shows of them (the search text, the unticked filter
 * options) only — no row, figure or name; the print page makes the rows from the server's events as
 * this page makes them.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_CLIENT_TRANSACTION, type TransactionsPrintPage } from '@portal/api/browser';
import { TRANSACTION_COLUMN_ORDER, buildTransactionRows, transactionsTexts } from '@portal/domain';
import { createTestRouter } from '../../app/router.tsx';
import { sessionStore } from '../../shared/session.ts';
import { clientResource, clientSession, json, fakeServer, unauthorized, unbrandedTheme } from '../../test/portal-fakes.ts';
import { transactionsSheet } from '../print/transactions-sheet.ts';

const ACCOUNT = '70000042';
const isa = {
  accountId: 700042,
  accountNumber: ACCOUNT,
  wrapperType: 'ISA',
  accountType: 'Isa',
  accountStatus: 'Active',
  alias: null,
  numberOfOwners: 1,
  jointClients: [],
  totalHoldings: 150000,
  annualAdviserFeePercentage: null,
  annualAdviserFeeAmount: null,
  prlkShortName: null,
  openedDate: '2021-05-04',
  closedDate: null,
  details: { regularContributions: [], regularWithdrawals: [] },
  _links: {},
};

const event = (trevId: number, code: string, description: string, amount: number) => ({
  trevId,
  trevTtypCode: code,
  trevTtypDescription: description,
  trevEffectiveDate: '2025-10-01',
  trevProcessedDate: '2025-10-01',
  trevReportingDate: '2025-10-01',
  trevAmount: amount,
  trevReason: null,
  trevReference: null,
  trevTransferAccount: null,
  trevCommitmentPlanNumber: null,
  trevMappings: null,
  trevFees: [],
  eventStatus: 'Completed',
  pending: false,
  modelPortfolioName: null,
  paymentDetails: null,
  accountTransactions: [
    {
      investmentTransactions: [
        {
          itrnId: trevId * 10,
          itrnTtypCode: code,
          itrnTtypDescription: description,
          itrnEffectiveDate: '2025-10-01',
          itrnEffectiveUnits: 1,
          itrnPriceApplied: 1,
          itrnEffectiveAmount: amount,
          itrnFees: 0,
          orderStatus: null,
          xordExpCashSettlementDate: null,
          reversal: false,
          dishonour: false,
          fund: { longName: 'Cash', isin: 'GB0000000001', shortName: null },
          itrnMappings: {
            TRX_HIGH_LEVEL: amount < 0 ? 'Withdrawals' : 'Contributions',
            TRX_HIGH_LEVEL_ORDINAL: amount < 0 ? 2 : 1,
            TRX_LOW_LEVEL: description,
            TRX_LOW_LEVEL_ORDINAL: 1,
            TRX_HISTORY: 'SHOW',
          },
        },
      ],
    },
  ],
});
const events = [
  event(3, 'RWD', 'Regular withdrawal', -850),
  event(2, 'LSC', 'Lump sum contribution', 5000),
  event(1, 'RWD', 'Regular withdrawal', -850),
];

let printed: Array<Promise<unknown>>;
async function inflated(init: RequestInit | undefined): Promise<unknown> {
  const { state } = JSON.parse(String(init?.body)) as { state: string };
  const gz = Uint8Array.from(atob(state), (c) => c.charCodeAt(0));
  return JSON.parse(await new Response(new Response(gz).body!.pipeThrough(new DecompressionStream('gzip'))).text());
}

beforeEach(() => {
  printed = [];
  sessionStore.set({ ...clientSession, roles: [ROLE_CLIENT_TRANSACTION] });
  fakeServer(() => (url, init) => {
    if (url.includes('/nui/nbs/locations/1')) return unbrandedTheme();
    if (url.includes('/nui/print?')) {
      printed.push(inflated(init));
      return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    }
    if (url.includes('/nui/nbs/clients/')) return json(200, clientResource({ accounts: [isa] }));
    if (url.includes(`/nui/nbs/accounts/ids/${isa.accountId}`))
      return json(200, {
        ...isa,
        _links: {
          transactionEvents: { href: `/nui/nbs/accounts/${ACCOUNT}/transactionEvents?dateType=EFFECTIVE_EVENT` },
          cashBalances: { href: `/nui/nbs/accounts/${ACCOUNT}/cashBalances` },
        },
      });
    if (url.includes(`/nui/nbs/accounts/${ACCOUNT}/transactionEvents`))
      return json(200, {
        _embedded: { transactionEventResourceList: events },
        _links: { self: { href: url } },
        page: { size: 250, totalElements: events.length, totalPages: 1, number: 0 },
      });
    if (url.includes('/cashBalances')) return json(200, { cashBalances: events.map((e) => ({ trevId: e.trevId, balance: 1000 })) });
    return unauthorized();
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  URL.createObjectURL = () => 'blob:x';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('transactions: Download PDF', { timeout: 20_000 }, () => {
  it('names the account, range, date type and the search shown, and no row or name', async () => {
    render(
      <RouterProvider
        router={createTestRouter([`/client/transactions/${ACCOUNT}/2025-01-01_2025-12-31?search=Regular&dateType=PROCESSED`])}
      />,
    );
    const table = await screen.findByRole('table', { name: transactionsTexts.tableLabel });
    await within(table).findAllByText('Regular withdrawal');
    await userEvent.click(screen.getByRole('button', { name: transactionsTexts.downloadPdf }));
    await waitFor(() => expect(printed).toHaveLength(1));
    expect(await printed[0]).toEqual({
      kind: 'transactions',
      clientId: 1000010001,
      accountNumber: ACCOUNT,
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      dateType: 'PROCESSED',
      search: 'Regular',
      hidden: [],
    });
  });
});

describe('the printed report from the server’s events', () => {
  const page = (overrides: Partial<TransactionsPrintPage> = {}): TransactionsPrintPage => ({
    kind: 'transactions',
    clientId: 1000010001,
    accountNumber: ACCOUNT,
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    dateType: 'EFFECTIVE_EVENT',
    search: '',
    hidden: [],
    clientName: 'Alice Morgan',
    wrapperType: 'ISA',
    accountType: 'Isa',
    events,
    cashBalances: events.map((e) => ({ trevId: e.trevId, balance: 1000 })),
    ...overrides,
  });
  /** The printed rows' descriptions, events only (each event's sub-rows read 'description - fund'). */
  const descriptions = (p: TransactionsPrintPage) =>
    transactionsSheet(p)
      .rows.map((r) => r[TRANSACTION_COLUMN_ORDER.indexOf('description')]!)
      .filter((d) => !d.includes(' - '));

  it('prints every event with no search or filter, the search’s matches with one, and leaves out unticked options', () => {
    expect(descriptions(page())).toEqual(['Regular withdrawal', 'Lump sum contribution', 'Regular withdrawal']);
    const searched = descriptions(page({ search: 'Lump' }));
    expect(searched[0]).toBe('Lump sum contribution');
    expect(searched).not.toContain('Regular withdrawal');
    // The lump sum's filter options unticked: it is left out (and the totals line shows, as on the page).
    const lumpSum = buildTransactionRows([events[1]!], { accountType: 'Isa', wrapperType: 'ISA' })[0]!;
    const filtered = transactionsSheet(page({ hidden: lumpSum.filterKeys.map((k) => k.key) }));
    const described = filtered.rows.map((r) => r[TRANSACTION_COLUMN_ORDER.indexOf('description')]!).filter((d) => !d.includes(' - '));
    expect(described).not.toContain('Lump sum contribution');
    expect(described).toContain('Regular withdrawal');
    expect(described.at(-1)).toBe(transactionsTexts.totals);
    const all = transactionsSheet(page());
    expect(all.clientName).toBe('Alice Morgan');
    expect(all.wrapperType).toBe('ISA');
  });
});
