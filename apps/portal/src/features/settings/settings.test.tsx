/** Settings through the router with a fake server (spec §2 Settings, §4 Delivery preference edit, §6, §8). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { settingsTexts } from '@portal/domain';
import { clientPreferencesStore } from '../../shared/client-preferences.ts';
import { sessionStore } from '../../shared/session.ts';
import { clientServer, openAt, startAsClient } from '../../test/portal-router.tsx';
import { clientSession, json, serverError } from '../../test/portal-fakes.ts';

const statements = { codeCode: 'STMT', codeType: 'DOCTYPE', codeDescription: 'Statements' };
const tax = { codeCode: 'TAX', codeType: 'DOCTYPE', codeDescription: 'Tax certificates' };
const post = { codeCode: 'POST', codeType: 'DELIVERY', codeDescription: 'Post' };
const online = { codeCode: 'ONLINE', codeType: 'DELIVERY', codeDescription: 'Online' };
const preferences = (current = [{ documentType: statements, deliveryOption: post }]) => ({
  clientPreferences: { adHocFeeAuth: { enabled: false, lastUpdated: null }, correspondenceDelivery: { currentPreferences: current } },
});
const options = {
  correspondenceDeliveryOptions: [post, online],
  optionsByDocumentType: [
    { documentType: statements, deliveryOptions: [post, online] },
    { documentType: tax, deliveryOptions: [post] },
  ],
};

let answers: { preferences: () => Response; options: () => Response; save: (body: unknown) => Response };
let saves: unknown[];
startAsClient(() =>
  clientServer((url, init) => {
    if (url.includes('/nui/nsbs/clientPreferences')) return answers.preferences();
    if (url.includes('/nui/nsbs/correspondenceDeliveryOptions')) return answers.options();
    if (url.includes('/nui/nsbs/correspondenceDeliveryPreference')) {
      const body: unknown = JSON.parse(String(init?.body));
      saves.push(body);
      return answers.save(body);
    }
    return undefined;
  }),
);
beforeEach(() => {
  saves = [];
  answers = {
    preferences: () => json(200, preferences()),
    options: () => json(200, options),
    save: () => json(200, { currentPreferences: [{ documentType: statements, deliveryOption: online }], status: 200, message: 'OK' }),
  };
});

const main = () => within(screen.getByRole('main'));

const open = (path = '/client/settings') => openAt(path);

const heading = () => screen.findByRole('heading', { level: 1, name: settingsTexts.heading });

describe('settings', { timeout: 20_000 }, () => {
  it('lists each document type with its option and Edit, and no adviser warning for the client', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: settingsTexts.heading })).toBeInTheDocument();
    expect(main().getByRole('heading', { name: settingsTexts.documentPreferences })).toBeInTheDocument();
    expect(main().getByText(settingsTexts.chooseDelivery)).toBeInTheDocument();
    const edit = await main().findByRole('link', { name: settingsTexts.editLabel('Statements') });
    expect(edit).toHaveAttribute('href', '/client/documentPrefsEdit/STMT');
    expect(main().getByText('Post')).toBeInTheDocument();
    // A type offered but never set is listed too.
    expect(main().getByRole('link', { name: settingsTexts.editLabel('Tax certificates') })).toBeInTheDocument();
    expect(main().getByText(settingsTexts.noPreference)).toBeInTheDocument();
    expect(screen.queryByText(settingsTexts.adviserWarning)).toBeNull();
  });

  it('edits a preference on its own address: Save closes the modal, shows the notice and updates the session copy', async () => {
    const user = userEvent.setup();
    const router = open();
    await heading();
    await user.click(await main().findByRole('link', { name: settingsTexts.editLabel('Statements') }));
    const dialog = within(await screen.findByRole('dialog', { name: settingsTexts.editTitle('Statements') }));
    expect(router.state.location.pathname).toBe('/client/documentPrefsEdit/STMT');
    expect(dialog.getByRole('radio', { name: 'Post' })).toBeChecked();
    await user.click(dialog.getByRole('radio', { name: 'Online' }));
    await user.click(dialog.getByRole('button', { name: settingsTexts.save }));
    expect(await main().findByText(settingsTexts.saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/client/settings');
    expect(saves).toEqual([
      { documentType: { codeCode: 'STMT', codeType: 'DOCTYPE' }, deliveryOption: { codeCode: 'ONLINE', codeType: 'DELIVERY' } },
    ]);
    expect(main().getByText('Online')).toBeInTheDocument();
    expect(clientPreferencesStore.preferences()?.correspondenceDelivery.currentPreferences).toEqual([
      { documentType: statements, deliveryOption: online },
    ]);
  });

  it('offers only the options of the edited type, opened directly by the URL', async () => {
    open('/client/documentPrefsEdit/TAX');
    const dialog = within(await screen.findByRole('dialog', { name: settingsTexts.editTitle('Tax certificates') }));
    expect(await dialog.findByRole('radio', { name: 'Post' })).toBeInTheDocument();
    expect(dialog.queryByRole('radio', { name: 'Online' })).toBeNull();
    // Nothing chosen yet: Save waits for a choice.
    expect(dialog.getByRole('button', { name: settingsTexts.save })).toBeDisabled();
  });

  it("shows the server's message when the save fails and keeps the modal; Cancel resets and closes", async () => {
    const user = userEvent.setup();
    answers.save = () => json(400, { status: 400, code: 'BadRequest', message: 'That delivery option is not offered' });
    const router = open('/client/documentPrefsEdit/STMT');
    const dialog = within(await screen.findByRole('dialog', { name: settingsTexts.editTitle('Statements') }));
    await user.click(await dialog.findByRole('radio', { name: 'Online' }));
    await user.click(dialog.getByRole('button', { name: settingsTexts.save }));
    expect(await dialog.findByText('That delivery option is not offered')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: settingsTexts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/client/settings');
    expect(main().getByText('Post')).toBeInTheDocument();
  });

  it('shows the options failure with retry in the modal, with Save disabled until they load', async () => {
    const user = userEvent.setup();
    answers.options = serverError;
    open('/client/documentPrefsEdit/STMT');
    const dialog = within(await screen.findByRole('dialog', { name: settingsTexts.editTitle('Statements') }));
    expect(await dialog.findByText(settingsTexts.deliveryOptionsFailed)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: settingsTexts.save })).toBeDisabled();
    answers.options = () => json(200, options);
    await user.click(dialog.getByRole('button', { name: settingsTexts.retry }));
    await user.click(await dialog.findByRole('radio', { name: 'Online' }));
    expect(dialog.getByRole('button', { name: settingsTexts.save })).toBeEnabled();
  });

  it('shows the preferences load failure with retry', async () => {
    const user = userEvent.setup();
    answers.preferences = serverError;
    open();
    await heading();
    expect(await main().findByText(settingsTexts.preferencesLoadFailed)).toBeInTheDocument();
    answers.preferences = () => json(200, preferences());
    await user.click(main().getByRole('button', { name: settingsTexts.retry }));
    expect(await main().findByRole('link', { name: settingsTexts.editLabel('Statements') })).toBeInTheDocument();
  });

  it('an unknown document type goes back to Settings', async () => {
    const router = open('/client/documentPrefsEdit/NOPE');
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/settings'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an impersonating adviser sees the warning and cannot save', async () => {
    const user = userEvent.setup();
    sessionStore.set({
      ...clientSession,
      adviserId: 5,
      isReadOnly: true,
      impersonatedClient: { clientId: clientSession.id ?? 0, roles: [] },
    });
    open('/client/documentPrefsEdit/STMT');
    const dialog = within(await screen.findByRole('dialog', { name: settingsTexts.editTitle('Statements') }));
    // On the page (behind the modal) and in the modal.
    expect(screen.getAllByText(settingsTexts.adviserWarning)).toHaveLength(2);
    await user.click(await dialog.findByRole('radio', { name: 'Online' }));
    expect(dialog.getByRole('button', { name: settingsTexts.save })).toBeDisabled();
    expect(saves).toEqual([]);
  });
});
