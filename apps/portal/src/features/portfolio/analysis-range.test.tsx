/**
 * Analysis's range default (spec §2 Analysis): the navigation links to the 'default' range, which the page
 * resolves to the closed-accounts range when every account is closed, otherwise to the default range.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLOSED_ACCOUNTS_DATE_RANGE_ID, DEFAULT_DATE_RANGE_ID, analysisTexts, navigationTexts } from '@portal/domain';
import { paths } from '../../shared/paths.ts';
import { clientServer, openAt, startAsClient } from '../../test/portal-router.tsx';
import { clientResource, type Handler } from '../../test/portal-fakes.ts';

let handler: Handler;
startAsClient(() => handler);

const account = (accountNumber: string, accountStatus: 'Active' | 'Closed') => ({
  accountId: Number(accountNumber),
  accountNumber,
  wrapperType: 'ISA',
  accountType: 'Isa',
  accountStatus,
  alias: null,
  numberOfOwners: 1,
  jointClients: [],
  totalHoldings: 0,
  details: { regularContributions: [], regularWithdrawals: [] },
  _links: {},
});

async function landFromNavigation(accounts: unknown[]) {
  handler = clientServer(undefined, () => clientResource({ accounts }));
  const router = openAt(paths.client.home.href());
  const link = (await screen.findAllByRole('link', { name: navigationTexts.nav.analysis }))[0]!;
  expect(link).toHaveAttribute('href', paths.client.analysis.href());
  await router.navigate(link.getAttribute('href')!);
  await screen.findByRole('heading', { level: 1, name: analysisTexts.title });
  return router;
}

describe("analysis's range default", { timeout: 20_000 }, () => {
  it('is the closed-accounts range when every account is closed', async () => {
    const router = await landFromNavigation([account('1000001', 'Closed'), account('1000002', 'Closed')]);
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`/${CLOSED_ACCOUNTS_DATE_RANGE_ID}$`)));
  });

  it('is the default range otherwise', async () => {
    const router = await landFromNavigation([account('1000001', 'Closed'), account('1000002', 'Active')]);
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`/${DEFAULT_DATE_RANGE_ID}$`)));
  });
});
