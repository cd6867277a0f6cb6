// The other public pages: forgotten password, register, reset, terms, and the live password checklist
// (spec §2, §4). Apart from login.ts so the login page's script does not carry them.

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

/** The live password checklist under 'Your password needs:' (register, reset, change password). */
export const passwordRulesTexts = {
  /** Shown (and announced) once no rule is unmet. */
  allMet: 'Your password meets all the requirements', // spec wording not shown
  /** Visually hidden before each unmet rule, so its icon is not the only cue. */
  unmetPrefix: 'Not yet met:', // spec wording not shown
} as const;
