/** The fee authority more than 5 minutes after the last factor (issue 30 item 3): confirm it is you, then again. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '@portal/api';
import { authorisationsTexts } from '@portal/domain';
import { controlledCall } from '../testing/test-model.ts';
import { controlledReauth, reauthChild, sendToReauth } from '../testing/reauth.ts';
import { feeAuthorisationMachine, type AdHocFeeAuthRequest, type AdHocFeeAuthResponse } from './fee-authorisation.machine.ts';

const reauthRequired = () => new ApiError({ kind: 'http', status: 403, statusText: '', code: 'ReauthenticationRequired' });
const flush = async () => {
  for (let i = 0; i < 4; i += 1) await Promise.resolve();
};

function run() {
  const update = controlledCall<AdHocFeeAuthResponse, AdHocFeeAuthRequest>();
  const reauth = controlledReauth();
  const machine = feeAuthorisationMachine.provide({ actors: { updateAdHocFeeAuth: update.logic, reauthentication: reauth.machine } });
  const actor = createActor(machine, { input: { enabled: false, isAdviser: false } }).start();
  actor.send({ type: 'feeAuth.open' });
  actor.send({ type: 'feeAuth.agree', agreed: true });
  actor.send({ type: 'feeAuth.submit' });
  return { actor, update, reauth };
}

describe('fee authorisation: a fresh factor', () => {
  it('refused for want of one: asks, confirms with the password, submits the same change again, done', async () => {
    const { actor, update, reauth } = run();
    update.reject(reauthRequired());
    await flush();
    expect(actor.getSnapshot().value).toBe('reauthenticating');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(reauthChild(actor)?.getSnapshot().value).toBe('asking');
    sendToReauth(actor, { type: 'reauth.password', password: 'Harbour#Kite7' });
    expect(reauth.calls).toEqual([{ password: 'Harbour#Kite7' }]);
    reauth.resolve({});
    await flush();
    expect(actor.getSnapshot().value).toBe('saving');
    expect(update.calls).toEqual([{ enabled: true }, { enabled: true }]);
    update.resolve({ newStatus: true } as AdHocFeeAuthResponse);
    await flush();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ enabled: true, notice: { text: authorisationsTexts.success } });
  });

  it('Cancel goes back to the open dialog with nothing changed and no error', async () => {
    const { actor, update } = run();
    update.reject(reauthRequired());
    await flush();
    actor.send({ type: 'reauth.cancel' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toMatchObject({ enabled: false, error: null, notice: null });
    expect(reauthChild(actor)).toBeUndefined();
    expect(update.calls).toHaveLength(1);
  });

  it('any other refusal is the update-failed message, not a question', async () => {
    const { actor, update } = run();
    update.reject(new ApiError({ kind: 'http', status: 403, statusText: '', code: 'ReadOnly' }));
    await flush();
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.error).toBe(authorisationsTexts.updateFailed);
  });
});
