/** The sign-in lifecycle's limits, named once (spec §5, §9 and the security choices behind them). */

/** A reset code lives 2 hours: the e-mail may take up to 30 minutes (spec §9), and a short life limits a leaked code. */
export const RESET_CODE_TTL_SECONDS = 2 * 3600;
/**
 * Reset codes mailed per client per hour (review L11): a stranger can no longer flood the victim's
 * inbox or keep replacing the code just received; the answer stays the same (no enumeration).
 */
export const RESET_MAILS_PER_HOUR = 3;
/** The last passwords kept (as hashes) to refuse RecentlyUsedPass; the current one is among them. */
export const PASSWORD_HISTORY_SIZE = 5;
/** Wrong codes against a username's live codes before they are burnt (REG-4821 has only 4 digits). */
export const CODE_ATTEMPT_LIMIT = 5;
/** Rate-limit keys for the public forms share the rate_limits table under their own prefix. */
export const FORM_RATE_KEY_PREFIX = 'form:';
/** A username the forgotten-password form accepts: a client reference ('100' + 7 digits) or an e-mail address. */
export const USERNAME_SYNTAX = /^(?:100\d{7}|[^\s@]+@[^\s@]+\.[^\s@]+)$/;
/** The role of a newly registered client (the demo's clients without the transactions role). */
export const ROLE_CLIENT = 'sonata-client';
