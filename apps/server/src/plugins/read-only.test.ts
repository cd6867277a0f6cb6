// The read-only guard's two tables: which methods change something, and the few non-GET calls an
// impersonating adviser may still make. The guard itself is driven over HTTP in test/adviser.test.ts.
import { describe, expect, it } from 'vitest';
import { routes } from '@portal/api';
import { downloadName, isMutating, READ_ONLY_EXEMPT } from './read-only.ts';

describe('read-only guard tables', () => {
  it('POST, PUT, PATCH and DELETE change something, in any case; GET, HEAD and OPTIONS do not', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post', 'Put', 'patch', 'delete'])
      expect(isMutating(method), method).toBe(true);
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'get', '']) expect(isMutating(method), method).toBe(false);
  });

  it('exempts only login, logout, stopping the impersonation, GraphQL queries, the error and CSP reports, printing and page views', () => {
    expect([...READ_ONLY_EXEMPT].sort()).toEqual(
      [
        routes.login.path,
        routes.logout.path,
        routes.stopImpersonation.path,
        routes.graphql.path,
        routes.errorLog.path,
        routes.cspReport.path,
        routes.print.path,
        routes.impersonationPageView.path,
      ]
        .map((p) => `POST ${p}`)
        .sort(),
    );
  });
});

describe('what the access log calls a download', () => {
  it('an attachment by its file name, a printed page by its title, and nothing else', () => {
    expect(downloadName('/x', 'attachment; filename="Valuation-2025.pdf"', {})).toBe('Valuation-2025.pdf');
    expect(downloadName(routes.print.path, undefined, { printRoute: '/client/folioDetails/Combined' })).toBe('Account summary (PDF)');
    expect(downloadName(routes.print.path, undefined, { printRoute: '/elsewhere' })).toBe('Print (PDF)');
    expect(downloadName('/x', 'inline', {})).toBeNull();
    expect(downloadName('/x', undefined, {})).toBeNull();
  });

  it('a print without a usable page, and an attachment without a file name, still count as downloads', () => {
    expect(downloadName(routes.print.path, undefined, undefined)).toBe('Print (PDF)');
    expect(downloadName(routes.print.path, undefined, { printRoute: ['/client/folioDetails/Combined'] })).toBe('Print (PDF)');
    expect(downloadName('/x', 'attachment', {})).toBe('File');
    expect(downloadName('/x', 'attachment; filename=""', {})).toBe('File');
  });
});
