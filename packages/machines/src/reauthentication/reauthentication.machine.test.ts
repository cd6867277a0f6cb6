import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '@portal/api';
import { mfaTexts } from '@portal/domain';
import { controlledReauth } from '../testing/reauth.ts';
import { needsReauthentication, reauthErrorText } from './reauthentication.machine.ts';

const http = (status: number, code?: string) => new ApiError({ kind: 'http', status, statusText: '', code, errorCodes: [] });
const flush = async () => {
  for (let i = 0; i < 4; i += 1) await Promise.resolve();
};

describe('reauthentication rules', () => {
  it('needs reauthentication only on 403 ReauthenticationRequired', () => {
    expect(needsReauthentication(http(403, 'ReauthenticationRequired'))).toBe(true);
    expect(needsReauthentication(http(403, 'ReadOnly'))).toBe(false);
    expect(needsReauthentication(http(401, 'ReauthenticationRequired'))).toBe(false);
    expect(needsReauthentication(new Error('ReauthenticationRequired'))).toBe(false);
  });

  it('names a refused re-authentication', () => {
    expect(reauthErrorText('password', http(400, 'IncorrectCredentials'))).toBe(mfaTexts.reauthWrong);
    expect(reauthErrorText('password', http(423, 'Locked'))).toBe(mfaTexts.tooManyCodes);
    expect(reauthErrorText('passkey', http(423, 'Locked'))).toBe(mfaTexts.tooManyCodes);
    expect(reauthErrorText('passkey', http(400))).toBe(mfaTexts.reauthFailed);
    expect(reauthErrorText('password', http(500))).toBe(mfaTexts.reauthFailed);
    expect(reauthErrorText('password', new Error('x'))).toBe(mfaTexts.reauthFailed);
    expect(reauthErrorText('password', new ApiError({ kind: 'network', status: 400, statusText: '', errorCodes: [] }))).toBe(
      mfaTexts.reauthFailed,
    );
  });
});

describe('reauthentication machine', () => {
  it('asks; an empty password is not sent; a wrong one says so and asks again; the right one confirms', async () => {
    const reauth = controlledReauth();
    const actor = createActor(reauth.machine).start();
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context).toEqual({ error: null, way: null });
    actor.send({ type: 'reauth.password', password: '' });
    expect(actor.getSnapshot().value).toBe('asking');
    expect(reauth.calls).toEqual([]);
    actor.send({ type: 'reauth.password', password: 'wrong' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().context.way).toBe('password');
    expect(reauth.calls).toEqual([{ password: 'wrong' }]);
    reauth.reject(http(400, 'IncorrectCredentials'));
    await flush();
    expect(actor.getSnapshot().value).toBe('asking');
    expect(actor.getSnapshot().context.error).toBe(mfaTexts.reauthWrong);
    actor.send({ type: 'reauth.password', password: 'Harbour#Kite7' });
    expect(actor.getSnapshot().context.error).toBeNull();
    reauth.resolve({});
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a passkey: a failed ceremony is the could-not-confirm message; a second try confirms', async () => {
    const reauth = controlledReauth();
    const actor = createActor(reauth.machine).start();
    actor.send({ type: 'reauth.passkey' });
    expect(actor.getSnapshot().context.way).toBe('passkey');
    expect(reauth.calls).toEqual([{ passkey: true }]);
    reauth.reject(new Error('NotAllowedError'));
    await flush();
    expect(actor.getSnapshot().context.error).toBe(mfaTexts.reauthFailed);
    actor.send({ type: 'reauth.passkey' });
    reauth.resolve({});
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('nothing else is taken while a check runs', () => {
    const reauth = controlledReauth();
    const actor = createActor(reauth.machine).start();
    actor.send({ type: 'reauth.password', password: 'a' });
    actor.send({ type: 'reauth.passkey' });
    expect(reauth.calls).toEqual([{ password: 'a' }]);
    expect(actor.getSnapshot().context.way).toBe('password');
  });
});
