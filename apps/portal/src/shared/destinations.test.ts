import { describe, expect, it } from 'vitest';
import { hrefFor, safeNextPath } from './destinations.ts';

describe('sign-in destinations (spec §2 Login, §4)', () => {
  it('maps each outcome of the sign-in machines to its route', () => {
    expect(hrefFor({ type: 'adviser' })).toBe('/adviser');
    expect(hrefFor({ type: 'terms' })).toBe('/terms');
    expect(hrefFor({ type: 'support' })).toBe('/support');
    expect(hrefFor({ type: 'client', nextPath: null })).toBe('/client');
    expect(hrefFor({ type: 'client', nextPath: '/client/home?x=1' })).toBe('/client/home?x=1');
  });

  it('never restores a path outside the client app', () => {
    expect(safeNextPath('https://evil.example/x')).toBeNull();
    expect(safeNextPath('//evil.example')).toBeNull();
    expect(safeNextPath('/adviser')).toBeNull();
    expect(safeNextPath('/clientele')).toBeNull();
    expect(safeNextPath('/client/analysis/default/ALL_DATES')).toBe('/client/analysis/default/ALL_DATES');
    expect(hrefFor({ type: 'client', nextPath: 'https://evil.example/x' })).toBe('/client');
  });
});
