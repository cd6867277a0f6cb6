/**
 * Spec §2 Print mode: `?print` on any page turns it on. Print mode is the print page (no session,
 * no navigation, no client load); the page it was asked on becomes its printRoute unless one is named.
 */
import { redirect } from 'react-router-dom';
import { paths } from '../shared/paths.ts';

/** The print page's address when `url` asks for print mode elsewhere, else null (the public pages' entry navigates there). */
export function printModeHref(url: URL): string | null {
  if (!url.searchParams.has('print') || url.pathname === paths.print.path) return null;
  const query = new URLSearchParams(url.search);
  if (!query.has('printRoute') && url.pathname !== paths.root.path) query.set('printRoute', url.pathname);
  return `${paths.print.path}?${query.toString()}`;
}

/** The redirect to the print page when `url` asks for print mode elsewhere, else null. */
export function printModeRedirect(url: URL): Response | null {
  const href = printModeHref(url);
  return href === null ? null : redirect(href);
}
