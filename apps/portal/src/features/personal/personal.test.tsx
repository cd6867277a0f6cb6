/** Personal details through the router with a fake server: the sections, the section errors, renaming an account inline. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { commonTexts, generalTexts, loadFailureMessage, personalTexts } from '@portal/domain';
import { sessionStore } from '../../shared/session.ts';
import { clientServer, openAt, startAsClient } from '../../test/portal-router.tsx';
import { clientResource, clientSession, type Handler, json, serverError } from '../../test/portal-fakes.ts';

let handler: Handler;
let patches: { url: string; body: unknown }[];
const { requests } = startAsClient(() => (url, init) => {
  if (init?.method === 'PATCH') patches.push({ url, body: JSON.parse(String(init.body)) });
  return handler(url, init);
});
beforeEach(() => {
  patches = [];
});

const longEmail = `${'a'.repeat(95)}@example.com`;
const account = (accountNumber: string, alias: string | null) => ({
  accountId: Number(accountNumber),
  accountNumber,
  wrapperType: 'ISA',
  accountType: 'ISA',
  accountStatus: 'Active',
  alias,
  numberOfOwners: 1,
  jointClients: [],
  totalHoldings: 1000,
  details: { regularContributions: [], regularWithdrawals: [] },
  _links: {},
});
const client = clientResource({
  title: 'Mrs',
  nationalities: ['British'],
  dateOfBirth: '1970-02-03',
  mobilePhone: '07700 900123',
  emailAddresses: [{ addressId: 1, emailAddress: longEmail, primaryType: true }],
  addresses: [],
  accounts: [account('1000001', 'Rainy day')],
  bankAccounts: [
    {
      bankAccountId: 1,
      clientId: 1000010001,
      accountName: 'Main current',
      accountNumber: '12345678',
      sortCode: '401234',
      bankAccountStatus: 'Active',
    },
    {
      bankAccountId: 2,
      clientId: 1000010001,
      accountName: 'Old savings',
      accountNumber: '87654321',
      sortCode: '209999',
      bankAccountStatus: 'Closed',
    },
  ],
});

const savedAlias = () => json(200, { accountNumber: '1000001', alias: 'Holiday fund' });
/** The client above (or `body()`), and `patch()` answering the alias saves. */
const serve = (patch: () => Response = savedAlias, body: () => unknown = () => client): Handler =>
  clientServer((_url, init) => (init?.method === 'PATCH' ? patch() : undefined), body);

const open = (path = '/client/personal') => openAt(path);

const LABEL = personalTexts.nicknameOf('1000001');

