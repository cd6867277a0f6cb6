/** Income history without the transactions role (issue 11): it asks for payment events only and never for cash balances. */
import { render, screen, within } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generalTexts, incomeHistoryTexts } from '@portal/domain';
import { createTestRouter } from '../../app/router.tsx';
import { sessionStore } from '../../shared/session.ts';
import { clientResource, clientSession, json, fakeServer, unauthorized, unbrandedTheme } from '../../test/portal-fakes.ts';

const ACCOUNT = '70000042';
const drawdown = {
  accountId: 700042,
  accountNumber: ACCOUNT,
  wrapperType: 'Drawdown',
  accountType: 'Drawdown',
  accountStatus: 'Active',
  alias: 'Retirement income',
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

const event = (trevId: number, description: string, paid: number | null) => ({
  trevId,
  trevTtypCode: paid ? 'INC' : 'BUY',
  trevTtypDescription: description,
  trevEffectiveDate: '2025-10-01',
  trevProcessedDate: '2025-10-01',
  trevReportingDate: '2025-10-01',
  trevAmount: -(paid ?? 100),
  trevReason: null,
  trevReference: null,
  trevTransferAccount: null,
  trevCommitmentPlanNumber: null,
  trevMappings: null,
  trevFees: [],
  eventStatus: 'Completed',
  pending: false,
  modelPortfolioName: null,
  paymentDetails: paid
    ? { type: 'BACS', bankSortCode: '401234', bankAccountNumber: '12345678', effectiveDate: '2025-10-01', amount: paid }
    : null,
  accountTransactions: [],
});

let requests: string[];
beforeEach(() => {
  // No transactions role: the session holds no roles at all.
  sessionStore.set({ ...clientSession, roles: [] });
  requests = fakeServer(() => (url) => {
    if (url.includes('/nui/nbs/locations/1')) return unbrandedTheme();
    if (url.includes('/nui/nbs/clients/')) return json(200, clientResource({ accounts: [drawdown] }));
    if (url.includes(`/nui/nbs/accounts/ids/${drawdown.accountId}`)) {
      // The server answers the flagged call only; the page must ask with it.
      if (!url.includes('payments=only')) return json(403, { status: 403, code: 'RoleRequired', message: 'x' });
      return json(200, {
        accountId: drawdown.accountId,
        accountNumber: ACCOUNT,
        wrapperType: 'Drawdown',
        accountType: 'Drawdown',
        accountStatus: 'Active',
        alias: drawdown.alias,
        _links: {
          transactionEvents: { href: `/nui/nbs/accounts/${ACCOUNT}/transactionEvents?dateType=EFFECTIVE_EVENT&payments=only` },
          cashBalances: { href: `/nui/nbs/accounts/${ACCOUNT}/cashBalances` },
        },
      });
    }
    if (url.includes(`/nui/nbs/accounts/${ACCOUNT}/transactionEvents`) && url.includes('payments=only'))
      return json(200, {
        _embedded: { transactionEventResourceList: [event(2, 'Regular withdrawal', 850), event(1, 'Buy', null)] },
        _links: { self: { href: url } },
        page: { size: 250, totalElements: 2, totalPages: 1, number: 0 },
      });
    if (url.includes('/cashBalances')) return json(403, { status: 403, code: 'RoleRequired', message: 'x' });
    return unauthorized();
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('income history without the transactions role', { timeout: 20_000 }, () => {
  it('shows the payments, asking with payments=only and never for cash balances', async () => {
    render(<RouterProvider router={createTestRouter([`/client/incomeHistory/${ACCOUNT}/ALL_DATES`])} />);
    const table = await screen.findByRole('table', { name: incomeHistoryTexts.title });
    expect(await within(table).findByText('Regular withdrawal')).toBeInTheDocument();
    expect(within(table).queryByText('Buy')).toBeNull();
    expect(screen.queryByText(generalTexts.accessDenied)).toBeNull();
    const accountCalls = requests.filter((u) => u.includes('/nui/nbs/accounts/'));
    expect(accountCalls.length).toBeGreaterThanOrEqual(2);
    for (const url of accountCalls) expect(url).toContain('payments=only');
    expect(requests.some((u) => u.includes('cashBalances'))).toBe(false);
  });
});
