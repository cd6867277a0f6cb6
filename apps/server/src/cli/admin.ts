/**
 * `npm run admin -- <command>`: administration without SQL (issue 28). Every action that changes
 * something is written to admin_audit with who ran it (the OS user, or `--as <name>`).
 *
 *   invite <client id>          e-mail the client a registration code (the /register?pin= link)
 *   invite --all-new            the same for every client with neither a login nor a live code
 *   user add <e-mail> --adviser <adviser id> | --support   a staff login; e-mails a code to set its password on /reset
 *   user code <username>        a staff member's new password code (staff have no forgotten-password form)
 *   users                       list the users
 *   lock <username> | unlock <username>
 *   end-sessions <username>     end every session of one user
 *   reset-delay <username>      clear the login delay (failed attempts) of one user
 *   audit <client id>           the advisers' impersonation of that client
 *
 * Works on DATABASE_URL, or the embedded data directory while no server holds it (cli/database.ts).
 * Mail goes through SMTP_URL, or into the outbox table without it (read it with `npm run outbox`).
 */
import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import type { Kysely } from 'kysely';
import { ROLE_AGENT, ROLE_SUPPORT } from '@portal/api';
import { sql } from 'kysely';
import { defaultConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { hashPassword } from '../access/passwords.ts';
import { throttleKey } from '../access/throttle.ts';
import { hashCode, newResetCode } from '../features/signin/codes.ts';
import { CODE_ATTEMPT_LIMIT } from '../features/signin/constants.ts';
import { createMailer } from '../plugins/mail/mailer.ts';
import { failCli, openCliDatabase } from './database.ts';

/** How long an invitation's registration code stays valid. */
const INVITE_TTL_DAYS = 14;

type Db = Kysely<Database>;

const args = process.argv.slice(2);
const take = (flag: string): string | undefined => {
  const i = args.indexOf(flag);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, 2);
  return value;
};
const flag = (name: string): boolean => {
  const i = args.indexOf(name);
  if (i < 0) return false;
  args.splice(i, 1);
  return true;
};
const ranBy = take('--as') ?? userInfo().username;

async function audit(db: Db, action: string, target: string | null, detail: Record<string, unknown> = {}): Promise<void> {
  await db
    .insertInto('admin_audit')
    .values({ ran_by: ranBy, action, target, detail: JSON.stringify(detail) })
    .execute();
}

async function userNamed(db: Db, name: string) {
  const user = await db
    .selectFrom('user_aliases')
    .innerJoin('users', 'users.user_id', 'user_aliases.user_id')
    .select(['users.user_id', 'users.username', 'users.locked_at'])
    .where('user_aliases.alias', '=', name.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) throw new UsageError(`no user ${name}`);
  return user;
}

class UsageError extends Error {}

async function invite(db: Db, target: string | undefined, allNew: boolean): Promise<void> {
  const config = defaultConfig();
  const mailer = createMailer({ db, log: { info: () => undefined } as never, smtpUrl: config.mail.smtpUrl, from: config.mail.from });
  const now = new Date();
  let clientIds: number[];
  if (allNew) {
    const rows = await db
      .selectFrom('clients')
      .select('client_id')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('users').select('user_id').whereRef('users.client_id', '=', 'clients.client_id'))))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('registration_codes')
              .select('code_id')
              .whereRef('registration_codes.client_id', '=', 'clients.client_id')
              .where('purpose', '=', 'REGISTER')
              .where('used_at', 'is', null)
              .where('expires_at', '>', now)
              // A code five wrong guesses burnt (features/signin/service.ts) is no live invitation.
              .where('failed_attempts', '<', CODE_ATTEMPT_LIMIT),
          ),
        ),
      )
      .orderBy('client_id')
      .execute();
    clientIds = rows.map((r) => r.client_id);
  } else {
    if (!target || !/^\d+$/.test(target)) throw new UsageError('usage: invite <client id> | invite --all-new');
    clientIds = [Number(target)];
  }
  let sent = 0;
  for (const clientId of clientIds) {
    const client = await db
      .selectFrom('clients')
      .select(['client_id', 'forename', 'surname'])
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    if (!client) throw new UsageError(`no client ${clientId}`);
    if (await db.selectFrom('users').select('user_id').where('client_id', '=', clientId).executeTakeFirst()) {
      console.log(`${clientId}: already has a login, not invited`);
      continue;
    }
    const email = await db
      .selectFrom('email_addresses')
      .select('email_address')
      .where('client_id', '=', clientId)
      .orderBy('primary_type', 'desc')
      .orderBy('address_id')
      .executeTakeFirst();
    if (!email) {
      console.log(`${clientId}: no e-mail address, not invited`);
      continue;
    }
    const code = newResetCode();
    const reference = String(clientId);
    await db.transaction().execute(async (trx) => {
      // A new invitation replaces any earlier one.
      await trx
        .updateTable('registration_codes')
        .set({ expires_at: now })
        .where('client_id', '=', clientId)
        .where('purpose', '=', 'REGISTER')
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('registration_codes')
        .values({
          client_id: clientId,
          username: reference,
          purpose: 'REGISTER',
          code_hash: hashCode(code, config.codeSecret),
          created_at: now,
          expires_at: new Date(now.getTime() + INVITE_TTL_DAYS * 86_400_000),
          used_at: null,
        })
        .execute();
      await trx
        .insertInto('admin_audit')
        .values({ ran_by: ranBy, action: 'invite', target: reference, detail: JSON.stringify({ to: email.email_address }) })
        .execute();
    });
    const link = `${config.publicUrl ?? 'http://localhost:3000'}/register?pin=${encodeURIComponent(code)}`;
    await mailer.send({
      to: email.email_address,
      subject: 'Your invitation to the client portal',
      body: [
        `Dear ${client.forename} ${client.surname},`,
        '',
        'You can now see your accounts online. Register with your client reference and this registration code:',
        '',
        `Client reference: ${reference}`,
        `Your registration code is: ${code}`,
        '',
        `Register here: ${link}`,
        `The code works once and expires in ${INVITE_TTL_DAYS} days.`,
      ].join('\n'),
    });
    sent += 1;
    console.log(`${clientId}: invited (${mailer.kind === 'smtp' ? 'e-mailed' : 'in the outbox'} to ${email.email_address})`);
  }
  console.log(`${sent} invitation${sent === 1 ? '' : 's'} sent`);
}

