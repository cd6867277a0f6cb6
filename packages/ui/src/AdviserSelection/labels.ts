/** The client-selection screen's words, defaulting to `adviserTexts` in @portal/domain. */
import { adviserTexts } from '@portal/domain';

/** Texts of the help block. */
export interface AdviserHelpLabels {
  /** @default adviserTexts.helpReadOnly */
  readOnly: string;
  /** @default adviserTexts.helpSwitchClient */
  switchClient: string;
  /** @default adviserTexts.helpPasswords */
  passwords: string;
  /** @default adviserTexts.helpGuideLink */
  guideLink: string;
  /** @default adviserTexts.helpSupport */
  support: (phone: string) => string;
}

/** Texts of the whole screen (header and help included). */
export interface AdviserSelectionLabels extends AdviserHelpLabels {
  /** @default 'Choose a client to view' */
  title: string;
  /** @default adviserTexts.selectFirm */
  selectFirm: string;
  /** @default adviserTexts.selectClient */
  selectClient: string;
  /** @default adviserTexts.noLocations */
  noLocations: string;
  /** @default adviserTexts.noClients */
  noClients: string;
  /** Spinner while impersonation starts. @default adviserTexts.loadingClients */
  starting: string;
  /** @default adviserTexts.fetchFailed */
  fetchFailed: string;
  /** A firm option. @default adviserTexts.firmLabel ('<name> <locationId>') */
  firmOption: (name: string, locationId: number) => string;
  /** A client option. @default adviserTexts.clientLabel */
  clientOption: (forename: string, surname: string, clientId: number) => string;
  /** @default 'Logout' */
  logout: string;
}

export const defaultAdviserHelpLabels: AdviserHelpLabels = {
  readOnly: adviserTexts.helpReadOnly,
  switchClient: adviserTexts.helpSwitchClient,
  passwords: adviserTexts.helpPasswords,
  guideLink: adviserTexts.helpGuideLink,
  support: adviserTexts.helpSupport,
};

export const defaultAdviserSelectionLabels: AdviserSelectionLabels = {
  ...defaultAdviserHelpLabels,
  title: adviserTexts.title,
  selectFirm: adviserTexts.selectFirm,
  selectClient: adviserTexts.selectClient,
  noLocations: adviserTexts.noLocations,
  noClients: adviserTexts.noClients,
  starting: adviserTexts.loadingClients,
  fetchFailed: adviserTexts.fetchFailed,
  firmOption: adviserTexts.firmLabel,
  clientOption: adviserTexts.clientLabel,
  logout: adviserTexts.logout,
};
