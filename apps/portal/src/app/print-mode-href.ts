/**
 * Spec §2 Print mode: the print page's address for a `?print` URL. Apart from print-mode.ts (React
 * Router's redirect) so the public pages' entry, which has no React Router, can use it.
 */
import { paths } from '../shared/paths.ts';

/** The print page's address when `url` asks for print mode elsewhere, else null (the public pages' entry navigates there). */
export function printModeHref(url: URL): string | null {
  if (!url.searchParams.has('print') || url.pathname === paths.print.path) return null;
  const query = new URLSearchParams(url.search);
  if (!query.has('printRoute') && url.pathname !== paths.root.path) query.set('printRoute', url.pathname);
  return `${paths.print.path}?${query.toString()}`;
}
