/** Personal details' Two-step login (issue 30), through the router with a fake server. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mfaTexts } from '@portal/domain';
import { sessionStore } from '../../shared/session.ts';
import { clientServer, openAt, startAsClient } from '../../test/portal-router.tsx';
import { clientSession, type Handler, json } from '../../test/portal-fakes.ts';

let handler: Handler;
const posts: Array<{ url: string; body: unknown }> = [];
const { requests } = startAsClient(() => (url, init) => {
  if (init?.method === 'POST') posts.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
  return handler(url, init);
});

const withApp = { passkeys: [], totp: true, recoveryCodesLeft: 7, required: false };
const off = { passkeys: [], totp: false, recoveryCodesLeft: 0, required: false };

describe('two-step login on personal details', { timeout: 40_000 }, () => {
  it('removes the app after the password confirms it is the client (a fresh factor was due)', async () => {
    let fresh = false;
    handler = clientServer((url) => {
      if (url.endsWith('/nui/nbs/mfa')) return json(200, withApp);
      if (url.endsWith('/nui/nbs/reauthenticate')) {
        fresh = true;
        return json(200, {});
      }
      if (url.endsWith('/nui/nbs/mfa/totp/remove')) {
        if (!fresh) return json(403, { error: 'Forbidden', code: 'ReauthenticationRequired', message: 'Confirm it is you.' });
        return json(200, { status: off, recoveryCodes: null });
      }
      return undefined;
    });
    posts.length = 0;
    openAt('/client/personal');
    const user = userEvent.setup();
    expect(await screen.findByText(mfaTexts.appOn, {}, { timeout: 25_000 })).toBeInTheDocument();
    expect(screen.getByText(mfaTexts.recoveryCodesLeft(7))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: mfaTexts.removeApp }));
    const dialog = await screen.findByRole('dialog', { name: mfaTexts.reauthHeading });
    // No passkey held: the password only.
    expect(within(dialog).queryByRole('button', { name: mfaTexts.usePasskey })).toBeNull();
    await user.type(within(dialog).getByLabelText(mfaTexts.reauthPassword), 'Harbour#Kite7');
    await user.click(within(dialog).getByRole('button', { name: mfaTexts.confirm }));
    expect(await screen.findByText(mfaTexts.off)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts.map((p) => p.url)).toEqual(['/nui/nbs/mfa/totp/remove', '/nui/nbs/reauthenticate', '/nui/nbs/mfa/totp/remove']);
    expect(posts[1]?.body).toEqual({ password: 'Harbour#Kite7' });
  });

  it('sets up an app: a wrong code says so, the right one shows the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-JKMN-PQ${i}${i}`);
    handler = clientServer((url, init) => {
      if (url.endsWith('/nui/nbs/mfa')) return json(200, off);
      if (url.endsWith('/nui/nbs/mfa/totp/setup'))
        return json(200, { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP' });
      if (url.endsWith('/nui/nbs/mfa/totp')) {
        const { code } = JSON.parse(String(init?.body)) as { code: string };
        if (code !== '246810') return json(400, { error: 'Bad Request', code: 'Invalid', message: 'The code is not right.' });
        return json(200, { status: { ...withApp, recoveryCodesLeft: 10 }, recoveryCodes: codes });
      }
      return undefined;
    });
    openAt('/client/personal');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: mfaTexts.setUpApp }, { timeout: 25_000 }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: mfaTexts.qrCodeLabel })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: mfaTexts.appCode });
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: mfaTexts.confirm }));
    expect(await screen.findByText(mfaTexts.wrongCode)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: mfaTexts.appCode }));
    await user.type(screen.getByRole('textbox', { name: mfaTexts.appCode }), '246810');
    await user.click(screen.getByRole('button', { name: mfaTexts.confirm }));
    expect(await screen.findByText(codes[3]!)).toBeInTheDocument();
    expect(screen.getByText(mfaTexts.appAdded)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: mfaTexts.savedCodes }));
    await waitFor(() => expect(screen.queryByText(codes[3]!)).toBeNull());
    expect(screen.getByText(mfaTexts.appOn)).toBeInTheDocument();
    expect(screen.getByText(mfaTexts.recoveryCodesLeft(10))).toBeInTheDocument();
  });

  it('an adviser viewing the client does not see it', async () => {
    sessionStore.set({ ...clientSession, isReadOnly: true, adviserId: 3 } as typeof clientSession);
    handler = clientServer();
    openAt('/client/personal');
    await screen.findAllByRole('heading', { level: 2 }, { timeout: 25_000 });
    expect(screen.queryByRole('heading', { name: mfaTexts.heading })).toBeNull();
    expect(requests().some((u) => u.endsWith('/nui/nbs/mfa'))).toBe(false);
  });
});
