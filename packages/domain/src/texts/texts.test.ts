import { describe, expect, it } from 'vitest';
import {
  documentTitle,
  pageTitles,
  SUPPORT,
  accountSummaryTexts,
  adviserTexts,
  authorisationsTexts,
  changePasswordTexts,
  commonTexts,
  documentsTexts,
  generalTexts,
  homeTexts,
  loadFailureMessage,
  networkFailureMessage,
  loginErrorTexts,
  loginTexts,
  memoAssetsTexts,
  navigationTexts,
  newsTexts,
  notFoundTexts,
  personalTexts,
  resetTexts,
  settingsTexts,
  termsTexts,
  transactionsTexts,
} from './index.ts';

// A few spot checks typed out from the spec, so a slip in the catalogue shows up here.
describe('text catalogue', () => {
  it('has the not-found page words', () => {
    expect(notFoundTexts).toEqual({
      heading: "Oh, that's unexpected.",
      text: "It looks like this page doesn't exist:",
      mainPageLink: 'to the main page',
    });
  });

  it('has the login links and registration welcome', () => {
    expect(loginTexts.forgotPassword).toBe('Forgot your password?');
    expect(loginTexts.register).toBe('New user? Register here');
    expect(loginTexts.havingTrouble).toBe('Having trouble logging in?');
    expect(loginTexts.registered('jsmith')).toBe('Registration successfully completed, you may login in as jsmith');
    expect(resetTexts.success).toBe('You have successfully changed your password.');
    expect(changePasswordTexts.success).toBe('You have successfully changed your password.');
    expect(termsTexts.failed).toBe('There was a problem with trying to accept terms. Please try again or contact support');
  });

  it('has the navigation', () => {
    expect(Object.values(navigationTexts.sideMenu)).toEqual([
      'Personal details',
      'Authorisations',
      'News',
      'Contacts',
      'Live support',
      'Legal info',
      'Settings',
      'Log out',
    ]);
    expect(Object.values(navigationTexts.nav)).toEqual(['Home', 'Analysis', 'Transactions', 'Documents', 'Library']);
    expect(navigationTexts.readOnlyBanner('adviser1')).toBe('adviser1 - read-only mode');
    expect(navigationTexts.switchClient).toBe('Switch client');
  });

  it('names each page in the title as the navigation does, with the product or firm and read-only for the adviser', () => {
    expect(pageTitles.home).toBe(navigationTexts.nav.home);
    expect(pageTitles.analysis).toBe(navigationTexts.nav.analysis);
    expect(pageTitles.transactions).toBe(navigationTexts.nav.transactions);
    expect(pageTitles.documents).toBe(navigationTexts.nav.documents);
    expect(pageTitles.news).toBe(navigationTexts.sideMenu.news);
    expect(pageTitles.personal).toBe(navigationTexts.sideMenu.personalDetails);
    expect(pageTitles.settings).toBe(navigationTexts.sideMenu.settings);
    expect(pageTitles.contacts).toBe(navigationTexts.sideMenu.contacts);
    expect(pageTitles.legal).toBe(navigationTexts.sideMenu.legalInfo);
    expect(pageTitles.authorisations).toBe(navigationTexts.sideMenu.authorisations);
    expect(documentTitle(pageTitles.home, undefined)).toBe('Home – Client portal');
    expect(documentTitle(pageTitles.home, 'Kittiwake Wealth', true)).toBe('Home – Kittiwake Wealth (read-only)');
  });

  it('has the adviser screen', () => {
    expect(adviserTexts.firmLabel('Acme', 40000012)).toBe('Acme 40000012');
    expect(adviserTexts.clientLabel('Jane', 'Smith', 1000001)).toBe('Jane Smith 1000001');
    expect(adviserTexts.noClients).toBe('You have no clients available in selected location');
  });

  it('has the common words', () => {
    expect(commonTexts.accountSelectPlaceholder).toBe('Select an account..');
    expect(commonTexts.accountSelectLoading).toBe('Loading account list..');
    expect(commonTexts.confirmDialogTitle).toBe('Are you sure you want to make this change?');
    expect([commonTexts.showMore, commonTexts.showLess, commonTexts.viewAll, commonTexts.viewLess]).toEqual([
      'Show more',
      'Show less',
      'View all',
      'View less',
    ]);
    expect([homeTexts.myPortfolio, homeTexts.myAccounts, homeTexts.myClosedAccounts, homeTexts.memoAssets]).toEqual([
      'My portfolio',
      'My accounts',
      'My closed accounts',
      'Memo Assets',
    ]);
    expect(memoAssetsTexts.backToHome).toBe('Back to home');
    expect(accountSummaryTexts.showMore).toBe('Show more');
  });

  it('has the transactions words', () => {
    expect(Object.values(transactionsTexts.columns)).toEqual([
      'Effective date',
      'Processed date',
      'Reporting date',
      'Description',
      'Units',
      'Price',
      'Fees',
      'Amount',
      'Cash balance',
    ]);
    expect(transactionsTexts.searchPlaceholder).toBe('search transactions..');
    expect(transactionsTexts.paidToBankAccount('12-34-56', '12345678')).toBe('Paid to bank account 12-34-56 / 12345678');
    expect(transactionsTexts.noData).toBe('No transactions have occurred within the selected date period. Please extend your date range.');
  });

  it('has the general messages', () => {
    expect(generalTexts.sessionEnded).toBe(
      'Sorry, you have been logged out for security. Please refresh the page or select a tab above to resume.',
    );
    expect(generalTexts.inactivityWarning).toBe('You are about to be logged out due to inactivity, would you like to continue?');
    expect(generalTexts.inactivityLoggedOut).toBe('Your account has been logged out due to inactivity');
    expect(generalTexts.loggedOutClient).toBe('You have been successfully logged out');
    expect(generalTexts.loggedOutAdviser).toBe('You have successfully logged out');
    // A network failure reads the same on the login page and in the global message (spec §8).
    expect(networkFailureMessage()).toBe(loginErrorTexts.couldNotConnect);
    expect(networkFailureMessage()).toMatch(/^Sorry but we couldn't connect to the service\. .*0800 123 4567.*support@example\.com\.$/);
    expect(generalTexts.summaryDownloadFailed('0800 123 4567', 'Account')).toBe(
      'An error occurred when attempting to download your Account Summary information, please try again or call us on 0800 123 4567.',
    );
    expect(generalTexts.loadFailed('addresses')).toMatch(/^Sorry there was a problem retrieving your addresses\. Please contact us/);
  });

  it('escalates the load-failure message after more than 2 retries', () => {
    expect(loadFailureMessage('memo assets', 2)).toBe(generalTexts.loadFailed('memo assets'));
    expect(loadFailureMessage('memo assets', 3)).toMatch(/^The error has not been resolved by re-trying\. /);
  });

  it('has the feature messages', () => {
    expect(settingsTexts.saved).toBe('Your changes to document delivery preferences have been updated successfully');
    expect(authorisationsTexts.dialogTitle).toBe('Ad-hoc fees ongoing authority');
    expect(documentsTexts.markAsReadFailed).toBe(
      'There was a problem marking this document as read. It might show as unread on future logins.',
    );
    expect(newsTexts.loadFailed).toBe('There has been a problem fetching the news, this will be fixed shortly');
    expect(personalTexts.noBankAccount).toBe('Bank account to be set up');
    expect(loginErrorTexts.usernamePass).toBe('Your password cannot resemble your username.');
  });

  it('has the support details', () => {
    expect(SUPPORT.phone).toBe('0800 123 4567');
    expect(SUPPORT.email).toBe('support@example.com');
    expect(SUPPORT.hours).toBe('8:30am to 5:30pm Monday to Friday, excluding bank holidays');
  });
});

describe('text catalogue: contacts, legal and settings', () => {
  it('has the support hours and the adviser block title of the spec', async () => {
    const { contactsPageTexts, contactsTexts, legalPageTexts, termsSections, privacySections } = await import('./index.ts');
    expect(contactsPageTexts.hours).toBe('8:30am to 5:30pm Monday to Friday excluding bank holidays');
    expect(contactsPageTexts.yourAdviser).toBe(contactsTexts.contactingYourAdviser);
    expect(legalPageTexts.termsLink).toBe('Terms and conditions');
    expect(termsSections.length).toBeGreaterThan(3);
    expect(privacySections.length).toBeGreaterThan(3);
  });

  it('has the settings and authorisation words of the spec', () => {
    expect(settingsTexts.chooseDelivery).toBe('Please choose how you would like to receive the following correspondence:');
    expect(authorisationsTexts.dialogTitle).toBe('Ad-hoc fees ongoing authority');
    expect(authorisationsTexts.readOnlyWarning).toBe(
      "You can input changes on this page but you won't be able to save them because the site is in read-only mode",
    );
  });
});

describe('annual advice fee', () => {
  it('reads the rate with its yearly amount, or whichever one is known', () => {
    expect(accountSummaryTexts.annualAdviceFee).toBe('Annual advice fee');
    expect(accountSummaryTexts.annualAdviceFeeValue('0.75%', '£1,230.00')).toBe('0.75% (£1,230.00 a year)');
    expect(accountSummaryTexts.annualAdviceFeeValue('0.75%', null)).toBe('0.75%');
    expect(accountSummaryTexts.annualAdviceFeeValue(null, '£1,230.00')).toBe('£1,230.00 a year');
  });
});
