// The page names of the document title (WCAG 2.4.2): '{page} – {firm or product}', ' (read-only)' in
// the adviser view. Names follow the spec's screens (§2) and the navigation's own words (literals, not
// references to navigationTexts: a property read keeps the object in every bundle, the login page's too;
// texts.test.ts checks they agree).

/** The product's name where no firm theme names the firm. */
export const PRODUCT_NAME = 'Client portal'; // spec wording not shown

export const pageTitles = {
  login: 'Log in',
  forgotten: 'Forgotten password',
  register: 'Register',
  reset: 'Reset password',
  terms: 'Terms and conditions',
  adviser: 'Select a client',
  support: 'Support console',
  print: 'Print',
  error: 'Error',
  legalTerms: 'Terms of use',
  legalPrivacy: 'Privacy notice',
  accessibility: 'Accessibility statement',
  notFound: 'Page not found',
  twoStep: 'Two-step login',
  home: 'Home',
  folioDetails: 'Account summary',
  analysis: 'Analysis',
  memoAssets: 'Memo assets',
  changePassword: 'Change password',
  transactions: 'Transactions',
  incomeHistory: 'Income history',
  documents: 'Documents',
  news: 'News',
  personal: 'Personal details',
  settings: 'Settings',
  documentPrefsEdit: 'Document preferences',
  contacts: 'Contacts',
  legal: 'Legal info',
  authorisations: 'Authorisations',
  costs: 'Costs and charges', // spec wording not shown
} as const;

export type PageTitleKey = keyof typeof pageTitles;

/** The document title: '{page} – {firm or product}', and '(read-only)' when an adviser views a client. */
export function documentTitle(page: string, firm: string | undefined, readOnly = false): string {
  return `${page} – ${firm || PRODUCT_NAME}${readOnly ? ' (read-only)' : ''}`;
}

/** The live region's announcement after a client-side navigation. */
export const pageAnnouncement = (page: string): string => `${page} page`; // spec wording not shown
