/** Memo assets with its loader: a failure with Retry counted for this screen only (spec §8), the shell not reloaded. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { generalTexts, homeTexts, loadFailureMessage, memoAssetsTexts } from '@portal/domain';
import { clientServer, openAt, startAsClient } from '../../test/portal-router.tsx';
import { clientResource, serverError, type Handler } from '../../test/portal-fakes.ts';

let handler: Handler;
const { requests } = startAsClient(() => handler);

const asset = {
  memoAssetId: 1,
  _links: { self: { href: '/nui/nbs/clients/1000010001/memoAssets/1' } },
  description: 'Holiday cottage',
  institution: 'Own',
  planNumber: 'P-1',
  approximateValue: 250000,
  valueEffectiveDate: '2025-01-01',
};

describe('memo assets', { timeout: 20_000 }, () => {
  it('retries its own load: the count grows per Retry and the shell is not loaded again', async () => {
    let call = 0;
    handler = clientServer(undefined, () => {
      call += 1;
      // The first call is the shell's; the screen's own loads fail four times (first try and 3 retries), then succeed.
      return call === 1 || call > 5 ? clientResource({ memoAssets: [asset] }) : serverError();
    });
    openAt('/client/memoAssets');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: memoAssetsTexts.heading })).toBeInTheDocument();
    const thing = homeTexts.memoAssets.toLowerCase();
    // The details (with Try again) sit behind the banner's disclosure, as the user sees them.
    const retry = async () => {
      const alert = screen.getByRole('alert');
      await user.click(within(alert).getByRole('button', { name: new RegExp(memoAssetsTexts.loadError) }));
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      // A new failure is a new message (with its own error code): wait for the old one to go.
      await waitFor(() => expect(alert).not.toBeInTheDocument());
    };
    expect(await screen.findByRole('alert')).toHaveTextContent(loadFailureMessage(thing, 0));
    await retry();
    expect(await screen.findByRole('alert')).toHaveTextContent(loadFailureMessage(thing, 1));
    await retry();
    expect(await screen.findByRole('alert')).toHaveTextContent(loadFailureMessage(thing, 2));
    await retry();
    expect(await screen.findByRole('alert')).toHaveTextContent(generalTexts.notResolvedByRetrying);
    await retry();
    expect(await screen.findByRole('heading', { name: 'Holiday cottage' })).toBeInTheDocument();
    expect(requests().filter((u) => u.includes('/nui/nbs/clients/'))).toHaveLength(6);
  });
});
