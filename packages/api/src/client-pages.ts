/** Free of zod: the browser names the page it shows with these (the access log's page view). */
import type { PageTitleKey } from '@portal/domain';

/** The client screens a visit can name (the page title keys of the client app). */
export const CLIENT_PAGES = [
  'home',
  'analysis',
  'transactions',
  'incomeHistory',
  'documents',
  'documentPrefsEdit',
  'folioDetails',
  'memoAssets',
  'authorisations',
  'personal',
  'settings',
  'contacts',
  'legal',
  'news',
] as const satisfies readonly PageTitleKey[];
