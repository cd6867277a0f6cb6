// Side menu, bottom/side navigation and header (spec §2 'Navigation and header').

export const navigationTexts = {
  sideMenu: {
    personalDetails: 'Personal details',
    authorisations: 'Authorisations',
    news: 'News',
    contacts: 'Contacts',
    liveSupport: 'Live support',
    legalInfo: 'Legal info',
    settings: 'Settings',
    logOut: 'Log out',
  },
  nav: {
    home: 'Home',
    analysis: 'Analysis',
    transactions: 'Transactions',
    documents: 'Documents',
    library: 'Library',
  },
  /** Badge on Documents when unread documents exist. */
  unreadBadge: '!',
  menuButton: 'Menu', // spec wording not shown
  /** Accessible name of the main navigation landmark. */
  mainNavigation: 'Main', // spec wording not shown
  switchClient: 'Switch client',
  switchClientError: 'Something went wrong while switching clients, please try again',
  /** The adviser banner in the header. */
  readOnlyBanner: (username: string): string => `${username} - read-only mode`,
} as const;
