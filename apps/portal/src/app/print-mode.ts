/**
 * Spec §2 Print mode: `?print` on any page turns it on. Print mode is the print page (no session,
 * no navigation, no client load); the page it was asked on becomes its printRoute unless one is named.
 */
import { redirect } from 'react-router-dom';
import { printModeHref } from './print-mode-href.ts';

export { printModeHref };

/** The redirect to the print page when `url` asks for print mode elsewhere, else null. */
export function printModeRedirect(url: URL): Response | null {
  const href = printModeHref(url);
  return href === null ? null : redirect(href);
}
