/**
 * Spec §2 Print mode: `printRoute` decides the page that is printed, and with none given it is the
 * Combined folio details. Free of zod: the print page (browser) and the print service (server) read
 * a route the same way, and the server refuses a page state that is not the route's page.
 */
import { COMBINED_ACCOUNT_KEY } from '@portal/domain';

/** The pages print mode prints, by the kind of their page state. */
export const PRINT_KINDS = ['summary', 'transactions', 'costs', 'analysis'] as const;
export type PrintKind = (typeof PRINT_KINDS)[number];

/** Spec §2: "default is combined folio details" (§2 Client routes: "the default print route uses Combined"). */
export const DEFAULT_PRINT_ROUTE = `/client/folioDetails/${COMBINED_ACCOUNT_KEY}`;

/** The page a print route names: its kind and, for the screens that take one, its account key (Combined for the whole portfolio). */
export interface PrintRoutePage {
  kind: PrintKind;
  /** The route's {accountNum}; null for a screen without one (costs). */
  accountKey: string | null;
}

/** Client screens that print, by their route's name (the second segment of /client/{name}/…). */
function screenKind(screen: string | undefined): PrintKind | null {
  switch (screen) {
    case 'folioDetails':
      return 'summary';
    case 'transactions':
    case 'analysis':
    case 'costs':
      return screen;
    default:
      return null;
  }
}

/**
 * The page `printRoute` prints: the screen it names with its account, or — when it is absent, empty,
 * or names a page that does not print (/client/home, /) — the default, Combined folio details.
 */
export function printRoutePage(printRoute: string | null | undefined): PrintRoutePage {
  const [empty, client, screen, accountKey] = (printRoute ?? '').split('/');
  const kind = empty === '' && client === 'client' ? screenKind(screen) : null;
  if (kind === 'costs') return { kind, accountKey: null };
  if (kind !== null && accountKey) return { kind, accountKey };
  return { kind: 'summary', accountKey: COMBINED_ACCOUNT_KEY };
}

/** Whether a page state of `kind` for `accountNumber` (null: Combined, or no account) is the page `printRoute` decides. */
export function isPrintRoutePage(printRoute: string | null | undefined, kind: PrintKind, accountNumber: string | null): boolean {
  const page = printRoutePage(printRoute);
  if (page.kind !== kind) return false;
  return page.accountKey === null || page.accountKey === (accountNumber ?? COMBINED_ACCOUNT_KEY);
}
