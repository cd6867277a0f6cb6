/**
 * Hardening (issue 14, item 3): codes never reach the log, production refuses to start without a mail
 * server or a code secret unless the demo flag says so, the outbox route is never served in
 * production, and stored codes are HMACs under the server secret (not bare SHA-256).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { REPO_ROOT, configFromEnv, defaultConfig, productionRefusals } from '../src/config.ts';
import { hashCode } from '../src/shared/code-hash.ts';
import { latestOutbox } from '../src/plugins/mail/mailer.ts';
import { openTestDatabase } from './helpers.ts';
import type { DatabaseHandle } from '../src/db/index.ts';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe('production start-up', () => {
  it('lists what production lacks, unless the demo flag is set', () => {
    const publicUrl = { PORTAL_PUBLIC_URL: 'https://portal.example' };
    expect(productionRefusals({ NODE_ENV: 'production' })).toHaveLength(3);
    expect(productionRefusals({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587', PORTAL_CODE_SECRET: SECRET, ...publicUrl })).toEqual(
      [],
    );
    expect(productionRefusals({ NODE_ENV: 'production', PORTAL_DEMO_MAIL: '1', ...publicUrl })).toEqual([]);
    // The demo flag never excuses the public address (issue 29 item 6).
    expect(productionRefusals({ NODE_ENV: 'production', PORTAL_DEMO_MAIL: '1' })).toEqual([expect.stringMatching(/^PORTAL_PUBLIC_URL /)]);
    expect(productionRefusals({ NODE_ENV: 'test' })).toEqual([]);
  });

  it('refuses to start the server in production without SMTP_URL', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-refuse-'));
    try {
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORTAL_DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
      };
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: REPO_ROOT, env, timeout: 30_000 });
      expect(run.status).toBe(1);
      expect(run.stderr.toString()).toContain('SMTP_URL');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('never exposes the outbox route in production, whatever PORTAL_EXPOSE_OUTBOX says', () => {
    expect(configFromEnv({ NODE_ENV: 'production', PORTAL_EXPOSE_OUTBOX: '1' }).exposeOutbox).toBe(false);
    expect(configFromEnv({ NODE_ENV: 'test', PORTAL_EXPOSE_OUTBOX: '1' }).exposeOutbox).toBe(true);
  });
});

describe('reset codes', () => {
  it('are neither logged nor stored unkeyed', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({ db: handle.db, config: defaultConfig({ codeSecret: SECRET }), logger: { level: 'trace', stream } });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/nui/public/forgottenPassword',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        payload: { username: '1000010010' },
      });
      expect(response.statusCode).toBe(200);
      let code: string | undefined;
      for (let i = 0; i < 100 && !code; i++) {
        const [message] = await latestOutbox(handle.db, { limit: 1 });
        code = message ? /registration code is: ([A-Z0-9-]+)/.exec(message.body)?.[1] : undefined;
        if (!code) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(code).toBeDefined();
      await app.close();
      expect(lines.join('')).toContain('mail recorded in the outbox');
      expect(lines.join('')).not.toContain(code!);
      const stored = await handle.db
        .selectFrom('registration_codes')
        .select('code_hash')
        .orderBy('code_id', 'desc')
        .executeTakeFirstOrThrow();
      expect(stored.code_hash).not.toBe(createHash('sha256').update(code!).digest('base64url'));
      expect(stored.code_hash).toBe(hashCode(code!, SECRET));
    } finally {
      await app.close();
    }
  });
});
