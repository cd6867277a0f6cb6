// How clients reach support: the demo phone number, e-mail and opening hours shown in messages.

export const SUPPORT = {
  /** Placeholder demo number. */
  phone: '0800 123 4567',
  email: 'support@example.com',
  hours: '8:30am to 5:30pm Monday to Friday, excluding bank holidays',
  /** Where 'Having trouble logging in?' leads. Placeholder demo address. */
  loginHelpHref: 'https://www.example.com/help/logging-in',
  /** The adviser guide linked from the client-selection help. Placeholder demo address. */
  adviserGuideHref: 'https://www.example.com/help/adviser-guide',
} as const;

/**
 * The chat widget button's label: on its own so the login page, which shows the button, does not carry
 * the chat panel's texts (it is on a byte budget).
 */
export const CHAT_LAUNCHER = 'Live chat';
