/**
 * Configuration checked at start (issue 29 item 6): one schema for every variable; a bad value stops
 * the start naming the variable and its rule; production requires its public address; the
 * committed docs/configuration.md is the one the schema generates.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRACE_SAMPLE_RATE } from '@portal/domain';
import { REPO_ROOT, configFromEnv } from '../src/config.ts';
import { EnvError, VARIABLES, parseEnv, startRefusals, startWarnings } from '../src/env.ts';
import { CONFIGURATION_DOC, formattedConfigurationDoc } from './configuration-doc.ts';

describe('the environment schema', () => {
  it('names each bad variable and the rule it breaks, and never its value', () => {
    const problems = startRefusals({
      PORT: 'eighty',
      PRINT_MAX_PAGES: '0',
      LOG_LEVEL: 'loud',
      PORTAL_DEMO: 'yes',
      TRUST_PROXY: '*',
      SMTP_URL: 'http://user:hunter2@mail',
      PORTAL_PUBLIC_URL: 'portal.example',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT must be a whole number',
        'PRINT_MAX_PAGES must be between 1 and 64',
        'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent',
        "PORTAL_DEMO must be '1' (on) or '0' (off)",
        expect.stringMatching(/^TRUST_PROXY must be a hop count/),
        'SMTP_URL must be a URL starting smtp:// or smtps://',
        'PORTAL_PUBLIC_URL must be a URL starting http:// or https://',
      ]),
    );
    expect(problems.join('\n')).not.toContain('hunter2');
    // A bad number no longer falls back to its default: the config refuses it too.
    expect(() => configFromEnv({ PRINT_TIMEOUT_MS: '20s' })).toThrow(EnvError);
  });

  it('samples traces at 0.1 in production and not at all in pre-production or development (spec §9)', () => {
    const dsn = 'https://key@glitchtip.example/1';
    const rate = (env: NodeJS.ProcessEnv) => configFromEnv({ SENTRY_DSN: dsn, ...env }).errorTracking?.tracesSampleRate;
    expect(rate({ NODE_ENV: 'production', PORTAL_PUBLIC_URL: 'https://portal.example' })).toBe(TRACE_SAMPLE_RATE);
    expect(TRACE_SAMPLE_RATE).toBe(0.1);
    expect(rate({ NODE_ENV: 'production', PORTAL_PUBLIC_URL: 'https://portal.example', SENTRY_ENVIRONMENT: 'pre-production' })).toBe(0);
    expect(rate({ NODE_ENV: 'development' })).toBe(0);
    expect(configFromEnv({}).errorTracking).toBeNull();
  });

  it('requires PORTAL_PUBLIC_URL in production, even for the demo', () => {
    expect(startRefusals({ NODE_ENV: 'production', PORTAL_DEMO_MAIL: '1' })).toEqual([
      expect.stringMatching(/^PORTAL_PUBLIC_URL is required/),
    ]);
    expect(startRefusals({ NODE_ENV: 'production', PORTAL_DEMO_MAIL: '1', PORTAL_PUBLIC_URL: 'http://localhost:3000' })).toEqual([]);
  });

  it('warns loudly when a production start keeps mail in the outbox and codes under the demo secret (review I5)', () => {
    expect(startWarnings({ NODE_ENV: 'production', PORTAL_DEMO_MAIL: '1', PORTAL_PUBLIC_URL: 'http://localhost:3000' })).toEqual([
      expect.stringMatching(/^PORTAL_DEMO_MAIL=1 in production: .*outbox/),
      expect.stringMatching(/public demo secret/),
    ]);
    expect(startWarnings({ NODE_ENV: 'production', PORTAL_DEMO_MAIL: '1', PORTAL_CODE_SECRET: 'x'.repeat(32) })).toHaveLength(1);
    expect(startWarnings({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toEqual([]);
    expect(startWarnings({ PORTAL_DEMO_MAIL: '1' })).toEqual([]);
  });

  it('ties the variables that only work together', () => {
    expect(startRefusals({ PRINT_SERVICE_URL: 'http://127.0.0.1:3100' })).toEqual([
      expect.stringMatching(/^PRINT_SERVICE_URL needs PORTAL_PUBLIC_URL/),
      expect.stringMatching(/^PRINT_SERVICE_URL needs PRINT_SERVICE_TOKEN/),
    ]);
  });

  it('reads flags, numbers and defaults; PORTAL_DEMO is a flag', () => {
    const env = parseEnv({ PORTAL_DEMO: '1', PORT: '8080', PRINT_MAX_QUEUE: '0' });
    expect(env).toMatchObject({ PORTAL_DEMO: true, PORT: 8080, PRINT_MAX_QUEUE: 0, PRINT_MAX_PAGES: 2, HOST: '0.0.0.0' });
    expect(parseEnv({}).PORTAL_DEMO).toBe(false);
    expect(parseEnv({ PORTAL_DEMO: '' }).PORTAL_DEMO).toBe(false);
  });

  it('stops the server at start with the variable named', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, PORT: '70000', PORTAL_DATA_DIR: '/nonexistent/never-opened' },
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.toString()).toContain('PORT must be between 0 and 65535');
  });

  it('docs/configuration.md is generated from the schema and lists every variable (npm run docs:config -w @portal/server)', async () => {
    const committed = readFileSync(CONFIGURATION_DOC, 'utf8');
    expect(committed).toBe(await formattedConfigurationDoc());
    for (const name of Object.keys(VARIABLES)) expect(committed).toContain(`\`${name}\``);
  });
});
