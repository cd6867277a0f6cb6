// Personal details, contacts and legal pages (spec §2, §8).

export const personalTexts = {
  sections: {
    personalDetails: 'Personal details',
    contactDetails: 'Contact details',
    emailAddresses: 'Email address(es)',
    addresses: 'Address(es)',
    account: 'Account',
    bankAccounts: 'Bank account(s)',
  },
  /** Both for no postal address and for no e-mail address. */
  noAddress: 'Please contact your adviser to provide your address information',
  noBankAccount: 'Bank account to be set up',
} as const;

export const contactsTexts = {
  title: 'Contacts',
  contactingYourAdviser: 'Contacting your adviser',
  liveChat: 'Live chat', // spec wording not shown
} as const;

export const legalTexts = {
  title: 'Legal info',
  termsAndConditions: 'Terms and conditions', // spec wording not shown
  privacyPolicy: 'Privacy policy', // spec wording not shown
} as const;

export const newsTexts = {
  /** '{product} news' with the product name omitted. */
  heading: 'News',
  home: 'Home',
  added: 'Added',
  loadFailed: 'There has been a problem fetching the news, this will be fixed shortly',
  /** Text of an item's first link (it opens in a new tab). */
  readMore: 'Read more', // spec wording not shown
  /** The keyboard-reachable alternative to scrolling to the end of the list. */
  showMore: 'Show more news', // spec wording not shown
} as const;
