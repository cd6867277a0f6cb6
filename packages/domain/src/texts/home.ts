// Home, welcome and memo assets (spec §2).

export const homeTexts = {
  heading: (forename: string): string => `Welcome back, ${forename}`, // spec wording not shown
  myPortfolio: 'My portfolio',
  accountValue: 'Account value',
  jointWith: 'Held jointly with', // spec wording not shown
  myAccounts: 'My accounts',
  myClosedAccounts: 'My closed accounts',
  memoAssets: 'Memo Assets',
  viewCombinedPortfolio: 'View combined portfolio', // spec wording not shown
  // Welcome (first login)
  welcomeGreeting: (forename: string): string => `Hello ${forename}`, // spec wording not shown
  welcomeMessage: 'Welcome to your client portal, where you can see your accounts, transactions and documents.', // spec wording not shown
  continueToHome: 'Continue to home',
  contactAdviser: 'Contact your adviser', // spec wording not shown
} as const;

export const memoAssetsTexts = {
  heading: 'Memo Assets',
  backToHome: 'Back to home',
  loadError: 'There was a problem fetching your memo assets. Click for more details.',
  planNumber: 'Plan number', // spec wording not shown
  institution: 'Institution', // spec wording not shown
  approximateValue: 'Approximate value', // spec wording not shown
  valueEffectiveDate: 'Value as at', // spec wording not shown
  none: 'You have no memo assets with a value to show.', // spec wording not shown
} as const;
