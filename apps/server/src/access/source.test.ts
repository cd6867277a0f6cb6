// Rate-limit keys by source (review M3): IPv6 by its /64, IPv4 as it is.
import { describe, expect, it } from 'vitest';
import { sourceKey } from './source.ts';

describe('sourceKey', () => {
  it('keys every address of one IPv6 /64 alike, and another /64 apart', () => {
    const a = sourceKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(sourceKey('2001:db8:1:2::1')).toBe(a);
    expect(sourceKey('2001:0DB8:0001:0002:ffff::9')).toBe(a);
    expect(sourceKey('2001:db8:1:3::1')).not.toBe(a);
  });

  it('keys IPv4 by the whole address, also when seen as IPv4-mapped IPv6', () => {
    expect(sourceKey('203.0.113.7')).toBe('203.0.113.7');
    expect(sourceKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(sourceKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(sourceKey('203.0.113.8')).not.toBe('203.0.113.7');
  });

  it('expands the short forms and drops a zone', () => {
    expect(sourceKey('::1')).toBe('0:0:0:0::/64');
    expect(sourceKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
