import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '@portal/api';
import { mfaTexts } from '@portal/domain';
import { controlledCall } from '../testing/test-model.ts';
import { controlledReauth, reauthChild, sendToReauth } from '../testing/reauth.ts';
import {
  changeErrorText,
  mfaEnrolmentMachine,
  mfaIsOn,
  type MfaChange,
  type MfaChangeOutput,
  type MfaEnrolmentEvent,
  type MfaEnrolmentMode,
  type MfaStatusResponse,
} from './mfa-enrolment.machine.ts';
import type { ReauthenticationEvent } from '../reauthentication/reauthentication.machine.ts';

const off: MfaStatusResponse = { passkeys: [], totp: false, recoveryCodesLeft: 0, required: false };
const laptop = { credentialId: 'abc', name: 'Passkey', createdAt: '2026-11-28T08:00:00Z', lastUsedAt: null };
const withPasskey: MfaStatusResponse = { ...off, passkeys: [laptop], recoveryCodesLeft: 10 };
const codes = Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-JKLM-NP${String(i).padStart(2, '0')}`);

const http = (status: number, code?: string) => new ApiError({ kind: 'http', status, statusText: '', code, errorCodes: [] });
const reauthRequired = () => http(403, 'ReauthenticationRequired');

function run(mode: MfaEnrolmentMode = 'manage') {
  const load = controlledCall<MfaStatusResponse, unknown>();
  const change = controlledCall<MfaChangeOutput, MfaChange>();
  const reauth = controlledReauth();
  const decline = controlledCall<unknown, unknown>();
  const machine = mfaEnrolmentMachine.provide({
    actors: { loadStatus: load.logic, change: change.logic, reauthentication: reauth.machine, declineOffer: decline.logic },
  });
  const actor = createActor(machine, { input: { mode } }).start();
  // The dialog's password or passkey goes to the 'Confirm it is you' child, everything else to the machine.
  const send = (...events: Array<MfaEnrolmentEvent | ReauthenticationEvent>) =>
    events.forEach((event) =>
      event.type === 'reauth.password' || event.type === 'reauth.passkey' ? sendToReauth(actor, event) : actor.send(event),
    );
  const flush = async () => {
    for (let i = 0; i < 4; i += 1) await Promise.resolve();
  };
  const snap = () => actor.getSnapshot();
  /** The 'Confirm it is you' child's state and message. */
  const asking = () => reauthChild(actor)?.getSnapshot();
  return { actor, load, change, reauth, decline, send, flush, snap, asking };
}

async function ready(mode: MfaEnrolmentMode = 'manage', status: MfaStatusResponse = off) {
  const t = run(mode);
  t.load.resolve(status);
  await t.flush();
  return t;
}

describe('mfa rules', () => {
  it('names a refused change', () => {
    expect(changeErrorText({ kind: 'confirmApp', code: '123456' }, http(400, 'Invalid'))).toBe(mfaTexts.wrongCode);
    expect(changeErrorText({ kind: 'confirmApp', code: '123456' }, http(500))).toBe(mfaTexts.changeFailed);
    expect(changeErrorText({ kind: 'removePasskey', credentialId: 'a' }, http(409, 'Forbidden'))).toBe(mfaTexts.mustKeepOne);
    expect(changeErrorText({ kind: 'removeApp' }, http(409, 'Forbidden'))).toBe(mfaTexts.mustKeepOne);
    expect(changeErrorText({ kind: 'removeApp' }, http(500))).toBe(mfaTexts.changeFailed);
    expect(changeErrorText({ kind: 'newCodes' }, http(409))).toBe(mfaTexts.changeFailed);
    expect(changeErrorText({ kind: 'addPasskey' }, new Error('NotAllowedError'))).toBe(mfaTexts.passkeyNotAdded);
    expect(changeErrorText({ kind: 'addPasskey' }, http(409))).toBe(mfaTexts.passkeyNotAdded);
    expect(changeErrorText(null, new Error('x'))).toBe(mfaTexts.changeFailed);
    expect(changeErrorText({ kind: 'newCodes' }, new ApiError({ kind: 'network', status: 400, statusText: '', errorCodes: [] }))).toBe(
      mfaTexts.changeFailed,
    );
  });

  it('is on with a passkey or an app', () => {
    expect(mfaIsOn(null)).toBe(false);
    expect(mfaIsOn(off)).toBe(false);
    expect(mfaIsOn(withPasskey)).toBe(true);
    expect(mfaIsOn({ ...off, totp: true })).toBe(true);
  });
});

describe('mfa enrolment machine', () => {
  it('loads the status, then is ready with nothing under way', async () => {
    const t = run();
    expect(t.snap().value).toBe('loading');
    t.load.resolve(withPasskey);
    await t.flush();
    expect(t.snap().value).toBe('ready');
    expect(t.snap().context).toEqual({
      mode: 'manage',
      status: withPasskey,
      pending: null,
      app: null,
      recoveryCodes: null,
      notice: null,
      error: null,
    });
  });

  it('a failed load offers Try again', async () => {
    const t = run();
    t.load.reject(new Error('500'));
    await t.flush();
    expect(t.snap().value).toBe('loadFailed');
    t.send({ type: 'mfa.retry' });
    expect(t.snap().value).toBe('loading');
    t.load.resolve(off);
    await t.flush();
    expect(t.snap().value).toBe('ready');
  });

  it('fails with its stand-in calls when the app provides none', async () => {
    const actor = createActor(mfaEnrolmentMachine, { input: { mode: 'manage' } }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('loadFailed');
  });

  it('adds the first passkey: the recovery codes are shown until saved, with the added notice', async () => {
    const t = await ready();
    t.send({ type: 'mfa.addPasskey' });
    expect(t.snap().value).toBe('changing');
    expect(t.change.calls).toEqual([{ kind: 'addPasskey' }]);
    t.change.resolve({ status: withPasskey, recoveryCodes: codes });
    await t.flush();
    expect(t.snap().value).toBe('showingCodes');
    expect(t.snap().context).toMatchObject({ status: withPasskey, recoveryCodes: codes, notice: mfaTexts.passkeyAdded, pending: null });
    t.send({ type: 'mfa.acknowledge' });
    expect(t.snap().value).toBe('ready');
    expect(t.snap().context.recoveryCodes).toBeNull();
    expect(t.snap().context.notice).toBe(mfaTexts.passkeyAdded);
  });

  it('a second passkey brings no codes: straight back with the notice', async () => {
    const t = await ready('manage', withPasskey);
    t.send({ type: 'mfa.addPasskey' });
    t.change.resolve({ status: { ...withPasskey, passkeys: [laptop, { ...laptop, credentialId: 'def' }] }, recoveryCodes: null });
    await t.flush();
    expect(t.snap().value).toBe('ready');
    expect(t.snap().context.notice).toBe(mfaTexts.passkeyAdded);
    expect(t.snap().context.status?.passkeys).toHaveLength(2);
  });

  it('an empty list of codes is no codes', async () => {
    const t = await ready('manage', withPasskey);
    t.send({ type: 'mfa.addPasskey' });
    t.change.resolve({ status: withPasskey, recoveryCodes: [] });
    await t.flush();
    expect(t.snap().value).toBe('ready');
  });

  it('a passkey the browser or server refused: the not-added message, then dismissed', async () => {
    const t = await ready();
    t.send({ type: 'mfa.addPasskey' });
    t.change.reject(new Error('NotAllowedError'));
    await t.flush();
    expect(t.snap().value).toBe('ready');
    expect(t.snap().context).toMatchObject({ error: mfaTexts.passkeyNotAdded, pending: null });
    t.send({ type: 'mfa.dismiss' });
    expect(t.snap().context.error).toBeNull();
  });

  it('sets up the app: key and QR, a 6-digit code, then the codes', async () => {
    const t = await ready();
    t.send({ type: 'mfa.setUpApp' });
    expect(t.change.calls).toEqual([{ kind: 'setUpApp' }]);
    const app = { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Portal:ada?secret=JBSWY3DPEHPK3PXP' };
    t.change.resolve(app);
    await t.flush();
    expect(t.snap().value).toBe('appSetup');
    expect(t.snap().context).toMatchObject({ app, pending: null });
    // Not six digits: nothing is sent.
    t.send({ type: 'mfa.appCode', code: '12345' }, { type: 'mfa.appCode', code: '12345a' });
    expect(t.snap().value).toBe('appSetup');
    t.send({ type: 'mfa.appCode', code: '123 456' });
    expect(t.change.calls[1]).toEqual({ kind: 'confirmApp', code: '123456' });
    t.change.reject(http(400, 'Invalid'));
    await t.flush();
    expect(t.snap().value).toBe('appSetup');
    expect(t.snap().context).toMatchObject({ error: mfaTexts.wrongCode, app });
    t.send({ type: 'mfa.appCode', code: '654321' });
    expect(t.snap().context.error).toBeNull();
    t.change.resolve({ status: { ...off, totp: true, recoveryCodesLeft: 10 }, recoveryCodes: codes });
    await t.flush();
    expect(t.snap().value).toBe('showingCodes');
    expect(t.snap().context).toMatchObject({ app: null, notice: mfaTexts.appAdded });
  });

  it('leaves the app set-up on Cancel', async () => {
    const t = await ready();
    t.send({ type: 'mfa.setUpApp' });
    t.change.resolve({ secret: 'S', uri: 'otpauth://x' });
    await t.flush();
    t.send({ type: 'mfa.cancel' });
    expect(t.snap().value).toBe('ready');
    expect(t.snap().context.app).toBeNull();
  });

  it('an app already set up elsewhere: the failure message and no key', async () => {
    const t = await ready();
    t.send({ type: 'mfa.setUpApp' });
    t.change.reject(http(409, 'Invalid'));
    await t.flush();
    expect(t.snap().value).toBe('ready');
    expect(t.snap().context).toMatchObject({ error: mfaTexts.changeFailed, app: null });
  });

  it('removes a passkey, the app, makes new codes', async () => {
    const t = await ready('manage', { ...withPasskey, totp: true });
    t.send({ type: 'mfa.removePasskey', credentialId: 'abc' });
    expect(t.change.calls).toEqual([{ kind: 'removePasskey', credentialId: 'abc' }]);
    t.change.resolve({ status: { ...off, totp: true, recoveryCodesLeft: 10 }, recoveryCodes: null });
    await t.flush();
    expect(t.snap().value).toBe('ready');
    expect(t.snap().context).toMatchObject({ notice: null, status: { passkeys: [] } });
    t.send({ type: 'mfa.newCodes' });
    expect(t.change.calls[1]).toEqual({ kind: 'newCodes' });
    t.change.resolve({ status: { ...off, totp: true, recoveryCodesLeft: 10 }, recoveryCodes: codes });
    await t.flush();
    expect(t.snap().value).toBe('showingCodes');
    expect(t.snap().context.notice).toBeNull();
    t.send({ type: 'mfa.acknowledge' }, { type: 'mfa.removeApp' });
    expect(t.change.calls[2]).toEqual({ kind: 'removeApp' });
    t.change.reject(http(409, 'Forbidden'));
    await t.flush();
    expect(t.snap().context.error).toBe(mfaTexts.mustKeepOne);
  });

  it('turns two-step login off only once confirmed', async () => {
    const t = await ready('manage', withPasskey);
    t.send({ type: 'mfa.turnOff' });
    expect(t.snap().value).toBe('confirmingOff');
    t.send({ type: 'mfa.cancel' });
    expect(t.snap().value).toBe('ready');
    expect(t.change.calls).toEqual([]);
    t.send({ type: 'mfa.turnOff' }, { type: 'mfa.confirm' });
    expect(t.change.calls).toEqual([{ kind: 'turnOff' }]);
    t.change.resolve({ status: off, recoveryCodes: null });
    await t.flush();
    expect(t.snap().value).toBe('ready');
    expect(t.snap().context.status).toEqual(off);
  });

  it('a new change clears the last notice and error', async () => {
    const t = await ready();
    t.send({ type: 'mfa.addPasskey' });
    t.change.reject(new Error('x'));
    await t.flush();
    t.send({ type: 'mfa.turnOff' });
    expect(t.snap().context.error).toBeNull();
    t.send({ type: 'mfa.cancel' }, { type: 'mfa.addPasskey' });
    t.change.resolve({ status: withPasskey, recoveryCodes: null });
    await t.flush();
    expect(t.snap().context.notice).toBe(mfaTexts.passkeyAdded);
    t.send({ type: 'mfa.newCodes' });
    expect(t.snap().context.notice).toBeNull();
  });

  describe('re-authentication', () => {
    it('asks for the password, then makes the change again', async () => {
      const t = await ready('manage', withPasskey);
      t.send({ type: 'mfa.removePasskey', credentialId: 'abc' });
      t.change.reject(reauthRequired());
      await t.flush();
      expect(t.snap().value).toBe('reauthenticating');
      expect(t.asking()?.value).toBe('asking');
      expect(t.snap().context.pending).toEqual({ kind: 'removePasskey', credentialId: 'abc' });
      t.send({ type: 'reauth.password', password: '' });
      expect(t.reauth.calls).toEqual([]);
      t.send({ type: 'reauth.password', password: 'wrong' });
      expect(t.asking()?.value).toBe('checking');
      expect(t.reauth.calls).toEqual([{ password: 'wrong' }]);
      t.reauth.reject(http(400, 'IncorrectCredentials'));
      await t.flush();
      expect(t.asking()?.value).toBe('asking');
      expect(t.asking()?.context.error).toBe(mfaTexts.reauthWrong);
      t.send({ type: 'reauth.password', password: 'Harbour#Kite7' });
      expect(t.asking()?.context.error).toBeNull();
      t.reauth.resolve({});
      await t.flush();
      expect(t.snap().value).toBe('changing');
      expect(t.change.calls).toEqual([
        { kind: 'removePasskey', credentialId: 'abc' },
        { kind: 'removePasskey', credentialId: 'abc' },
      ]);
      t.change.resolve({ status: off, recoveryCodes: null });
      await t.flush();
      expect(t.snap().value).toBe('ready');
    });

    it('or a passkey; its refusal is the could-not-confirm message', async () => {
      const t = await ready('manage', withPasskey);
      t.send({ type: 'mfa.newCodes' });
      t.change.reject(reauthRequired());
      await t.flush();
      t.send({ type: 'reauth.passkey' });
      expect(t.reauth.calls).toEqual([{ passkey: true }]);
      t.reauth.reject(new Error('NotAllowedError'));
      await t.flush();
      expect(t.asking()?.context.error).toBe(mfaTexts.reauthFailed);
      t.send({ type: 'reauth.passkey' });
      t.reauth.resolve({});
      await t.flush();
      expect(t.change.calls).toEqual([{ kind: 'newCodes' }, { kind: 'newCodes' }]);
    });

    it('Cancel drops the change', async () => {
      const t = await ready('manage', withPasskey);
      t.send({ type: 'mfa.turnOff' }, { type: 'mfa.confirm' });
      t.change.reject(reauthRequired());
      await t.flush();
      t.send({ type: 'reauth.password', password: 'x' });
      t.reauth.reject(http(423, 'Locked'));
      await t.flush();
      expect(t.asking()?.context.error).toBe(mfaTexts.tooManyCodes);
      t.send({ type: 'mfa.cancel' });
      expect(t.snap().value).toBe('ready');
      expect(t.snap().context).toMatchObject({ pending: null });
      expect(t.asking()).toBeUndefined();
    });

    it('a code confirmed after re-authentication goes through', async () => {
      const t = await ready();
      t.send({ type: 'mfa.setUpApp' });
      t.change.resolve({ secret: 'S', uri: 'otpauth://x' });
      await t.flush();
      t.send({ type: 'mfa.appCode', code: '123456' });
      t.change.reject(reauthRequired());
      await t.flush();
      expect(t.snap().matches('reauthenticating')).toBe(true);
      t.send({ type: 'reauth.cancel' });
      expect(t.snap().value).toBe('ready');
      expect(t.snap().context.app).toBeNull();
    });
  });

  describe('offered after sign-in', () => {
    it('Not now is remembered, then ends it with nothing changed', async () => {
      const t = await ready('offer');
      expect(t.snap().value).toBe('offering');
      t.send({ type: 'mfa.setUpApp' }, { type: 'mfa.decline' });
      expect(t.snap().value).toBe('declining');
      expect(t.decline.calls).toHaveLength(1);
      t.decline.resolve({});
      await t.flush();
      expect(t.snap().status).toBe('done');
      expect(t.change.calls).toEqual([]);
    });

    it('Not now never blocks: a failed call still ends it', async () => {
      const t = await ready('offer');
      t.send({ type: 'mfa.decline' });
      t.decline.reject(new Error('offline'));
      await t.flush();
      expect(t.snap().status).toBe('done');
    });

    it('Add a passkey: the codes, then done', async () => {
      const t = await ready('offer');
      t.send({ type: 'mfa.addPasskey' });
      t.change.resolve({ status: withPasskey, recoveryCodes: codes });
      await t.flush();
      expect(t.snap().value).toBe('showingCodes');
      t.send({ type: 'mfa.acknowledge' });
      expect(t.snap().status).toBe('done');
    });

    it('a refused passkey stays on the offer with the message; a cancelled re-authentication too', async () => {
      const t = await ready('offer');
      t.send({ type: 'mfa.addPasskey' });
      t.change.reject(new Error('NotAllowedError'));
      await t.flush();
      expect(t.snap().value).toBe('offering');
      expect(t.snap().context.error).toBe(mfaTexts.passkeyNotAdded);
      t.send({ type: 'mfa.addPasskey' });
      expect(t.snap().context.error).toBeNull();
      t.change.reject(reauthRequired());
      await t.flush();
      t.send({ type: 'mfa.cancel' });
      expect(t.snap().value).toBe('offering');
    });
  });

  describe('required for an adviser', () => {
    it('stays until a factor is added; one without new codes ends it too', async () => {
      const t = await ready('required');
      expect(t.snap().value).toBe('ready');
      t.send({ type: 'mfa.decline' });
      expect(t.snap().value).toBe('ready');
      t.send({ type: 'mfa.addPasskey' });
      t.change.resolve({ status: withPasskey, recoveryCodes: null });
      await t.flush();
      expect(t.snap().status).toBe('done');
      expect(t.snap().context.status).toEqual(withPasskey);
    });

    it('the first factor brings the codes, saved before going on', async () => {
      const t = await ready('required');
      t.send({ type: 'mfa.addPasskey' });
      t.change.resolve({ status: withPasskey, recoveryCodes: codes });
      await t.flush();
      expect(t.snap().value).toBe('showingCodes');
      expect(t.snap().status).toBe('active');
      t.send({ type: 'mfa.acknowledge' });
      expect(t.snap().status).toBe('done');
      expect(t.snap().context.recoveryCodes).toBeNull();
    });
  });
});
