import { describe, expect, it } from 'vitest';
import { isTestOrigin, printHost, printServiceAddress } from './print-address.ts';

const hosts = { test: 'https://print.test.example', production: 'https://print.example' };

describe('print service address (spec §7)', () => {
  it('uses the test host for ppe, dev, localhost, docker and review origins, else production', () => {
    for (const host of ['ppe.portal.example', 'portal-dev.example', 'localhost', 'docker', 'review-42.portal.example', '127.0.0.1']) {
      expect(isTestOrigin(host)).toBe(true);
      expect(printServiceAddress({ origin: `https://${host}`, hostname: host, search: '' }, hosts)).toBe(
        'https://print.test.example/nui/print',
      );
    }
    expect(isTestOrigin('portal.example.com')).toBe(false);
    expect(printServiceAddress({ origin: 'https://portal.example.com', hostname: 'portal.example.com', search: '' }, hosts)).toBe(
      'https://print.example/nui/print',
    );
  });

  it('is the portal’s own address when no host is configured, and the query override wins for the build’s allowlist', () => {
    const local = { origin: 'http://localhost:3000', hostname: 'localhost' };
    expect(
      printServiceAddress(
        { origin: 'https://portal.example.com', hostname: 'portal.example.com', search: '' },
        { test: '', production: '' },
      ),
    ).toBe('/nui/print');
    expect(printServiceAddress({ ...local, search: '?overridePrintServer=https://print.example/' }, hosts)).toBe(
      'https://print.example/nui/print',
    );
    expect(
      printServiceAddress(
        { ...local, search: '?overridePrintServer=https://other.example' },
        { ...hosts, overrides: ['https://other.example'] },
      ),
    ).toBe('https://other.example/nui/print');
    expect(printServiceAddress({ ...local, search: '?overridePrintServer=http://localhost:3000' }, hosts)).toBe(
      'http://localhost:3000/nui/print',
    );
  });

  it('ignores an override the build does not allow: a link cannot choose where the page state goes (review L13)', () => {
    const local = { origin: 'http://localhost:3000', hostname: 'localhost' };
    for (const evil of [
      'https://evil.example',
      'https://print.example.evil.example',
      '//evil.example',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(printServiceAddress({ ...local, search: `?overridePrintServer=${encodeURIComponent(evil)}` }, hosts)).toBe(
        'https://print.test.example/nui/print',
      );
    }
  });

  it('renders from the printHost parameter when given, else the portal’s origin', () => {
    expect(printHost({ origin: 'https://portal.example', search: '' })).toBe('https://portal.example');
    expect(printHost({ origin: 'https://portal.example', search: '?printHost=https://print-host.example' })).toBe(
      'https://print-host.example',
    );
  });
});
