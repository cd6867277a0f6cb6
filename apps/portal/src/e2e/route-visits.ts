/**
 * Every route of spec §2 as a signed-in user first opens it: the public pages, every client route as
 * demo.client (the parameterised ones with its accounts and the default ranges), the two-step page,
 * the adviser selection and the support console. One list for the Lighthouse benchmark
 * (bench/lighthouse.bench.ts) and the accessibility check in CI (lighthouse-accessibility.e2e.test.ts).
 */
import type { CLIENT_ROUTE_NAMES } from '../shared/paths.ts';
import { paths } from '../shared/paths.ts';

/** demo.client's stocks and shares ISA (the demo seed). */
export const DEMO_ISA = '54900007';
/** A document type of the demo seed (apps/server/src/demo/documents.ts): the preferences editor's URL. */
const DOCUMENT_TYPE = 'VAL';

/** Every client route of spec §2, as demo.client opens it: a route added to paths.ts fails to compile until it is here. */
const CLIENT_HREFS = {
  home: paths.client.home.href(),
  folioDetails: paths.client.folioDetails.href(DEMO_ISA),
  analysis: paths.client.analysis.href('Combined', 'ALL_DATES'),
  memoAssets: paths.client.memoAssets.href(),
  changePassword: paths.client.changePassword.href(),
  transactions: paths.client.transactions.href(DEMO_ISA),
  incomeHistory: paths.client.incomeHistory.href(DEMO_ISA),
  documents: paths.client.documents.href(),
  news: paths.client.news.href(),
  personal: paths.client.personal.href(),
  settings: paths.client.settings.href(),
  documentPrefsEdit: paths.client.documentPrefsEdit.href(DOCUMENT_TYPE),
  contacts: paths.client.contacts.href(),
  legal: paths.client.legal.href(),
  authorisations: paths.client.authorisations.href(),
  costs: paths.client.costs.href(),
} satisfies Record<(typeof CLIENT_ROUTE_NAMES)[number], string>;

/** Who opens a page: nobody (a public page) or one of the demo logins. */
export type Visitor = 'public' | 'client' | 'adviser' | 'support';

/** The demo login of each signed-in visitor. */
export const VISITOR_LOGINS: Record<Exclude<Visitor, 'public'>, string> = {
  client: 'demo.client@example.com',
  adviser: 'demo.adviser@example.com',
  support: 'support.agent@example.com',
};

export interface RouteVisit {
  label: string;
  path: string;
  as: Visitor;
}

export const ROUTE_VISITS: readonly RouteVisit[] = [
  ...[
    paths.login,
    paths.forgotten,
    paths.register,
    paths.reset,
    paths.terms,
    paths.error,
    paths.accessibility,
    paths.legalTerms,
    paths.legalPrivacy,
  ].map((p) => ({ label: p.path, path: p.path, as: 'public' as const })),
  // The folio details the earlier benchmark measured (the combined view), kept for comparison.
  { label: '/client/folioDetails/Combined', path: paths.client.folioDetails.href('Combined'), as: 'client' },
  ...Object.values(CLIENT_HREFS).map((href) => ({ label: href, path: href, as: 'client' as const })),
  // Two-step login's page (the passkey offer for a client; the enrolment advisers without a factor make first).
  { label: `${paths.twoStep.path} (demo.client)`, path: paths.twoStep.path, as: 'client' },
  { label: `${paths.adviser.path} (demo.adviser)`, path: paths.adviser.path, as: 'adviser' },
  { label: `${paths.support.path} (support.agent)`, path: paths.support.path, as: 'support' },
];
