/**
 * The known accessibility exceptions: the one list the statement page shows and the WCAG checks
 * (src/e2e/wcag.e2e.test.ts) accept. A finding not listed here fails the checks, so the page stays true.
 */

export type WcagCheck = 'reflow' | 'text-spacing' | 'target-size' | 'autocomplete' | 'focus';

export interface KnownException {
  /** The success criterion, e.g. '2.5.8 Target Size (Minimum)'. */
  criterion: string;
  /** The check that reports it and the route names (from e2e/wcag/routes.ts) it applies to. */
  check: WcagCheck;
  routes: readonly string[];
  /** A piece of the check's finding text that identifies it. */
  finding: string;
  /** What a user meets, in plain words, for the statement. */
  description: string;
  /** When it was found and by when it will be fixed (ISO dates). */
  found: string;
  fixBy: string;
}

export const KNOWN_EXCEPTIONS: readonly KnownException[] = [
  {
    criterion: '2.4.11 Focus Not Obscured (Minimum)',
    check: 'focus',
    routes: ['authorisations'],
    finding: 'obscured input[role=switch]',
    description:
      'On a wide screen, when the Ad-hoc fees switch has keyboard focus, the part of the page that receives the focus may sit under another element, so the focus can be hard to see on the switch.',
    found: '2026-11-24',
    fixBy: '2026-12-31',
  },
];

/** Whether a finding of a check on a route is a known exception. */
export function isKnownException(check: WcagCheck, route: string, finding: string): boolean {
  return KNOWN_EXCEPTIONS.some((e) => e.check === check && e.routes.includes(route) && finding.includes(e.finding));
}
