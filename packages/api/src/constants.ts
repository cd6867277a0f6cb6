/** Roles and fixed ids of spec §6 and §9, free of schema code so the browser bundle stays small. */
export const ROLE_CLIENT_TRANSACTION = 'sonata-client-transaction';
export const ROLE_AGENT = 'sonata-agent';
/** A client whose adviserId is this placeholder has no adviser (spec §1). */
export const NO_ADVISER_ID = 100000085;
/** The adviser location whose users see the Library link (spec §9). */
export const LIBRARY_LOCATION_ID = 40000012;
/** The application name sent with terms and registration (spec §9). */
export const APPLICATION_NAME = 'CLIENT_PORTAL';
/** The fixed date format of the portfolio calls' dateFrom / dateTo (London calendar days). */
export const PORTFOLIO_DATE_FORMAT = 'YYYY-MM-DD';

/** An account nickname: trimmed, 1–40 printable characters (issue 11). */
export const ACCOUNT_ALIAS_MAX = 40;
/** The largest approximate value a memo asset takes, in pounds. */
export const MEMO_ASSET_MAX_VALUE = 999_999_999.99;
/** Live support: the longest message, in characters (issue 13). */
export const SUPPORT_MESSAGE_MAX_LENGTH = 1000;
/** Live support: the digits of the code a visitor is e-mailed before a conversation opens (review M8). */
export const SUPPORT_EMAIL_CODE_LENGTH = 6;
/** The role of the support team's logins (the /support console). */
export const ROLE_SUPPORT = 'support-agent';
