import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError, resetPasswordRequest, type ResetPasswordRequest, type ResetPasswordResponse } from '@portal/api';
import { formCodeMessages, loginErrorMessage, loginErrorTexts, resetTexts } from '@portal/domain';
import { controlledCall } from '../testing/test-model.ts';
import {
  canSubmitReset,
  resetPasswordCheck,
  resetPasswordMachine,
  resetRequestFor,
  type ResetPasswordFields,
  type ResetPasswordInput,
} from './reset-password.machine.ts';

const GOOD = 'Harbour#Kite7';
const filled: ResetPasswordFields = { username: 'ann.client', code: '6f1c-22aa', newPassword: GOOD, confirmPassword: GOOD };

function harness(input: ResetPasswordInput = {}) {
  const call = controlledCall<ResetPasswordResponse, ResetPasswordRequest>();
  const actor = createActor(resetPasswordMachine.provide({ actors: { resetPassword: call.logic } }), { input }).start();
  const fill = (fields: Partial<ResetPasswordFields> = {}) => {
    for (const [field, value] of Object.entries({ ...filled, ...fields })) {
      actor.send({ type: 'reset.change', field: field as keyof ResetPasswordFields, value });
    }
  };
  const submit = () => actor.send({ type: 'reset.submit' });
  const settled = () => waitFor(actor, (s) => !s.matches('submitting'));
  return { actor, call, fill, submit, settled };
}

describe('reset password rules', () => {
  it('needs username, code and a valid matching password, trimmed', () => {
    expect(canSubmitReset(filled)).toBe(true);
    expect(canSubmitReset({ ...filled, newPassword: ` ${GOOD}`, confirmPassword: `${GOOD} ` })).toBe(true);
    for (const field of Object.keys(filled) as Array<keyof ResetPasswordFields>) {
      expect(canSubmitReset({ ...filled, [field]: ' ' })).toBe(false);
    }
    expect(canSubmitReset({ ...filled, confirmPassword: 'other' })).toBe(false);
    expect(resetPasswordCheck({ ...filled, newPassword: 'Ann.Client#1', confirmPassword: 'Ann.Client#1' }).unmet).toEqual(['noUsername']);
  });

  it('sends the code as guid, trimmed', () => {
    const body = resetRequestFor({ username: ' ann ', code: ' 6f1c ', newPassword: ` ${GOOD} `, confirmPassword: GOOD });
    expect(body).toEqual({ username: 'ann', guid: '6f1c', newPassword: GOOD });
    expect(resetPasswordRequest.parse(body)).toEqual(body);
  });
});