/**
 * A RESET code for a staff login (no client), e-mailed to its username (staff usernames are e-mail
 * addresses) with the /reset?pin= link: they choose their password there, under the same rules as a
 * client. A new code replaces any earlier one; the code itself is stored only as its HMAC.
 */
async function sendStaffCode(db: Db, username: string, action: 'user add' | 'user code'): Promise<void> {
  const config = defaultConfig();
  const mailer = createMailer({ db, log: { info: () => undefined } as never, smtpUrl: config.mail.smtpUrl, from: config.mail.from });
  const now = new Date();
  const code = newResetCode();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('registration_codes')
      .set({ expires_at: now })
      .where('client_id', 'is', null)
      .where('username', '=', username)
      .where('purpose', '=', 'RESET')
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('registration_codes')
      .values({
        client_id: null,
        username,
        purpose: 'RESET',
        code_hash: hashCode(code, config.codeSecret),
        created_at: now,
        expires_at: new Date(now.getTime() + INVITE_TTL_DAYS * 86_400_000),
        used_at: null,
      })
      .execute();
    if (action === 'user code')
      await trx.insertInto('admin_audit').values({ ran_by: ranBy, action, target: username, detail: '{}' }).execute();
  });
  const link = `${config.publicUrl ?? 'http://localhost:3000'}/reset?pin=${encodeURIComponent(code)}`;
  await mailer.send({
    to: username,
    subject: 'Set your client portal password',
    body: [
      'A login to the client portal has been set up for you. Choose your password with your username and this code:',
      '',
      `Username: ${username}`,
      `Your registration code is: ${code}`,
      '',
      `Set your password here: ${link}`,
      `The code works once and expires in ${INVITE_TTL_DAYS} days.`,
    ].join('\n'),
  });
  console.log(`${username}: password code ${mailer.kind === 'smtp' ? 'e-mailed' : 'in the outbox'}`);
}

async function addUser(db: Db): Promise<void> {
  const adviser = take('--adviser');
  const support = flag('--support');
  const email = args[2]?.trim().toLowerCase();
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email) || (adviser === undefined) === !support)
    throw new UsageError('usage: user add <e-mail> --adviser <adviser id> | --support');
  if (
    adviser !== undefined &&
    !(await db.selectFrom('advisers').select('adviser_id').where('adviser_id', '=', Number(adviser)).executeTakeFirst())
  )
    throw new UsageError(`no adviser ${adviser}`);
  if (await db.selectFrom('user_aliases').select('alias').where('alias', '=', email).executeTakeFirst())
    throw new UsageError(`${email} already has a login`);
  // No usable password: nobody knows the random secret hashed here.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const roles = support ? [ROLE_SUPPORT] : [ROLE_AGENT];
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        username: email,
        client_id: null,
        adviser_id: adviser === undefined ? null : Number(adviser),
        password_hash: passwordHash,
        roles,
        terms_accepted: true,
        last_login: null,
        created_at: new Date(),
        password_changed_at: null,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_aliases').values({ alias: email, user_id: user.user_id }).execute();
    await trx
      .insertInto('admin_audit')
      .values({ ran_by: ranBy, action: 'user add', target: email, detail: JSON.stringify({ roles, adviserId: adviser ?? null }) })
      .execute();
  });
  console.log(`${email}: ${roles.join(', ')} login created, without a usable password until the code is used`);
  await sendStaffCode(db, email, 'user add');
}

