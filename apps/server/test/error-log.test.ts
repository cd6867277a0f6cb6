/** The browser's error reports: stored with their four-digit code; malformed reports refused. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@portal/api';
import { RELEASE } from '../src/release.ts';
import { createTestApp } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const report = { errorCode: '0427', context: 'client:1000010001', message: 'ApiError: Failed request', path: '/client/home' };

async function rows(code: string) {
  const result = await sql<{
    context: string;
    path: string;
  }>`SELECT context, path FROM client_error_log WHERE error_code = ${code}`.execute(t.handle.db);
  return result.rows;
}

describe('error log', () => {
  it('records a report with its code and answers 204', async () => {
    const response = await t.app.inject({ method: 'POST', url: routes.errorLog.path, payload: report });
    expect(response.statusCode).toBe(204);
    expect(await rows('0427')).toEqual([{ context: report.context, path: report.path }]);
  });

  it('keeps the stack the browser sent and the release that served the page', async () => {
    const stack = 'TypeError: x is undefined\n    at render (https://portal.example/assets/home-3f2a.js:1:2045)';
    const response = await t.app.inject({ method: 'POST', url: routes.errorLog.path, payload: { ...report, errorCode: '0428', stack } });
    expect(response.statusCode).toBe(204);
    const stored = await sql<{ stack: string | null; release: string | null }>`SELECT stack, release FROM client_error_log
      WHERE error_code = '0428'`.execute(t.handle.db);
    expect(stored.rows).toEqual([{ stack, release: RELEASE }]);
  });

  it('refuses a malformed report with 400 and stores nothing', async () => {
    for (const payload of [
      { ...report, errorCode: '12345' },
      { ...report, extra: true },
      { ...report, message: 'x'.repeat(2001) },
      { ...report, errorCode: 427 },
      { ...report, stack: 'x'.repeat(8001) },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: routes.errorLog.path,
        payload: { ...payload, errorCode: payload.errorCode === '12345' ? '12345' : payload.errorCode },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BadRequest' });
    }
    expect(await rows('12345')).toEqual([]);
  });

  it('refuses a report posted from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: routes.errorLog.path,
      payload: { ...report, errorCode: '9999' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(await rows('9999')).toEqual([]);
  });
});
