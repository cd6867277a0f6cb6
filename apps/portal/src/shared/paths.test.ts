import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTE_NAMES, notFoundRedirect, paths } from './paths.ts';

describe('not-found redirect (spec §2)', () => {
  it('sends a known client route name under the client root with the 404-redirect flag', () => {
    expect(notFoundRedirect('/home')).toBe('/client/home?redirected404=true');
    expect(notFoundRedirect('/folioDetails/123', '?a=1')).toBe('/client/folioDetails/123?a=1&redirected404=true');
  });
  it('leaves unknown paths to the not-found page', () => {
    expect(notFoundRedirect('/nope')).toBeNull();
    expect(notFoundRedirect('/')).toBeNull();
    expect(notFoundRedirect('/homes')).toBeNull();
  });
  it('knows every client route of the spec', () => {
    for (const name of CLIENT_ROUTE_NAMES) expect(notFoundRedirect(`/${name}`)).toMatch(new RegExp(`^/client/${name}\\?`));
  });
  it('builds routes with the default account key and range id', () => {
    expect(paths.client.analysis.href()).toBe('/client/analysis/default/LAST_12_MONTHS');
    expect(paths.client.transactions.href('123', 'ALL_DATES')).toBe('/client/transactions/123/ALL_DATES');
  });
});
