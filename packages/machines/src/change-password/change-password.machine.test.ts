import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, changePasswordRequest, type ChangePasswordRequest, type ChangePasswordResponse } from '@portal/api';
import { changePasswordTexts, formCodeMessages, generalTexts, loginErrorMessage, loginErrorTexts } from '@portal/domain';
import {
  canSubmitChangePassword,
  changePasswordCheck,
  changePasswordMachine,
  type ChangePasswordInput,
} from './change-password.machine.ts';

const USERNAME = 'demo.client@example.com';
const GOOD = 'Harbour#Kite7';
const ok: ChangePasswordResponse = { errorCodes: [], status: 200, message: 'OK' };
const refused = (errorCodes: string[]): ChangePasswordResponse => ({ errorCodes, status: 400, message: 'Refused' });

function run(answer: (input: ChangePasswordRequest) => Promise<ChangePasswordResponse>, input: ChangePasswordInput = {}) {
  const calls: ChangePasswordRequest[] = [];
  const machine = changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise<ChangePasswordResponse, ChangePasswordRequest>(async ({ input: request }) => {
        calls.push(request);
        return answer(request);
      }),
    },
  });
  const actor = createActor(machine, { input: { username: USERNAME, open: true, ...input } }).start();
  const fill = (oldPassword = 'Old#Pass9x', newPassword = GOOD, confirmPassword = newPassword) => {
    actor.send({ type: 'changePassword.change', field: 'oldPassword', value: oldPassword });
    actor.send({ type: 'changePassword.change', field: 'newPassword', value: newPassword });
    actor.send({ type: 'changePassword.change', field: 'confirmPassword', value: confirmPassword });
  };
  const submit = () => actor.send({ type: 'changePassword.submit' });
  const settled = () => waitFor(actor, (s) => !s.matches('loading'));
  return { actor, calls, fill, submit, settled };
}

const never = () => new Promise<ChangePasswordResponse>(() => {});

describe('change password rules', () => {
  const base = { isAdviser: false, username: USERNAME, oldPassword: 'x', newPassword: GOOD, confirmPassword: GOOD };

  it('needs old, new and confirm filled', () => {
    expect(canSubmitChangePassword(base)).toBe(true);
    expect(canSubmitChangePassword({ ...base, oldPassword: '' })).toBe(false);
    expect(canSubmitChangePassword({ ...base, newPassword: '' })).toBe(false);
    expect(canSubmitChangePassword({ ...base, confirmPassword: '' })).toBe(false);
  });

  it('needs every password rule met, including the match and the username', () => {
    expect(canSubmitChangePassword({ ...base, confirmPassword: `${GOOD}x` })).toBe(false);
    expect(changePasswordCheck({ ...base, confirmPassword: `${GOOD}x` }).unmet).toEqual(['match']);
    const withName = 'Ab1#demo.client@example.com'.slice(0, 25);
    expect(changePasswordCheck({ username: 'demo', newPassword: withName, confirmPassword: withName }).unmet).toContain('noUsername');
    expect(canSubmitChangePassword({ ...base, newPassword: 'weak', confirmPassword: 'weak' })).toBe(false);
  });

  it('never lets an adviser submit', () => {
    expect(canSubmitChangePassword({ ...base, isAdviser: true })).toBe(false);
  });
});