describe('reset password machine', () => {
  it('starts with empty boxes and no message', () => {
    expect(harness().actor.getSnapshot().context).toEqual({
      username: '',
      code: '',
      newPassword: '',
      confirmPassword: '',
      errors: [],
      recentlyUsedErrors: [],
    });
  });

  it('fails with the unexpected-error message when the app provides no reset call', async () => {
    const actor = createActor(resetPasswordMachine, { input: {} }).start();
    for (const [field, value] of Object.entries(filled))
      actor.send({ type: 'reset.change', field: field as keyof ResetPasswordFields, value });
    actor.send({ type: 'reset.submit' });
    const snap = await waitFor(actor, (s) => s.matches('error'));
    expect(snap.context.errors).toEqual([{ text: loginErrorMessage({ kind: 'unexpected' }).text }]);
  });

  it('can start pre-filled', () => {
    const { actor } = harness({ username: 'ann', code: ' X1 ' });
    expect(actor.getSnapshot().context).toMatchObject({ username: 'ann', code: 'X1', newPassword: '', confirmPassword: '' });
  });

  it('does not submit until everything is filled and valid', () => {
    const { actor, call, fill, submit } = harness();
    submit();
    fill({ code: '' });
    submit();
    fill({ newPassword: 'weakpass', confirmPassword: 'weakpass' });
    submit();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(call.calls).toEqual([]);
  });

  it('sends trimmed values and ends with the success message for login', async () => {
    const { actor, call, fill, submit } = harness();
    fill({ username: ' ann.client ', code: ' 6f1c-22aa ' });
    submit();
    expect(call.calls).toEqual([{ username: 'ann.client', guid: '6f1c-22aa', newPassword: GOOD }]);
    call.resolve({ errorCodes: [] });
    const snap = await waitFor(actor, (s) => s.status === 'done');
    expect(snap.value).toBe('changed');
    expect(snap.output).toEqual({ outcome: 'passwordChanged', message: resetTexts.success });
    expect(snap.output).toEqual({ outcome: 'passwordChanged', message: 'You have successfully changed your password.' });
  });

  it('words Invalid for the reset form, both beside RecentlyUsedPass and in a refused 400', async () => {
    const recent = harness();
    recent.fill();
    recent.submit();
    recent.call.resolve({ errorCodes: ['RecentlyUsedPass', 'Invalid'] });
    const done = await waitFor(recent.actor, (s) => s.status === 'done');
    expect(done.output).toMatchObject({
      errors: [{ text: loginErrorTexts.recentlyUsedPass }, { text: loginErrorTexts.incorrectUsernameOrCode }],
    });
    const refused = harness();
    refused.fill();
    refused.submit();
    refused.call.reject(new ApiError({ kind: 'http', status: 400, code: 'Invalid' }));
    const snap = await refused.settled();
    expect(snap.context.errors).toEqual([{ text: loginErrorTexts.incorrectUsernameOrCode }]);
  });

  it('ends with recentlyUsedPassword for RecentlyUsedPass, carrying the errors back to /forgotten', async () => {
    const { actor, call, fill, submit } = harness();
    fill({ username: ' ann.client ' });
    submit();
    call.resolve({ errorCodes: ['RecentlyUsedPass', 'UsernamePass'] });
    const snap = await waitFor(actor, (s) => s.status === 'done');
    expect(snap.value).toBe('recentlyUsed');
    expect(snap.output).toEqual({
      outcome: 'recentlyUsedPassword',
      username: 'ann.client',
      errors: [{ text: loginErrorTexts.recentlyUsedPass }, { text: loginErrorTexts.usernamePass }],
    });
  });

  it('treats RecentlyUsedPass sent with a 400 the same way', async () => {
    const { actor, call, fill, submit } = harness();
    fill();
    submit();
    call.reject(new ApiError({ kind: 'http', status: 400, code: 'RecentlyUsedPass', errorCodes: ['RecentlyUsedPass'] }));
    const snap = await waitFor(actor, (s) => s.status === 'done');
    expect(snap.output?.outcome).toBe('recentlyUsedPassword');
  });

  const codeCases: string[][] = [['Invalid'], ['ExistingPass'], ['UsernamePass'], ['Invalid', 'ExistingPass'], ['Locked'], ['Other']];
  for (const codes of codeCases) {
    it(`shows ${codes.join(', ')} with the reset wording and allows another try`, async () => {
      const { actor, call, fill, submit, settled } = harness();
      fill();
      submit();
      call.resolve({ errorCodes: codes });
      const snap = await settled();
      expect(snap.value).toBe('error');
      expect(snap.context.errors.map((e) => e.text)).toEqual(formCodeMessages(codes, 'reset'));
      submit();
      expect(actor.getSnapshot().value).toBe('submitting');
      expect(actor.getSnapshot().context.errors).toEqual([]);
    });
  }

  it('words Invalid as a wrong username or code', async () => {
    const { call, fill, submit, settled } = harness();
    fill();
    submit();
    call.resolve({ errorCodes: ['Invalid'] });
    expect((await settled()).context.errors).toEqual([
      { text: 'Your username or registration code has been entered incorrectly, please try again.' },
    ]);
  });

  const failures: Array<[string, Error, string]> = [
    [
      '401',
      new ApiError({ kind: 'http', status: 401, statusText: 'Unauthorized', code: 'IncorrectCredentials' }),
      loginErrorTexts.incorrectDetails,
    ],
    ['423', new ApiError({ kind: 'http', status: 423, statusText: 'Locked' }), loginErrorTexts.locked],
    ['network', new ApiError({ kind: 'network' }), loginErrorTexts.couldNotConnect],
    ['invalid response', new ApiError({ kind: 'invalid-response' }), loginErrorTexts.unexpected],
  ];
  for (const [name, error, text] of failures) {
    it(`maps a ${name} failure`, async () => {
      const { call, fill, submit, settled } = harness();
      fill();
      submit();
      call.reject(error);
      const snap = await settled();
      expect(snap.value).toBe('error');
      expect(snap.context.errors.map((e) => e.text)).toEqual([text]);
    });
  }

  it('shows a four-digit error code for a 500', async () => {
    const { call, fill, submit, settled } = harness();
    fill();
    submit();
    call.reject(new ApiError({ kind: 'http', status: 500 }));
    expect((await settled()).context.errors[0]?.errorCode).toMatch(/^\d{4}$/);
  });
});
