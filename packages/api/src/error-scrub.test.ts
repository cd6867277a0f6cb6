/** Error events are scrubbed before they leave, on the server and in the browser (issue 29 item 4): their beforeSend. */
import { describe, expect, it } from 'vitest';
import { scrubEvent, scrubRoute } from './error-scrub.ts';

describe('scrubbing an error event', () => {
  it('drops the request, user, breadcrumbs and extra, and takes numbers and long tokens out of messages and frames', () => {
    const event = scrubEvent({
      type: undefined,
      message: 'code 482913 for £1,234.56',
      transaction: '/client/accounts/70000123/transactions',
      request: { url: 'https://portal.example/reset?code=482913', headers: { Cookie: 'portal_sid=abc' } },
      user: { id: '7', ip_address: '10.0.0.1' },
      breadcrumbs: [{ message: 'typed password Velvet&Moss62' }],
      extra: { password: 'Velvet&Moss62' },
      exception: {
        values: [
          {
            type: 'TypeError',
            value: 'session Zm9vYmFyYmF6cXV4cXV1eHF1dXg1 owes 12.50',
            stacktrace: {
              frames: [
                {
                  filename: 'https://portal.example/assets/index-abc.js?code=482913',
                  lineno: 1,
                  vars: { password: 'secret' },
                  context_line: 'const password = x',
                },
              ],
            },
          },
        ],
      },
    });
    expect(event.message).toBe('code [n] for [n]');
    expect(event.transaction).toBe('/client/accounts/[n]/transactions');
    expect(event.exception!.values![0]!.value).toBe('session [redacted] owes [n]');
    expect(event.exception!.values![0]!.stacktrace!.frames![0]).toEqual({
      filename: 'https://portal.example/assets/index-abc.js',
      lineno: 1,
    });
    expect(JSON.stringify(event)).not.toMatch(/482913|Velvet|portal_sid|1,234|10\.0\.0\.1/);
  });

  it('keeps a route’s words and replaces its ids', () => {
    expect(scrubRoute('/client/home')).toBe('/client/home');
    expect(scrubRoute('/print/4f0c2a9e-8b1d-4c33-9d77-1a2b3c4d5e6f')).toBe('/print/[n]');
    expect(scrubRoute('/reset/abcdefghijklmnopqrstuvwxyz')).toBe('/reset/[n]');
  });
});