describe('change password machine', () => {
  it('starts in default with empty fields, open as asked', () => {
    const { actor } = run(async () => ok);
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('default');
    expect(snap.context).toMatchObject({
      oldPassword: '',
      newPassword: '',
      confirmPassword: '',
      open: true,
      errors: [],
      successMessage: null,
    });
    expect(snap.can({ type: 'changePassword.submit' })).toBe(false);
  });

  it('does not submit while a field is empty or a rule fails', () => {
    const { actor, calls, fill, submit } = run(async () => ok);
    fill('', GOOD, GOOD);
    submit();
    fill('old', GOOD, 'different');
    submit();
    fill('old', 'password', 'password');
    submit();
    expect(actor.getSnapshot().value).toBe('default');
    expect(calls).toEqual([]);
  });

  it('does nothing when an adviser submits', () => {
    const { actor, calls, fill, submit } = run(async () => ok, { isAdviser: true });
    fill();
    expect(actor.getSnapshot().can({ type: 'changePassword.submit' })).toBe(false);
    submit();
    expect(actor.getSnapshot().value).toBe('default');
    expect(calls).toEqual([]);
  });

  it('sends the current and new password, disables fields while loading, then clears them and shows success', async () => {
    const { actor, calls, fill, submit, settled } = run(async () => ok);
    fill('Old#Pass9x');
    expect(actor.getSnapshot().can({ type: 'changePassword.submit' })).toBe(true);
    submit();
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'changePassword.change', field: 'newPassword', value: 'typed while loading' });
    expect(actor.getSnapshot().context.newPassword).toBe(GOOD);
    const snap = await settled();
    expect(calls).toEqual([{ password: 'Old#Pass9x', newPassword: GOOD }]);
    expect(changePasswordRequest.parse(calls[0])).toEqual(calls[0]);
    expect(snap.value).toBe('success');
    expect(snap.context).toMatchObject({ oldPassword: '', newPassword: '', confirmPassword: '', errors: [] });
    expect(snap.context.successMessage).toBe(changePasswordTexts.success);
    expect(snap.context.successMessage).toBe('You have successfully changed your password.');
  });

  it('leaves success for default when the user types again', async () => {
    const { actor, fill, submit, settled } = run(async () => ok);
    fill();
    submit();
    await settled();
    actor.send({ type: 'changePassword.change', field: 'oldPassword', value: 'a' });
    expect(actor.getSnapshot().value).toBe('default');
    expect(actor.getSnapshot().context.successMessage).toBeNull();
    expect(actor.getSnapshot().context.oldPassword).toBe('a');
  });

  it('shows the current-password message for Invalid', async () => {
    const { actor, fill, submit, settled } = run(async () => refused(['Invalid']));
    fill();
    submit();
    const snap = await settled();
    expect(snap.value).toBe('error');
    expect(snap.context.errors.map((e) => e.text)).toEqual(['The current password has been entered incorrectly, please try again.']);
    // The fields stay so the user can correct them and try again.
    expect(actor.getSnapshot().context.newPassword).toBe(GOOD);
  });

  for (const codes of [
    ['ExistingPass'],
    ['UsernamePass'],
    ['RecentlyUsedPass'],
    ['Invalid', 'ExistingPass', 'Invalid'],
    ['SomethingElse'],
    ['Locked'],
  ]) {
    it(`shows the catalogue messages for ${codes.join(', ')}`, async () => {
      const { fill, submit, settled } = run(async () => refused(codes));
      fill();
      submit();
      const snap = await settled();
      expect(snap.value).toBe('error');
      expect(snap.context.errors.map((e) => e.text)).toEqual(formCodeMessages(codes, 'changePassword'));
    });
  }

  it('starts closed for nobody when given nothing, and fails with the unexpected-error message without a provided call', async () => {
    const bare = createActor(changePasswordMachine, { input: {} }).start();
    expect(bare.getSnapshot().context).toMatchObject({ isAdviser: false, username: '', open: false });
    bare.send({ type: 'panel.open' });
    expect(bare.getSnapshot().context.open).toBe(true);
    for (const [field, value] of [
      ['oldPassword', 'Old#Pass9x'],
      ['newPassword', GOOD],
      ['confirmPassword', GOOD],
    ] as const) {
      bare.send({ type: 'changePassword.change', field, value });
    }
    bare.send({ type: 'changePassword.submit' });
    const failed = await waitFor(bare, (s) => s.matches('error'));
    expect(failed.context.errors).toEqual([{ text: loginErrorMessage({ kind: 'unexpected' }).text }]);
  });

  it('in error, takes edits, refuses an invalid submit, and clears the messages when it submits again', async () => {
    const answers: Array<(request: ChangePasswordRequest) => Promise<ChangePasswordResponse>> = [async () => refused(['Invalid']), never];
    const { actor, fill, submit, settled, calls } = run((request) => answers[calls.length - 1]!(request));
    fill();
    submit();
    expect((await settled()).value).toBe('error');
    actor.send({ type: 'changePassword.change', field: 'confirmPassword', value: 'different' });
    submit();
    expect(actor.getSnapshot().value).toBe('error');
    expect(calls).toHaveLength(1);
    actor.send({ type: 'changePassword.change', field: 'oldPassword', value: 'Other#Old1' });
    actor.send({ type: 'changePassword.change', field: 'confirmPassword', value: GOOD });
    submit();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.errors).toEqual([]);
    expect(calls[1]).toEqual({ password: 'Other#Old1', newPassword: GOOD });
  });

  it('reads ReadOnly only from an HTTP ApiError, and shows only a message that is more than its status or code', async () => {
    const failing = async (error: unknown) => {
      const { fill, submit, settled } = run(async () => {
        throw error;
      });
      fill();
      submit();
      return (await settled()).context.errors;
    };
    const unexpected = [{ text: loginErrorMessage({ kind: 'unexpected' }).text }];
    expect(await failing({ kind: 'http', status: 403, code: 'ReadOnly', message: 'Read only', statusText: 'Forbidden' })).toEqual(
      unexpected,
    );
    expect(await failing(new ApiError({ kind: 'invalid-response', status: 403, code: 'ReadOnly', message: 'Read only' }))).toEqual(
      unexpected,
    );
    const readOnly = (message: string) => new ApiError({ kind: 'http', status: 403, statusText: 'Forbidden', code: 'ReadOnly', message });
    expect(await failing(readOnly(''))).toEqual([{ text: generalTexts.saveFailed }]);
    expect(await failing(readOnly('Forbidden'))).toEqual([{ text: generalTexts.saveFailed }]);
    expect(await failing(readOnly('ReadOnly'))).toEqual([{ text: generalTexts.saveFailed }]);
    expect(await failing(readOnly('Advisers cannot change this'))).toEqual([{ text: 'Advisers cannot change this' }]);
    expect(await failing(new ApiError({ kind: 'http', status: 400, code: 'Invalid' }))).toEqual([
      { text: loginErrorTexts.incorrectCurrentPassword },
    ]);
  });

  it('resubmits from error and can succeed', async () => {
    let answer: ChangePasswordResponse = refused(['Invalid']);
    const { fill, submit, settled, calls } = run(async () => answer);
    fill();
    submit();
    expect((await settled()).value).toBe('error');
    answer = ok;
    submit();
    const snap = await settled();
    expect(snap.value).toBe('success');
    expect(snap.context.errors).toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it('ends with lockedOut for a LockedOut code, so the app forces logout', async () => {
    const { actor, fill, submit } = run(async () => refused(['Invalid', 'LockedOut']));
    fill();
    submit();
    const snap = await waitFor(actor, (s) => s.status === 'done');
    expect(snap.value).toBe('lockedOut');
    expect(snap.output).toEqual({ outcome: 'lockedOut', message: loginErrorTexts.locked });
  });

  it('ends with lockedOut when a refused call carries LockedOut', async () => {
    const { actor, fill, submit } = run(async () => {
      throw new ApiError({ kind: 'http', status: 423, statusText: 'Locked', code: 'LockedOut', errorCodes: ['LockedOut'] });
    });
    fill();
    submit();
    const snap = await waitFor(actor, (s) => s.status === 'done');
    expect(snap.output?.outcome).toBe('lockedOut');
  });

  it("shows the server's message for a ReadOnly 403", async () => {
    const message = 'Changes cannot be made in read-only mode';
    const { fill, submit, settled } = run(async () => {
      throw new ApiError({ kind: 'http', status: 403, statusText: 'Forbidden', code: 'ReadOnly', message });
    });
    fill();
    submit();
    const snap = await settled();
    expect(snap.value).toBe('error');
    expect(snap.context.errors).toEqual([{ text: message }]);
  });

  it('shows the save-failure message for a ReadOnly 403 without a server message', async () => {
    const { fill, submit, settled } = run(async () => {
      throw new ApiError({ kind: 'http', status: 403, statusText: 'Forbidden', code: 'ReadOnly' });
    });
    fill();
    submit();
    const snap = await settled();
    expect(snap.context.errors).toEqual([{ text: generalTexts.saveFailed }]);
  });

  it('shows form codes sent with a 400', async () => {
    const { fill, submit, settled } = run(async () => {
      throw new ApiError({ kind: 'http', status: 400, statusText: 'Bad Request', code: 'BadRequest', errorCodes: ['ExistingPass'] });
    });
    fill();
    submit();
    const snap = await settled();
    expect(snap.context.errors.map((e) => e.text)).toEqual([loginErrorTexts.existingPass]);
  });

  const failures: Array<[string, Error]> = [
    ['network', new ApiError({ kind: 'network' })],
    ['503', new ApiError({ kind: 'http', status: 503, statusText: 'Service Unavailable' })],
    ['401', new ApiError({ kind: 'http', status: 401, statusText: 'Unauthorized', code: 'Unauthorized' })],
    ['invalid response', new ApiError({ kind: 'invalid-response', status: 200 })],
    ['unexpected', new Error('boom')],
  ];
  for (const [name, error] of failures) {
    it(`maps a ${name} failure with the login error mapping`, async () => {
      const { fill, submit, settled } = run(async () => {
        throw error;
      });
      fill();
      submit();
      const snap = await settled();
      expect(snap.value).toBe('error');
      const [shown] = snap.context.errors;
      if (name === '503') {
        expect(shown?.errorCode).toMatch(/^\d{4}$/);
        expect(shown?.text).toBe(loginErrorTexts.serviceUnavailable(shown?.errorCode ?? ''));
      } else {
        const kind = name === 'network' ? 'network' : name === '401' ? 'http' : 'unexpected';
        expect(shown?.text).toBe(loginErrorMessage({ kind, status: 401, code: 'Unauthorized' }).text);
      }
    });
  }

  for (const event of ['panel.open', 'panel.close', 'changePassword.cancel'] as const) {
    it(`resets fields and messages on ${event} from error and success`, async () => {
      let answer = refused(['Invalid']);
      const { actor, fill, submit, settled } = run(async () => answer);
      fill();
      submit();
      await settled();
      actor.send({ type: event });
      expect(actor.getSnapshot().value).toBe('default');
      expect(actor.getSnapshot().context).toMatchObject({ oldPassword: '', newPassword: '', confirmPassword: '', errors: [] });
      expect(actor.getSnapshot().context.open).toBe(event === 'panel.open');
      answer = ok;
      fill();
      submit();
      await settled();
      actor.send({ type: event });
      expect(actor.getSnapshot().value).toBe('default');
      expect(actor.getSnapshot().context.successMessage).toBeNull();
    });
  }

  it('abandons a call in flight when the panel closes', () => {
    const { actor, fill, submit } = run(never);
    fill();
    submit();
    actor.send({ type: 'changePassword.cancel' }); // Cancel is disabled with the fields
    expect(actor.getSnapshot().value).toBe('loading');
    actor.send({ type: 'panel.close' });
    expect(actor.getSnapshot().value).toBe('default');
    expect(actor.getSnapshot().context.open).toBe(false);
  });
});
