// Authorisations: ad-hoc fee authority (spec §2, §4, §6).

export const authorisationsTexts = {
  title: 'Authorisations',
  adHocFees: 'Ad-hoc fees',
  dialogTitle: 'Ad-hoc fees ongoing authority',
  authorise: 'Authorise',
  removeAuthorisation: 'Remove authorisation',
  iAgree: 'I agree',
  success: 'You have now successfully updated your fee authorisation preferences',
  successDetail: 'You can switch this authority off or back on at any time.', // spec wording not shown
  updateFailed:
    'There was a problem updating your fee authorisation. Please try again and if the problem persists, please contact support.', // spec wording not shown
  readOnlyWarning: "You can input changes on this page but you won't be able to save them because the site is in read-only mode",
  /** The switch's label in the accordion. */
  switchLabel: 'Ad-hoc fees ongoing authority',
  /** What the authority means, in the accordion and the dialog. */
  explanation: 'You can give your adviser ongoing authority to take ad-hoc adviser fees from your accounts without asking you each time.', // spec wording not shown
  on: 'Authorised', // spec wording not shown
  off: 'Not authorised', // spec wording not shown
  lastUpdated: (date: string): string => `Last updated ${date}`, // spec wording not shown
  choiceLabel: 'Your choice', // spec wording not shown
  submit: 'Submit',
  cancel: 'Cancel',
} as const;