describe('personal details', { timeout: 20_000 }, () => {
  it('shows the sections with the display rules and the way to Change password', async () => {
    handler = serve();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: personalTexts.heading })).toBeInTheDocument();
    for (const name of Object.values(personalTexts.sections)) expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(await screen.findByText(longEmail.slice(0, 100), { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(longEmail, { exact: false })).toBeNull();
    expect(screen.getByText('40-12-34')).toBeInTheDocument();
    expect(screen.queryByText('Old savings')).toBeNull();
    expect(screen.getByText(personalTexts.noAddress)).toBeInTheDocument();
    expect(screen.getByText('Mrs Alice Morgan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: personalTexts.changePassword })).toHaveAttribute('href', '/client/changePassword');
  });

  it('shows gender, marital and employment status, each tax identifier by country, and the client category (spec §3 Client)', async () => {
    const withDetails = {
      ...client,
      gender: 'Female',
      maritalStatus: 'Married',
      employmentStatus: 'Retired',
      taxIdentifierNumbers: { GB: 'AB123456C', ie: '1234567T' },
      countryOfResidence: 'GB',
      fsaCategory: 'Retail',
    };
    handler = serve(savedAlias, () => withDetails);
    open();
    const value = (label: string) =>
      within(screen.getByRole('region', { name: personalTexts.sections.personalDetails })).getByText(label, { selector: 'dt' })
        .nextElementSibling?.textContent;
    await waitFor(() => expect(value(personalTexts.fields.gender)).toBe('Female'));
    expect(value(personalTexts.fields.maritalStatus)).toBe('Married');
    expect(value(personalTexts.fields.employmentStatus)).toBe('Retired');
    expect(value(personalTexts.fields.taxIdentifier('United Kingdom'))).toBe('AB123456C');
    expect(value(personalTexts.fields.taxIdentifier('Ireland'))).toBe('1234567T');
    expect(value(personalTexts.fields.fsaCategory)).toBe('Retail');
    expect(value(personalTexts.fields.countryOfResidence)).toBe('United Kingdom');
    expect(value(personalTexts.fields.nationalities)).toBe('British');
  });

  it('says a bank account is to be set up when none is Active', async () => {
    handler = serve(savedAlias, () => ({ ...client, bankAccounts: [], emailAddresses: [] }));
    open();
    expect(await screen.findByText(personalTexts.noBankAccount)).toBeInTheDocument();
    // No e-mail and no postal address: the same text in both sections.
    expect(screen.getAllByText(personalTexts.noAddress)).toHaveLength(2);
  });

  it('shows an error banner with a code in every section, and Try again loads them', async () => {
    let calls = 0;
    handler = serve(savedAlias, () => {
      calls += 1;
      // The shell's load succeeds; the page's own first load fails.
      return calls === 2 ? serverError() : client;
    });
    open();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(6));
    const first = screen.getAllByRole('alert')[0]!;
    expect(first).toHaveTextContent(loadFailureMessage(personalTexts.sections.personalDetails.toLowerCase(), 0));
    expect(first).toHaveTextContent(/\d{4}/);
    await userEvent.click(within(first).getByRole('button', { name: commonTexts.tryAgain }));
    expect(await screen.findByText('40-12-34')).toBeInTheDocument();
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('shows the banner passed by navigation', async () => {
    handler = serve();
    const router = open('/client/home');
    await router.navigate('/client/personal', {
      state: { message: { severity: 'success', text: 'You have successfully changed your password.' } },
    });
    expect(await screen.findByText('You have successfully changed your password.')).toBeInTheDocument();
  });

  it('renames an account inline after the confirm dialog, and home shows the new nickname', async () => {
    handler = serve();
    const router = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${LABEL}` }));
    const input = screen.getByRole('textbox', { name: LABEL });
    await user.clear(input);
    await user.type(input, 'Holiday fund{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: commonTexts.confirmDialogTitle });
    await user.click(within(dialog).getByRole('button', { name: commonTexts.confirm }));
    await waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument());
    expect(patches).toEqual([{ url: '/nui/nbs/accounts/1000001/alias', body: { alias: 'Holiday fund' } }]);
    await router.navigate('/client/home');
    expect(await screen.findByText('Holiday fund')).toBeInTheDocument();
  });

  it('reverts the nickname and shows the save-failure message when the save fails', async () => {
    handler = serve(() => serverError());
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${LABEL}` }));
    await user.type(screen.getByRole('textbox', { name: LABEL }), ' 2{Enter}');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: commonTexts.confirm }));
    expect(await screen.findByText(generalTexts.saveFailed)).toBeInTheDocument();
    expect(screen.getByText('Rainy day')).toBeInTheDocument();
  });

  it('an empty nickname cannot be saved', async () => {
    handler = serve();
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${LABEL}` }));
    await user.clear(screen.getByRole('textbox', { name: LABEL }));
    expect(screen.getByText(personalTexts.nicknameRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('an adviser viewing the client sees the nickname but cannot edit it', async () => {
    sessionStore.set({ ...clientSession, isReadOnly: true });
    handler = serve();
    open();
    expect(await screen.findByText('Rainy day')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Edit ${LABEL}` })).toBeNull();
    expect(requests().some((u) => u.includes('/alias'))).toBe(false);
  });
});
