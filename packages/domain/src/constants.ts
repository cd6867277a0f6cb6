// Business constants and limits of spec §1 and §9 that are not owned by a more specific module,
// named once so the machines, the UI and the server agree.

export const APPLICATION_NAME = 'CLIENT_PORTAL';
export const ADVISER_ROLE = 'sonata-agent';
export const CLIENT_TRANSACTION_ROLE = 'sonata-client-transaction';
/** The external Library link shows only for this adviser location id. */
export const LIBRARY_LOCATION_ID = 40000012;
/** Share of requests traced by error tracking in production; 0 in pre-production (spec §9). */
export const TRACE_SAMPLE_RATE = 0.1;

export const INACTIVITY_CHECK_INTERVAL_MS = 10_000;
export const INACTIVITY_WARNING_AFTER_MS = 13 * 60_000;
export const INACTIVITY_LOGOUT_AFTER_MS = 14 * 60_000;
export const KEEPALIVE_THROTTLE_MS = 30_000;
export const SESSION_COOKIE_MAX_AGE_SECONDS = 900;

export const MARK_AS_READ_MAX_RETRIES = 3;
export const MARK_AS_READ_RETRY_DELAY_MS = 50;

export const RESET_CODE_EMAIL_MAX_MINUTES = 30;

export const SCROLL_HIDE_THRESHOLD_PX = 80;
export const INFINITE_SCROLL_THRESHOLD_PX = 30;
export const COLLAPSED_LIST_ROWS = 3;
export const NEWS_PAGE_STEP = 5;

export const TRANSACTION_EVENTS_PAGE_SIZE = 250;
/** Transaction type codes left out of transaction calls (spec §7). */
export const EXCLUDED_TRANSACTION_TYPE_CODES = ['AEMA', 'BUCD', 'BUYD', 'EEYA', 'IEEA', 'WDCR', 'AEFA', 'PFCC', 'PFDC'] as const;
export const FEE_TOOLTIP_DELAY_MS = { show: 300, hide: 150 } as const;

/** iframe embedding: posted height is scroll height plus this. */
export const EMBED_HEIGHT_PADDING_PX = 40;

/** True when the Library link should show for this adviser location. */
export function showsLibraryLink(locationId: string | number | null | undefined): boolean {
  // null and undefined read as 'null' and 'undefined', never the id.
  return String(locationId) === String(LIBRARY_LOCATION_ID);
}

/** The browser's generic cross-origin error, which is never reported (spec §8). */
export const CROSS_ORIGIN_SCRIPT_ERROR = 'Script error';

/** True when a caught runtime error should go to error reporting. */
export function isReportableError(message: string | null | undefined): boolean {
  return !(message ?? '').startsWith(CROSS_ORIGIN_SCRIPT_ERROR);
}

/** Query parameters of print mode (spec §2); 'print' turns it on. */
export const PRINT_QUERY_PARAMS = {
  print: 'print',
  nuclearHost: 'nuclearHost',
  overridePrintServer: 'overridePrintServer',
  printHost: 'printHost',
  uuid: 'uuid',
  printRoute: 'printRoute',
} as const;
