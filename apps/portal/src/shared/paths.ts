/** Every route of spec §2 with its href builder, named once (bulletproof-react style). */
import { DEFAULT_ACCOUNT_KEY, DEFAULT_DATE_RANGE_ID } from '@portal/domain';

export const paths = {
  root: { path: '/', href: () => '/' },
  login: { path: '/login', href: (next?: string) => (next ? `/login?next=${encodeURIComponent(next)}` : '/login') },
  error: { path: '/error', href: () => '/error' },
  forgotten: { path: '/forgotten', href: () => '/forgotten' },
  register: { path: '/register', href: () => '/register' },
  reset: { path: '/reset', href: () => '/reset' },
  terms: { path: '/terms', href: () => '/terms' },
  adviser: { path: '/adviser', href: () => '/adviser' },
  client: {
    root: { path: '/client', href: () => '/client' },
    home: { path: '/client/home', href: () => '/client/home' },
    analysis: {
      path: '/client/analysis/:accountNum/:rangeId',
      href: (accountNum: string = DEFAULT_ACCOUNT_KEY, rangeId: string = DEFAULT_DATE_RANGE_ID) =>
        `/client/analysis/${encodeURIComponent(accountNum)}/${encodeURIComponent(rangeId)}`,
    },
    transactions: {
      path: '/client/transactions/:accountNum/:rangeId',
      href: (accountNum: string = DEFAULT_ACCOUNT_KEY, rangeId: string = DEFAULT_DATE_RANGE_ID) =>
        `/client/transactions/${encodeURIComponent(accountNum)}/${encodeURIComponent(rangeId)}`,
    },
    incomeHistory: {
      path: '/client/incomeHistory/:accountNum/:rangeId',
      href: (accountNum: string, rangeId: string = DEFAULT_DATE_RANGE_ID) =>
        `/client/incomeHistory/${encodeURIComponent(accountNum)}/${encodeURIComponent(rangeId)}`,
    },
    documents: {
      path: '/client/documents/:accountNum/:rangeId/:documentCategory',
      href: (accountNum: string = DEFAULT_ACCOUNT_KEY, rangeId: string = DEFAULT_DATE_RANGE_ID, category = 'All') =>
        `/client/documents/${encodeURIComponent(accountNum)}/${encodeURIComponent(rangeId)}/${encodeURIComponent(category)}`,
    },
    documentPrefsEdit: { path: '/client/documentPrefsEdit/:documentTypeCode', href: (code: string) => `/client/documentPrefsEdit/${encodeURIComponent(code)}` },
    folioDetails: { path: '/client/folioDetails/:accountNum', href: (accountNum: string) => `/client/folioDetails/${encodeURIComponent(accountNum)}` },
    authorisations: { path: '/client/authorisations', href: () => '/client/authorisations' },
    changePassword: { path: '/client/changePassword', href: () => '/client/changePassword' },
    contacts: { path: '/client/contacts', href: () => '/client/contacts' },
    legal: { path: '/client/legal', href: () => '/client/legal' },
    memoAssets: { path: '/client/memoAssets', href: () => '/client/memoAssets' },
    news: { path: '/client/news', href: () => '/client/news' },
    personal: { path: '/client/personal', href: () => '/client/personal' },
    settings: { path: '/client/settings', href: () => '/client/settings' },
  },
} as const;

/** The client route names of spec §2: an unknown path starting with one of them is redirected under /client. */
export const CLIENT_ROUTE_NAMES = [
  'home',
  'analysis',
  'transactions',
  'incomeHistory',
  'documents',
  'documentPrefsEdit',
  'folioDetails',
  'authorisations',
  'changePassword',
  'contacts',
  'legal',
  'memoAssets',
  'news',
  'personal',
  'settings',
] as const;

/** Query flag set when a 404 was redirected to a client route (spec §2 Not-found). */
export const NOT_FOUND_REDIRECT_FLAG = 'redirected404';

/**
 * The client screens that exist in this build. Navigation entries and links appear only for these,
 * so the product never shows a dead link while later screens are being built.
 */
export const AVAILABLE_CLIENT_SCREENS = new Set<string>(['home', 'changePassword', 'analysis', 'folioDetails', 'memoAssets', 'transactions', 'incomeHistory']);

/** The public screens that exist in this build (login links appear only for these). */
export const AVAILABLE_PUBLIC_SCREENS = new Set<string>(['forgotten', 'register', 'reset', 'terms']);

/** Where an unknown path should go: a client route name under /client, or null for the 404 page. */
export function notFoundRedirect(pathname: string, search = ''): string | null {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first || !(CLIENT_ROUTE_NAMES as readonly string[]).includes(first)) return null;
  const params = new URLSearchParams(search);
  params.set(NOT_FOUND_REDIRECT_FLAG, 'true');
  return `/client${pathname}?${params.toString()}`;
}
