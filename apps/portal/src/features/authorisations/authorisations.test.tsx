/** Authorisations through the router with a fake server (spec §2 Authorisations, §4 Ad-hoc fee authorisation, §5, §6). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authorisationsTexts, mfaTexts } from '@portal/domain';
import { clientPreferencesStore } from '../../shared/client-preferences.ts';
import { sessionStore } from '../../shared/session.ts';
import { clientServer, openAt, startAsClient } from '../../test/portal-router.tsx';
import { clientSession, json, serverError } from '../../test/portal-fakes.ts';

const preferences = (enabled: boolean) => ({
  clientPreferences: { adHocFeeAuth: { enabled, lastUpdated: null }, correspondenceDelivery: { currentPreferences: [] } },
});

let answers: { preferences: () => Response; update: (body: { enabled: boolean }) => Response; reauthenticate: () => Response };
let updates: unknown[];
let reauthentications: unknown[];
startAsClient(() =>
  clientServer((url, init) => {
    if (url.includes('/nui/nsbs/clientPreferences')) return answers.preferences();
    if (url.includes('/nui/nsbs/adHocFeeAuth')) {
      const body = JSON.parse(String(init?.body)) as { enabled: boolean };
      updates.push(body);
      return answers.update(body);
    }
    if (url.includes('/nui/nbs/reauthenticate')) {
      reauthentications.push(JSON.parse(String(init?.body)));
      return answers.reauthenticate();
    }
    return undefined;
  }),
);
beforeEach(() => {
  updates = [];
  reauthentications = [];
  answers = {
    preferences: () => json(200, preferences(false)),
    update: (body) => json(200, { newStatus: body.enabled, lastUpdated: '2026-11-24T04:00:00Z' }),
    reauthenticate: () => json(200, {}),
  };
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function open() {
  openAt('/client/authorisations');
  return screen.findByRole('switch', { name: authorisationsTexts.switchLabel });
}

describe('authorisations', { timeout: 20_000 }, () => {
  it('grants the authority through the dialog: I agree, Submit, success banner, scroll to top, session copy', async () => {
    const user = userEvent.setup();
    const control = await open();
    expect(screen.getByRole('heading', { name: authorisationsTexts.adHocFees })).toBeInTheDocument();
    expect(control).not.toBeChecked();
    await user.click(control);
    const dialog = within(await screen.findByRole('dialog', { name: authorisationsTexts.dialogTitle }));
    expect(dialog.getByRole('radio', { name: authorisationsTexts.authorise })).toBeChecked();
    expect(dialog.getByRole('button', { name: authorisationsTexts.submit })).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: authorisationsTexts.iAgree }));
    await user.click(dialog.getByRole('button', { name: authorisationsTexts.submit }));
    expect(await screen.findByText(authorisationsTexts.success)).toBeInTheDocument();
    expect(screen.getByText(authorisationsTexts.successDetail)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates).toEqual([{ enabled: true }]);
    expect(screen.getByRole('switch', { name: authorisationsTexts.switchLabel })).toBeChecked();
    expect(window.scrollTo).toHaveBeenCalled();
    expect(clientPreferencesStore.preferences()?.adHocFeeAuth).toEqual({ enabled: true, lastUpdated: '2026-11-24T04:00:00Z' });
  });

  it('more than 5 minutes after the last password: Confirm it is you, then the same change again', async () => {
    const user = userEvent.setup();
    let fresh = false;
    answers.reauthenticate = () => {
      fresh = true;
      return json(200, {});
    };
    answers.update = (body) =>
      fresh
        ? json(200, { newStatus: body.enabled, lastUpdated: '2026-11-24T04:00:00Z' })
        : json(403, { error: 'Forbidden', code: 'ReauthenticationRequired', message: 'Confirm it is you.' });
    await user.click(await open());
    const dialog = within(await screen.findByRole('dialog', { name: authorisationsTexts.dialogTitle }));
    await user.click(dialog.getByRole('checkbox', { name: authorisationsTexts.iAgree }));
    await user.click(dialog.getByRole('button', { name: authorisationsTexts.submit }));
    const confirm = within(await screen.findByRole('dialog', { name: mfaTexts.reauthHeading }));
    // The session's user holds no passkey: the password only.
    expect(confirm.queryByRole('button', { name: mfaTexts.usePasskey })).toBeNull();
    await user.type(confirm.getByLabelText(mfaTexts.reauthPassword), 'Harbour#Kite7');
    await user.click(confirm.getByRole('button', { name: mfaTexts.confirm }));
    expect(await screen.findByText(authorisationsTexts.success)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updates).toEqual([{ enabled: true }, { enabled: true }]);
    expect(reauthentications).toEqual([{ password: 'Harbour#Kite7' }]);
  });

  it('Cancel in Confirm it is you goes back to the dialog with nothing changed', async () => {
    const user = userEvent.setup();
    answers.update = () => json(403, { error: 'Forbidden', code: 'ReauthenticationRequired', message: 'Confirm it is you.' });
    await user.click(await open());
    const dialog = within(await screen.findByRole('dialog', { name: authorisationsTexts.dialogTitle }));
    await user.click(dialog.getByRole('checkbox', { name: authorisationsTexts.iAgree }));
    await user.click(dialog.getByRole('button', { name: authorisationsTexts.submit }));
    const confirm = within(await screen.findByRole('dialog', { name: mfaTexts.reauthHeading }));
    // The dialog's own Cancel (its close button says Cancel too).
    await user.click(confirm.getAllByRole('button', { name: mfaTexts.cancel }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: mfaTexts.reauthHeading })).toBeNull());
    expect(screen.getByRole('dialog', { name: authorisationsTexts.dialogTitle })).toBeInTheDocument();
    expect(screen.queryByText(authorisationsTexts.updateFailed)).toBeNull();
    expect(updates).toEqual([{ enabled: true }]);
    expect(reauthentications).toEqual([]);
  });

  it('removes the authority and shows the failure message when the update fails', async () => {
    const user = userEvent.setup();
    answers.preferences = () => json(200, preferences(true));
    answers.update = () => serverError();
    const control = await open();
    expect(control).toBeChecked();
    await user.click(control);
    const dialog = within(await screen.findByRole('dialog', { name: authorisationsTexts.dialogTitle }));
    expect(dialog.getByRole('radio', { name: authorisationsTexts.removeAuthorisation })).toBeChecked();
    await user.click(dialog.getByRole('checkbox', { name: authorisationsTexts.iAgree }));
    await user.click(dialog.getByRole('button', { name: authorisationsTexts.submit }));
    expect(await dialog.findByText(authorisationsTexts.updateFailed)).toBeInTheDocument();
    expect(updates).toEqual([{ enabled: false }]);
    // The box was reset while loading.
    expect(dialog.getByRole('checkbox', { name: authorisationsTexts.iAgree })).not.toBeChecked();
  });

  it('shows the load failure with retry', async () => {
    const user = userEvent.setup();
    answers.preferences = serverError;
    openAt('/client/authorisations');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    answers.preferences = () => json(200, preferences(false));
    await user.click(retry);
    expect(await screen.findByRole('switch', { name: authorisationsTexts.switchLabel })).toBeInTheDocument();
  });

  it('an impersonating adviser sees the warning and cannot submit', async () => {
    const user = userEvent.setup();
    sessionStore.set({
      ...clientSession,
      adviserId: 5,
      isReadOnly: true,
      impersonatedClient: { clientId: clientSession.id ?? 0, roles: [] },
    });
    const control = await open();
    expect(screen.getByText(authorisationsTexts.readOnlyWarning)).toBeInTheDocument();
    await user.click(control);
    const dialog = within(await screen.findByRole('dialog', { name: authorisationsTexts.dialogTitle }));
    expect(dialog.getByText(authorisationsTexts.readOnlyWarning)).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: authorisationsTexts.iAgree }));
    expect(dialog.getByRole('button', { name: authorisationsTexts.submit })).toBeDisabled();
    expect(updates).toEqual([]);
  });
});
