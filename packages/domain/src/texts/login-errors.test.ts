import { describe, expect, it } from 'vitest';
import { formCodeMessages, loginErrorMessage } from './login-errors.ts';
import { loginErrorTexts } from './login.ts';

const INCORRECT = 'Your username and/or password has been entered incorrectly. Please check your login details and try again.';
const LOCKED = 'Your account has been locked. Click here to request new registration details.';

describe('loginErrorMessage', () => {
  it.each([401, 403])('status %i shows the incorrect-details message with the login-help link', (status) => {
    const message = loginErrorMessage({ kind: 'http', status });
    expect(message.text).toBe(INCORRECT);
    expect(message.link?.label).toBe('Having trouble logging in?');
  });

  it('status 423 shows the locked message linking to /forgotten', () => {
    expect(loginErrorMessage({ kind: 'http', status: 423 })).toEqual({
      key: 'locked',
      text: LOCKED,
      link: { href: '/forgotten', label: 'Click here' },
    });
  });

  it.each(['Unauthorized', 'Forbidden', 'NotClient', 'IncorrectCredentials'])('code %s → incorrect details', (code) => {
    expect(loginErrorMessage({ kind: 'http', status: 400, code }).key).toBe('incorrectDetails');
  });

  it.each(['Locked', 'LockedOut'])('code %s → locked, whatever the 4xx status', (code) => {
    expect(loginErrorMessage({ kind: 'http', status: 401, code }).text).toBe(LOCKED);
  });

  it('status 500 and above: service unavailable with a four-digit code', () => {
    const message = loginErrorMessage({ kind: 'http', status: 503, code: 'LockedOut' });
    expect(message.key).toBe('serviceUnavailable');
    expect(message.errorCode).toMatch(/^\d{4}$/);
    expect(message.text).toContain(message.errorCode);
    expect(loginErrorMessage({ kind: 'http', status: 500, errorCode: '0042' }).text).toBe(loginErrorTexts.serviceUnavailable('0042'));
  });

  it('anything else, and network failures, give the failed-request message', () => {
    expect(loginErrorMessage({ kind: 'http', status: 400, code: 'Other' }).key).toBe('failedRequest');
    expect(loginErrorMessage({ kind: 'http', status: 404 }).text).toMatch(/^Sorry but we couldn't connect to the service/);
    expect(loginErrorMessage({ kind: 'network' }).text).toContain('0800 123 4567');
    expect(loginErrorMessage({ kind: 'network' }).text).toContain('support@example.com');
  });

  it('unexpected errors ask to log in again', () => {
    expect(loginErrorMessage({ kind: 'unexpected' }).text).toMatch(/^An unexpected error occurred\. Please try to login again/);
  });
});

describe('formCodeMessages', () => {
  it('gives CommonPass its own text (a password on the list of common and breached ones)', () => {
    expect(formCodeMessages(['CommonPass'], 'register')).toEqual([loginErrorTexts.commonPass]);
  });

  it('words Invalid by form', () => {
    expect(formCodeMessages(['Invalid'], 'forgotten')).toEqual(['The username you have provided is invalid.']);
    expect(formCodeMessages(['Invalid'], 'changePassword')).toEqual([
      'The current password has been entered incorrectly, please try again.',
    ]);
    expect(formCodeMessages(['Invalid'], 'register')).toEqual([
      'Your username or registration code has been entered incorrectly, please try again.',
    ]);
    expect(formCodeMessages(['Invalid'], 'reset')).toEqual([
      'Your username or registration code has been entered incorrectly, please try again.',
    ]);
  });

  it('lists each matching message once, in order', () => {
    expect(formCodeMessages(['ExistingPass', 'UsernamePass', 'RecentlyUsedPass', 'ExistingPass'], 'changePassword')).toEqual([
      'Your new password cannot be your existing password.',
      'Your password cannot resemble your username.',
      'The password you have entered has been recently used. Your new password must differ by at least one character.',
    ]);
  });

  it('is empty for no codes and maps LockedOut to the locked message', () => {
    expect(formCodeMessages([], 'reset')).toEqual([]);
    expect(formCodeMessages(undefined, 'reset')).toEqual([]);
    expect(formCodeMessages(['LockedOut'], 'changePassword')).toEqual([LOCKED]);
    expect(formCodeMessages(['Whatever'], 'register')).toEqual([loginErrorTexts.couldNotConnect]);
  });
});

describe('loginErrorMessage: which decides, code or status', () => {
  it('a known code wins over the status; an unknown code falls back to the status text', () => {
    expect(loginErrorMessage({ kind: 'http', status: 423, code: 'IncorrectCredentials' }).key).toBe('incorrectDetails');
    expect(loginErrorMessage({ kind: 'http', status: 401, code: 'Other' }).key).toBe('incorrectDetails');
    expect(loginErrorMessage({ kind: 'http', status: 423, code: 'Other' }).key).toBe('locked');
    expect(loginErrorMessage({ kind: 'http', code: 'Locked' }).key).toBe('locked');
    expect(loginErrorMessage({ kind: 'http' }).key).toBe('failedRequest');
    expect(loginErrorMessage({ kind: 'http', status: 499 }).key).toBe('failedRequest');
    expect(loginErrorMessage({ kind: 'network' })).toEqual({ key: 'failedRequest', text: loginErrorTexts.couldNotConnect });
    expect(loginErrorMessage({ kind: 'unexpected' })).toEqual({ key: 'unexpected', text: loginErrorTexts.unexpected });
  });
});
