// The accessibility statement (issue 17), in the form of the UK public-sector statement. Not spec text.

/** The footer link's label on its own: the login page needs only this, not the whole statement in its first JS. */
export const accessibilityLinkLabel = 'Accessibility statement';

export const accessibilityTexts = {
  title: 'Accessibility statement',
  linkLabel: accessibilityLinkLabel,
  intro:
    'This statement applies to the client portal. We want as many people as possible to be able to use it: you should be able to zoom in to 400% without text spilling off the screen, get around it using just a keyboard, and listen to it with a screen reader.',
  complianceHeading: 'Compliance status',
  compliance: 'The portal aims to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 to level AA.',
  fullyCompliant: 'We know of no part of the portal that does not meet this standard.',
  partiallyCompliant: 'The portal is partially compliant with this standard because of the exceptions listed below.',
  exceptionsHeading: 'Content that is not accessible',
  exceptionFound: (date: string): string => `Found on ${date}.`,
  exceptionFixBy: (date: string): string => `We plan to fix this by ${date}.`,
  testingHeading: 'How we tested the portal',
  testing: [
    'Every page and every component state is checked with axe-core against the WCAG 2.0, 2.1 and 2.2 A and AA rules on each change.',
    'Automated checks in Chromium on every page, including the support console and print pages: reflow at 320 pixels wide, text spacing and 200% text without clipped text, target sizes of at least 24 by 24 pixels, focus that is always visible and never hidden under the header or navigation, autocomplete on password and code fields, and help (contacts, live chat, phone) in the same place on every page that offers it.',
    "Every page has its own title, naming the page and the portal (and read-only mode when an adviser is viewing). Once you have logged in, following a link within the portal moves keyboard focus to the new page's main heading, and a screen reader announces the new page. An automated test in Chromium visits every page to check this.",
    'In the multi-step journeys (login and terms, forgotten password and reset, registration, fee authorisation, delivery preferences) automated tests check that nothing you have already entered is asked for again: it is filled in or carried over.',
    'Every page is kept as screenshots at phone and desktop width, in the standard and a firm theme, and compared on each change, so a change in how a page looks is seen in review.',
    'What a screen reader announces on the main pages is kept as reviewed snapshots, and the pages are checked by hand with a keyboard and a screen reader.',
  ],
  formatsHeading: 'Asking for information in another format',
  formats:
    'If you need information from the portal in another format, such as large print, audio or braille, call your adviser or our client support team. We will reply within 5 working days.',
  reportingHeading: 'Reporting accessibility problems',
  reporting:
    'If you find a problem not listed on this page, or think we are not meeting the standard, call our client support team or use live chat, and tell us the page and what happened.',
  preparedHeading: 'Preparation of this statement',
  prepared: (date: string): string => `This statement was prepared on ${date}. It is checked by automated tests on every change.`,
} as const;
