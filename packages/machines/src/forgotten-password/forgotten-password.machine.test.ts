import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError, type ForgottenPasswordRequest, type ForgottenPasswordResponse } from '@portal/api';
import { loginErrorTexts } from '@portal/domain';
import { controlledCall } from '../testing/test-model.ts';
import { forgottenPasswordMachine } from './forgotten-password.machine.ts';

function harness(input: { username?: string } = {}) {
  const call = controlledCall<ForgottenPasswordResponse, ForgottenPasswordRequest>();
  const actor = createActor(forgottenPasswordMachine.provide({ actors: { forgottenPassword: call.logic } }), { input }).start();
  const settled = () => waitFor(actor, (s) => !s.matches('submitting'));
  return { actor, call, settled };
}

// The generated (model-based) paths drive the real page: apps/portal/src/features/sign-in/forgotten.model.test.tsx.
describe('forgotten password machine', () => {
  it('keeps Submit disabled for an empty or blank username', () => {
    const { actor, call } = harness();
    expect(actor.getSnapshot().can({ type: 'forgotten.submit' })).toBe(false);
    actor.send({ type: 'forgotten.change', field: 'username', value: '   ' });
    actor.send({ type: 'forgotten.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(call.calls).toEqual([]);
  });

  it('can start pre-filled, with errors carried back from a reset', () => {
    const errors = [{ text: loginErrorTexts.recentlyUsedPass }];
    const actor = createActor(forgottenPasswordMachine, { input: { username: 'ann', errors } }).start();
    expect(actor.getSnapshot().context).toEqual({ username: 'ann', errors });
  });

  const codeCases: Array<[string[], string[]]> = [
    [['Invalid'], ['The username you have provided is invalid.']],
    [['LockedOut'], [loginErrorTexts.locked]],
    [['Other'], [loginErrorTexts.couldNotConnect]],
  ];
  for (const [codes, texts] of codeCases) {
    it(`shows ${codes.join(', ')} with the forgotten wording`, async () => {
      const { actor, call, settled } = harness({ username: 'ann' });
      actor.send({ type: 'forgotten.submit' });
      call.resolve({ errorCodes: codes });
      expect((await settled()).context.errors.map((e) => e.text)).toEqual(texts);
    });
  }

  const failures: Array<[string, Error, string]> = [
    ['400 Invalid', new ApiError({ kind: 'http', status: 400, code: 'Invalid', errorCodes: ['Invalid'] }), loginErrorTexts.invalidUsername],
    ['401', new ApiError({ kind: 'http', status: 401, statusText: 'Unauthorized' }), loginErrorTexts.incorrectDetails],
    ['423', new ApiError({ kind: 'http', status: 423, statusText: 'Locked', code: 'Locked' }), loginErrorTexts.locked],
    ['network', new ApiError({ kind: 'network' }), loginErrorTexts.couldNotConnect],
    ['unexpected', new Error('boom'), loginErrorTexts.unexpected],
  ];
  for (const [name, error, text] of failures) {
    it(`maps a ${name} failure`, async () => {
      const { actor, call, settled } = harness({ username: 'ann' });
      actor.send({ type: 'forgotten.submit' });
      call.reject(error);
      const snap = await settled();
      expect(snap.value).toBe('error');
      expect(snap.context.errors.map((e) => e.text)).toEqual([text]);
    });
  }

  it('shows a four-digit error code for a 502', async () => {
    const { actor, call, settled } = harness({ username: 'ann' });
    actor.send({ type: 'forgotten.submit' });
    call.reject(new ApiError({ kind: 'http', status: 502, statusText: 'Bad Gateway' }));
    expect((await settled()).context.errors[0]?.errorCode).toMatch(/^\d{4}$/);
  });

  it('sends the trimmed username and ends with it once the code is sent', async () => {
    const { actor, call } = harness();
    expect(actor.getSnapshot().context).toEqual({ username: '', errors: [] });
    actor.send({ type: 'forgotten.change', field: 'username', value: '  ann  ' });
    expect(actor.getSnapshot().context.username).toBe('  ann  ');
    actor.send({ type: 'forgotten.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(call.calls).toEqual([{ username: 'ann' }]);
    call.resolve({ errorCodes: [] });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.value).toBe('sent');
    expect(done.output).toEqual({ username: 'ann' });
  });

  it('after an error the username can be changed and sent again, the old errors cleared', async () => {
    const { actor, call, settled } = harness({ username: 'ann' });
    actor.send({ type: 'forgotten.submit' });
    call.resolve({ errorCodes: ['Invalid'] });
    await settled();
    actor.send({ type: 'forgotten.change', field: 'username', value: ' bob' });
    expect(actor.getSnapshot().context.username).toBe(' bob');
    expect(actor.getSnapshot().context.errors).toHaveLength(1);
    actor.send({ type: 'forgotten.submit' });
    expect(actor.getSnapshot().context.errors).toEqual([]);
    expect(call.calls).toEqual([{ username: 'ann' }, { username: 'bob' }]);
    actor.send({ type: 'forgotten.change', field: 'username', value: 'ignored while submitting' });
    expect(actor.getSnapshot().context.username).toBe(' bob');
  });

  it('after an error a blank username cannot be sent', async () => {
    const { actor, call, settled } = harness({ username: 'ann' });
    actor.send({ type: 'forgotten.submit' });
    call.reject(new ApiError({ kind: 'network' }));
    await settled();
    actor.send({ type: 'forgotten.change', field: 'username', value: ' ' });
    actor.send({ type: 'forgotten.submit' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(call.calls).toHaveLength(1);
  });

  it('the default call refuses to run until the app provides it', async () => {
    const actor = createActor(forgottenPasswordMachine, { input: { username: 'ann' } }).start();
    actor.send({ type: 'forgotten.submit' });
    const snap = await waitFor(actor, (s) => s.matches('error'));
    expect(snap.context.errors.map((e) => e.text)).toEqual([loginErrorTexts.unexpected]);
  });
});
