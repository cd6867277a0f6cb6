// Legal info (spec §2 Legal) and our own terms and privacy pages: placeholder demo wording.

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export const legalPageTexts = {
  heading: 'Legal info', // spec wording not shown
  intro: 'Our terms and conditions and privacy policy open in a new tab.', // spec wording not shown
  termsLink: 'Terms and conditions',
  privacyLink: 'Privacy policy',
  /** The link on the terms page to the terms the client is asked to accept. */
  readTerms: 'Read the terms and conditions', // spec wording not shown
  backToPortal: 'Back to the portal', // spec wording not shown
  termsTitle: 'Terms and conditions',
  privacyTitle: 'Privacy policy',
  lastUpdated: 'Last updated 1 November 2026', // placeholder demo wording
} as const;

export const termsSections: readonly LegalSection[] = [
  {
    heading: '1. About these terms',
    paragraphs: [
      'These terms govern your use of the client portal, through which you can view your accounts, portfolios, transactions, documents and personal details held with us.',
      'By accepting these terms you agree to use the portal only for your own accounts and in line with these terms.',
    ],
  },
  {
    heading: '2. Your login details',
    paragraphs: [
      'Keep your username and password secret. Do not share them with anyone, including your adviser.',
      'Tell us at once if you think someone else knows your login details. We will never ask you for your password.',
    ],
  },
  {
    heading: '3. The information we show',
    paragraphs: [
      'Valuations are indicative and based on the latest prices available to us. They may not reflect trades and transactions in progress until the following business day.',
      'The value of investments can go down as well as up, and you may get back less than you invested.',
    ],
  },
  {
    heading: '4. Your adviser',
    paragraphs: [
      'Your financial adviser may view your portal in read-only mode to help you. Your adviser cannot make changes on your behalf through the portal.',
      'If you give your adviser ongoing authority to take ad-hoc fees, you can remove it at any time on the Authorisations page.',
    ],
  },
  {
    heading: '5. Documents and correspondence',
    paragraphs: [
      'You choose how each type of correspondence is delivered on the Settings page. Documents delivered online are available in the Documents section.',
    ],
  },
  {
    heading: '6. Availability and changes',
    paragraphs: [
      'We aim to keep the portal available at all times but may suspend it for maintenance. We may change these terms; when we do, we will ask you to accept the new terms when you next log in.',
    ],
  },
];

export const privacySections: readonly LegalSection[] = [
  {
    heading: '1. Who we are',
    paragraphs: [
      'We are the provider of your investment accounts and the controller of the personal data we hold about you for those accounts.',
    ],
  },
  {
    heading: '2. What we hold',
    paragraphs: [
      'Your name, contact details, addresses, bank account details, account holdings and transactions, your correspondence preferences, and a record of your logins to the portal.',
    ],
  },
  {
    heading: '3. Why we use it',
    paragraphs: [
      'To run your accounts, to meet our legal and regulatory duties, to keep the portal secure, and to let your adviser support you.',
    ],
  },
  {
    heading: '4. Who we share it with',
    paragraphs: [
      'Your financial adviser, the firms that help us run your accounts under contract, and regulators and authorities where the law requires it. We do not sell your data.',
    ],
  },
  {
    heading: '5. Cookies',
    paragraphs: [
      'The portal uses cookies that are needed to keep you logged in and to log you out after a period of inactivity. We do not use advertising cookies.',
      'It also keeps a few settings in your browser’s storage, such as whether you have used the portal on this device before and how you prefer to log in. They hold nothing about your accounts, and clearing your browser’s data removes them.',
    ],
  },
  {
    heading: '6. Your rights',
    paragraphs: [
      'You can ask for a copy of your data, ask us to correct it, or object to how we use it. Contact client relations using the details on the Contacts page.',
    ],
  },
];
