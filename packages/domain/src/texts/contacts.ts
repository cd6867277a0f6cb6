// Contacts (spec §2 Contacts, §9 support hours and the placeholder adviser).

export const contactsPageTexts = {
  heading: 'Contacts',
  yourAdviser: 'Contacting your adviser',
  provider: 'Contacting us', // spec wording not shown
  email: 'E-mail', // spec wording not shown
  phone: 'Phone', // spec wording not shown
  liveChat: 'Live chat', // spec wording not shown
  startLiveChat: 'Start a live chat', // spec wording not shown
  postalAddress: 'Postal address', // spec wording not shown
  supportHours: 'Support hours', // spec wording not shown
  hours: '8:30am to 5:30pm Monday to Friday excluding bank holidays',
  /** The provider's postal address: placeholder demo address. */
  providerAddress: ['Client Relations', 'Example Investments Ltd', '1 Example Street', 'London', 'EC1A 1AA'],
  adviserAddress: 'Address', // spec wording not shown
} as const;
