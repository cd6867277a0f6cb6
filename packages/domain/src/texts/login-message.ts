// The shape of a login or form message of spec §8 'Login and registration', and the locked account's
// message: a module apart from the catalogue (login-errors.ts), so the login page shows the locked message
// on arriving locked out (spec §4) without carrying every other message in its first script.

export const FORGOTTEN_PATH = '/forgotten';

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

/** The locked account's words: the message and the part of it that links to /forgotten. */
export const lockedTexts = {
  locked: 'Your account has been locked. Click here to request new registration details.',
  lockedLinkLabel: 'Click here',
} as const;

/** The locked account's message, linking its 'Click here' to /forgotten. */
export const lockedMessage = (): ErrorMessage => ({
  key: 'locked',
  text: lockedTexts.locked,
  link: { href: FORGOTTEN_PATH, label: lockedTexts.lockedLinkLabel },
});
