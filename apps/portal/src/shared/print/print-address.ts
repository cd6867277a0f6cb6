/**
 * Where the print call goes and which host the print service renders (spec §7): a test host for
 * ppe, dev, localhost, docker or review origins, otherwise the production host — both the portal's
 * own address unless the build names others (VITE_PRINT_SERVICE_TEST_URL, VITE_PRINT_SERVICE_URL) —
 * and the `overridePrintServer` query parameter wins. The print host is the portal's own origin, or
 * the page's `printHost` parameter when it has one.
 */
import { routes } from '@portal/api/browser';

const TEST_ORIGIN = /(^|[.-])(ppe|dev|localhost|docker|review)([.-]|:|$)|^127\.|^\[::1\]/;

export interface PrintHosts {
  test: string;
  production: string;
}

const configured: PrintHosts = {
  test: import.meta.env.VITE_PRINT_SERVICE_TEST_URL ?? '',
  production: import.meta.env.VITE_PRINT_SERVICE_URL ?? '',
};

export function isTestOrigin(hostname: string): boolean {
  return TEST_ORIGIN.test(hostname.toLowerCase());
}

/** The print service's URL for this page (an empty host means the portal's own, same-origin). */
export function printServiceAddress(location: { hostname: string; search: string }, hosts: PrintHosts = configured): string {
  const override = new URLSearchParams(location.search).get('overridePrintServer');
  const host = override || (isTestOrigin(location.hostname) ? hosts.test : hosts.production);
  return `${host.replace(/\/+$/, '')}${routes.print.path}`;
}

/** The origin the print service renders the print route from. */
export function printHost(location: { origin: string; search: string }): string {
  return new URLSearchParams(location.search).get('printHost') || location.origin;
}
