/** A password change more than 5 minutes after the last factor (issue 30 item 3): confirm it is you, then again. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError, type ChangePasswordRequest, type ChangePasswordResponse } from '@portal/api';
import { changePasswordTexts } from '@portal/domain';
import { controlledCall } from '../testing/test-model.ts';
import { controlledReauth, reauthChild, sendToReauth } from '../testing/reauth.ts';
import { changePasswordMachine } from './change-password.machine.ts';

const GOOD = 'Harbour#Kite7';
const reauthRequired = () => new ApiError({ kind: 'http', status: 403, statusText: '', code: 'ReauthenticationRequired' });
const flush = async () => {
  for (let i = 0; i < 4; i += 1) await Promise.resolve();
};

function run() {
  const change = controlledCall<ChangePasswordResponse, ChangePasswordRequest>();
  const reauth = controlledReauth();
  const machine = changePasswordMachine.provide({ actors: { changePassword: change.logic, reauthentication: reauth.machine } });
  const actor = createActor(machine, { input: { username: 'demo.client@example.com', open: true } }).start();
  actor.send({ type: 'changePassword.change', field: 'oldPassword', value: 'Old#Pass9x' });
  actor.send({ type: 'changePassword.change', field: 'newPassword', value: GOOD });
  actor.send({ type: 'changePassword.change', field: 'confirmPassword', value: GOOD });
  actor.send({ type: 'changePassword.submit' });
  return { actor, change, reauth };
}

describe('change password: a fresh factor', () => {
  it('refused for want of one: asks, confirms, submits the same change again, success', async () => {
    const { actor, change, reauth } = run();
    change.reject(reauthRequired());
    await flush();
    expect(actor.getSnapshot().value).toBe('reauthenticating');
    expect(actor.getSnapshot().context.errors).toEqual([]);
    // The panel's fields stay as they are while the dialog is open.
    actor.send({ type: 'changePassword.change', field: 'oldPassword', value: 'x' });
    expect(actor.getSnapshot().context.oldPassword).toBe('Old#Pass9x');
    sendToReauth(actor, { type: 'reauth.password', password: 'Old#Pass9x' });
    reauth.resolve({});
    await flush();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(change.calls).toEqual([
      { password: 'Old#Pass9x', newPassword: GOOD },
      { password: 'Old#Pass9x', newPassword: GOOD },
    ]);
    change.resolve({ errorCodes: [], status: 200, message: 'OK' });
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.successMessage).toBe(changePasswordTexts.success);
  });

  it('Cancel goes back to the filled panel with no message', async () => {
    const { actor, change } = run();
    change.reject(reauthRequired());
    await flush();
    actor.send({ type: 'reauth.cancel' });
    expect(actor.getSnapshot().value).toBe('default');
    expect(actor.getSnapshot().context).toMatchObject({ oldPassword: 'Old#Pass9x', newPassword: GOOD, errors: [], successMessage: null });
    expect(reauthChild(actor)).toBeUndefined();
    expect(change.calls).toHaveLength(1);
  });
});
