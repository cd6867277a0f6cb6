import { describe, expect, it } from 'vitest';
import { CLIENT_ROUTE_NAMES, clientChildPath, isClientPath, isUnder, notFoundRedirect, paths } from './paths.ts';

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
    expect(paths.client.analysis.href()).toBe('/client/analysis/default/default');
    expect(paths.client.transactions.href()).toBe('/client/transactions/default/LAST_12_MONTHS');
    expect(paths.client.transactions.href('123', 'ALL_DATES')).toBe('/client/transactions/123/ALL_DATES');
  });
  it('gives the router its child paths below the client root, from the same definitions', () => {
    expect(clientChildPath('home')).toBe('home');
    expect(clientChildPath('folioDetails')).toBe('folioDetails/:accountNum');
    for (const name of CLIENT_ROUTE_NAMES) expect(`${paths.client.root.path}/${clientChildPath(name)}`).toBe(paths.client[name].path);
    for (const name of CLIENT_ROUTE_NAMES) expect(clientChildPath(name).split('/')[0]).toBe(name);
  });
  it('knows which pathnames are in the client app and under which navigation entry', () => {
    expect(isClientPath('/client')).toBe(true);
    expect(isClientPath('/client/home')).toBe(true);
    expect(isClientPath('/clientele')).toBe(false);
    expect(isUnder('/client/analysis/123/ALL_DATES', paths.client.analysis)).toBe(true);
    expect(isUnder('/client/home', paths.client.analysis)).toBe(false);
    expect(isUnder('/client/homes', paths.client.home)).toBe(false);
  });
});
