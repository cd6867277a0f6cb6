/** Memo assets: the approximate value and value date edited inline, saved on the asset's own link, shown on Home afterwards. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { commonTexts, generalTexts, homeTexts, memoAssetEditTexts, todayInLondon, addDays } from '@portal/domain';
import { sessionStore } from '../../shared/session.ts';
import { clientServer, openAt, startAsClient } from '../../test/portal-router.tsx';
import { clientResource, clientSession, json, serverError } from '../../test/portal-fakes.ts';
import { validateMemoDate } from './memo-asset-save.ts';

const SELF = '/nui/nbs/clients/1000010001/memoAssets/7';
const asset = {
  memoAssetId: 7,
  description: 'Holiday cottage',
  institution: 'Own',
  planNumber: 'P-1',
  approximateValue: 250000,
  valueEffectiveDate: '2025-01-01',
  _links: { self: { href: SELF } },
};
let patches: { url: string; body: Record<string, unknown> }[];
let patchAnswer: (body: Record<string, unknown>) => Response;
startAsClient(() =>
  clientServer(
    (url, init) => {
      if (init?.method !== 'PATCH') return undefined;
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      patches.push({ url, body });
      return patchAnswer(body);
    },
    () => clientResource({ memoAssets: [asset] }),
  ),
);
beforeEach(() => {
  patches = [];
  patchAnswer = (body) => json(200, { ...asset, ...body });
});

const VALUE = memoAssetEditTexts.valueOf('Holiday cottage');

async function editValue(text: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Edit ${VALUE}` }));
  const input = screen.getByRole('textbox', { name: VALUE });
  await user.clear(input);
  await user.type(input, text);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: commonTexts.confirm }));
  return user;
}

describe('memo asset editing', { timeout: 20_000 }, () => {
  it('saves a new value with the value date on the asset link, and Home shows it', async () => {
    const router = openAt('/client/memoAssets');
    await editValue('-1234.567');
    await waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument());
    // The field kept digits only and two decimals (spec §5): no minus, the third decimal cut.
    expect(patches).toEqual([{ url: SELF, body: { approximateValue: 1234.56, valueEffectiveDate: '2025-01-01' } }]);
    expect(screen.getByText('£1,234.56')).toBeInTheDocument();
    await router.navigate('/client/home');
    // Wait for Home itself: until its lazy route loads, the memo assets page (showing the same figure) stays rendered.
    await screen.findByRole('heading', { name: homeTexts.heading('Alice') }, { timeout: 10_000 });
    expect(await screen.findByText('£1,234.56')).toBeInTheDocument();
  });

  it('reverts and shows the save-failure message when the server refuses', async () => {
    patchAnswer = () => serverError();
    openAt('/client/memoAssets');
    await editValue('10');
    expect(await screen.findByText(generalTexts.saveFailed)).toBeInTheDocument();
    expect(screen.getByText('£250,000.00')).toBeInTheDocument();
  });

  it('an adviser viewing the client cannot edit', async () => {
    sessionStore.set({ ...clientSession, isReadOnly: true });
    openAt('/client/memoAssets');
    expect(await screen.findByText('£250,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('a value date cannot be in the future or incomplete', () => {
    const today = todayInLondon();
    expect(validateMemoDate(today, today)).toBeNull();
    expect(validateMemoDate(addDays(today, 1), today)).toBe(memoAssetEditTexts.futureDate);
    expect(validateMemoDate('', today)).toBe(memoAssetEditTexts.invalidDate);
  });
});
