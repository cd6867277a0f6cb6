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
} as const;
