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
  /** The page heading (the first section's name). */
  heading: 'Personal details',
  /** What a failed section load names in 'Sorry there was a problem retrieving your {thing}…'. */
  loadThing: 'personal details', // spec wording not shown
  changePassword: 'Change password',
  fields: {
    name: 'Name', // spec wording not shown
    clientId: 'Client number', // spec wording not shown
    dateOfBirth: 'Date of birth', // spec wording not shown
    nationalities: 'Nationality', // spec wording not shown
    countryOfResidence: 'Country of residence', // spec wording not shown
    gender: 'Gender', // spec wording not shown
    maritalStatus: 'Marital status', // spec wording not shown
    employmentStatus: 'Employment status', // spec wording not shown
    /** One row per country: 'Tax identifier (United Kingdom)'. */
    taxIdentifier: (country: string) => `Tax identifier (${country})`, // spec wording not shown
    fsaCategory: 'FCA client category', // spec wording not shown
    homePhone: 'Home phone', // spec wording not shown
    mobilePhone: 'Mobile phone', // spec wording not shown
    businessPhone: 'Business phone', // spec wording not shown
    primary: 'Primary', // spec wording not shown
    accountNumber: 'Account number', // spec wording not shown
    accountType: 'Account type', // spec wording not shown
    nickname: 'Nickname', // spec wording not shown
    accountName: 'Account name', // spec wording not shown
    sortCode: 'Sort code', // spec wording not shown
  },
  /** Accessible name of an account's nickname cell. */
  nicknameOf: (accountNumber: string) => `Nickname for account ${accountNumber}`, // spec wording not shown
  notProvided: 'Not provided', // spec wording not shown
  nicknameRequired: 'Enter a nickname', // spec wording not shown
  noAccounts: 'You have no accounts.', // spec wording not shown
} as const;

/** The inline-editable cell (spec §2 Common interface, §4 Editable cell). */
export const editableCellTexts = {
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  saving: 'Saving', // spec wording not shown
  /** Status after a successful save (spec §4: DONE). */
  saved: 'Saved', // spec wording not shown
  /** Shown in a cell with nothing in it. */
  empty: 'None', // spec wording not shown
} as const;

/** Editing a memo asset's value and value date on the memo assets page. */
export const memoAssetEditTexts = {
  valueOf: (description: string) => `Approximate value of ${description}`, // spec wording not shown
  dateOf: (description: string) => `Value date of ${description}`, // spec wording not shown
  futureDate: 'The value date cannot be in the future', // spec wording not shown
  invalidDate: 'Enter a valid date', // spec wording not shown
  valueRequired: 'Enter a value', // spec wording not shown
} as const;

/** The client autosuggest of spec §2 Common interface. */
export const clientAutosuggestTexts = {
  label: 'Client', // spec wording not shown
  placeholder: 'Type client...',
  noMatches: 'No matches found', // spec wording not shown
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

/** Signed-in devices on Personal details (issue 30 item 4; the spec has no such screen). */
export const signedInDevicesTexts = {
  title: 'Signed-in devices', // spec wording not shown
  intro: 'These devices are signed in to your account now. If you do not recognise one, sign it out and change your password.', // spec wording not shown
  loadThing: 'signed-in devices', // spec wording not shown
  thisDevice: 'This device', // spec wording not shown
  unknownBrowser: 'Unknown browser', // spec wording not shown
  unknownSystem: 'unknown system', // spec wording not shown
  /** '{browser} on {system}'. */
  deviceName: (browser: string, system: string) => `${browser} on ${system}`, // spec wording not shown
  deviceTypes: { desktop: 'Computer', mobile: 'Phone', tablet: 'Tablet', tv: 'TV' } as Record<string, string>, // spec wording not shown
  place: 'Location', // spec wording not shown
  unknownPlace: 'Unknown location', // spec wording not shown
  signedIn: 'Signed in', // spec wording not shown
  lastActive: 'Last active', // spec wording not shown
  signOut: 'Sign out', // spec wording not shown
  /** Accessible name of a device's Sign out button. */
  signOutLabel: (device: string) => `Sign out ${device}`, // spec wording not shown
  signOutOthers: 'Sign out all other devices', // spec wording not shown
  signingOut: 'Signing out', // spec wording not shown
  onlyThisDevice: 'No other device is signed in.', // spec wording not shown
  signedOut: (count: number) => (count === 1 ? '1 device has been signed out.' : `${count} devices have been signed out.`), // spec wording not shown
  signOutFailed: 'The device could not be signed out. Please try again.', // spec wording not shown
  /** What an adviser viewing the client sees instead of the list. */
  clientOnly: 'Only the client can see and sign out their devices.', // spec wording not shown
} as const;

/** Who looked at my account on Personal details (issue 30 item 5; the spec has no such screen). */
export const accessLogTexts = {
  title: 'Who has looked at my account', // spec wording not shown
  intro: 'Each time an adviser viewed your account on your behalf, newest first. Advisers can only look; they cannot change anything.', // spec wording not shown
  /** The adviser's view of the same log: their own visits only. */
  adviserIntro: 'Your own visits to this client’s account, newest first, as the client sees them.', // spec wording not shown
  loadThing: 'account access history', // spec wording not shown
  empty: 'No adviser has looked at your account.', // spec wording not shown
  adviserEmpty: 'You have not looked at this account before.', // spec wording not shown
  started: 'Started', // spec wording not shown
  ended: 'Ended', // spec wording not shown
  inProgress: 'In progress', // spec wording not shown
  timedOut: 'Timed out', // spec wording not shown
  pagesViewed: 'Pages viewed', // spec wording not shown
  noPages: 'None recorded', // spec wording not shown
  downloads: 'Downloads', // spec wording not shown
  noDownloads: 'None', // spec wording not shown
  /** 'Jane Smith, Northgate Wealth'. */
  visitor: (adviser: string, firm: string | null) => (firm ? `${adviser}, ${firm}` : adviser), // spec wording not shown
  previous: 'Newer', // spec wording not shown
  next: 'Older', // spec wording not shown
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`, // spec wording not shown
  pagination: 'Account access history pages', // spec wording not shown
} as const;
