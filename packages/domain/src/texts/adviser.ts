// The adviser's client-selection screen and adviser-only notices (spec §2, §6).
import { SUPPORT } from './support.ts';

export const adviserTexts = {
  logout: 'Logout',
  /** The adviser view's client header (spec §2 Transactions: 'a client and account header'). */
  clientReference: (reference: string): string => `Client reference ${reference}`, // spec wording not shown
  /** The selection screen's heading. */
  title: 'Choose a client to view', // spec wording not shown
  /** Accessible name of the selection list area while clients load. */
  loadingClients: 'Loading clients', // spec wording not shown
  selectFirm: 'Select a firm',
  selectClient: 'Select or search for the client',
  noLocations: 'There are no locations available',
  noClients: 'You have no clients available in selected location',
  fetchFailed: 'There was a problem while fetching data, please refresh the page to try again',
  // spec wording not shown: the help text's four points.
  helpReadOnly: 'You will see a read-only copy of the client portal: changes cannot be saved.', // spec wording not shown
  helpSwitchClient: 'Use the Switch client button at the top of the page to come back to this screen.', // spec wording not shown
  helpPasswords: 'Your password can only be changed on the adviser platform.', // spec wording not shown
  helpGuideLink: 'Read the adviser guide', // spec wording not shown
  helpSupport: (phone: string = SUPPORT.phone): string => `If you need help, please call us on ${phone}.`, // spec wording not shown
  /** Firm option label: 'name locationId'. */
  firmLabel: (name: string, locationId: string | number): string => `${name} ${locationId}`,
  /** Client option label: 'forename surname clientId'. */
  clientLabel: (forename: string, surname: string, clientId: string | number): string => `${forename} ${surname} ${clientId}`,
  /** Shown to an adviser on the ad-hoc fees page (spec §6). */
  readOnlyInputWarning: "You can input changes on this page but you won't be able to save them because the site is in read-only mode",
  /** Shown to an adviser on Settings. */
  settingsNotice: 'You are viewing this page in read-only mode, so changes to document preferences cannot be saved.', // spec wording not shown
} as const;
