import { describe, expect, it } from 'vitest';
import { isTestOrigin, printHost, printServiceAddress } from './print-address.ts';

const hosts = { test: 'https://print.test.example', production: 'https://print.example' };

describe('print service address (spec §7)', () => {
  it('uses the test host for ppe, dev, localhost, docker and review origins, else production', () => {
    for (const host of ['ppe.portal.example', 'portal-dev.example', 'localhost', 'docker', 'review-42.portal.example', '127.0.0.1']) {
      expect(isTestOrigin(host)).toBe(true);
      expect(printServiceAddress({ hostname: host, search: '' }, hosts)).toBe('https://print.test.example/nui/print');
    }
    expect(isTestOrigin('portal.example.com')).toBe(false);
    expect(printServiceAddress({ hostname: 'portal.example.com', search: '' }, hosts)).toBe('https://print.example/nui/print');
  });

  it('is the portal’s own address when no host is configured, and the query override wins', () => {
    expect(printServiceAddress({ hostname: 'portal.example.com', search: '' }, { test: '', production: '' })).toBe('/nui/print');
    expect(printServiceAddress({ hostname: 'localhost', search: '?overridePrintServer=https://other.example/' }, hosts)).toBe(
      'https://other.example/nui/print',
    );
  });

  it('renders from the printHost parameter when given, else the portal’s origin', () => {
    expect(printHost({ origin: 'https://portal.example', search: '' })).toBe('https://portal.example');
    expect(printHost({ origin: 'https://portal.example', search: '?printHost=https://print-host.example' })).toBe(
      'https://print-host.example',
    );
  });
});
