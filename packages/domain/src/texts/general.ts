// General messages of spec §4 and §8: load and save failures, session and inactivity, logout,
// downloads, error pages and banners that are not tied to one feature.
import { SUPPORT } from './support.ts';

/**
 * No answer from the service (a network failure), in the global message (spec §8): the words of the login
 * page's loginErrorTexts.couldNotConnect (a test keeps them equal), written again, and outside generalTexts,
 * so neither the login page's nor a client page's first script carries more than it shows (a function: a
 * constant template reading SUPPORT is kept by the bundler wherever the module goes).
 */
export const networkFailureMessage = (): string =>
  `Sorry but we couldn't connect to the service. Please try again later, or contact support on ${SUPPORT.phone} (8:30am to 5:30pm) or by e-mail at ${SUPPORT.email}.`; // spec wording not shown

/** After more than this many retries the load-failure message changes (spec §9). */
export const RETRY_MESSAGE_THRESHOLD = 2;

const contactAdvice = (phone: string = SUPPORT.phone, email: string = SUPPORT.email): string =>
  `Please contact us on ${phone} (${SUPPORT.hours}) or e-mail ${email}.`; // spec wording not shown

export const generalTexts = {
  loadFailed: (thing: string, phone: string = SUPPORT.phone): string =>
    `Sorry there was a problem retrieving your ${thing}. Please contact us on ${phone} if the problem continues.`, // spec wording not shown (ends '...')
  critical: 'An error occurred while you were attempting to use the product.',
  notResolvedByRetrying: 'The error has not been resolved by re-trying.',
  contactAdvice,
  saveFailed: 'An error occurred when attempting to save your changes. Please try again or call us',
  fatal: (errorCode: string): string =>
    `Sorry, something went wrong while showing this page. Please refresh the page and if the problem persists, contact support quoting error code ${errorCode}.`, // spec wording not shown
  // Inactivity and session
  inactivityWarning: 'You are about to be logged out due to inactivity, would you like to continue?',
  inactivityContinue: 'Continue',
  inactivityLoggedOut: 'Your account has been logged out due to inactivity',
  sessionEnded: 'Sorry, you have been logged out for security. Please refresh the page or select a tab above to resume.',
  /** Heading above the session-ended message. */
  sessionEndedTitle: 'You have been logged out', // spec wording not shown
  /** The link on the session-ended message back to the login page. */
  sessionEndedLogin: 'Log in again', // spec wording not shown
  loggedOutClient: 'You have been successfully logged out',
  loggedOutAdviser: 'You have successfully logged out',
  // Downloads
  summaryDownloadFailed: (
    phone: string = SUPPORT.phone,
    summary: 'Portfolio' | 'Account' | 'Portfolio/Account' = 'Portfolio/Account',
  ): string =>
    `An error occurred when attempting to download your ${summary} Summary information, please try again or call us on ${phone}.`,
  pdfFailed: 'The PDF download is not working at the moment. Please try it again and if the problem persists, please contact support.',
  // Banners
  pendingTrades:
    'The information displayed on this page does not reflect updates to in progress trades and transactions until the following business day.', // spec wording not shown (full wording)
  termsFailed: 'There was a problem with trying to accept terms. Please try again or contact support',
  // Error pages
  oopsTitle: 'Oops',
  oopsText: (phone: string = SUPPORT.phone, email: string = SUPPORT.email): string =>
    `Something went wrong. Please phone client relations on ${phone} or e-mail ${email}.`, // spec wording not shown
  sorryTitle: 'Sorry',
  sorryText: 'Your access to this page has been lost. Please contact your financial adviser.', // spec wording not shown
  sorryContactsLink: 'Contacts',
  accessDenied: 'You do not have access to this page.', // spec wording not shown
} as const;

/**
 * The message for a failed data load after `numberOfRetries` retries: the generic message,
 * or once retrying has not helped (more than 2 retries) the 'not resolved' message with contact
 * advice.
 */
export function loadFailureMessage(thing: string, numberOfRetries: number): string {
  return numberOfRetries > RETRY_MESSAGE_THRESHOLD
    ? `${generalTexts.notResolvedByRetrying} ${contactAdvice()}`
    : generalTexts.loadFailed(thing);
}

/** The global message's collapsible title in the client pages, by severity (spec §2 Common interface). */
export const globalMessageTitles = {
  error: 'There is a problem', // spec wording not shown
  warning: 'Please note', // spec wording not shown
  info: 'For your information', // spec wording not shown
  success: 'Done', // spec wording not shown
} as const;
