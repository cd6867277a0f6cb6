// Maps a failed login or a form's errorCodes to the catalogue of spec §8 'Login and
// registration', once, so the machines and the pages show the same words.
import { randomErrorCode } from '../error-code.ts';
import { loginErrorTexts } from './login.ts';
import { SUPPORT } from './support.ts';

export const FORGOTTEN_PATH = '/forgotten';

export type LoginFailureKind = 'http' | 'network' | 'unexpected';

export interface LoginFailure {
  /** 'http': the server answered with an error; 'network': no answer; 'unexpected': anything else. */
  kind: LoginFailureKind;
  status?: number;
  /** Error code from the response body (e.g. 'IncorrectCredentials', 'LockedOut'). */
  code?: string;
  /** Error code to show with a service-unavailable message; a random one when left out. */
  errorCode?: string;
}

export type LoginErrorKey =
  | 'incorrectDetails'
  | 'locked'
  | 'serviceUnavailable'
  | 'failedRequest'
  | 'unexpected'
  // Second factors (issue 30): texts in mfa.ts.
  | 'passkeyFailed'
  | 'wrongCode'
  | 'tooManyCodes';

export interface ErrorMessage {
  key: LoginErrorKey;
  text: string;
  /** A link to show with the text; when `label` occurs in `text`, that part is the link. */
  link?: { href: string; label: string };
  /** Four digits shown to the user and sent with the error report. */
  errorCode?: string;
}

/** The status texts that 401, 403 and 423 stand for. */
export const LOGIN_STATUS_TEXT: Readonly<Record<number, string>> = { 401: 'Unauthorized', 403: 'Forbidden', 423: 'Locked' };

// Typed to accept undefined: a missing code or status text is simply in neither set.
const INCORRECT_DETAILS_CODES: ReadonlySet<string | undefined> = new Set([
  'Unauthorized',
  'Forbidden',
  'NotClient',
  'IncorrectCredentials',
]);
const LOCKED_CODES: ReadonlySet<string | undefined> = new Set(['Locked', 'LockedOut']);

const incorrectDetails = (): ErrorMessage => ({
  key: 'incorrectDetails',
  text: loginErrorTexts.incorrectDetails,
  link: { href: SUPPORT.loginHelpHref, label: 'Having trouble logging in?' },
});

const locked = (): ErrorMessage => ({
  key: 'locked',
  text: loginErrorTexts.locked,
  link: { href: FORGOTTEN_PATH, label: loginErrorTexts.lockedLinkLabel },
});

const failedRequest = (): ErrorMessage => ({ key: 'failedRequest', text: loginErrorTexts.couldNotConnect });

/**
 * The message for a failed login. Status 500 and above: service unavailable with a four-digit
 * code. Otherwise a known body code decides, else the status text of 401/403/423:
 * Unauthorized, Forbidden, NotClient, IncorrectCredentials → incorrect details (with the
 * login-help link); Locked, LockedOut → locked (with a link to /forgotten); anything else, and a
 * network failure, → the failed-request ('couldn't connect') message. 'unexpected' → the
 * unexpected-error message.
 */
export function loginErrorMessage(failure: LoginFailure): ErrorMessage {
  if (failure.kind === 'unexpected') return { key: 'unexpected', text: loginErrorTexts.unexpected };
  if (failure.kind === 'network') return failedRequest();
  const { status, code } = failure;
  if ((status ?? 0) >= 500) {
    const errorCode = failure.errorCode ?? randomErrorCode();
    return { key: 'serviceUnavailable', text: loginErrorTexts.serviceUnavailable(errorCode), errorCode };
  }
  const key = INCORRECT_DETAILS_CODES.has(code) || LOCKED_CODES.has(code) ? code : LOGIN_STATUS_TEXT[status ?? 0];
  if (INCORRECT_DETAILS_CODES.has(key)) return incorrectDetails();
  if (LOCKED_CODES.has(key)) return locked();
  return failedRequest();
}

export type FormContext = 'forgotten' | 'changePassword' | 'register' | 'reset';

function invalidMessage(context: FormContext): string {
  switch (context) {
    case 'forgotten':
      return loginErrorTexts.invalidUsername;
    case 'changePassword':
      return loginErrorTexts.incorrectCurrentPassword;
    case 'register':
    case 'reset':
      return loginErrorTexts.incorrectUsernameOrCode;
  }
}

/**
 * The messages for a form's `errorCodes` array, in order and without repeats. Invalid depends on
 * the form; ExistingPass, UsernamePass, CommonPass, RecentlyUsedPass have their own texts; Locked/LockedOut
 * give the locked message; any other code gives the failed-request message (its text is not in
 * the spec). An empty or missing array gives [] (success).
 */
export function formCodeMessages(codes: readonly string[] | null | undefined, context: FormContext): string[] {
  const messages = (codes ?? []).map((code): string => {
    switch (code) {
      case 'Invalid':
        return invalidMessage(context);
      case 'ExistingPass':
        return loginErrorTexts.existingPass;
      case 'UsernamePass':
        return loginErrorTexts.usernamePass;
      case 'CommonPass':
        return loginErrorTexts.commonPass;
      case 'RecentlyUsedPass':
        return loginErrorTexts.recentlyUsedPass;
      case 'Locked':
      case 'LockedOut':
        return loginErrorTexts.locked;
      default:
        return loginErrorTexts.couldNotConnect;
    }
  });
  return [...new Set(messages)];
}
