/**
 * Spec §2 Print mode: the print page's address for a `?print` URL. Apart from print-mode.ts (React
 * Router's redirect) so the public pages' entry, which has no React Router, can use it.
 */
import { paths } from '../shared/paths.ts';

/**
 * The print page's address when `url` asks for print mode elsewhere, else null (the public pages' entry
 * navigates there). The page asked on becomes printRoute unless one is named; the print page prints the
 * page printRoute names, and Combined folio details for none or a page that does not print (spec §2,
 * `printRoutePage` in @portal/api). `nuclearHost` is passed on as it came and read nowhere: the spec names
 * it and shows no use of it, and no address from a link chooses where a print goes (review L13).
 */
export function printModeHref(url: URL): string | null {
  if (!url.searchParams.has('print') || url.pathname === paths.print.path) return null;
  const query = new URLSearchParams(url.search);
  if (!query.has('printRoute') && url.pathname !== paths.root.path) query.set('printRoute', url.pathname);
  return `${paths.print.path}?${query.toString()}`;
}