async function main(): Promise<void> {
  const [command, sub] = args;
  if (!command || command === 'help' || command === '--help') {
    console.log(
      'commands: invite <client id> | invite --all-new | user add <e-mail> --adviser <id> | --support | user code <username> | users | lock <username> | unlock <username> | end-sessions <username> | reset-delay <username> | audit <client id>   [--as <name>]',
    );
    return;
  }
  const { handle } = await openCliDatabase();
  const db = handle.db;
  try {
    switch (command) {
      case 'invite': {
        const all = flag('--all-new');
        await invite(db, args[1], all);
        break;
      }
      case 'user':
        if (sub === 'add') await addUser(db);
        else if (sub === 'code') {
          const name = args[2];
          if (!name) throw new UsageError('usage: user code <username>');
          const user = await db
            .selectFrom('user_aliases')
            .innerJoin('users', 'users.user_id', 'user_aliases.user_id')
            .select(['users.username', 'users.client_id'])
            .where('user_aliases.alias', '=', name.trim().toLowerCase())
            .executeTakeFirst();
          if (!user) throw new UsageError(`no user ${name}`);
          // A client resets through the forgotten-password form, to the address of its client record.
          if (user.client_id !== null) throw new UsageError(`${user.username} is a client: the forgotten-password form sends its code`);
          await sendStaffCode(db, user.username, 'user code');
        } else throw new UsageError('usage: user add <e-mail> --adviser <adviser id> | --support | user code <username>');
        break;
      case 'users': {
        const users = await db
          .selectFrom('users')
          .select(['user_id', 'username', 'roles', 'client_id', 'adviser_id', 'locked_at', 'last_login', 'failed_login_count'])
          .orderBy('user_id')
          .execute();
        for (const u of users)
          console.log(
            [
              u.user_id,
              u.username,
              u.roles.join('+'),
              u.client_id ?? u.adviser_id ?? '-',
              u.locked_at ? `locked ${u.locked_at.toISOString()}` : 'active',
              u.last_login?.toISOString() ?? 'never logged in',
            ].join('\t'),
          );
        console.log(`${users.length} users`);
        break;
      }
      case 'lock':
      case 'unlock': {
        if (!sub) throw new UsageError(`usage: ${command} <username>`);
        const user = await userNamed(db, sub);
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set(command === 'lock' ? { locked_at: new Date() } : { locked_at: null, failed_login_count: 0 })
            .where('user_id', '=', user.user_id)
            .execute();
          // A locked user is out at once.
          if (command === 'lock') await trx.deleteFrom('sessions').where('user_id', '=', user.user_id).execute();
          await trx.insertInto('admin_audit').values({ ran_by: ranBy, action: command, target: user.username, detail: '{}' }).execute();
        });
        console.log(`${user.username}: ${command === 'lock' ? 'locked, sessions ended' : 'unlocked'}`);
        break;
      }
      case 'end-sessions': {
        if (!sub) throw new UsageError('usage: end-sessions <username>');
        const user = await userNamed(db, sub);
        const ended = await db.deleteFrom('sessions').where('user_id', '=', user.user_id).executeTakeFirst();
        await audit(db, 'end-sessions', user.username, { ended: Number(ended.numDeletedRows) });
        // Instances caching sessions drop this user's (the session plugin's invalidation channel).
        await sql`SELECT pg_notify('portal_cache', ${JSON.stringify({ from: 'admin', change: { users: [user.user_id] } })})`.execute(db);
        console.log(`${user.username}: ${Number(ended.numDeletedRows)} sessions ended`);
        break;
      }
      case 'reset-delay': {
        if (!sub) throw new UsageError('usage: reset-delay <username>');
        const user = await userNamed(db, sub);
        const cleared = await db
          .deleteFrom('login_throttle')
          // Every bucket of the account — account-wide, per source, per device (access/throttle.ts) — and the typed name's.
          .where((eb) =>
            eb.or([
              eb('throttle_key', 'in', [throttleKey(user.user_id, user.username), throttleKey(null, sub)]),
              eb('throttle_key', 'like', `${throttleKey(user.user_id, user.username)}|%`),
            ]),
          )
          .executeTakeFirst();
        await db.updateTable('users').set({ failed_login_count: 0 }).where('user_id', '=', user.user_id).execute();
        await audit(db, 'reset-delay', user.username, { cleared: Number(cleared.numDeletedRows) });
        console.log(`${user.username}: login delay reset`);
        break;
      }
      case 'audit': {
        if (!sub || !/^\d+$/.test(sub)) throw new UsageError('usage: audit <client id>');
        const rows = await db
          .selectFrom('impersonation_audit')
          .leftJoin('users', 'users.user_id', 'impersonation_audit.adviser_user_id')
          .select([
            'impersonation_audit.occurred_at',
            'impersonation_audit.action',
            'users.username',
            'impersonation_audit.adviser_id',
            'impersonation_audit.client_address',
          ])
          .where('impersonation_audit.client_id', '=', Number(sub))
          .orderBy('impersonation_audit.occurred_at')
          .execute();
        for (const r of rows)
          console.log(
            [r.occurred_at.toISOString(), r.action, r.username ?? '-', `adviser ${r.adviser_id}`, r.client_address ?? ''].join('\t'),
          );
        console.log(`${rows.length} impersonation records for client ${sub}`);
        await audit(db, 'audit', sub);
        break;
      }
      default:
        throw new UsageError(`unknown command ${command} (npm run admin -- help)`);
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
  } finally {
    await handle.close();
  }
}

main().catch(failCli);
