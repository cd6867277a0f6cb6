/**
 * `npm run admin` for staff (issue 28 item 3), as an operator runs it on the embedded database: `user add`
 * creates an adviser or support login with no usable password and e-mails a code; the staff member
 * chooses their password on /reset with it (POST /nui/public/resetPassword, the same rules as a client)
 * and signs in; `user code` issues a new one. The command is the real one, in a process of its own.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLE_SUPPORT, formCodesResponse } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { migrateToLatest, openDatabase } from '../src/db/index.ts';
import type { DatabaseHandle } from '../src/db/index.ts';
import { createTestApp, login } from './helpers.ts';

const STAFF = 'new.agent@firm.example';
const NEW_PASSWORD = 'Amber*Lantern9';
let dataDir: string;

function admin(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', ...args, '--as', 'admin-cli-test'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', PORTAL_DATA_DIR: dataDir, NODE_ENV: 'development', SMTP_URL: '' },
    timeout: 120_000,
  });
  return { status: run.status, out: run.stdout.toString(), err: run.stderr.toString() };
}

const open = () => openDatabase({ kind: 'pglite', dataDir });

async function lastCode(handle: DatabaseHandle): Promise<{ to: string; code: string; link: string }> {
  const mail = await handle.db.selectFrom('outbox').select(['to_address', 'body']).orderBy('message_id', 'desc').executeTakeFirstOrThrow();
  return {
    to: mail.to_address,
    code: /Your registration code is: (\S+)/.exec(mail.body)?.[1] ?? '',
    link: /Set your password here: (\S+)/.exec(mail.body)?.[1] ?? '',
  };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-admin-cli-'));
  // A firm's database: migrated, no demo, no user.
  const handle = await open();
  await migrateToLatest(handle.db);
  await handle.close();
}, 180_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin: staff logins', () => {
  it('refuses an adviser login for an adviser the firm does not have, and changes nothing', async () => {
    const refused = admin('user', 'add', 'someone@firm.example', '--adviser', '424242');
    // A usage error (2), not a crash (1).
    expect(refused.status).toBe(2);
    expect(refused.err).toContain('no adviser 424242');
    const handle = await open();
    try {
      expect(await handle.db.selectFrom('users').select('user_id').execute()).toEqual([]);
      expect(await handle.db.selectFrom('registration_codes').select('code_id').execute()).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 180_000);

  it('user add: a support login with no usable password, and its code e-mailed; the staff member sets a password with it and signs in', async () => {
    const added = admin('user', 'add', STAFF, '--support');
    expect(added.status, added.err).toBe(0);
    expect(added.out).toContain(`${STAFF}: password code in the outbox`);

    const handle = await open();
    const t = await createTestApp({}, handle);
    try {
      const user = await handle.db
        .selectFrom('users')
        .select(['roles', 'client_id'])
        .where('username', '=', STAFF)
        .executeTakeFirstOrThrow();
      expect(user).toEqual({ roles: [ROLE_SUPPORT], client_id: null });
      const audit = await handle.db.selectFrom('admin_audit').select(['ran_by', 'action', 'target']).execute();
      expect(audit).toEqual([{ ran_by: 'admin-cli-test', action: 'user add', target: STAFF }]);
      const mail = await lastCode(handle);
      expect(mail.to).toBe(STAFF);
      expect(mail.link).toBe(`http://localhost:3000/reset?pin=${encodeURIComponent(mail.code)}`);

      // No password works before the code is used (not even an empty or guessed one).
      expect((await login(t.app, STAFF, NEW_PASSWORD)).statusCode).toBe(401);

      const reset = (guid: string, newPassword = NEW_PASSWORD) =>
        t.app.inject({
          method: 'POST',
          url: '/nui/public/resetPassword',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ username: STAFF, guid, newPassword }),
        });
      const codes = (response: { json: () => unknown }) => formCodesResponse.parse(response.json()).errorCodes;
      expect(codes(await reset('WRNG-CODE-0000'))).toEqual(['Invalid']);
      // The password rules hold for staff as for clients: a short one is refused and the code stays usable.
      expect((await reset(mail.code, 'short')).statusCode).toBe(400);
      expect(codes(await reset(mail.code))).toEqual([]);
      // Once only.
      expect(codes(await reset(mail.code, 'Other*Lantern42'))).toEqual(['Invalid']);

      const signedIn = await login(t.app, STAFF, NEW_PASSWORD);
      expect(signedIn.statusCode).toBe(200);
      // Staff hold a second factor before anything else (issue 30): the password leads to the enrolment.
      expect((signedIn.json() as { mfa: unknown }).mfa).toEqual({ status: 'enrol', methods: [], required: true, offer: false });
    } finally {
      await t.close();
      await handle.close();
    }
  }, 180_000);

  it('user code: a new code for a staff member who lost their password; the new password replaces the old', async () => {
    const issued = admin('user', 'code', STAFF);
    expect(issued.status, issued.err).toBe(0);
    const handle = await open();
    const t = await createTestApp({}, handle);
    try {
      const { code } = await lastCode(handle);
      const response = await t.app.inject({
        method: 'POST',
        url: '/nui/public/resetPassword',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ username: STAFF, guid: code, newPassword: 'Copper^Harbour73' }),
      });
      expect(formCodesResponse.parse(response.json()).errorCodes).toEqual([]);
      expect((await login(t.app, STAFF, NEW_PASSWORD)).statusCode).toBe(401);
      expect((await login(t.app, STAFF, 'Copper^Harbour73')).statusCode).toBe(200);
      const actions = await handle.db.selectFrom('admin_audit').select('action').orderBy('audit_id').execute();
      expect(actions.map((a) => a.action)).toEqual(['user add', 'user code']);
    } finally {
      await t.close();
      await handle.close();
    }
  }, 180_000);
});
