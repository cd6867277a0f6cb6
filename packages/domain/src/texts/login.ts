// The login page and the messages of spec §8 'Login and registration' (spec §2, §4). The other public
// pages' words are in registration.ts: the login page is on a byte budget and loads those pages lazily.
import { SUPPORT } from './support.ts';

export const loginTexts = {
  username: 'Username',
  password: 'Password',
  showPassword: 'Show password', // spec wording not shown
  hidePassword: 'Hide password', // spec wording not shown
  login: 'Log in', // spec wording not shown
  usernameInfoLabel: 'About your username', // spec wording not shown
  usernameInfo: "Your username is either your client reference, which starts with '100', or the e-mail address you registered with.", // spec wording not shown
  forgotPassword: 'Forgot your password?',
  register: 'New user? Register here',
  havingTrouble: 'Having trouble logging in?',
  support: `If you need help, call us on ${SUPPORT.phone}, ${SUPPORT.hours}, or use live chat.`, // spec wording not shown
  liveChat: 'Live chat', // spec wording not shown
  registered: (name: string): string => `Registration successfully completed, you may login in as ${name}`,
} as const;

/** The messages of spec §8 'Login and registration'. */
export const loginErrorTexts = {
  incorrectDetails: 'Your username and/or password has been entered incorrectly. Please check your login details and try again.',
  locked: 'Your account has been locked. Click here to request new registration details.',
  lockedLinkLabel: 'Click here',
  serviceUnavailable: (errorCode: string): string =>
    `Sorry, the service is currently unavailable. Please contact support by e-mail at ${SUPPORT.email} or by phone on ${SUPPORT.phone}. Error code: ${errorCode}`, // spec wording not shown
  couldNotConnect: `Sorry but we couldn't connect to the service. Please try again later, or contact support on ${SUPPORT.phone} (8:30am to 5:30pm) or by e-mail at ${SUPPORT.email}.`, // spec wording not shown (ends '...')
  unexpected: 'An unexpected error occurred. Please try to login again. If the problem persists, please contact support.', // spec wording not shown (ends '...')
  invalidUsername: 'The username you have provided is invalid.',
  incorrectCurrentPassword: 'The current password has been entered incorrectly, please try again.',
  incorrectUsernameOrCode: 'Your username or registration code has been entered incorrectly, please try again.',
  existingPass: 'Your new password cannot be your existing password.',
  usernamePass: 'Your password cannot resemble your username.',
  commonPass: 'This password is too common: it appears in lists of passwords known to attackers. Please choose another.', // not in the spec (security review M6)
  recentlyUsedPass: 'The password you have entered has been recently used. Your new password must differ by at least one character.',
} as const;
