/** A delivery preference more than 5 minutes after the last factor (issue 30 item 3): confirm it is you, then again. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '@portal/api';
import { settingsTexts } from '@portal/domain';
import { controlledCall } from '../testing/test-model.ts';
import { controlledReauth, reauthChild, sendToReauth } from '../testing/reauth.ts';
import {
  deliveryPreferenceMachine,
  type DeliveryPreference,
  type DeliveryPreferenceRequest,
  type DeliveryPreferenceResponse,
} from './delivery-preference.machine.ts';

const statements = { codeCode: 'STMT', codeType: 'DOCTYPE', codeDescription: 'Statements' };
const post = { codeCode: 'POST', codeType: 'DELIVERY', codeDescription: 'Post' };
const online = { codeCode: 'ONLINE', codeType: 'DELIVERY', codeDescription: 'Online' };
const current: DeliveryPreference[] = [{ documentType: statements, deliveryOption: post }];
const ref = ({ codeCode, codeType }: { codeCode: string; codeType: string }) => ({ codeCode, codeType });
const reauthRequired = () => new ApiError({ kind: 'http', status: 403, statusText: '', code: 'ReauthenticationRequired' });
const flush = async () => {
  for (let i = 0; i < 4; i += 1) await Promise.resolve();
};

function run() {
  const save = controlledCall<DeliveryPreferenceResponse, DeliveryPreferenceRequest>();
  const reauth = controlledReauth();
  const machine = deliveryPreferenceMachine.provide({ actors: { saveDeliveryPreference: save.logic, reauthentication: reauth.machine } });
  const actor = createActor(machine, { input: { isAdviser: false, currentPreferences: current, deliveryOptions: [post, online] } }).start();
  actor.send({ type: 'preference.edit', documentType: ref(statements) });
  actor.send({ type: 'preference.choose', deliveryOption: ref(online) });
  actor.send({ type: 'preference.save' });
  return { actor, save, reauth };
}

describe('delivery preference: a fresh factor', () => {
  it('refused for want of one: asks, confirms with a passkey, saves the same choice again, done', async () => {
    const { actor, save, reauth } = run();
    save.reject(reauthRequired());
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ editor: 'reauthenticating' });
    expect(actor.getSnapshot().context).toMatchObject({ saveError: null, editor: { selected: ref(online) } });
    sendToReauth(actor, { type: 'reauth.passkey' });
    expect(reauth.calls).toEqual([{ passkey: true }]);
    reauth.resolve({});
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ editor: 'saving' });
    const request = { documentType: ref(statements), deliveryOption: ref(online) };
    expect(save.calls).toEqual([request, request]);
    save.resolve({ currentPreferences: [{ documentType: statements, deliveryOption: online }], status: 200, message: 'OK' });
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ editor: 'closed' });
    expect(actor.getSnapshot().context.notice).toBe(settingsTexts.saved);
  });

  it('Cancel goes back to the modal with the choice kept and nothing saved', async () => {
    const { actor, save } = run();
    save.reject(reauthRequired());
    await flush();
    actor.send({ type: 'reauth.cancel' });
    expect(actor.getSnapshot().value).toMatchObject({ editor: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({
      saveError: null,
      notice: null,
      currentPreferences: current,
      editor: { selected: ref(online) },
    });
    expect(reauthChild(actor)).toBeUndefined();
    expect(save.calls).toHaveLength(1);
  });
});
