/**
 * Health, readiness and metrics (issue 29 item 3), outside /nui: /health answers while the process
 * runs; /ready only with the database answering and every migration applied, and not while draining;
 * /metrics is Prometheus text for loopback callers that did not come through a proxy, covering what
 * operations alert on. (The PostgreSQL stop/start case is in faults.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { routes } from '@portal/api';
import { trustHops } from '../src/config.ts';
import { OPS_PATHS } from '../src/plugins/ops.ts';
import { PASSWORD, createTestApp, loginCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Behind one trusted proxy: X-Forwarded-For decides request.ip, and must never open /metrics.
  proxied = await createTestApp({ trustProxy: trustHops(1) }, t.handle);
});
afterAll(async () => {
  await proxied?.close();
  await t?.close();
});

const get = (app: TestApp['app'], url: string, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  app.inject({ method: 'GET', url, ...options });

describe('/health and /ready', () => {
  it('/health answers 200 while the process runs', async () => {
    const answer = await get(t.app, OPS_PATHS.health);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
  });

  it('/ready answers 200 with the database up and migrations current, 503 with one missing, and 503 while draining', async () => {
    expect((await get(t.app, OPS_PATHS.ready)).statusCode).toBe(200);
    const last = await sql<{
      name: string;
      timestamp: string;
    }>`SELECT name, timestamp FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(t.handle.db);
    const row = last.rows[0]!;
    await sql`DELETE FROM kysely_migration WHERE name = ${row.name}`.execute(t.handle.db);
    try {
      const pending = await get(t.app, OPS_PATHS.ready);
      expect(pending.statusCode).toBe(503);
      expect(pending.headers['retry-after']).toBeDefined();
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${row.name}, ${row.timestamp})`.execute(t.handle.db);
    }
    expect((await get(t.app, OPS_PATHS.ready)).statusCode).toBe(200);
    t.app.draining = true;
    try {
      expect((await get(t.app, OPS_PATHS.ready)).statusCode).toBe(503);
      expect((await get(t.app, OPS_PATHS.health)).statusCode).toBe(200);
    } finally {
      t.app.draining = false;
    }
  });
});

describe('/metrics', () => {
  it('serves Prometheus text to a loopback caller, covering requests, the pool, queues, the loop, memory, sockets and security events', async () => {
    const cookie = await loginCookie(t.app, 'demo.client@example.com');
    await t.app.inject({
      method: 'POST',
      url: routes.login.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'demo.client@example.com', password: `${PASSWORD}x` }).toString(),
    });
    expect((await get(t.app, routes.sessionInfo.path, { headers: { cookie } })).statusCode).toBe(200);
    const answer = await get(t.app, OPS_PATHS.metrics);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.body;
    const route = routes.sessionInfo.path.replace(/\//g, '\\/');
    expect(text).toMatch(new RegExp(`portal_http_requests_total\\{method="GET",route="${route}",status="200"\\} [1-9]`));
    expect(text).toMatch(
      new RegExp(`portal_http_request_duration_seconds_bucket\\{le="0\\.1",method="GET",route="${route}",status="200"\\}`),
    );
    expect(text).toMatch(/portal_logins_total\{outcome="success"\} [1-9]/);
    expect(text).toMatch(/portal_logins_total\{outcome="failure"\} [1-9]/);
    // The logins and the session read above ran statements.
    expect(text).toMatch(/portal_db_queries_total [1-9]/);
    for (const name of [
      'portal_db_pool_in_use',
      'portal_db_pool_waiting',
      'portal_db_pool_waits_total',
      'portal_db_pool_timeouts_total',
      'portal_print_queue',
      'portal_websocket_connections',
      'portal_listen_connections',
      'portal_lockouts_total',
      'portal_impersonations_total',
      'portal_print_jobs_total',
      'portal_imports_total',
      'portal_shed_requests_total',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
  });

  it('is not found for a caller from another machine, or for any request that came through a proxy', async () => {
    expect((await get(t.app, OPS_PATHS.metrics, { remoteAddress: '10.0.0.5' })).statusCode).toBe(404);
    // A proxy on this machine connects from loopback but says whom it forwards.
    expect((await get(t.app, OPS_PATHS.metrics, { headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
    expect((await get(t.app, OPS_PATHS.metrics, { headers: { forwarded: 'for=203.0.113.9' } })).statusCode).toBe(404);
    // Trusted proxy from afar claiming loopback: request.ip would be 127.0.0.1, the socket is not.
    const spoofed = await get(proxied.app, OPS_PATHS.metrics, { remoteAddress: '10.0.0.5', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(spoofed.statusCode).toBe(404);
    expect((await get(proxied.app, OPS_PATHS.metrics)).statusCode).toBe(200);
  });
});
