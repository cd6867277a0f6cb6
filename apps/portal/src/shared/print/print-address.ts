/**
 * Where the print call goes and which host the print service renders (spec §7): a test host for
 * ppe, dev, localhost, docker or review origins, otherwise the production host — both the portal's
 * own address unless the build names others (VITE_PRINT_SERVICE_TEST_URL, VITE_PRINT_SERVICE_URL) —
 * and the `overridePrintServer` query parameter wins, but only for an address the build allows: the
 * portal's own origin, the two configured hosts and VITE_PRINT_SERVICE_OVERRIDES (a space-separated
 * list). Any other override is ignored — the page state, with the client's figures, is posted with
 * credentials, so a link must not choose where it goes (security review L13). The print host is the
 * portal's own origin, or the page's `printHost` parameter when it has one.
 */
import { routes } from '@portal/api/browser';

const TEST_ORIGIN = /(^|[.-])(ppe|dev|localhost|docker|review)([.-]|:|$)|^127\.|^\[::1\]/;

export interface PrintHosts {
  test: string;
  production: string;
  /** Further print services `overridePrintServer` may name. */
  overrides?: readonly string[];
}

const configured: PrintHosts = {
  test: import.meta.env.VITE_PRINT_SERVICE_TEST_URL ?? '',
  production: import.meta.env.VITE_PRINT_SERVICE_URL ?? '',
  overrides: (import.meta.env.VITE_PRINT_SERVICE_OVERRIDES ?? '').split(/\s+/).filter(Boolean),
};

const originIn = (value: string, base: string): string | null => {
  try {
    return new URL(value, base).origin;
  } catch {
    return null;
  }
};

/** The override's origin when it is an absolute address the build allows, else null. */
function allowedOverride(override: string | null, pageOrigin: string, hosts: PrintHosts): string | null {
  if (!override) return null;
  let origin: string;
  try {
    origin = new URL(override).origin;
  } catch {
    return null;
  }
  const allowed = [pageOrigin, hosts.test, hosts.production, ...(hosts.overrides ?? [])]
    .filter(Boolean)
    .map((host) => originIn(host, pageOrigin));
  return origin !== 'null' && allowed.includes(origin) ? origin : null;
}

export function isTestOrigin(hostname: string): boolean {
  return TEST_ORIGIN.test(hostname.toLowerCase());
}

/** The print service's URL for this page (an empty host means the portal's own, same-origin). */
export function printServiceAddress(
  location: { origin: string; hostname: string; search: string },
  hosts: PrintHosts = configured,
): string {
  const override = allowedOverride(new URLSearchParams(location.search).get('overridePrintServer'), location.origin, hosts);
  const host = override ?? (isTestOrigin(location.hostname) ? hosts.test : hosts.production);
  return `${host.replace(/\/+$/, '')}${routes.print.path}`;
}

/** The origin the print service renders the print route from. */
export function printHost(location: { origin: string; search: string }): string {
  return new URLSearchParams(location.search).get('printHost') || location.origin;
}
