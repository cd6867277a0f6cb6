import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError, registerRequest, type RegisterRequest, type RegisterResponse } from '@portal/api';
import { FORGOTTEN_PATH, formCodeMessages, loginErrorMessage, loginErrorTexts, loginTexts } from '@portal/domain';
import {
  canSubmitRegistration,
  registerRequestFor,
  registrationMachine,
  registrationPasswordCheck,
  type RegistrationFields,
} from './registration.machine.ts';

const GOOD = 'Harbour#Kite7';
const filled: RegistrationFields = {
  username: 'new.client@example.com',
  registrationCode: 'ABC123',
  newPassword: GOOD,
  confirmPassword: GOOD,
};

function run(answer: (request: RegisterRequest) => Promise<RegisterResponse>, pin: string | null = null) {
  const calls: RegisterRequest[] = [];
  const machine = registrationMachine.provide({
    actors: {
      register: fromPromise<RegisterResponse, RegisterRequest>(async ({ input }) => {
        calls.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { registrationCode: pin } }).start();
  const fill = (fields: Partial<RegistrationFields> = {}, terms = true) => {
    for (const [field, value] of Object.entries({ ...filled, ...fields })) {
      actor.send({ type: 'registration.change', field: field as keyof RegistrationFields, value });
    }
    actor.send({ type: 'registration.acceptTerms', accepted: terms });
  };
  const submit = () => actor.send({ type: 'registration.submit' });
  const settled = () => waitFor(actor, (s) => !s.matches('submitting'));
  return { actor, calls, fill, submit, settled };
}

describe('registration rules', () => {
  it('needs every box filled and the terms ticked', () => {
    expect(canSubmitRegistration({ ...filled, termsAccepted: true })).toBe(true);
    expect(canSubmitRegistration({ ...filled, termsAccepted: false })).toBe(false);
    for (const field of Object.keys(filled) as Array<keyof RegistrationFields>) {
      expect(canSubmitRegistration({ ...filled, [field]: '   ', termsAccepted: true })).toBe(false);
    }
  });

  it('needs the password rules met, on trimmed values', () => {
    expect(canSubmitRegistration({ ...filled, newPassword: ` ${GOOD} `, confirmPassword: GOOD, termsAccepted: true })).toBe(true);
    expect(canSubmitRegistration({ ...filled, confirmPassword: `${GOOD}!`, termsAccepted: true })).toBe(false);
    expect(registrationPasswordCheck({ ...filled, confirmPassword: `${GOOD}!` }).unmet).toEqual(['match']);
    expect(registrationPasswordCheck({ ...filled, newPassword: 'short', confirmPassword: 'short' }).ok).toBe(false);
    const withName = 'Xy#9ada.l';
    expect(registrationPasswordCheck({ ...filled, username: ' Ada.L ', newPassword: withName, confirmPassword: withName }).unmet).toEqual([
      'noUsername',
    ]);
  });

  it('builds the call body: trimmed, code as password, terms accepted, app CLIENT_PORTAL', () => {
    const body = registerRequestFor({ username: ' a@b.c ', registrationCode: ' 9X ', newPassword: ` ${GOOD} `, confirmPassword: GOOD });
    expect(body).toEqual({ username: 'a@b.c', password: '9X', newPassword: GOOD, termsAccepted: true, app: 'CLIENT_PORTAL' });
    expect(registerRequest.parse(body)).toEqual(body);
  });
});

describe('registration machine', () => {
  it('pre-fills the registration code from the pin parameter', () => {
    const { actor } = run(async () => ({ errorCodes: [] }), ' PIN42 ');
    expect(actor.getSnapshot().context.registrationCode).toBe('PIN42');
    expect(run(async () => ({ errorCodes: [] })).actor.getSnapshot().context.registrationCode).toBe('');
  });

  it('starts with empty boxes, the terms unticked and no message', () => {
    expect(run(async () => ({ errorCodes: [] })).actor.getSnapshot().context).toEqual({
      username: '',
      registrationCode: '',
      newPassword: '',
      confirmPassword: '',
      termsAccepted: false,
      errors: [],
    });
  });

  it('fails with the unexpected-error message when the app provides no register call', async () => {
    const actor = createActor(registrationMachine, { input: {} }).start();
    for (const [field, value] of Object.entries(filled)) {
      actor.send({ type: 'registration.change', field: field as keyof RegistrationFields, value });
    }
    actor.send({ type: 'registration.acceptTerms', accepted: true });
    actor.send({ type: 'registration.submit' });
    const snap = await waitFor(actor, (s) => s.matches('error'));
    expect(snap.context.errors).toEqual([{ text: loginErrorMessage({ kind: 'unexpected' }).text }]);
  });

  it('does not submit until everything is filled, valid and ticked', () => {
    const { actor, calls, fill, submit } = run(async () => ({ errorCodes: [] }));
    submit();
    fill({}, false);
    submit();
    fill({ registrationCode: '' });
    submit();
    fill({ confirmPassword: 'nope' });
    submit();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
    fill();
    expect(actor.getSnapshot().can({ type: 'registration.submit' })).toBe(true);
  });

  it('sends trimmed values and ends with the username on success', async () => {
    const { actor, calls, fill, submit } = run(async () => ({ errorCodes: [] }));
    fill({ username: '  new.client@example.com ', registrationCode: ' ABC123 ' });
    submit();
    expect(actor.getSnapshot().value).toBe('submitting');
    const snap = await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([
      { username: 'new.client@example.com', password: 'ABC123', newPassword: GOOD, termsAccepted: true, app: 'CLIENT_PORTAL' },
    ]);
    expect(snap.output).toEqual({
      username: 'new.client@example.com',
      message: loginTexts.registered('new.client@example.com'),
    });
    expect(snap.output?.message).toBe('Registration successfully completed, you may login in as new.client@example.com');
  });

  const codeCases: Array<[string[], string[]]> = [
    [['Invalid'], ['Your username or registration code has been entered incorrectly, please try again.']],
    [['ExistingPass'], [loginErrorTexts.existingPass]],
    [['UsernamePass'], [loginErrorTexts.usernamePass]],
    [['RecentlyUsedPass'], [loginErrorTexts.recentlyUsedPass]],
    [['Invalid', 'UsernamePass'], formCodeMessages(['Invalid', 'UsernamePass'], 'register')],
    [['NotAKnownCode'], [loginErrorTexts.couldNotConnect]],
  ];
  for (const [codes, texts] of codeCases) {
    it(`shows the messages for ${codes.join(', ')} and lets the user try again`, async () => {
      const { actor, fill, submit, settled } = run(async () => ({ errorCodes: codes }));
      fill();
      submit();
      const snap = await settled();
      expect(snap.value).toBe('error');
      expect(snap.context.errors.map((e) => e.text)).toEqual(texts);
      actor.send({ type: 'registration.change', field: 'registrationCode', value: 'NEW' });
      submit();
      expect(actor.getSnapshot().value).toBe('submitting');
      expect(actor.getSnapshot().context.errors).toEqual([]);
    });
  }

  it('links the locked message to /forgotten', async () => {
    const { fill, submit, settled } = run(async () => ({ errorCodes: ['LockedOut'] }));
    fill();
    submit();
    const snap = await settled();
    expect(snap.context.errors).toEqual([
      { text: loginErrorTexts.locked, link: { href: FORGOTTEN_PATH, label: loginErrorTexts.lockedLinkLabel } },
    ]);
  });

  it('shows form codes sent with a 400', async () => {
    const { fill, submit, settled } = run(async () => {
      throw new ApiError({ kind: 'http', status: 400, statusText: 'Bad Request', code: 'Invalid', errorCodes: ['Invalid'] });
    });
    fill();
    submit();
    const snap = await settled();
    expect(snap.context.errors.map((e) => e.text)).toEqual([loginErrorTexts.incorrectUsernameOrCode]);
  });

  const failures: Array<[string, Error, ReturnType<typeof loginErrorMessage>]> = [
    ['401', new ApiError({ kind: 'http', status: 401, statusText: 'Unauthorized' }), loginErrorMessage({ kind: 'http', status: 401 })],
    [
      '403 NotClient',
      new ApiError({ kind: 'http', status: 403, statusText: 'Forbidden', code: 'NotClient' }),
      loginErrorMessage({ kind: 'http', status: 403, code: 'NotClient' }),
    ],
    ['423', new ApiError({ kind: 'http', status: 423, statusText: 'Locked' }), loginErrorMessage({ kind: 'http', status: 423 })],
    [
      '429',
      new ApiError({ kind: 'http', status: 429, statusText: 'Too Many Requests', code: 'RateLimited' }),
      loginErrorMessage({ kind: 'http', status: 429, code: 'RateLimited' }),
    ],
    ['network', new ApiError({ kind: 'network' }), loginErrorMessage({ kind: 'network' })],
    ['unexpected', new Error('boom'), loginErrorMessage({ kind: 'unexpected' })],
  ];
  for (const [name, error, expected] of failures) {
    it(`maps a ${name} failure with the login error mapping`, async () => {
      const { fill, submit, settled } = run(async () => {
        throw error;
      });
      fill();
      submit();
      const snap = await settled();
      expect(snap.value).toBe('error');
      expect(snap.context.errors).toEqual([{ text: expected.text, ...(expected.link ? { link: expected.link } : {}) }]);
    });
  }

  it('shows a four-digit error code for 500 and above', async () => {
    const { fill, submit, settled } = run(async () => {
      throw new ApiError({ kind: 'http', status: 500, statusText: 'Internal Server Error', code: 'InternalError' });
    });
    fill();
    submit();
    const [shown] = (await settled()).context.errors;
    expect(shown?.errorCode).toMatch(/^\d{4}$/);
    expect(shown?.text).toBe(loginErrorTexts.serviceUnavailable(shown?.errorCode ?? ''));
  });
});
