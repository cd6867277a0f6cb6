// Public pages: login, forgotten password, register, reset, terms, and their messages
// (spec §2, §4, §8 'Login and registration').
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

export const forgottenTexts = {
  title: 'Forgotten password', // spec wording not shown
  submit: 'Submit',
  backToLogin: 'Back to login',
  lostUsername: 'Forgotten your username?', // spec wording not shown
} as const;

export const registerTexts = {
  title: 'Register', // spec wording not shown
  registrationCode: 'Registration code', // spec wording not shown
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  acceptTerms: 'I accept the terms and conditions', // spec wording not shown
  submit: 'Submit',
} as const;

export const resetTexts = {
  title: 'Reset password', // spec wording not shown
  registrationCode: 'Registration code', // spec wording not shown
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  codeExplanation: 'We have e-mailed you a registration code. It may take up to 30 minutes to arrive.', // spec wording not shown
  submit: 'Submit',
  success: 'You have successfully changed your password.',
} as const;

export const termsTexts = {
  title: 'New terms and conditions', // spec wording not shown
  agree: 'I agree to the new terms and conditions', // spec wording not shown
  intro: 'We have updated our terms and conditions. Please read them and tick the box to confirm you agree before you continue.', // spec wording not shown
  submit: 'Submit',
  backToLogin: 'Back to login',
  failed: 'There was a problem with trying to accept terms. Please try again or contact support',
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
  recentlyUsedPass: 'The password you have entered has been recently used. Your new password must differ by at least one character.',
} as const;

/** The live password checklist under 'Your password needs:' (register, reset, change password). */
export const passwordRulesTexts = {
  /** Shown (and announced) once no rule is unmet. */
  allMet: 'Your password meets all the requirements', // spec wording not shown
  /** Visually hidden before each unmet rule, so its icon is not the only cue. */
  unmetPrefix: 'Not yet met:', // spec wording not shown
} as const;
