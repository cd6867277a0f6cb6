/** Every route of spec §2 with its href builder, named once (bulletproof-react style). */
import { DEFAULT_ACCOUNT_KEY, DEFAULT_DATE_RANGE_ID, DEFAULT_RANGE_KEY } from '@portal/domain';

/** A route without parameters: its href is its path. */
function fixed<P extends string>(path: P) {
  return { path, href: () => path };
}

/** Fills a path's `:name` parameters, each encoded. */
function fill(path: string, values: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

const LOGIN = '/login';
const CLIENT = '/client';
const ANALYSIS = `${CLIENT}/analysis/:accountNum/:rangeId`;
const TRANSACTIONS = `${CLIENT}/transactions/:accountNum/:rangeId`;
const INCOME_HISTORY = `${CLIENT}/incomeHistory/:accountNum/:rangeId`;
const DOCUMENTS = `${CLIENT}/documents/:accountNum/:rangeId/:documentCategory`;
const DOCUMENT_PREFS_EDIT = `${CLIENT}/documentPrefsEdit/:documentTypeCode`;
const FOLIO_DETAILS = `${CLIENT}/folioDetails/:accountNum`;

export const paths = {
  root: fixed('/'),
  login: { path: LOGIN, href: (next?: string) => (next ? `${LOGIN}?next=${encodeURIComponent(next)}` : LOGIN) },
  error: fixed('/error'),
  forgotten: fixed('/forgotten'),
  register: fixed('/register'),
  reset: fixed('/reset'),
  terms: fixed('/terms'),
  adviser: fixed('/adviser'),
  /** Print mode's page (spec §2): what the print service renders; outside the client shell. */
  print: fixed('/print'),
  legalTerms: fixed('/legal/terms'),
  legalPrivacy: fixed('/legal/privacy'),
  /** The support team's console (issue 13). */
  support: fixed('/support'),
  accessibility: fixed('/accessibility'),
  /** Two-step login after sign-in (issue 30): offered to a client, required of an adviser or support agent without it. */
  /** `next`: where a client's login was going, after the offer of two-step login. */
  twoStep: { path: '/two-step', href: (next?: string | null) => (next ? `/two-step?next=${encodeURIComponent(next)}` : '/two-step') },
  client: {
    root: fixed(CLIENT),
    home: fixed(`${CLIENT}/home`),
    analysis: {
      path: ANALYSIS,
      // 'default': the page resolves the portfolio's range (the closed-accounts range when every account is closed, spec §2).
      href: (accountNum: string = DEFAULT_ACCOUNT_KEY, rangeId: string = DEFAULT_RANGE_KEY) => fill(ANALYSIS, { accountNum, rangeId }),
    },
    transactions: {
      path: TRANSACTIONS,
      href: (accountNum: string = DEFAULT_ACCOUNT_KEY, rangeId: string = DEFAULT_DATE_RANGE_ID) =>
        fill(TRANSACTIONS, { accountNum, rangeId }),
    },
    incomeHistory: {
      path: INCOME_HISTORY,
      href: (accountNum: string, rangeId: string = DEFAULT_DATE_RANGE_ID) => fill(INCOME_HISTORY, { accountNum, rangeId }),
    },
    documents: {
      path: DOCUMENTS,
      href: (accountNum: string = DEFAULT_ACCOUNT_KEY, rangeId: string = DEFAULT_DATE_RANGE_ID, documentCategory = 'All') =>
        fill(DOCUMENTS, { accountNum, rangeId, documentCategory }),
    },
    documentPrefsEdit: { path: DOCUMENT_PREFS_EDIT, href: (documentTypeCode: string) => fill(DOCUMENT_PREFS_EDIT, { documentTypeCode }) },
    folioDetails: { path: FOLIO_DETAILS, href: (accountNum: string) => fill(FOLIO_DETAILS, { accountNum }) },
    authorisations: fixed(`${CLIENT}/authorisations`),
    changePassword: fixed(`${CLIENT}/changePassword`),
    contacts: fixed(`${CLIENT}/contacts`),
    legal: fixed(`${CLIENT}/legal`),
    memoAssets: fixed(`${CLIENT}/memoAssets`),
    /** Costs and charges (issue 32): the period is in the query (?taxYear=2025, or ?from=…&to=…; none: this tax year). */
    costs: fixed(`${CLIENT}/costs`),
    news: fixed(`${CLIENT}/news`),
    personal: fixed(`${CLIENT}/personal`),
    settings: fixed(`${CLIENT}/settings`),
  },
} as const;

type ClientRouteName = Exclude<keyof typeof paths.client, 'root'>;

/** A client route's path below the client root, for the router's child routes ('folioDetails/:accountNum'). */
export function clientChildPath(name: ClientRouteName): string {
  return paths.client[name].path.slice(CLIENT.length + 1);
}

/** Whether a pathname is inside the client app (under the client root). */
export function isClientPath(pathname: string): boolean {
  return pathname === CLIENT || pathname.startsWith(`${CLIENT}/`);
}

/** Whether a pathname is a client route or below it (the navigation's current entry). */
export function isUnder(pathname: string, route: { path: string }): boolean {
  const base = route.path.split('/:')[0] ?? route.path;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The client route names of spec §2: an unknown path starting with one of them is redirected under /client. */
export const CLIENT_ROUTE_NAMES = (Object.keys(paths.client) as (keyof typeof paths.client)[]).filter(
  (name): name is ClientRouteName => name !== 'root',
);

/** Query flag set when a 404 was redirected to a client route (spec §2 Not-found). */
export const NOT_FOUND_REDIRECT_FLAG = 'redirected404';

/**
 * The client screens that exist in this build. Navigation entries and links appear only for these,
 * so the product never shows a dead link while later screens are being built.
 */
export const AVAILABLE_CLIENT_SCREENS = new Set<string>([
  'home',
  'changePassword',
  'analysis',
  'folioDetails',
  'memoAssets',
  'transactions',
  'incomeHistory',
  'documents',
  'news',
  'personal',
  'settings',
  'documentPrefsEdit',
  'authorisations',
  'contacts',
  'legal',
  'costs',
] satisfies ClientRouteName[]);

/** The public screens that exist in this build (login links appear only for these). */
export const AVAILABLE_PUBLIC_SCREENS = new Set<string>(['forgotten', 'register', 'reset', 'terms'] satisfies (keyof typeof paths)[]);

/** Where an unknown path should go: a client route name under /client, or null for the 404 page. */
export function notFoundRedirect(pathname: string, search = ''): string | null {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first || !(CLIENT_ROUTE_NAMES as readonly string[]).includes(first)) return null;
  const params = new URLSearchParams(search);
  params.set(NOT_FOUND_REDIRECT_FLAG, 'true');
  return `${CLIENT}${pathname}?${params.toString()}`;
}
