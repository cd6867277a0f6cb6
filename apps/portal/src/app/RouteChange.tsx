/**
 * What a page change does, once for every route (WCAG 2.4.2, 2.4.3, 4.1.3): the document title is the
 * matched route's `handle.title` as '{page} – {firm or product}' ('(read-only)' in the adviser view);
 * after a client-side navigation focus moves to the new page's h1 (or its main landmark) and the
 * page's name is announced politely; scroll goes to the top of a new page and back to where it was on
 * Back and Forward (React Router's ScrollRestoration).
 */
import { useEffect, useRef } from 'react';
import { ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { CLIENT_PAGES } from '@portal/api/browser';
import type { ClientPage } from '@portal/api/browser';
import { documentTitle, pageAnnouncement, pageTitles } from '@portal/domain';
import { announcePolitely } from '@portal/ui/announcer';
import { isAdviser, useSession } from '../shared/session.ts';
import { isClientPath } from '../shared/paths.ts';
import { calls } from '../shared/api.ts';
import { focusPageHeading } from './page-change.ts';

/** The client screen a page title names (the access log's page keys), if it is one. */
const clientPageOf = (title: string | undefined): ClientPage | undefined => CLIENT_PAGES.find((key) => pageTitles[key] === title);

/** A route's static data: its page name in the catalogue (pageTitles). */
export interface RouteHandle {
  title: string;
}

export function routeTitle(matches: ReturnType<typeof useMatches>): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** `firm`: the firm's name when a firm theme is shown (firm-name.ts); the product's name otherwise. */
export function RouteChange({ firm }: { firm?: string | undefined }) {
  const matches = useMatches();
  const { pathname } = useLocation();
  const session = useSession();
  const page = routeTitle(matches);
  const readOnly = isAdviser(session) && isClientPath(pathname);

  useEffect(() => {
    if (page) document.title = documentTitle(page, firm, readOnly);
  }, [page, firm, readOnly]);

  // An adviser viewing the client names each page it shows: the client's 'Who has looked at my account'.
  useEffect(() => {
    const clientPage = readOnly ? clientPageOf(page) : undefined;
    if (clientPage) calls.impersonationPageView(clientPage).catch(() => undefined);
  }, [pathname, page, readOnly]);

  // The first page of a load keeps the browser's own focus and reading order; a new path is announced
  // (a change of query only — a filter — is not a new page).
  const pageRef = useRef(page);
  pageRef.current = page;
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return undefined;
    firstPath.current = '';
    if (pageRef.current) announcePolitely(pageAnnouncement(pageRef.current));
    return focusPageHeading();
  }, [pathname]);

  return <ScrollRestoration />;
}
