/**
 * The routes the WCAG checks visit (spec §2), one entry each: who must be signed in and what marks
 * the page as loaded. Add a route here when a screen lands; every check then runs on it.
 */
import type { Page } from 'playwright-core';
import { paths } from '../../shared/paths.ts';
import { PRINT_UUID, servePrintState } from './print-state.ts';

/**
 * Who is signed in: nobody, demo.client (a firm theme), solo.client (no adviser: the default theme), demo.adviser
 * on the selection, demo.adviser impersonating Alice Morgan, or the support agent.
 */
export type Persona = 'public' | 'client' | 'solo' | 'adviser' | 'impersonated' | 'support';

export interface WcagRoute {
  name: string;
  persona: Persona;
  path: string;
  /** A CSS selector that exists once the page's data has loaded. */
  ready: string;
  /** Set up before the page is opened (each time it is). */
  prepare?: (page: Page, baseUrl: string) => Promise<void>;
}

// Not the client frame's 'Loading' h1 (app/shell/ClientShellFrame.tsx): it sits in a busy main.
const MAIN = 'h1:not(main[aria-busy="true"] h1)';

export const WCAG_ROUTES: readonly WcagRoute[] = [
  { name: 'login', persona: 'public', path: paths.login.href(), ready: 'form' },
  { name: 'forgotten', persona: 'public', path: paths.forgotten.href(), ready: 'form' },
  { name: 'register', persona: 'public', path: paths.register.href(), ready: 'form' },
  { name: 'reset', persona: 'public', path: paths.reset.href(), ready: 'form' },
  { name: 'accessibility', persona: 'public', path: paths.accessibility.href(), ready: MAIN },
  { name: 'not-found', persona: 'public', path: `/no-such-page-${'averylongunknownaddresswithoutanybreak'.repeat(3)}`, ready: MAIN },
  { name: 'home', persona: 'client', path: paths.client.home.href(), ready: 'main h2' },
  { name: 'account-summary', persona: 'client', path: paths.client.folioDetails.href('Combined'), ready: 'main h2' },
  { name: 'analysis', persona: 'client', path: paths.client.analysis.href('Combined', 'ALL_DATES'), ready: 'main table' },
  { name: 'costs', persona: 'client', path: paths.client.costs.href(), ready: 'main table' },
  { name: 'transactions', persona: 'client', path: paths.client.transactions.href('Combined', 'ALL_DATES'), ready: MAIN },
  { name: 'documents', persona: 'client', path: paths.client.documents.href(), ready: MAIN },
  { name: 'memo-assets', persona: 'client', path: paths.client.memoAssets.href(), ready: MAIN },
  { name: 'news', persona: 'client', path: paths.client.news.href(), ready: MAIN },
  { name: 'change-password', persona: 'client', path: paths.client.changePassword.href(), ready: 'main form' },
  { name: 'personal', persona: 'client', path: paths.client.personal.href(), ready: 'main h2' },
  // The passkey offered to a client without two-step login (issue 30): a sign-in screen outside the client shell
  // (no side menu, so not among the shell's pages for 3.2.6), shown to solo.client.
  { name: 'two-step', persona: 'solo', path: paths.twoStep.href(), ready: 'main h1 ~ div button' },
  { name: 'settings', persona: 'client', path: paths.client.settings.href(), ready: MAIN },
  { name: 'authorisations', persona: 'client', path: paths.client.authorisations.href(), ready: MAIN },
  { name: 'contacts', persona: 'client', path: paths.client.contacts.href(), ready: MAIN },
  { name: 'legal', persona: 'client', path: paths.client.legal.href(), ready: MAIN },
  { name: 'legal-terms', persona: 'public', path: paths.legalTerms.href(), ready: MAIN },
  { name: 'legal-privacy', persona: 'public', path: paths.legalPrivacy.href(), ready: MAIN },
  { name: 'error', persona: 'public', path: paths.error.href(), ready: MAIN },
  { name: 'adviser-selection', persona: 'adviser', path: paths.adviser.href(), ready: '[role="combobox"]' },
  { name: 'impersonated-home', persona: 'impersonated', path: paths.client.home.href(), ready: 'main h2' },
  { name: 'support', persona: 'support', path: paths.support.href(), ready: MAIN },
  {
    name: 'print',
    persona: 'public',
    path: `${paths.print.href()}?print&uuid=${PRINT_UUID}&printRoute=/client/folioDetails/Combined`,
    ready: 'body[data-print-ready="true"]',
    prepare: servePrintState,
  },
];
