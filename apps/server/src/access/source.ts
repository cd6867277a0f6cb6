/**
 * The source of a request for rate limits and throttles (ASVS 6.3.1, 2.4.1): an IPv4 address as it
 * is; an IPv6 address by its /64 — one subscriber's whole prefix, since any VPS gets a /64 and can
 * use a new address per request; an IPv4-mapped IPv6 address as the IPv4 address it carries.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The limit key for a client address: `a.b.c.d`, or the /64 as `xxxx:xxxx:xxxx:xxxx::/64`. */
export function sourceKey(address: string): string {
  const zoneless = address.split('%')[0]!;
  if (isIPv4(zoneless)) return zoneless;
  if (!isIPv6(zoneless)) return zoneless;
  const groups = expandIPv6(zoneless);
  // ::ffff:a.b.c.d (and its hex spelling) is an IPv4 client seen through a dual-stack socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded dotted IPv4 tail included). */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const middle = new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...middle, ...right];
}
