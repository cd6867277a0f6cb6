// Second factors, passkeys and re-authentication (issue 30). The spec has no words for these: plain
// English in the product's voice, kept here so components and tests share them.
import { SUPPORT } from './support.ts';
import { signInWithPasskeyLabel } from './passkey-label.ts';

export { signInWithPasskeyLabel } from './passkey-label.ts';

export const mfaTexts = {
  // Signing in.
  signInWithPasskey: signInWithPasskeyLabel,
  passkeyWaiting: 'Follow the steps on your device to use your passkey.',
  passkeyFailed: 'Your passkey could not be used. Please try again, or log in with your password.',
  secondFactorHeading: 'Confirm it is you',
  secondFactorIntro: 'Your account is protected by a second step. Choose how you want to confirm it is you.',
  usePasskey: 'Use a passkey',
  useApp: 'Use your authenticator app',
  useRecoveryCode: 'Use a recovery code',
  appCode: 'Code from your authenticator app',
  appCodeHelp: 'Enter the 6-digit code your authenticator app shows for the client portal.',
  recoveryCode: 'Recovery code',
  recoveryCodeHelp: 'Enter one of the recovery codes you saved when you set up the second step. Each code works once.',
  confirm: 'Confirm',
  cancel: 'Cancel',
  backToLogin: 'Back to log in',
  wrongCode: 'That code is not right. Please check it and try again.',
  tooManyCodes: 'Too many wrong codes. Please wait a few minutes and try again.',
  lostFactors: 'Lost your passkey, app and recovery codes? Reset your password with a reset code, then call us to unlock your account.',

  // Setting up.
  heading: 'Two-step login',
  enrolHeading: 'Set up two-step login',
  enrolRequired: 'Before you can use the portal, add a second way to confirm it is you. A passkey is the quickest.',
  offer: 'Protect your account with a passkey: log in with your fingerprint, face or device PIN instead of a password.',
  offerAccept: 'Add a passkey',
  offerDecline: 'Not now',
  on: 'Two-step login is on.',
  off: 'Two-step login is off.',
  turnOn: 'Turn on two-step login',
  turnOff: 'Turn off two-step login',
  turnOffConfirm: 'Turn off two-step login? Your passkeys, authenticator app and recovery codes will all be removed.',
  addPasskey: 'Add a passkey',
  passkeyAdded: 'Your passkey has been added.',
  passkeyNotAdded: 'Your passkey could not be added. Please try again.',
  passkeys: 'Passkeys',
  passkeyAddedOn: (date: string): string => `Added ${date}`,
  passkeyLastUsed: (date: string): string => `Last used ${date}`,
  removePasskey: (name: string): string => `Remove ${name}`,
  setUpApp: 'Use an authenticator app instead',
  app: 'Authenticator app',
  appOn: 'An authenticator app is set up.',
  removeApp: 'Remove authenticator app',
  appSetupIntro: 'Scan the QR code with your authenticator app, or type in the key, then enter the code it shows.',
  appKey: 'Key',
  qrCodeLabel: 'QR code for your authenticator app',
  appAdded: 'Your authenticator app has been set up.',
  recoveryCodesHeading: 'Your recovery codes',
  recoveryCodesIntro:
    'Keep these codes somewhere safe. If you lose your passkey and your app, each code lets you log in once. They are shown only now.',
  recoveryCodesLeft: (n: number): string => `${n} recovery ${n === 1 ? 'code' : 'codes'} left`,
  newRecoveryCodes: 'Make new recovery codes',
  savedCodes: 'I have saved my recovery codes',
  mustKeepOne: 'Advisers and support agents must keep at least one passkey or authenticator app.',
  changeFailed: 'Your change could not be saved. Please try again.',
  loadFailed: 'Sorry, there was a problem showing your two-step login. Please try again.',

  // Re-authentication before a sensitive change.
  reauthHeading: 'Confirm it is you',
  reauthIntro: 'For your security, confirm it is you before making this change.',
  reauthPassword: 'Password',
  reauthWrong: 'That password is not right. Please try again.',
  reauthFailed: 'We could not confirm it is you. Please try again.',
} as const;

/** The e-mails that tell a user about a change to how they log in (issue 30). */
export const securityNoticeTexts = {
  passwordChanged: {
    subject: 'Your password was changed',
    body: 'The password of your client portal login was changed. Every other device has been logged out.',
  },
  passwordReset: {
    subject: 'Your password was reset',
    body: 'The password of your client portal login was reset with a reset code. Every device has been logged out.',
  },
  mfaChanged: {
    subject: 'Your two-step login was changed',
    body: 'The two-step login of your client portal login was changed. Every other device has been logged out.',
  },
  footer: `If this was not you, call us straight away on ${SUPPORT.phone}.`,
} as const;

/** The second step's failures as the login's error messages: a passkey refused, a wrong code, too many. */
export function secondFactorErrorMessage(failure: 'passkeyFailed' | 'wrongCode' | 'tooManyCodes'): { key: typeof failure; text: string } {
  return { key: failure, text: mfaTexts[failure] };
}
